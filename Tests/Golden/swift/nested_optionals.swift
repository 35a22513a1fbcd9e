// An Optional that holds nil: Optional's map whose closure gives nil, and a
// dictionary of Optional values that holds nil for a key.
let age: Int? = 29
let problem = age.map { $0 >= 13 ? nil : "too young" }
print(problem as Any)
print(problem ?? "unknown", problem == nil)
if let inner = problem { print("has a value:", inner as Any) }
let missing: Int? = nil
print(missing.map { $0 > 1 ? nil : "x" } as Any)

let nicknames: [String: String?] = ["ana": nil, "bo": "Bobby"]
print(nicknames["ana"] as Any, nicknames["cy"] as Any, nicknames["bo"]!!)
if let entry = nicknames["ana"] { print("ana is listed:", entry ?? "no nickname") }
if nicknames["cy"] == nil { print("cy is not listed") }
let flat = age.flatMap { $0 > 100 ? $0 : nil }
print(flat as Any)

struct Rule {
    let check: (Int?) -> String?
}
let inRange = Rule { v in v.map { (13...120).contains($0) ? nil : "out of range" } ?? "required" }
print(inRange.check(29) ?? "ok", inRange.check(7) ?? "ok", inRange.check(nil) ?? "ok")
// expect: Optional(nil)
// expect: nil false
// expect: has a value: nil
// expect: nil
// expect: Optional(nil) nil Bobby
// expect: ana is listed: no nickname
// expect: cy is not listed
// expect: nil
// expect: ok out of range required
