// A generic type's parameters named as values in its methods: read off the
// values its stored properties hold.
struct Grid<Element: Numeric> {
    var cells: [Element]
    let width: Int
    func total() -> Element { cells.reduce(Element.zero, +) }
    func describeType() -> String { "\(Element.self)" }
    static func sum(_ a: Grid, _ b: Grid) -> Grid {
        var out = Grid(cells: [], width: a.width)
        for (x, y) in zip(a.cells, b.cells) { out.cells.append(x + y) }
        print("adding", Element.self)
        return out
    }
}
let g = Grid(cells: [1.5, 2.0, 3.0], width: 3)
print(g.total(), g.describeType())
print(Grid.sum(g, g).cells)
let h = Grid(cells: [1, 2, 3], width: 3)
print(h.total(), h.describeType())

struct Envelope<Payload: Decodable>: Decodable { let items: [Payload] }
struct Tag: Decodable { let name: String }
import Foundation
func load<T: Decodable>(_ json: String, as type: T.Type) -> [T] {
    let envelope = try! JSONDecoder().decode(Envelope<T>.self, from: Data(json.utf8))
    return envelope.items
}
print(load("{\"items\": [{\"name\": \"a\"}, {\"name\": \"b\"}]}", as: Tag.self).map(\.name))
// expect: 6.5 Double
// expect: adding Double
// expect: [3.0, 4.0, 6.0]
// expect: 6 Int
// expect: ["a", "b"]
