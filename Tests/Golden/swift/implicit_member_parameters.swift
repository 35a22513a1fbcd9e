// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// An implicit member passed to a function or method is looked up in the type
// of the parameter it is passed to, even where the enclosing type has a case
// of the same name; a failable initialiser reads `Self.` members before it
// assigns `self`.
enum QuickAction: Equatable {
    case newMessage
    case search(query: String)

    enum Kind: String { case newMessage = "new-message", search }

    static let prefix = "com.example."

    init?(type: String) {
        guard type.hasPrefix(Self.prefix), let kind = Kind(rawValue: String(type.dropFirst(Self.prefix.count))) else { return nil }
        switch kind {
        case .newMessage: self = .newMessage
        case .search: self = .search(query: "")
        }
    }

    private func make(_ kind: Kind, _ title: String) -> String { Self.prefix + kind.rawValue + " " + title }
    static func label(for kind: Kind) -> String { kind.rawValue.uppercased() }

    var item: String {
        switch self {
        case .newMessage: return make(.newMessage, "New Message")
        case .search(let q): return make(.search, "Search \(q)")
        }
    }
}
func describe(_ kind: QuickAction.Kind, times: Int = 1) -> String { String(repeating: kind.rawValue + ";", count: times) }
print(QuickAction.newMessage.item)
print(QuickAction.search(query: "cats").item)
print(QuickAction.label(for: .search), describe(.newMessage), describe(.search, times: 2))
print(QuickAction(type: "com.example.new-message") == .newMessage, QuickAction(type: "other") == nil)
// expect: com.example.new-message New Message
// expect: com.example.search Search cats
// expect: SEARCH new-message; search;search;
// expect: true true
