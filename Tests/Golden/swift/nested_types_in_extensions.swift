// Types nested in an extension are nested in the extended type: their methods
// see their own stored properties, and code outside names them by path.
indirect enum Chain<Element> {
    case end
    case link(Element, Chain<Element>)

    func adding(_ e: Element) -> Chain<Element> { .link(e, self) }
}

extension Chain: Sequence {
    struct Iterator: IteratorProtocol {
        var rest: Chain<Element>
        mutating func next() -> Element? {
            guard case let .link(head, tail) = rest else { return nil }
            rest = tail
            return head
        }
    }
    func makeIterator() -> Iterator { Iterator(rest: self) }
}

struct Shelf {
    var items: [String] = []
}

extension Shelf {
    struct Label {
        var text: String
        var width: Int
        func padded() -> String { text + String(repeating: ".", count: max(0, width - text.count)) }
    }
    enum Side { case left, right }
    func label(_ side: Side) -> Label { Label(text: side == .left ? "L" : "R", width: items.count + 2) }
}

let c = Chain<Int>.end.adding(3).adding(2).adding(1)
print(Array(c), c.map { $0 * 10 })
print("underestimated:", c.underestimatedCount, "count:", Array(c).count)
var it = c.makeIterator()
print(it.next() as Any, it.next() as Any)
let shelf = Shelf(items: ["a", "b", "c"])
print(shelf.label(.left).padded(), shelf.label(.right).padded())
print(Shelf.Label(text: "xy", width: 4).padded())

// expect: [1, 2, 3] [10, 20, 30]
// expect: underestimated: 0 count: 3
// expect: Optional(1) Optional(2)
// expect: L.... R....
// expect: xy..
