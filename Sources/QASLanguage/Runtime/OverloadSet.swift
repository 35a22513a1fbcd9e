/// Top-level functions sharing a name (`func show(_ x: Int)`, `func
/// show(_ x: String)`): a call takes the one whose labels, then whose
/// parameters' types, fit its arguments, as Swift's overload resolution does
/// for the cases that do not need static types.
final class OverloadSet: HostObject {
    let functions: [Function]
    /// The host's function of the same name (`print`), for calls whose arguments
    /// the program's functions do not take.
    let fallback: Value?
    init(_ functions: [Function], fallback: Value? = nil) { self.functions = functions; self.fallback = fallback }

    var typeName: String { "Function" }
    var description: String { "(Function)" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    func call(_ args: Arguments, in runtime: Runtime) throws -> Value? {
        if let fallback, !functions.contains(where: { TypeOperations.takes($0, args, runtime) }) {
            return try Compiler.callValue(runtime, fallback, args.values, args.labels, SourceLocation.native)
        }
        guard let fn = TypeOperations.choose(functions, args, hasSelf: false) else {
            let name = functions.first?.proto.name ?? "function"
            throw NativeError("no '\(name)' takes these arguments (\(args.labels.map { ($0 ?? "_") + ":" }.joined()))")
        }
        return try Compiler.callValue(runtime, .function(fn), args.values, args.labels, SourceLocation.native)
    }
}
