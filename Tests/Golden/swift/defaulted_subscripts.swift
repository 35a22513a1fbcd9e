// `d[key, default: value]` changed in place: a missing key starts at the
// default, the key and the default are evaluated once each, and a copy of the
// dictionary is not changed with it.
var evaluated: [String] = []
func note<T>(_ label: String, _ value: T) -> T { evaluated.append(label); return value }
var counts: [String: Int] = [:]
for word in ["a", "b", "a", "c", "a"] { counts[word, default: 0] += 1 }
print(counts["a"]!, counts["b"]!, counts.count)                      // expect: 3 1 3
counts[note("key", "d"), default: note("default", 10)] += 5
print(counts["d"]!, evaluated)                                       // expect: 15 ["key", "default"]
var groups: [Int: [String]] = [:]
for (i, name) in ["x", "y", "z", "w"].enumerated() { groups[i % 2, default: []].append(name) }
print(groups[0]!, groups[1]!)                                        // expect: ["x", "z"] ["y", "w"]
var nested: [String: [String: Int]] = [:]
nested["outer", default: [:]]["inner", default: 100] -= 1
nested["outer", default: [:]]["inner", default: 100] -= 1
print(nested)                                                        // expect: ["outer": ["inner": 98]]
var copy = counts
copy["a", default: 0] *= 10
print(counts["a"]!, copy["a"]!)                                      // expect: 3 30
