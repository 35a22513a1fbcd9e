// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// An ArraySlice keeps the indices of the array it was cut from: subscripts,
// startIndex, indices and firstIndex(of:) use them; removing from the front
// moves the start; `+`, String(_:) and equality look at the elements only.
extension RandomAccessCollection where Element: Comparable {
    func position(of target: Element) -> Index? {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }
}
let scores = [10, 20, 30, 40, 50, 60]
let middle = scores[2...4]
print(middle, middle.startIndex, middle.endIndex, middle.indices, middle.count)
print(middle[2], middle[4], middle.first!, middle.last!)
print(middle.firstIndex(of: 40)!, middle.lastIndex(where: { $0 > 20 })!)
print(middle.position(of: 50)!, scores.position(of: 50)!)
let tail = scores.dropFirst()
print(tail.startIndex, tail[1], Array(tail), tail.map { $0 / 10 })
print(scores.suffix(2).startIndex, scores.suffix(from: 3), scores.prefix(through: 2), scores.prefix(upTo: 2))
var queue = scores[1...]
while let next = queue.popFirst() { print(next, queue.startIndex, terminator: "; ") }
print()
var part = scores[3...]
part[4] = 99
part.append(7)
print(part, part.startIndex, scores)
print(middle == [30, 40, 50], middle.reduce(0, +), middle.sorted(by: >), middle.contains(40))
for i in middle.indices { print(i, middle[i], terminator: " ") }
print()
let inner = middle[3...]
print(inner, inner.startIndex, inner.dropFirst().startIndex)
print(scores.drop(while: { $0 < 30 }).startIndex)
func total(_ values: ArraySlice<Int>) -> Int { values.isEmpty ? 0 : values.first! + total(values.dropFirst()) }
print(total(scores[...]), total(scores[1...]))
print(Set(middle).count, middle.enumerated().map { $0.offset }, zip(middle.indices, middle).map { $0 * $1 })
var numbers = [1, 2, 3, 4, 5]
numbers[1...3].sort(by: >)
numbers[0...1].reverse()
print(numbers)
print(type(of: scores[1...]))
let letters = Array("5550191955")
print("(\(String(letters[0..<3]))) \(String(letters[3..<6]))-\(String(letters[6...]))")
func merge(_ a: [Int], _ b: [Int]) -> [Int] {
    var out: [Int] = [], i = 0, j = 0
    while i < a.count && j < b.count {
        if a[i] <= b[j] { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
    }
    return out + a[i...] + b[j...]
}
print(merge([1, 4, 9], [2, 3, 10, 11]))
// expect: [30, 40, 50] 2 5 2..<5 3
// expect: 30 50 30 50
// expect: 3 4
// expect: 4 4
// expect: 1 20 [20, 30, 40, 50, 60] [2, 3, 4, 5, 6]
// expect: 4 [40, 50, 60] [10, 20, 30] [10, 20]
// expect: 20 2; 30 3; 40 4; 50 5; 60 6; 
// expect: [40, 99, 60, 7] 3 [10, 20, 30, 40, 50, 60]
// expect: true 120 [50, 40, 30] true
// expect: 2 30 3 40 4 50 
// expect: [40, 50] 3 4
// expect: 2
// expect: 210 200
// expect: 3 [0, 1, 2] [60, 120, 200]
// expect: [4, 1, 3, 2, 5]
// expect: ArraySlice<Int>
// expect: (555) 019-1955
// expect: [1, 2, 3, 4, 9, 10, 11]
