// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum LoginError: Error, CustomStringConvertible {
    case emptyName, shortPassword(min: Int), locked
    var description: String {
        switch self {
        case .emptyName: return "name is empty"
        case .shortPassword(let min): return "password needs \(min) characters"
        case .locked: return "account locked"
        }
    }
}
struct Login {
    private var failures = 0
    mutating func attempt(name: String, password: String) throws -> String {
        guard failures < 2 else { throw LoginError.locked }
        guard !name.isEmpty else { failures += 1; throw LoginError.emptyName }
        guard password.count >= 6 else { failures += 1; throw LoginError.shortPassword(min: 6) }
        failures = 0
        return "welcome, \(name)"
    }
}
var login = Login()
let tries = [("", "secret1"), ("ann", "123"), ("ann", "secret1"), ("", ""), ("", ""), ("ann", "secret1")]
for (name, pw) in tries {
    do {
        print(try login.attempt(name: name, password: pw))
    } catch {
        print("error:", error)
    }
}

// What it prints:
// expect: error: name is empty
// expect: error: password needs 6 characters
// expect: error: account locked
// expect: error: account locked
// expect: error: account locked
// expect: error: account locked
