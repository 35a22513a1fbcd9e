// A generic operator function whose name is written right before its generic
// parameters (`func ′<T>`), as a postfix operator on a generic type.
struct Grid<T>: CustomStringConvertible {
    var rows: [[T]]
    var transposed: Grid<T> { Grid(rows: rows[0].indices.map { c in rows.map { $0[c] } }) }
    var description: String { rows.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: " / ") }
}
postfix operator ′
postfix func ′<T>(g: Grid<T>) -> Grid<T> { g.transposed }
infix operator ⊕: AdditionPrecedence
func ⊕<T: Numeric>(a: Grid<T>, b: Grid<T>) -> Grid<T> {
    Grid(rows: zip(a.rows, b.rows).map { zip($0, $1).map(+) })
}
let g = Grid(rows: [[1, 2, 3], [4, 5, 6]])
print(g′, (g ⊕ g)′, Grid(rows: [["a", "b"]])′)

// expect: 1 4 / 2 5 / 3 6 2 8 / 4 10 / 6 12 a / b
