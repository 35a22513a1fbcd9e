// Dictionaries: creation, access, update, removal, iteration in sorted key order.
var namesOfIntegers: [Int: String] = [:]
namesOfIntegers[16] = "sixteen"
print("count:", namesOfIntegers.count)
namesOfIntegers = [:]
print("empty:", namesOfIntegers.isEmpty)

var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("old value for DUB was \(old)")
}
if let name = airports["DUB"] {
    print("DUB is \(name)")
}
print("ABC:", airports["ABC"] ?? "unknown")
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removed = airports.removeValue(forKey: "YYZ") {
    print("removed", removed)
}
for code in airports.keys.sorted() {
    print("\(code): \(airports[code]!)")
}
let names = airports.values.sorted()
print(names)

let text = "the cat and the hat and the bat"
var frequency: [String: Int] = [:]
for word in text.split(separator: " ") {
    frequency[String(word), default: 0] += 1
}
for (word, count) in frequency.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
    print(word, count)
}

let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! })
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares.keys.sorted().map { "\($0)->\(squares[$0]!)" }.joined(separator: ", "))
