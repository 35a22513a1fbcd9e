// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Replacing a run of an array's elements: through a range subscript (closed,
// half-open or one-sided) and with replaceSubrange(_:with:).
var shopping = ["eggs", "milk", "flour", "butter", "apples"]
shopping[1...2] = ["cream"]
print(shopping)
shopping[..<1] = ["six eggs", "bacon"]
print(shopping)
shopping[3...] = []
print(shopping, shopping.count)
var grid = [0, 0, 0, 0]
grid.replaceSubrange(1..<3, with: [7, 8, 9])
print(grid)
grid[0..<0] = [1]
print(grid)
// expect: ["eggs", "cream", "butter", "apples"]
// expect: ["six eggs", "bacon", "cream", "butter", "apples"]
// expect: ["six eggs", "bacon", "cream"] 3
// expect: [0, 7, 8, 9, 0]
// expect: [1, 0, 7, 8, 9, 0]
