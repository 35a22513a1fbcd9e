/// What a program declares and where, read from its syntax alone (a half-typed
/// file too: the parser recovers after an error): what editors show in an
/// outline and follow to a definition.
package struct SourceSymbol {
    package enum Kind: Equatable {
        case function, method, initializer, property, enumCase, variable, constant, importFile
        case type(TypeDecl.Kind)
        /// A host declaration (`static action "T"`, `on "T"`, `widget "K"`…), by its form's id.
        case declaration(String)
    }

    package let kind: Kind
    package let name: String
    /// The whole declaration.
    package let range: SourceRange
    /// Its name (for a host declaration, the quoted name or first word).
    package let nameRange: SourceRange
    /// What an editor shows beside the name: a function's signature, a form's words.
    package let detail: String
    /// A host declaration's fields whose values are string literals (`title`).
    package var fields: [String: String] = [:]
    package var children: [SourceSymbol] = []
}

package enum SymbolIndex {
    /// The top-level symbols of `source`, types holding their members.
    package static func symbols(of source: Source, registry: DeclarationRegistry?) -> [SourceSymbol] {
        var parser = Parser(source: source, registry: registry)
        let program = parser.parseProgram()
        // In source order (the parser hoists type declarations).
        return program.flatMap { symbols(of: $0, source) }.sorted { $0.range.start < $1.range.start }
    }

    /// Every name written in `source` (identifier tokens, interpolations included):
    /// what word completion offers besides the declarations.
    package static func identifiers(of source: Source) -> Set<String> {
        var lexer = Lexer(source: source)
        var names = Set<String>()
        while true {
            let t = lexer.next()
            if t.kind == .eof || names.count > 50_000 { break }
            if t.kind == .identifier { names.insert(t.text) }
        }
        return names
    }

    private static func symbols(of s: Stmt, _ source: Source) -> [SourceSymbol] {
        switch s.kind {
        case .function(let f):
            return [function(f, kind: .function, source)]
        case .variable(let v, _):
            return [SourceSymbol(kind: v.isConstant ? .constant : .variable, name: v.name, range: s.range, nameRange: v.range,
                                 detail: signature(s.range, source))]
        case .typeDecl(let t):
            return [type(t, source)]
        case .declaration(let d):
            let words = d.form.words.joined(separator: " ")
            var name = words
            var written = words
            switch d.name {
            case .none: break
            case .word(let w, _): name = w; written += " " + w
            case .string(let e):
                if case .literal(let v) = e.kind, case .string(let text) = v { name = text }
                else { name = source.text(e.range.start, e.range.end) }
                written += " " + source.text(e.range.start, e.range.end)
            }
            let fields = d.fields.compactMap { f -> String? in
                guard case .value(let e) = f.value else { return nil }
                return "\(f.name): \(source.text(e.range.start, e.range.end))"
            }
            let detail = written + (fields.isEmpty ? "" : " — " + fields.joined(separator: ", "))
            var symbol = SourceSymbol(kind: .declaration(d.form.id), name: name, range: s.range, nameRange: d.nameRange, detail: detail)
            for f in d.fields {
                if case .value(let e) = f.value, case .literal(let v) = e.kind, case .string(let text) = v { symbol.fields[f.name] = text }
            }
            return [symbol]
        case .importFile(let path, _):
            return [SourceSymbol(kind: .importFile, name: path, range: s.range, nameRange: s.range, detail: "import \"\(path)\"")]
        case .multiple(let list):
            return list.flatMap { symbols(of: $0, source) }
        default:
            return []
        }
    }

    private static func function(_ f: FunctionDecl, kind: SourceSymbol.Kind, _ source: Source) -> SourceSymbol {
        SourceSymbol(kind: kind, name: f.name, range: f.range, nameRange: f.nameDecl?.range ?? f.range,
                     detail: signature(f.range, source))
    }

    private static func type(_ t: TypeDecl, _ source: Source) -> SourceSymbol {
        var symbol = SourceSymbol(kind: .type(t.kind), name: t.name, range: t.range, nameRange: t.nameRange,
                                  detail: signature(t.range, source))
        for c in t.cases {
            symbol.children.append(SourceSymbol(kind: .enumCase, name: c.name, range: c.range, nameRange: c.range,
                                                detail: "case " + source.text(c.range.start, c.range.end)))
        }
        for p in t.properties {
            symbol.children.append(SourceSymbol(kind: .property, name: p.name, range: p.range, nameRange: p.range,
                                                detail: propertySignature(p.range, source)))
        }
        for m in t.methods {
            let kind: SourceSymbol.Kind = m.isInitializer ? .initializer : .method
            symbol.children.append(function(m.function, kind: kind, source))
        }
        for n in t.nestedTypes { symbol.children.append(type(n, source)) }
        symbol.children.sort { $0.range.start < $1.range.start }
        return symbol
    }

    /// `var x: Int` from a property's name: back to its `var` or `let`, on to its
    /// end (`;`, `=`, `{`, `}` or the line's end).
    private static func propertySignature(_ name: SourceRange, _ source: Source) -> String {
        let bytes = source.bytes
        var start = name.start
        var i = start
        while i > 0 && (bytes[i - 1] == 32 || bytes[i - 1] == 9) { i -= 1 }
        if i >= 3, ["var", "let"].contains(source.text(i - 3, i)) { start = i - 3 }
        var end = name.end
        var depth = 0
        while end < bytes.count {
            let b = bytes[end]
            if b == 10 || depth == 0 && (b == UInt8(ascii: ";") || b == UInt8(ascii: "=") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")) { break }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
            end += 1
        }
        while end > start && (bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13) { end -= 1 }
        return source.text(start, end)
    }

    /// The first line of a declaration, up to its body's `{`.
    private static func signature(_ range: SourceRange, _ source: Source) -> String {
        let bytes = source.bytes
        var end = range.start
        var depth = 0
        while end < min(range.end, bytes.count) {
            let b = bytes[end]
            if b == 10 { break }
            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
            if b == UInt8(ascii: "{") && depth == 0 { break }
            end += 1
        }
        while end > range.start && (bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13) { end -= 1 }
        return source.text(range.start, end)
    }
}
