import QASLanguage

/// An object a host gives scripts (`engine.define("camera", object: Camera())`):
/// its properties and methods, looked up by name when a script uses them.
///
/// ```swift
/// final class Counter: ScriptObject {
///     var count = 0
///     var typeName: String { "Counter" }
///     func member(_ name: String) throws -> ScriptValue? { name == "count" ? .int(count) : nil }
///     func callMethod(_ name: String, _ arguments: ScriptArguments) throws -> ScriptValue? {
///         guard name == "increment" else { return nil }
///         count += 1
///         return .nil
///     }
/// }
/// ```
/// A Swift error thrown by a member becomes a catchable runtime error in the script.
public protocol ScriptObject: AnyObject {
    /// The type name shown in messages.
    var typeName: String { get }
    /// A property's value, or nil when the object has no such member.
    func member(_ name: String) throws -> ScriptValue?
    /// Sets a property; returns false when the object has no such settable member.
    func setMember(_ name: String, to value: ScriptValue) throws -> Bool
    /// Calls a method; nil when the object has no such method.
    func callMethod(_ name: String, _ arguments: ScriptArguments) throws -> ScriptValue?
    /// How `print` shows the object.
    var description: String { get }
    /// Equality for `==`; identity by default.
    func isEqual(to other: ScriptObject) -> Bool
    /// Member and method names, for completion in the REPL.
    var memberNames: [String] { get }
}

extension ScriptObject {
    public func member(_ name: String) throws -> ScriptValue? { nil }
    public func setMember(_ name: String, to value: ScriptValue) throws -> Bool { false }
    public func callMethod(_ name: String, _ arguments: ScriptArguments) throws -> ScriptValue? { nil }
    public var description: String { "<\(typeName)>" }
    public func isEqual(to other: ScriptObject) -> Bool { self === other }
    public var memberNames: [String] { [] }
}

/// The arguments of a method call: values, each with its label or nil.
public struct ScriptArguments {
    public let values: [ScriptValue]
    public let labels: [String?]
    public init(_ values: [ScriptValue], labels: [String?]? = nil) {
        self.values = values
        self.labels = labels ?? Array(repeating: nil, count: values.count)
    }
    public var count: Int { values.count }
    public subscript(i: Int) -> ScriptValue { values[i] }
    /// The argument passed with `label`, if any.
    public func labeled(_ label: String) -> ScriptValue? { labels.firstIndex(of: label).map { values[$0] } }
}

/// Turns a host's Swift errors into runtime errors scripts can catch.
func hostCall<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as RuntimeError {
        throw e
    } catch let e as NativeError {
        throw e
    } catch {
        throw NativeError("\(error)")
    }
}

/// A host's `ScriptObject`, as the language sees it.
final class PublicObjectAdapter: HostObject {
    let object: ScriptObject
    init(_ object: ScriptObject) { self.object = object }
    var typeName: String { object.typeName }
    var description: String { object.description }
    var memberNames: [String] { object.memberNames }
    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        try hostCall { try object.member(name)?.value }
    }
    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        try hostCall { try object.setMember(name, to: ScriptValue(value)) }
    }
    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try hostCall { try object.callMethod(name, ScriptArguments(args.values.map(ScriptValue.init), labels: args.labels))?.value }
    }
    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? PublicObjectAdapter else { return false }
        return object.isEqual(to: o.object)
    }
}

/// One of qas's own objects (a note, a shortcut item), as a host sees it: the
/// same object goes back to scripts.
final class LanguageObjectReference: ScriptObject {
    let object: HostObject
    init(_ object: HostObject) { self.object = object }
    var typeName: String { object.typeName }
    var description: String { object.description }
    var memberNames: [String] { object.memberNames }
    func isEqual(to other: ScriptObject) -> Bool {
        guard let o = other as? LanguageObjectReference else { return false }
        return object.isEqual(to: o.object)
    }
}
