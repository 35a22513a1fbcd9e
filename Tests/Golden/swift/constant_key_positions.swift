// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A read with a constant key remembers where it last found the key; the
// dictionaries it reads next may hold that key elsewhere, or not at all.
let rows: [[String: Any]] = [
    ["type": "NewNote", "title": "New", "rank": 3],
    ["rank": 1, "type": "Search", "title": "Find"],
    ["title": "Share", "rank": 2],
    ["type": "Scan"],
    [:],
]
var ranks: [Int] = []
var types: [String] = []
for row in rows {
    ranks.append(row["rank"] as? Int ?? -1)
    types.append(row["type"] as? String ?? "none")
}
print(ranks) // expect: [3, 1, 2, -1, -1]
print(types) // expect: ["NewNote", "Search", "none", "Scan", "none"]

// The same dictionary changing under one read site: keys removed and added.
var d: [String: Int] = ["a": 1, "b": 2, "c": 3]
var seen: [Int] = []
for step in 0..<6 {
    seen.append(d["c"] ?? 0)
    if step == 0 { d["a"] = nil }
    if step == 1 { d["c"] = nil }
    if step == 2 { d["c"] = 30 }
    if step == 3 { for k in 0..<12 { d["k\(k)"] = k } }
    if step == 4 { d["c"] = 300 }
}
print(seen) // expect: [3, 3, 0, 30, 30, 300]

// Keys too long to be stored inline, and one made at run time.
let long = "a key longer than fifteen bytes"
let made: [String: Int] = ["\(long)": 7, "short": 1]
let literal: [String: Int] = ["short": 2, "a key longer than fifteen bytes": 8]
var found: [Int] = []
for table in [made, literal, made] {
    found.append(table["a key longer than fifteen bytes"] ?? 0)
    found.append(table["short"] ?? 0)
}
print(found) // expect: [7, 1, 8, 2, 7, 1]

// Numbers as keys sit beside strings in the positions a read site tries.
let mixed: [AnyHashable: String] = [1: "one", "1": "string one", 2.5: "two and a half"]
print(mixed["1"] ?? "?", mixed[1] ?? "?") // expect: string one one
