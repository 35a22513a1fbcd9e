// Accumulators typed by what they start as, literal trees with nil and empty
// containers, and cases told apart by their labels.

let words = ["a", "b", "a", "c", "a"]
let weights = words.reduce(into: [String: Double]()) { $0[$1, default: 0] += 1 }
print(weights.sorted { $0.key < $1.key })
let runs = [1, 1, 2, 2, 2, 3].reduce(into: [(value: Int, length: Int)]()) { runs, x in
    if let last = runs.last, last.value == x { runs[runs.count - 1].length += 1 } else { runs.append((x, 1)) }
}
print(runs.map { "\($0.value)x\($0.length)" })
var totals = [String: Double]()
totals["rent", default: 0] += 1200
print(totals)
print(["a": "1", "b": "x", "c": "3"].compactMapValues { Int($0) }.sorted { $0.key < $1.key })

indirect enum JSON: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
                    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    case null, number(Int), text(String), array([JSON]), object([(String, JSON)])
    init(nilLiteral: ()) { self = .null }
    init(integerLiteral value: Int) { self = .number(value) }
    init(stringLiteral value: String) { self = .text(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }
    var description: String {
        switch self {
        case .null: return "null"
        case .number(let n): return String(n)
        case .text(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
    }
}
let doc: JSON = ["name": "clinic", "closed": nil, "extras": [:], "tags": [], "pets": [["age": 7]]]
print(doc)

enum FieldKind { case number(range: ClosedRange<Int>), text }
enum FieldValue { case number(Int), text(String) }
struct Field { let key: String; let kind: FieldKind }
let fields = [Field(key: "age", kind: .number(range: 16...99)), Field(key: "name", kind: .text)]
for f in fields {
    if case .number(let r) = f.kind { print(f.key, r.lowerBound, r.upperBound) } else { print(f.key, "text") }
}

// expect: [(key: "a", value: 3.0), (key: "b", value: 1.0), (key: "c", value: 1.0)]
// expect: ["1x2", "2x3", "3x1"]
// expect: ["rent": 1200.0]
// expect: [(key: "a", value: 1), (key: "c", value: 3)]
// expect: {"name":"clinic","closed":null,"extras":{},"tags":[],"pets":[{"age":7}]}
// expect: age 16 99
// expect: name text
