// Set literals of a program's ExpressibleBy…Literal type: in an annotated
// variable, a memberwise initialiser's argument, and a function's parameter.
struct UserID: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let raw: String
    init(stringLiteral value: String) { raw = value }
    init(_ raw: String) { self.raw = raw }
    var description: String { "@" + raw }
}
struct Parser { let known: Set<UserID> }
let parser = Parser(known: ["ann", "bob"])
print(parser.known.contains(UserID("ann")), parser.known.contains("cy"), parser.known.map(\.description).sorted())
let admins: Set<UserID> = ["root"]
print(admins.contains(UserID("root")), admins.first!.raw)
func allowed(_ users: Set<UserID>, _ u: UserID) -> Bool { users.contains(u) }
print(allowed(["dee", "eve"], UserID("eve")), allowed(["dee"], "zed"))

// expect: true false ["@ann", "@bob"]
// expect: true root
// expect: true false
