// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Shapes ordinary programs use: a case pattern naming its enum in `catch`,
// a closure called where it is written, labelled subscripts, tuple labels kept
// by inference, and binary operators that begin a continuation line.
enum ParseError: Error {
    case badToken(String, Int)
    case empty
}

func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.badToken(text, text.count) }
    return n
}

for input in ["12", "x7", ""] {
    do {
        print(try parse(input))
    } catch let ParseError.badToken(token, length) {
        print("bad token", token, length)
    } catch ParseError.empty {
        print("empty")
    } catch {
        print("other")
    }
}
// expect: 12
// expect: bad token x7 2
// expect: empty

let adder: (Int) -> (Int) -> Int = { a in { b in a + b } }
print(adder(2)(3)) // expect: 5

struct Grid {
    var cells = [0, 0, 0, 0]
    let width = 2
    subscript(row r: Int, column c: Int) -> Int {
        get { cells[r * width + c] }
        set { cells[r * width + c] = newValue }
    }
    subscript(index: Int) -> Int { cells[index] }
}
var grid = Grid()
grid[row: 1, column: 0] = 7
print(grid[row: 1, column: 0], grid[2]) // expect: 7 7

var best = (start: 0, length: 0)
for (start, length) in [(3, 2), (5, 4), (1, 1)] where length > best.length {
    best = (start: start, length: length)
}
print(best.start, best.length) // expect: 5 4

let ready = true
let blocked = false
if ready && !blocked
    || blocked {
    print("go") // expect: go
}
let total = 1
    + 2
    * 3
print(total) // expect: 7
let doubled = [1, 2, 3]
    .map { $0 * 2 }
    .filter { $0 > 2 }
print(doubled) // expect: [4, 6]
