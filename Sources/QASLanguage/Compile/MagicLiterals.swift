/// Swift's built-in expression macros: `#function` names the enclosing function
/// as Swift spells it, `#fileID` the module and file; a parameter defaulting to
/// `#line`, `#function`… takes them from where each call is written.
extension Compiler {
    /// `#function`, `#fileID` (the parser made `#line`, `#column` and `#file` literals).
    func magicLiteral(_ macro: String, _ site: SourceLocation) -> ExprCode {
        switch macro {
        case "#function":
            if let f = namedFunction { let name = Compiler.swiftName(of: f); return { _ in .string(name) } }
            // At the top level: the module's name.
            return { rt in .string(rt.moduleName) }
        case "#fileID":
            let file = site.file.split(separator: "/").last.map(String.init) ?? site.file
            return { rt in .string(rt.moduleName + "/" + file) }
        case "#line", "#column":
            let (line, column) = site.source.location(of: site.range.start)
            let n = macro == "#line" ? line : column
            return { _ in .int(n) }
        case "#file", "#filePath":
            let name = site.file
            return { _ in .string(name) }
        default:
            return { _ in throw RuntimeError("\(macro) is not supported", at: site) }
        }
    }

    /// A function as `#function` spells it: `load()`, `log(_:line:)`, `init(name:)`,
    /// `subscript(_:)`, a property's name in its accessors, `deinit`.
    static func swiftName(of f: FunctionDecl) -> String {
        if f.isAccessor && f.name != "subscript" || f.name == "deinit" { return f.name }
        let labels = f.params.first?.name == "self" ? Array(f.callLabels.dropFirst()) : f.callLabels
        return f.name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// `log("saved")` of `func log(_ m: String, file: String = #fileID, line: Int = #line)`:
    /// the arguments with those the call leaves out filled in from where it is
    /// written; nil when there is nothing to fill in.
    func callSiteDefaults(_ callee: Expr, _ args: [Argument], _ site: SourceLocation) -> [Argument]? {
        let name: String
        switch callee.kind {
        case .name(let n, _): name = n
        case .member(_, let n, _): name = n
        default: return nil
        }
        guard let params = globals.declared.callSiteDefaults[name] ?? globals.libraryDeclared.callSiteDefaults[name],
              !params.isEmpty else { return nil }
        var filled = args
        // A trailing closure stays last.
        var tail: [Argument] = []
        if let last = filled.last, last.label == nil, case .closure = last.value.kind { tail = [filled.removeLast()] }
        for p in params {
            let value = Expr(kind: .name(p.macro, NameRef()), range: callee.range)
            if let label = p.label {
                if !args.contains(where: { $0.label == label }) { filled.append(Argument(label: label, value: value)) }
            } else if filled.count == p.position {
                // `whereAmI()` of `func whereAmI(_ f: String = #function)`: every
                // parameter before it given, and it not.
                filled.append(Argument(label: nil, value: value))
            }
        }
        guard filled.count + tail.count > args.count else { return nil }
        return filled + tail
    }
}
