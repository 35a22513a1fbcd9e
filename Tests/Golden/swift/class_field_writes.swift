// Fields of objects set through a local variable or `self`: plain fields, `let`s
// in the initialiser, converted values, observed and computed properties.
final class Account {
    let id: String
    var balance: Double
    var history: [Double] = []
    var owner: String? {
        didSet { history.append(-1) }
    }
    var doubled: Double {
        get { balance * 2 }
        set { balance = newValue / 2 }
    }
    init(id: String, balance: Double) {
        self.id = id
        self.balance = balance
    }
    func deposit(_ amount: Int) {
        self.balance = balance + Double(amount)
        self.history = history + [Double(amount)]
    }
}
class Base { var name = "base" }
final class Derived: Base { var extra = 0 }
let account = Account(id: "a1", balance: 10)
account.deposit(5)
var local = account
local.balance = 100
local.owner = "Ann"
local.doubled = 50
print(account.id, account.balance, account.history, account.owner ?? "-")  // expect: a1 25.0 [5.0, -1.0] Ann
func reset(_ a: Account) -> Double {
    var other = a
    other.balance = 7
    other = Account(id: "b", balance: 1)
    other.balance = 2
    return a.balance + other.balance
}
print(reset(account))                                                    // expect: 9.0
let d = Derived()
var base: Base = d
base.name = "changed"
d.extra = 3
print(d.name, d.extra)                                                   // expect: changed 3
