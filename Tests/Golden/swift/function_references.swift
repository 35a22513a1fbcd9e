// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A function named with its argument labels is a value: `describe(_:)`,
// `Theme.init(rawValue:)`, `colony.neighbors(for:)`.
enum Theme: String { case light, dark }
struct Colony {
    let step: Int
    func neighbors(for cell: Int) -> [Int] { [cell - step, cell + step] }
}
func describe(_ n: Int) -> String { "n\(n)" }
func move(from start: Int, to end: Int) -> Int { end - start }
let saved: String? = "dark"
print(saved.flatMap(Theme.init(rawValue:)) as Any) // expect: Optional(function_references.Theme.dark)
print(["light", "sepia"].map(Theme.init(rawValue:))) // expect: [Optional(function_references.Theme.light), nil]
let colony = Colony(step: 2)
let around = colony.neighbors(for:)
print(around(5), [1, 2].map(colony.neighbors(for:))) // expect: [3, 7] [[-1, 3], [0, 4]]
print([1, 2].map(describe(_:)), zip([1, 2], [5, 9]).map(move(from:to:))) // expect: ["n1", "n2"] [4, 7]
print([3, 1].map(String.init(describing:))) // expect: ["3", "1"]
