// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// joined(separator:) writes every piece into one string: empty pieces and
// separators, text of several bytes a character, long and short pieces.
let words = ["café", "", "naïve", "日本", "👩‍👩‍👧"]
print(words.joined(separator: ", ")) // expect: café, , naïve, 日本, 👩‍👩‍👧
print(words.joined(), words.joined().count) // expect: cafénaïve日本👩‍👩‍👧 12
print(words.joined(separator: "→").count) // expect: 16
let empty: [String] = []
print("[" + empty.joined(separator: "-") + "]", [""].joined(separator: "-").isEmpty, ["", ""].joined(separator: "-")) // expect: [] true -
let long = String(repeating: "x", count: 40)
let joined = [long, "short", long].joined(separator: "|")
print(joined.count, joined.hasPrefix(long + "|short|"), joined.hasSuffix("|" + long)) // expect: 87 true true
var parts: [String] = []
for i in 0..<1000 { parts.append("n\(i)") }
let all = parts.joined(separator: ";")
print(all.count, all.prefix(12), all.suffix(8)) // expect: 4889 n0;n1;n2;n3; 998;n999
