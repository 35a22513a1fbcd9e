// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Chessboard {
    enum Piece: String { case empty = ".", queen = "Q" }
    struct Square { var row: Int; var column: Int }
    var cells = Array(repeating: Piece.empty, count: 9)
    subscript(row: Int, column: Int) -> Piece {
        get { cells[row * 3 + column] }
        set { cells[row * 3 + column] = newValue }
    }
    func render() -> String {
        var lines: [String] = []
        for r in 0..<3 {
            lines.append((0..<3).map { self[r, $0].rawValue }.joined())
        }
        return lines.joined(separator: "/")
    }
}
var board = Chessboard()
board[1, 1] = .queen
print(board.render()) // expect: .../.Q./...
print(board[1, 1], Chessboard.Piece.queen.rawValue) // expect: queen Q
let sq = Chessboard.Square(row: 2, column: 0)
print(sq.row + sq.column) // expect: 2

class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
let list = Node(1, next: Node(2, next: Node(3)))
var total = 0
var cursor: Node? = list
while let n = cursor {
    total += n.value
    cursor = n.next
}
print(total, list.next?.next?.value ?? 0, list.next?.next?.next?.value ?? -1) // expect: 6 3 -1

struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[(row * columns) + column] }
        set { grid[(row * columns) + column] = newValue }
    }
}
var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3
print(m.grid) // expect: [0.0, 1.5, 3.0, 0.0]
