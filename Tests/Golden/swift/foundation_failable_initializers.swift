// Foundation's failable initialisers give Optionals: printed as Swift prints
// them and mapped with Optional's map; `try` before an assignment covers it.
import Foundation

let token = "page:3".data(using: .utf8)!.base64EncodedString()
let decoded = Data(base64Encoded: token)
print(token, decoded as Any)
print(Data(base64Encoded: token).flatMap { String(data: $0, encoding: .utf8) } ?? "none")
print(Data(base64Encoded: "%%%").flatMap { String(data: $0, encoding: .utf8) } as Any)
print(String(data: Data([104, 105]), encoding: .utf8) as Any)
print(URL(string: "https://example.com/notes?id=4") as Any)
print(UUID(uuidString: "not-a-uuid") as Any, Decimal(string: "2.50") as Any)

final class Account { var isFrozen = false }
struct MissingAccount: Error { let id: String }
final class Ledger {
    var accounts = ["A-1": Account()]
    func account(_ id: String) throws -> Account {
        guard let a = accounts[id] else { throw MissingAccount(id: id) }
        return a
    }
}
let ledger = Ledger()
for id in ["A-1", "B-2"] {
    do {
        try ledger.account(id).isFrozen = true
        print(id, "frozen:", ledger.accounts[id]!.isFrozen)
    } catch let e as MissingAccount {
        print("no account", e.id)
    }
}

// expect: cGFnZToz Optional(6 bytes)
// expect: page:3
// expect: nil
// expect: Optional("hi")
// expect: Optional(https://example.com/notes?id=4)
// expect: nil Optional(2.5)
// expect: A-1 frozen: true
// expect: no account B-2
