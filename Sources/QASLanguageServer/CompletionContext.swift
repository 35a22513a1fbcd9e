import QASLanguage
import QASPlatform
import QuickActionScript

/// What to offer at a cursor, from the text before the word being typed.
struct CompletionContext {
    let document: OpenDocument
    let tools: ScriptTools
    /// Keywords and the engine's globals, made once per server.
    let globals: [Item]
    /// The line's text before the word being typed.
    let before: String
    /// The cursor's UTF-8 offset.
    let offset: Int
    let word: String

    struct Item: Hashable {
        let label: String
        let kind: Int
        var detail: String? = nil
    }

    // LSP's CompletionItemKind numbers.
    static let method = 2, function = 3, field = 5, variable = 6, classKind = 7, module = 9, property = 10,
               value = 12, enumKind = 13, keyword = 14, text = 1, enumMember = 20, constant = 21, structKind = 22

    func items() -> [Item] {
        var found: [Item] = []
        if before.range(of: #"press\(\s*"$"#, options: .regularExpression) != nil {
            found = pressTargets()
        } else if before.range(of: #"(icon\s*:|type\s*:)\s*\.$"#, options: .regularExpression) != nil {
            found = IconType.allCases.map { Item(label: $0.rawValue, kind: CompletionContext.enumMember, detail: "UIApplicationShortcutIcon.IconType") }
        } else if before.hasSuffix(".") {
            found = members(of: String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed()))
        } else {
            found = names()
        }
        let matching = Set(found.filter { word.isEmpty || $0.label.hasPrefix(word) })
        return matching.sorted { ($0.label, $0.kind) < ($1.label, $1.kind) }
    }

    /// Titles and types of the document's actions, for `homeScreen.press("`.
    private func pressTargets() -> [Item] {
        var items: [Item] = []
        for s in document.allSymbols {
            guard case .declaration(let form) = s.kind, form == "staticAction" || form == "action" else { continue }
            items.append(Item(label: s.name, kind: CompletionContext.value, detail: "action type"))
            if let title = s.fields["title"] { items.append(Item(label: title, kind: CompletionContext.text, detail: "title of \(s.name)")) }
        }
        return items
    }

    /// After `owner.`: a script type's members, the members of the type whose
    /// body the cursor is in for `self.`, a built-in global's members, and with no
    /// owner (`.`) enum cases and the host's implicit members.
    private func members(of owner: String) -> [Item] {
        let types = document.allSymbols.filter { if case .type = $0.kind { return true }; return false }
        if owner.isEmpty {
            var items = types.flatMap { t in t.children.filter { $0.kind == .enumCase }.map { Item(label: $0.name, kind: CompletionContext.enumMember, detail: t.name) } }
            items += tools.completions(line: ".", wordStart: 1, word: "").map { Item(label: $0, kind: CompletionContext.enumMember) }
            return items
        }
        if let type = types.first(where: { $0.name == owner }) { return memberItems(type) }
        if owner == "self" {
            // The innermost type the cursor is in.
            guard let type = types.last(where: { $0.range.start <= offset && offset <= $0.range.end }) else { return [] }
            return memberItems(type)
        }
        return tools.completions(line: owner + ".", wordStart: owner.utf8.count + 1, word: "")
            .map { Item(label: $0, kind: CompletionContext.property) }
    }

    private func memberItems(_ type: SourceSymbol) -> [Item] {
        type.children.map { m in
            let kind: Int
            switch m.kind {
            case .enumCase: kind = CompletionContext.enumMember
            case .method: kind = CompletionContext.method
            case .property: kind = CompletionContext.property
            case .type: kind = CompletionContext.classKind
            default: kind = CompletionContext.field
            }
            return Item(label: m.name, kind: kind, detail: m.detail)
        }.filter { $0.label != "init" }
    }

    /// Keywords and an engine's globals as completion items.
    static func globals(of tools: ScriptTools) -> [Item] {
        let keywords = Set(Interpreter.keywordNames)
        return tools.globalNames.map { Item(label: $0, kind: keywords.contains($0) ? keyword : variable) }
    }

    /// Keywords, the engine's globals and the document's own names.
    private func names() -> [Item] {
        var items = globals
        var labels = Set(items.map(\.label))
        for s in document.symbols {
            let kind: Int
            switch s.kind {
            case .function: kind = CompletionContext.function
            case .type(.enumType): kind = CompletionContext.enumKind
            case .type(.structType): kind = CompletionContext.structKind
            case .type: kind = CompletionContext.classKind
            case .constant: kind = CompletionContext.constant
            case .variable: kind = CompletionContext.variable
            default: continue
            }
            items.append(Item(label: s.name, kind: kind, detail: s.detail))
            labels.insert(s.name)
        }
        for name in document.declaredNames where !labels.contains(name) {
            items.append(Item(label: name, kind: CompletionContext.text))
        }
        return items
    }
}
