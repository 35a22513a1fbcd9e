// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `xs.append(x)` on local and global arrays: copies taken before keep their
// elements, Ints appended to [Double] become Doubles, and a script type's own
// `append` is called as its method.
struct Log {
    var lines: [String] = []
    mutating func append(_ line: String) { lines.append("> " + line) }
}
var numbers: [Int] = []
let before = numbers
for i in 0..<5 { numbers.append(i * i) }
var log = Log()
log.append("start")
log.append("stop")
func build() -> String {
    var words: [String] = []
    words.append("a")
    let snapshot = words
    words.append("b")
    var doubles: [Double] = []
    doubles.append(3)
    doubles.append(Double(numbers.count))
    var nested: [[Int]] = []
    nested.append([1])
    nested.append(numbers)
    return "\(words) \(snapshot) \(doubles) \(nested.count) \(nested[1].count)"
}
print(numbers, before, log.lines) // expect: [0, 1, 4, 9, 16] [] ["> start", "> stop"]
print(build()) // expect: ["a", "b"] ["a"] [3.0, 5.0] 2 5
