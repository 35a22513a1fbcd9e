// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
var list = [3, 1, 2]
list.append(4)
list.insert(0, at: 0)
print(list, list.count) // expect: [0, 3, 1, 2, 4] 5
list.remove(at: 1)
print(list.first!, list.last!) // expect: 0 4
print(list.contains(2), list.isEmpty) // expect: true false
print(Array(list.reversed())) // expect: [4, 2, 1, 0]
print(list.min()!, list.max()!) // expect: 0 4
var ages = ["ann": 31]
ages["bob"] = 25
print(ages["bob"]!, ages.count) // expect: 25 2
print(ages["cat"] ?? 0) // expect: 0
ages["ann"] = nil
print(ages.keys.sorted()) // expect: ["bob"]
let pairs = [(1, "one"), (2, "two")]
for (number, word) in pairs {
    print(number, word)
}
// expect: 1 one
// expect: 2 two
let point = (x: 3, y: 4)
print(point.x * point.y) // expect: 12
print(Array(1...4)) // expect: [1, 2, 3, 4]
for (i, w) in ["a", "b"].enumerated() {
    print(i, w)
}
// expect: 0 a
// expect: 1 b
let nested = [[1, 2], [3]]
print(nested) // expect: [[1, 2], [3]]
print(["k": [1, 2]]) // expect: ["k": [1, 2]]
