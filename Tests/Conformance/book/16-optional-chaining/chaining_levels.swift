// Multiple levels of chaining, optional dictionary subscripts, optional return values, Void? results.
struct Employee {
    var name: String
    var manager: Box?
    var nickname: String?
}
final class Box { var value: Employee; init(_ v: Employee) { value = v } }

let ceo = Employee(name: "Dana", manager: nil, nickname: "D")
let vp = Employee(name: "Eli", manager: Box(ceo), nickname: nil)
let dev = Employee(name: "Fay", manager: Box(vp), nickname: "F")

print(dev.manager?.value.name ?? "none")
print(dev.manager?.value.manager?.value.name ?? "none")
print(dev.manager?.value.manager?.value.manager?.value.name ?? "none")
print(dev.manager?.value.nickname?.count as Any)
print(dev.manager?.value.manager?.value.nickname?.lowercased() as Any)

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() {
    print(name, testScores[name]!)
}
print("Brian's first:", testScores["Brian"]?.first as Any)

struct Counter {
    var count = 0
    mutating func bump() { count += 1 }
}
var maybeCounter: Counter? = Counter()
let result: Void? = maybeCounter?.bump()
print("bump succeeded:", result != nil, "count:", maybeCounter?.count ?? -1)
maybeCounter = nil
print("bump on nil succeeded:", maybeCounter?.bump() != nil)

let words: [String]? = ["alpha", "beta", "gamma"]
print(words?.first?.uppercased() ?? "", words?.last?.count ?? 0, words?.map { $0.count } ?? [])
let empty: [String]? = []
print(empty?.first?.uppercased() ?? "no first element")
let lookup: [String: [String: Int]] = ["outer": ["inner": 5]]
print(lookup["outer"]?["inner"] ?? 0, lookup["nope"]?["inner"] ?? 0)
