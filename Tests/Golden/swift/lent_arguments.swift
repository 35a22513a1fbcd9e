// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Closures that only read their parameters are given the caller's values
// without a retain; what they keep, return or copy must still be their own.
final class Box { var items: [String]; init(_ items: [String]) { self.items = items } }
struct Card { var title: String; var tags: [String] }

let words = ["pear", "fig", "banana", "kiwi", "apple"]
let sorted = words.sorted { a, b in a.count == b.count ? a < b : a.count < b.count }
print(sorted) // expect: ["fig", "kiwi", "pear", "apple", "banana"]

// Kept beyond the call: stored in an outer array, returned, captured by a
// closure made inside.
var kept: [String] = []
let long = words.filter { w in
    if w.count > 4 { kept.append(w) }
    return w.count > 3
}
print(long, kept) // expect: ["pear", "banana", "kiwi", "apple"] ["banana", "apple"]
let same = words.map { w in w }
let makers = words.map { w -> () -> String in
    let make = { w + "!" }
    return make
}
print(same == words, makers[2]()) // expect: true banana!

// A copy changed inside the closure leaves the caller's value alone.
let cards = [Card(title: "b", tags: ["x"]), Card(title: "a", tags: [])]
let grown = cards.map { c -> Card in
    var copy = c
    copy.tags.append("new")
    copy.title += "2"
    return copy
}
print(cards.map { $0.tags.count }, grown.map { $0.tags.count }, grown.map { $0.title }) // expect: [1, 0] [2, 1] ["b2", "a2"]

// Objects, dictionaries and arrays passed to comparators and reducers.
let boxes = [Box(["q", "r"]), Box(["s"]), Box(["t", "u", "v"])]
let bySize = boxes.sorted { $0.items.count > $1.items.count }
print(bySize.map { $0.items.joined() }) // expect: ["tuv", "qr", "s"]
let rows: [[String: Int]] = [["rank": 3], ["rank": 1], ["rank": 2]]
print(rows.sorted { a, b in a["rank"]! < b["rank"]! }.map { $0["rank"]! }) // expect: [1, 2, 3]
let total = rows.reduce(0) { acc, row in acc + row["rank"]! }
let joined = words.reduce("") { acc, w in acc.isEmpty ? w : acc + "," + w }
print(total, joined) // expect: 6 pear,fig,banana,kiwi,apple
let longest = words.max { a, b in a.count < b.count }!
let nested = [[3, 1], [2], [5, 4, 6]].sorted { a, b in a.count < b.count }
print(longest, nested, nested.flatMap { $0 }) // expect: banana [[2], [3, 1], [5, 4, 6]] [2, 3, 1, 5, 4, 6]

// The caller's array is changed while the closure runs: the values lent stay the caller's.
var queue = ["one", "two", "three"]
var seen: [String] = []
queue.forEach { item in
    queue.removeAll()
    seen.append(item + "\(queue.count)")
}
print(seen, queue) // expect: ["one0", "two0", "three0"] []
