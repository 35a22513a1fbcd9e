// A dictionary grown past a handful of keys, shrunk back and grown again finds
// every key at each size (small ones are searched, larger ones indexed).
var d: [String: Int] = [:]
for i in 0..<12 { d["k\(i)"] = i * 10 }
print(d.count, d["k0"]!, d["k8"]!, d["k11"]!, d["k12"] == nil)   // expect: 12 0 80 110 true
for i in stride(from: 0, to: 12, by: 2) { d.removeValue(forKey: "k\(i)") }
print(d.count, d["k1"]!, d["k11"]!, d["k4"] == nil)              // expect: 6 10 110 true
d["k1"] = nil
d["k3"] = 33
print(d.count, d["k3"]!, d["k1"] == nil, d.keys.sorted())        // expect: 5 33 true ["k11", "k3", "k5", "k7", "k9"]
for i in 20..<30 { d["k\(i)"] = i }
print(d.count, d["k29"]!, d["k5"]!, d["k20"]!)                   // expect: 15 29 50 20
d.removeValue(forKey: "k5")
print(d.count, d["k5"] == nil, d["k7"]!, d["k28"]!)              // expect: 14 true 70 28
var counts: [Int: Int] = [:]
for n in [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4] { counts[n, default: 0] += 1 }
print(counts.count, counts[3]!, counts[9]!, counts[0] == nil)      // expect: 9 4 3 true
var mixed: [AnyHashable: String] = [1: "one", "1": "string one", 2.5: "two and a half"]
print(mixed[1]!, mixed["1"]!, mixed[2.5]!)                         // expect: one string one two and a half
mixed[1] = nil
print(mixed.count, mixed["1"]!)                                   // expect: 2 string one
// A copy shares storage until one side changes; changing a dictionary while
// iterating it changes a copy, the loop sees the entries as they were.
d["k1"] = 1
var copied = d
copied["new"] = 1
copied.removeValue(forKey: "k7")
print(d.count, copied.count, d["k7"]!, copied["k7"] == nil, d["new"] == nil)  // expect: 15 15 70 true true
var seen = 0
for (k, v) in d { d[k] = v + 1; d["extra\(v)"] = 0; seen += 1 }
print(seen, d.count, d["k7"]!, copied["k7"] == nil)                      // expect: 15 30 71 true
// Keys Swift compares canonically are one key however they are spelled, in a
// dictionary large enough to be hashed: KELVIN SIGN is "K", e + U+0301 is "é".
var spelled: [String: Int] = [:]
for i in 0..<20 { spelled["key\(i)"] = i }
spelled["K"] = 1
spelled["\u{212A}"] = 2
spelled["caf\u{E9}"] = 3
spelled["cafe\u{301}"] = 4
spelled[";"] = 5
print(spelled.count, spelled["K"]!, spelled["café"]!, spelled["\u{37E}"]!, spelled["key19"]!)  // expect: 23 2 4 5 19
