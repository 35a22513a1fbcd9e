// Closed, half-open and one-sided ranges; nil-coalescing operator.
for i in 1...5 {
    print("\(i) x 3 = \(i * 3)")
}

let colors = ["red", "green", "blue", "violet"]
for i in 0..<colors.count {
    print("color \(i + 1): \(colors[i])")
}

print("from index 2:", colors[2...])
print("up to index 2:", colors[...2])
print("before index 2:", colors[..<2])

let atMostFive = ...5
print(atMostFive.contains(7), atMostFive.contains(4), atMostFive.contains(-100))
let fromTen = 10...
print(fromTen.contains(10), fromTen.contains(9))

let half = 0..<10
print("half-open count:", half.count, "closed count:", (0...10).count)
print("empty range:", (5..<5).isEmpty)

let defaultColor = "gray"
var userColor: String?
print("using:", userColor ?? defaultColor)
userColor = "teal"
print("using:", userColor ?? defaultColor)

let settings: [String: String] = ["theme": "dark"]
let theme = settings["theme"] ?? "light"
let font = settings["font"] ?? "system"
print(theme, font)

let first: Int? = nil
let second: Int? = nil
let third: Int? = 3
print("chained:", first ?? second ?? third ?? 0)

let letters = Array("abcdefgh")
print(String(letters[2..<5]))
print(stride(from: 0, to: 10, by: 3).map { $0 })
