// A program's own `print`, `max` and `min` overload Swift's: calls whose
// arguments fit the program's go there, every other call to Swift's.
struct Grid { var rows: [[Int]] }

func print(_ grid: Grid, separator: String = " ") {
    for row in grid.rows {
        print(row.map { $0 == 0 ? "." : String($0) }.joined(separator: separator))
    }
}
func max(_ a: Grid, _ b: Grid) -> Grid { a.rows.count >= b.rows.count ? a : b }
func min(_ words: [String]) -> String { words.min(by: { $0.count < $1.count }) ?? "" }

let grid = Grid(rows: [[1, 0, 3], [0, 5, 0]])
print(grid)
print(grid, separator: "|")
print("total", grid.rows.joined().reduce(0, +), terminator: "\n")
print(max(3, 9), max(1.5, 2, 0.5), min(4, -2), min(["pear", "fig", "banana"]))
print(max(grid, Grid(rows: [[7]])).rows.count, max("a", "b"))

// expect: 1 . 3
// expect: . 5 .
// expect: 1|.|3
// expect: .|5|.
// expect: total 9
// expect: 9 2.0 -2 fig
// expect: 2 b
