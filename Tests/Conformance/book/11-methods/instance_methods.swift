// Instance methods, the self property, and disambiguating parameters from properties.
class Counter {
    var count = 0
    func increment() {
        count += 1
    }
    func increment(by amount: Int) {
        count += amount
    }
    func reset() {
        count = 0
    }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print("count:", counter.count)
counter.reset()
print("after reset:", counter.count)

struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool {
        return self.x > x
    }
    func distanceSquared(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return dx * dx + dy * dy
    }
}
let p = Point(x: 4.0, y: 5.0)
if p.isToTheRightOf(x: 1.0) {
    print("This point is to the right of the line where x == 1.0")
}
print("distance squared:", Point().distanceSquared(to: Point(x: 3, y: 4)))

class Playlist {
    private(set) var songs: [String] = []
    @discardableResult
    func add(_ song: String) -> Int {
        songs.append(song)
        return songs.count
    }
    func describe() -> String {
        songs.enumerated().map { "\($0.offset + 1):\($0.element)" }.joined(separator: " ")
    }
}
let list = Playlist()
list.add("Intro")
list.add("Theme")
let n = list.add("Outro")
print("\(n) songs ->", list.describe())

let incrementMethod = counter.increment(by:)
incrementMethod(3)
incrementMethod(4)
print("via method reference:", counter.count)
let unbound = Point.distanceSquared
print("unbound:", unbound(Point(x: 1, y: 1))(Point(x: 4, y: 5)))
