/// What a program declares and calls, read without running it: what tools such as
/// `qas check` inspect. Values are given as constants where they are constants.
package struct ProgramOutline {
    /// A constant value, or a sign that it is computed.
    package indirect enum Argument: CustomStringConvertible {
        case value(Value)
        /// `.name`
        case implicitMember(String)
        /// `f(args)`, such as `symbol("star")`
        case call(String, [Argument])
        case array([Argument])
        case dictionary([(Argument, Argument)])
        /// Anything computed when the program runs.
        case computed

        package var description: String {
            switch self {
            case .value(let v): return v.debugDescription
            case .implicitMember(let n): return "." + n
            case .call(let f, let a): return f + "(" + a.map(\.description).joined(separator: ", ") + ")"
            case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
            case .dictionary(let d): return "[" + d.map { "\($0): \($1)" }.joined(separator: ", ") + "]"
            case .computed: return "…"
            }
        }

        static func of(_ e: Expr) -> Argument {
            switch e.kind {
            case .literal(let v): return .value(v)
            case .implicitMember(let n): return .implicitMember(n)
            case .array(let items): return .array(items.map(of))
            case .dictionary(let pairs): return .dictionary(pairs.map { (of($0.0), of($0.1)) })
            case .call(let callee, let args):
                if case .name(let n, _) = callee.kind { return .call(n, args.map { of($0.value) }) }
                return .computed
            default: return .computed
            }
        }
    }

    /// A labelled value (a call's argument or a declaration's field) and where it is.
    package struct Labelled {
        package let label: String?
        package let value: Argument
        package let location: SourceLocation
    }

    /// A call of a chosen function.
    package struct Call {
        package let function: String
        package let arguments: [Labelled]
        package let location: SourceLocation
        /// Inside a function or closure body.
        package let insideFunction: Bool
        package func argument(_ label: String) -> Labelled? { arguments.first { $0.label == label } }
    }

    /// A host declaration (`word "T" { … }`).
    package struct Declaration {
        /// The form's id.
        package let form: String
        /// The name as written (`.computed` when interpolated), nil without one.
        package let name: Argument?
        /// The name is a bare word (`on launch`), not a string.
        package let nameIsWord: Bool
        package let nameLocation: SourceLocation
        /// The value fields; block fields appear as `.computed`.
        package let fields: [Labelled]
        package let location: SourceLocation
        package let insideFunction: Bool
        /// The `userInfo["key"]` subscripts its code reads (a handler's), in order,
        /// each with the type it is cast to (`as? Int`), if it is.
        package let userInfoReads: [(key: String, type: String?)]
        package func field(_ label: String) -> Labelled? { fields.first { $0.label == label } }
    }

    package private(set) var declarations: [Declaration] = []
    package private(set) var calls: [Call] = []

    /// Parses `source` and lists its declarations and its calls to `names`, in
    /// source order. Throws `CompileError` when the program does not parse.
    package static func of(_ source: Source, registry: DeclarationRegistry?, calls names: Set<String> = []) throws -> ProgramOutline {
        var parser = Parser(source: source, registry: registry)
        let program = parser.parseProgram()
        if !parser.diagnostics.isEmpty { throw CompileError(parser.diagnostics) }
        let walker = Walker(source: source, names: names)
        walker.visit(program)
        var outline = ProgramOutline()
        outline.declarations = walker.declarations.sorted { $0.location.range.start < $1.location.range.start }
        outline.calls = walker.calls.sorted { $0.location.range.start < $1.location.range.start }
        return outline
    }

    private final class Walker: SyntaxVisitor {
        let source: Source
        let names: Set<String>
        var declarations: [Declaration] = []
        var calls: [Call] = []
        var functionDepth = 0
        init(source: Source, names: Set<String>) { self.source = source; self.names = names }

        func location(_ r: SourceRange) -> SourceLocation { SourceLocation(source, r) }

        func visit(_ f: FunctionDecl) {
            functionDepth += 1
            visit(f.body)
            functionDepth -= 1
        }

        func visit(_ s: Stmt) {
            if case .declaration(let d) = s.kind {
                var name: Argument? = nil
                var isWord = false
                switch d.name {
                case .none: break
                case .string(let e): name = Argument.of(e)
                case .word(let w, _): name = .value(.string(w)); isWord = true
                }
                let fields = d.fields.map { f -> Labelled in
                    switch f.value {
                    case .value(let e): return Labelled(label: f.name, value: Argument.of(e), location: location(e.range))
                    case .block(let fn): return Labelled(label: f.name, value: .computed, location: location(fn.range))
                    }
                }
                let reads = UserInfoReads()
                if let body = d.body { reads.visit(body) }
                for case .block(let fn) in d.fields.map(\.value) { reads.visit(fn) }
                declarations.append(Declaration(form: d.form.id, name: name, nameIsWord: isWord, nameLocation: location(d.nameRange),
                                                fields: fields, location: location(s.range),
                                                insideFunction: functionDepth > 0, userInfoReads: reads.found))
            }
            s.walkChildren(self)
        }

        func visit(_ e: Expr) {
            if case .call(let callee, let args) = e.kind, case .name(let n, _) = callee.kind, names.contains(n) {
                calls.append(Call(function: n,
                                  arguments: args.map { Labelled(label: $0.label, value: Argument.of($0.value), location: location($0.value.range)) },
                                  location: location(e.range), insideFunction: functionDepth > 0))
            }
            e.walkChildren(self)
        }
    }

    /// Collects `x.userInfo["key"]` reads, and the casts around them.
    private final class UserInfoReads: SyntaxVisitor {
        var found: [(key: String, type: String?)] = []

        func visit(_ e: Expr) {
            if case .cast(let inner, let type, _) = e.kind, let key = UserInfoReads.key(inner) {
                add(key, type.description)
                return
            }
            if let key = UserInfoReads.key(e) { add(key, nil) }
            e.walkChildren(self)
        }

        private func add(_ key: String, _ type: String?) {
            if let i = found.firstIndex(where: { $0.key == key }) {
                if found[i].type == nil { found[i].type = type }
            } else {
                found.append((key, type))
            }
        }

        static func key(_ e: Expr) -> String? {
            var e = e
            if case .forceUnwrap(let inner) = e.kind { e = inner }
            if case .optionalChain(let inner) = e.kind { e = inner }
            guard case .subscriptAccess(let base, let index, _) = e.kind, case .member(_, "userInfo", _) = base.kind,
                  case .literal(let v) = index.kind, case .string(let key) = v else { return nil }
            return key
        }
    }
}
