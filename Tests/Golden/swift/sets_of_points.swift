// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Point: Hashable, CustomStringConvertible {
    var x: Int, y: Int
    init(_ x: Int, _ y: Int) { self.x = x; self.y = y }
    init(square: Int) { self = Point(square, square) }
    var description: String { "(\(x),\(y))" }
    func neighbors() -> [Point] {
        [Point(x + 1, y), Point(x - 1, y), Point(x, y + 1), Point(x, y - 1)]
    }
}
func reachable(from start: Point, steps: Int, walls: Set<Point>) -> Int {
    var frontier: Set<Point> = [start]
    var seen = frontier
    for _ in 0..<steps {
        var next = Set<Point>()
        for p in frontier {
            for n in p.neighbors() where !walls.contains(n) && !seen.contains(n) {
                next.insert(n)
            }
        }
        seen.formUnion(next)
        frontier = next
    }
    return seen.count
}
let walls: Set<Point> = [Point(1, 0), Point(0, 1)]
print(reachable(from: Point(0, 0), steps: 3, walls: walls))
print(Point(square: 4), Point(2, 3).neighbors().count)
var grid = [Point: Character]()
grid[Point(0, 0)] = "S"
grid[Point(2, 2)] = "E"
print(grid.count, grid[Point(2, 2)]!, grid[Point(1, 1)] == nil)
let sortedKeys = grid.keys.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
print(sortedKeys)

// What it prints:
// expect: 16
// expect: (4,4) 4
// expect: 2 E true
// expect: [(0,0), (2,2)]
