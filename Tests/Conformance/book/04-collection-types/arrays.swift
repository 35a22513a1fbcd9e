// Creating, accessing, modifying and iterating arrays.
var someInts: [Int] = []
print("someInts has \(someInts.count) items")
someInts.append(3)
print(someInts)
someInts = []
print("empty again:", someInts.isEmpty)

let threeZeros = Array(repeating: 0.0, count: 3)
let twoHalves = [Double](repeating: 0.5, count: 2)
let combined = threeZeros + twoHalves
print(combined)

var shopping = ["eggs", "milk"]
shopping.append("flour")
shopping += ["butter", "sugar", "jam"]
print("first:", shopping[0], "count:", shopping.count)
shopping[0] = "six eggs"
shopping[3...5] = ["bananas", "apples"]
print(shopping)
shopping.insert("syrup", at: 0)
let removed = shopping.remove(at: 1)
let last = shopping.removeLast()
print("removed \(removed) and \(last):", shopping)

for (index, item) in shopping.enumerated() {
    print("\(index + 1). \(item)")
}

var matrix = [[Int]]()
for row in 0..<3 {
    matrix.append((0..<3).map { row * 3 + $0 })
}
print(matrix)
print("diagonal:", (0..<3).map { matrix[$0][$0] })

let numbers = [5, 3, 9, 1, 7]
print("sorted:", numbers.sorted(), "reversed:", Array(numbers.reversed()))
print("min/max:", numbers.min()!, numbers.max()!)
print("contains 9:", numbers.contains(9), "index of 9:", numbers.firstIndex(of: 9)!)
print("first/last:", numbers.first ?? -1, numbers.last ?? -1)

var copy = numbers
copy[0] = 100
print("original unchanged:", numbers[0], "copy:", copy[0])
