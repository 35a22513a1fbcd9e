// Mutating actor-isolated state from outside the actor is not allowed.
actor BankAccount {
    var balance = 0
    func deposit(_ amount: Int) { balance += amount }
}
let account = BankAccount()
func steal(from account: BankAccount) {
    account.balance = 1_000_000
}
steal(from: account)
