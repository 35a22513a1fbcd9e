// Literals become the program's own ExpressibleBy… types wherever a place of
// that type takes them (parameters, arrays of tuples), array literals become
// sets in Set places, and scalars hash as the text they equal.

enum Delimiter: ExpressibleByStringLiteral, CustomStringConvertible {
    case start, end, literal(String)
    init(stringLiteral value: String) {
        switch value {
        case "start": self = .start
        case "end": self = .end
        default: self = .literal(value)
        }
    }
    var description: String {
        switch self {
        case .start: return "<start>"
        case .end: return "<end>"
        case .literal(let s): return "'\(s)'"
        }
    }
}

func describe(_ first: Delimiter, _ second: Delimiter) -> String { "\(first) .. \(second)" }
print(describe("start", "]"))
let rows: [(String, Delimiter, Delimiter)] = [("a", "start", "end"), ("b", "[", "]")]
for (name, l, r) in rows { print(name, l, r) }

struct Chat {
    let participants: Set<String>
    func others(than author: String) -> Set<String> { participants.subtracting([author]) }
}
let chat = Chat(participants: ["ann", "bo", "cy"])
print(chat.others(than: "bo").sorted())

let letters = Set("hello".unicodeScalars)
print(letters.count, letters.contains("l"), letters.contains("z"))
var counts: [Unicode.Scalar: Int] = [:]
for u in "banana".unicodeScalars { counts[u, default: 0] += 1 }
print(counts["a"]!, counts["n"]!, counts.count)

final class Listener {}
let a = Listener(), b = Listener()
var seen: Set<ObjectIdentifier> = [ObjectIdentifier(a)]
seen.insert(ObjectIdentifier(a))
print(seen.count, seen.contains(ObjectIdentifier(b)), ObjectIdentifier(a) == ObjectIdentifier(a))
print(Array(repeatElement("ab", count: 3)).joined(separator: "-"))
typealias Table = [String: Double]
var table = Table()
table["x"] = 1
print(table)

var grid = [[Int?]](repeating: [Int?](repeating: nil, count: 3), count: 2)
grid[1][2] = 7
print(grid)
func cell(_ p: (x: Int, y: Int)) -> (r: Int, c: Int) { (p.y * 2, p.x * 3) }
let (r1, c1) = cell((1, 2)), (r2, c2) = cell((3, 0))
print(r1, c1, r2, c2)

// expect: <start> .. ']'
// expect: a <start> <end>
// expect: b '[' ']'
// expect: ["ann", "cy"]
// expect: 4 true false
// expect: 3 2 3
// expect: 1 false true
// expect: ab-ab-ab
// expect: ["x": 1.0]
// expect: [[nil, nil, nil], [nil, nil, Optional(7)]]
// expect: 4 3 0 9
