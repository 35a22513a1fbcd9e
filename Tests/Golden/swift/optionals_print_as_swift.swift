// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A value Swift knows to be Optional prints as `Optional(…)` when it holds one.
struct Contact { var name: String; var email: String? }
class Node { var next: Node?; var value = 1 }
func divide(_ a: Int, _ b: Int) throws -> Int { a / b }
let contact = Contact(name: "Ann", email: "ann@example.com")
let count: Int? = 3
let missing: Int? = nil
print(count, missing, contact.email, contact.name) // expect: Optional(3) nil Optional("ann@example.com") Ann
print("count=\(count) email=\(contact.email)") // expect: count=Optional(3) email=Optional("ann@example.com")
print(contact) // expect: Contact(name: "Ann", email: Optional("ann@example.com"))
let anything: Any = 5
print(anything as? Int, anything as? String, try? divide(4, 2), Int("7")) // expect: Optional(5) nil Optional(2) Optional(7)
print(Node().next?.value, Node().value) // expect: nil 1
if let count { print(count) } // expect: 3
var ages = ["bob": 3]
print(ages["bob"], ages["zed"], ages["bob", default: 0], ages["bob"]!, ages["bob"] ?? 0) // expect: Optional(3) nil 3 3 3
let xs = [3, 1, 2]
print(xs.first, xs.last, xs.min(), xs.max(), xs.firstIndex(of: 2), xs[0]) // expect: Optional(3) Optional(2) Optional(1) Optional(3) Optional(2) 3
print(xs.first(where: { $0 > 1 }), "abc".first, [Int]().first) // expect: Optional(3) Optional("a") nil
var stack = [1, 2]
print(stack.popLast(), ages.removeValue(forKey: "bob"), ages.removeValue(forKey: "bob")) // expect: Optional(2) Optional(3) nil
print([1, nil], ["k": nil, "j": 2] == ["j": 2, "k": nil]) // expect: [Optional(1), nil] true
let maybes: [Int?] = [3, nil]
print(maybes, maybes.compactMap { $0 }, Optional("it's")) // expect: [Optional(3), nil] [3] Optional("it\'s")
