/// A program's calls to chosen functions, read without running it: what tools such
/// as `qas check` inspect. Arguments are given as constants where they are constants.
public struct CallOutline {
    /// A constant argument, or a sign that it is computed.
    public indirect enum Argument: CustomStringConvertible {
        case value(Value)
        /// `.name`
        case implicitMember(String)
        /// `f(args)`, such as `symbol("star")`
        case call(String, [Argument])
        case array([Argument])
        case dictionary([(Argument, Argument)])
        /// Anything computed when the program runs.
        case computed

        public var description: String {
            switch self {
            case .value(let v): return v.debugDescription
            case .implicitMember(let n): return "." + n
            case .call(let f, let a): return f + "(" + a.map(\.description).joined(separator: ", ") + ")"
            case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let d): return "[" + d.map { "\($0): \($1)" }.joined(separator: ", ") + "]"
            case .computed: return "…"
            }
        }
    }

    public let function: String
    public let labels: [String?]
    public let arguments: [Argument]
    public let argumentLocations: [SourceLocation]
    public let location: SourceLocation
    /// Inside a `dynamic actions` block (that is, inside a closure passed to it).
    public let insideClosure: Bool

    public func argument(_ label: String) -> Argument? {
        labels.firstIndex(of: label).map { arguments[$0] }
    }
    public func location(of label: String) -> SourceLocation? {
        labels.firstIndex(of: label).map { argumentLocations[$0] }
    }

    /// Parses `source` and lists the calls to `names`, in source order. Throws
    /// `CompileError` when the program does not parse.
    public static func calls(in source: Source, to names: Set<String>) throws -> [CallOutline] {
        var parser = Parser(source: source)
        let program = parser.parseProgram()
        if !parser.diagnostics.isEmpty { throw CompileError(parser.diagnostics) }
        var found: [CallOutline] = []
        var walker = Walker(source: source, names: names)
        walker.statements(program, inside: false)
        found = walker.found
        return found.sorted { $0.location.range.start < $1.location.range.start }
    }

    static func constant(_ e: Expr) -> Argument {
        switch e.kind {
        case .literal(let v): return .value(v)
        case .implicitMember(let n): return .implicitMember(n)
        case .array(let items): return .array(items.map(constant))
        case .dictionary(let pairs): return .dictionary(pairs.map { (constant($0.0), constant($0.1)) })
        case .call(let callee, let args):
            if case .name(let n, _) = callee.kind { return .call(n, args.map { constant($0.value) }) }
            return .computed
        default: return .computed
        }
    }

    private struct Walker {
        let source: Source
        let names: Set<String>
        var found: [CallOutline] = []

        mutating func statements(_ list: [Stmt], inside: Bool) {
            for s in list { statement(s, inside: inside) }
        }

        mutating func statement(_ s: Stmt, inside: Bool) {
            switch s.kind {
            case .expression(let e), .throwStmt(let e), .expect(let e), .returnStmt(let e?): expr(e, inside: inside)
            case .variable(_, let e?): expr(e, inside: inside)
            case .assign(let a, let b), .compoundAssign(_, let a, let b): expr(a, inside: inside); expr(b, inside: inside)
            case .function(let f): statements(f.body, inside: true)
            case .block(let b): statements(b, inside: inside)
            case .ifStmt(let c, let t, let e):
                conditions(c, inside: inside); statements(t, inside: inside)
                if let e { statement(e, inside: inside) }
            case .guardStmt(let c, let b), .whileStmt(let c, let b): conditions(c, inside: inside); statements(b, inside: inside)
            case .repeatWhile(let b, let c): statements(b, inside: inside); expr(c, inside: inside)
            case .forIn(_, let seq, let b): expr(seq, inside: inside); statements(b, inside: inside)
            case .switchStmt(let subject, let cases, let d):
                expr(subject, inside: inside)
                for c in cases { statements(c.body, inside: inside) }
                if let d { statements(d, inside: inside) }
            case .doCatch(let b, _, let h): statements(b, inside: inside); if let h { statements(h, inside: inside) }
            default: break
            }
        }

        mutating func conditions(_ list: [Condition], inside: Bool) {
            for c in list {
                switch c {
                case .expr(let e), .binding(_, let e): expr(e, inside: inside)
                }
            }
        }

        mutating func expr(_ e: Expr, inside: Bool) {
            switch e.kind {
            case .call(let callee, let args):
                if case .name(let n, _) = callee.kind, names.contains(n) {
                    found.append(CallOutline(
                        function: n, labels: args.map(\.label), arguments: args.map { CallOutline.constant($0.value) },
                        argumentLocations: args.map { SourceLocation(source, $0.value.range) },
                        location: SourceLocation(source, e.range), insideClosure: inside))
                }
                expr(callee, inside: inside)
                for a in args { expr(a.value, inside: inside) }
            case .closure(let f): statements(f.body, inside: true)
            case .interpolation(let parts): for case .expr(let x) in parts { expr(x, inside: inside) }
            case .array(let items), .tuple(let items, _): for x in items { expr(x, inside: inside) }
            case .dictionary(let pairs): for (k, v) in pairs { expr(k, inside: inside); expr(v, inside: inside) }
            case .unary(_, let x), .forceUnwrap(let x), .optionalChain(let x), .member(let x, _, _): expr(x, inside: inside)
            case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .nilCoalesce(let a, let b),
                 .range(let a, let b, _), .subscriptAccess(let a, let b, _):
                expr(a, inside: inside); expr(b, inside: inside)
            case .ternary(let c, let a, let b): expr(c, inside: inside); expr(a, inside: inside); expr(b, inside: inside)
            default: break
            }
        }
    }
}
