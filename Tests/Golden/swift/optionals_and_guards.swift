// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct User {
    let name: String
    var email: String?
    var manager: Manager?
}
class Manager {
    let title: String
    init(title: String) { self.title = title }
}
let users = [
    User(name: "ann", email: "ann@example.com", manager: Manager(title: "CTO")),
    User(name: "bob", email: nil, manager: nil),
]
for u in users {
    let email = u.email ?? "(none)"
    let title = u.manager?.title ?? "-"
    print(u.name, email, title)
}
// expect: ann ann@example.com CTO
// expect: bob (none) -
func domain(of user: User) -> String {
    guard let email = user.email, let host = email.split(separator: "@").last else { return "unknown" }
    return String(host)
}
print(domain(of: users[0]), domain(of: users[1])) // expect: example.com unknown
let lengths = users.compactMap { $0.email?.count }
print(lengths) // expect: [15]
if let m = users.first?.manager, m.title.hasPrefix("C") { print("chief") } // expect: chief
var maybeCount: Int? = nil
maybeCount = (maybeCount ?? 0) + 1
print(maybeCount!) // expect: 1
let names = users.map(\.name)
switch names.count {
case 0: print("nobody")
case 1...3: print("a few:", names.joined(separator: ", ")) // expect: a few: ann, bob
default: print("many")
}
