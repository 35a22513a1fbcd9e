// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class BankAccount {
    let owner: String
    private(set) var balance: Double = 0
    private var history: [(String, Double)] = []
    static var accountsOpened = 0

    init(owner: String, initial: Double = 0) {
        self.owner = owner
        BankAccount.accountsOpened += 1
        if initial > 0 { deposit(initial) }
    }
    func deposit(_ amount: Double) {
        guard amount > 0 else { return }
        balance += amount
        history.append(("deposit", amount))
    }
    func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        history.append(("withdraw", amount))
        return true
    }
    var statement: String {
        history.map { "\($0.0) \($0.1)" }.joined(separator: "; ")
    }
}
class SavingsAccount: BankAccount {
    var rate: Double
    init(owner: String, rate: Double) {
        self.rate = rate
        super.init(owner: owner, initial: 100)
    }
    func addInterest() { deposit(balance * rate) }
}
let a = BankAccount(owner: "ann", initial: 50)
_ = a.withdraw(20)
print(a.withdraw(100), a.balance, a.statement)
let s = SavingsAccount(owner: "bob", rate: 0.1)
s.addInterest()
print(s.balance, s.owner, BankAccount.accountsOpened)
let accounts: [BankAccount] = [a, s]
print(accounts.map { $0.balance }.reduce(0, +))
print(accounts.sorted { $0.balance > $1.balance }.map(\.owner))

// What it prints:
// expect: false 30.0 deposit 50.0; withdraw 20.0
// expect: 110.0 bob 2
// expect: 140.0
// expect: ["bob", "ann"]
