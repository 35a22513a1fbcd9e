// Argument labels, omitted labels, default values, variadic and in-out parameters.
func greet(_ person: String, from hometown: String) -> String {
    return "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet("Bill", from: "Cupertino"))

func makeTag(_ name: String, attributes: [String: String] = [:], selfClosing: Bool = false) -> String {
    let attrs = attributes.keys.sorted().map { " \($0)=\"\(attributes[$0]!)\"" }.joined()
    return selfClosing ? "<\(name)\(attrs) />" : "<\(name)\(attrs)></\(name)>"
}
print(makeTag("div"))
print(makeTag("img", attributes: ["src": "a.png", "alt": "A"], selfClosing: true))
print(makeTag("p", selfClosing: false))

func arithmeticMean(_ numbers: Double...) -> Double {
    guard !numbers.isEmpty else { return 0 }
    var total = 0.0
    for n in numbers { total += n }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
print(arithmeticMean())

func log(_ items: String..., prefix: String = "LOG") {
    print(prefix + ":", items.joined(separator: " / "))
}
log("a", "b", "c")
log("single", prefix: "WARN")

func swapValues<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}
var someInt = 3
var anotherInt = 107
swapValues(&someInt, &anotherInt)
print("someInt is now \(someInt), anotherInt is now \(anotherInt)")

func clampAll(_ values: inout [Int], to limit: Int) -> Int {
    var changed = 0
    for i in values.indices where values[i] > limit {
        values[i] = limit
        changed += 1
    }
    return changed
}
var readings = [3, 14, 7, 22, 9]
let n = clampAll(&readings, to: 10)
print("clamped \(n):", readings)
