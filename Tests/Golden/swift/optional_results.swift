// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// What a declaration says gives an Optional prints as one: failable
// initialisers, `init(rawValue:)`, functions, methods, subscripts and computed
// properties declared `T?`, and associated values declared `T?`. A body that
// is one `switch` or `if` of expressions returns its value.
enum Kind: String { case note, photo }
enum Action { case compose(draft: String?), open(Int) }
struct Item: CustomStringConvertible {
    let id: Int
    init?(code: String) {
        guard let n = Int(code) else { return nil }
        id = n
    }
    var description: String { "#\(id)" }
}
struct Shelf {
    var items: [Item] = []
    func find(id: Int) -> Item? { items.first { $0.id == id } }
    mutating func take(id: Int) -> Item? {
        guard let i = items.firstIndex(where: { $0.id == id }) else { return nil }
        return items.remove(at: i)
    }
    subscript(index: Int) -> Item? { items.indices.contains(index) ? items[index] : nil }
    var newest: Item? { items.last }
}
func parse(_ text: String) -> Action? {
    text.isEmpty ? nil : .compose(draft: text)
}
func label(_ kind: Kind) -> String {
    switch kind {
    case .note: "Note"
    case .photo: "Photo"
    }
}
func sign(_ n: Int) -> String {
    if n < 0 { "minus" } else if n == 0 { "zero" } else { "plus" }
}
print(Kind(rawValue: "note") as Any, Kind(rawValue: "x") as Any) // expect: Optional(optional_results.Kind.note) nil
print(Item(code: "7") as Any, Item(code: "x") as Any) // expect: Optional(#7) nil
var shelf = Shelf(items: [Item(code: "1")!, Item(code: "2")!])
print(shelf.find(id: 2) as Any, shelf[0] as Any, shelf[5] as Any, shelf.newest as Any) // expect: Optional(#2) Optional(#1) nil Optional(#2)
let taken = shelf.take(id: 1)
print(taken as Any, shelf.take(id: 9) as Any) // expect: Optional(#1) nil
print(parse("milk") as Any, parse("") as Any) // expect: Optional(optional_results.Action.compose(draft: Optional("milk"))) nil
print(Action.compose(draft: nil), Action.open(3)) // expect: compose(draft: nil) open(3)
print(label(.note), label(.photo), sign(-2), sign(0), sign(5)) // expect: Note Photo minus zero plus
