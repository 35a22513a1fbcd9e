// MARK: - Host declarations

extension Compiler {
    /// A declaration runs by evaluating its name, parameter defaults and fields
    /// (blocks become functions) and handing them to the form's host code.
    func declaration(_ node: DeclarationNode, _ site: SourceLocation) -> StmtCode {
        let form = node.form
        let nameCode: ExprCode?
        var nameIsWord = false
        switch node.name {
        case .none: nameCode = nil
        case .string(let e): nameCode = expr(e)
        case .word(let w, _):
            nameCode = { _ in .string(w) }
            nameIsWord = true
        }
        let parameters: [(String, DeclarationNode.ParameterKind, ExprCode?)] = node.parameters.map { p in
            if case .defaulted(let e) = p.kind { return (p.decl.name, p.kind, expr(e)) }
            return (p.decl.name, p.kind, nil)
        }
        let fields: [(String, ExprCode)] = node.fields.map { f in
            switch f.value {
            case .value(let e): return (f.name, expr(e))
            case .block(let fn): return (f.name, makeClosure(fn))
            }
        }
        let body = node.body.map(makeClosure)
        let bind = node.binding.map(declare)
        return { rt in
            var name: String? = nil
            if let nameCode {
                guard case .string(let s) = try nameCode(rt) else { throw RuntimeError("a name must be a String", at: site) }
                name = s
            }
            var values: [DeclarationParameter] = []
            for (n, kind, code) in parameters {
                switch kind {
                case .required: values.append(DeclarationParameter(name: n, kind: .required))
                case .optional: values.append(DeclarationParameter(name: n, kind: .optional))
                case .defaulted: values.append(DeclarationParameter(name: n, kind: .defaulted(try code!(rt))))
                }
            }
            var fieldValues: [(String, Value)] = []
            for (n, code) in fields { fieldValues.append((n, try code(rt))) }
            let declaration = DeclarationValue(form: form, name: name, nameIsWord: nameIsWord, parameters: values,
                                               fields: fieldValues, body: try body?(rt), location: site)
            let result = try Builtins.host(site) { try form.lower(declaration, rt) }
            bind?(rt, result)
            return .normal
        }
    }
}
