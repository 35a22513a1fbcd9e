// private(set) and fileprivate(set) setters, private members, access through extensions in the same file.
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

public struct Account {
    public private(set) var balance: Int = 0
    private var history: [String] = []
    fileprivate(set) var owner: String
    public init(owner: String) { self.owner = owner }
    public mutating func deposit(_ amount: Int) {
        balance += amount
        record("deposit \(amount)")
    }
    private mutating func record(_ entry: String) { history.append(entry) }
}
extension Account {
    // Extensions in the same file can use private members.
    var lastEntry: String { history.last ?? "none" }
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { record("declined \(amount)"); return false }
        balance -= amount
        record("withdraw \(amount)")
        return true
    }
}
var account = Account(owner: "Ada")
account.deposit(100)
print(account.withdraw(30), account.withdraw(500))
print("balance:", account.balance, "last:", account.lastEntry)
account.owner = "Ada L."   // fileprivate(set): settable within this file
print("owner:", account.owner)

protocol Identified { var id: String { get } }
struct Order: Identified {
    private let number: Int
    init(number: Int) { self.number = number }
    var id: String { "ORD-\(number)" }
}
extension Order {
    var isLarge: Bool { number > 1000 }
}
let orders = [Order(number: 7), Order(number: 2048)]
for o in orders { print(o.id, o.isLarge) }
