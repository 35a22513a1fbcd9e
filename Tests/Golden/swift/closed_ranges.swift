// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A closed range keeps its own bounds, printing and type.
let percent = 0...100
print(percent, percent.lowerBound, percent.upperBound, percent.count) // expect: 0...100 0 100 101
let halfOpen = 0..<100
print(halfOpen, halfOpen.upperBound) // expect: 0..<100 100
func clamp(_ value: Int, to range: ClosedRange<Int> = 3...6) -> Int {
    min(max(value, range.lowerBound), range.upperBound)
}
print(clamp(9), clamp(-1, to: 0...10)) // expect: 6 0
print([1...2, 3...4], [0..<1]) // expect: [ClosedRange(1...2), ClosedRange(3...4)] [Range(0..<1)]
print(type(of: percent), type(of: halfOpen)) // expect: ClosedRange<Int> Range<Int>
print("\(1...3)", (1...3) == (1...3), (2...2).isEmpty) // expect: 1...3 true false
let scores = [10, 20, 30, 40, 50]
print(scores[1...3], Array(1...4), (1...5).contains(5)) // expect: [20, 30, 40] [1, 2, 3, 4] true
print(type(of: [1, 2]), type(of: ["a": 1]), type(of: (1, "x"))) // expect: Array<Int> Dictionary<String, Int> (Int, String)
