// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Point: Equatable, Hashable {
    var x: Int
    var y: Int = 0

    var length: Int { abs(x) + abs(y) }

    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }

    func moved(by d: Int) -> Point {
        return Point(x: x + d, y: y + d)
    }

    static let origin = Point(x: 0, y: 0)
    static func make(_ v: Int) -> Point { Point(x: v, y: v) }
}

var p = Point(x: 3)
print(p) // expect: Point(x: 3, y: 0)
p.move(dx: 1, dy: 2)
print(p.x, p.y, p.length) // expect: 4 2 6
var q = p
q.x = 100
print(p.x, q.x) // expect: 4 100
print(p.moved(by: 1), Point.origin, Point.make(5)) // expect: Point(x: 5, y: 3) Point(x: 0, y: 0) Point(x: 5, y: 5)
print(p == Point(x: 4, y: 2), p == q) // expect: true false
var seen: Set<Point> = []
seen.insert(p)
seen.insert(Point(x: 4, y: 2))
print(seen.count) // expect: 1
let points = [Point(x: 2), Point(x: 1, y: 5)]
print(points.map { $0.length }) // expect: [2, 6]
print(points.sorted { $0.x < $1.x }.map { $0.x }) // expect: [1, 2]

struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit) // expect: 212.0
t.fahrenheit = 32
print(t.celsius) // expect: 0.0

struct Counter {
    var count = 0 {
        willSet { print("will set to", newValue) }
        didSet { print("did set from", oldValue) }
    }
}
var c = Counter()
c.count = 5
// expect: will set to 5
// expect: did set from 0
c.count += 1
// expect: will set to 6
// expect: did set from 5

struct Note {
    let id: Int
    var title: String
    init(id: Int, title: String = "Untitled") {
        self.id = id
        self.title = title.isEmpty ? "Untitled" : title
    }
}
let n = Note(id: 1)
print(n.title, Note(id: 2, title: "Groceries").title) // expect: Untitled Groceries
