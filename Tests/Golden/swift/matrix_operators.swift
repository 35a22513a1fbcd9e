// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Matrix: CustomStringConvertible {
    var rows: [[Int]]
    static func identity(_ n: Int) -> Matrix {
        Matrix(rows: (0..<n).map { i in (0..<n).map { j in i == j ? 1 : 0 } })
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        let n = a.rows.count, m = b.rows[0].count, k = b.rows.count
        var out = Array(repeating: Array(repeating: 0, count: m), count: n)
        for i in 0..<n { for j in 0..<m { for t in 0..<k { out[i][j] += a.rows[i][t] * b.rows[t][j] } } }
        return Matrix(rows: out)
    }
    var description: String { rows.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") }
}
let m = Matrix(rows: [[1, 2], [3, 4]])
print(m * Matrix.identity(2))
print(m * m)
var power = Matrix.identity(2)
for _ in 1...3 { power = power * m }
print(power.rows)

// What it prints:
// expect: 1 2
// expect: 3 4
// expect: 7 10
// expect: 15 22
// expect: [[37, 54], [81, 118]]
