// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `d["key"]` with a literal key, on small and indexed (more than eight keys)
// dictionaries, in locals and globals: present, missing, non-ASCII and
// canonically equal keys.
var big: [String: Int] = [:]
for i in 0..<20 { big["k\(i)"] = i * i }
big["café"] = 1
big["\u{212A}elvin"] = 2
let small = ["type": "Share", "title": "Item 1", "é": "accent"]
print(big["k7"] ?? -1, big["k19"] ?? -1, big["k20"] ?? -1, big["café"] ?? -1) // expect: 49 361 -1 1
print(big["Kelvin"] ?? -1, big["cafe\u{301}"] ?? -1) // expect: 2 1
print(small["title"] ?? "-", small["missing"] ?? "-", small["e\u{301}"] ?? "-") // expect: Item 1 - accent
func local() -> String {
    var items: [[String: Any]] = []
    for i in 0..<3 { items.append(["rank": i * 10, "name": "n\(i)"]) }
    var total = 0
    for item in items { total += item["rank"] as! Int }
    let last = items[2]
    return "\(total) \(last["name"] as! String) \(last["none"] == nil)"
}
print(local()) // expect: 30 n2 true
