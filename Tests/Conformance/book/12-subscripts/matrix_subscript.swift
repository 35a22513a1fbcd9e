// Read-write subscripts with multiple parameters and bounds checking via precondition.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            precondition(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
    subscript(row row: Int) -> [Double] {
        get { Array(grid[(row * columns)..<((row + 1) * columns)]) }
        set { grid.replaceSubrange((row * columns)..<((row + 1) * columns), with: newValue) }
    }
}

var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
matrix[1, 1] += 10
print("row 0:", matrix[row: 0], "row 1:", matrix[row: 1])
matrix[row: 0] = [7, 8]
print(matrix.grid)
print("valid (2, 2)?", matrix.indexIsValid(row: 2, column: 2))

struct Grid<T> {
    private var storage: [[T]]
    init(width: Int, height: Int, fill: T) {
        storage = Array(repeating: Array(repeating: fill, count: width), count: height)
    }
    subscript(x: Int, y: Int) -> T {
        get { storage[y][x] }
        set { storage[y][x] = newValue }
    }
    var rendered: String { storage.map { $0.map { "\($0)" }.joined() }.joined(separator: "\n") }
}
var board = Grid(width: 4, height: 3, fill: ".")
board[0, 0] = "#"
board[3, 2] = "@"
board[1, 1] = "*"
print(board.rendered)
