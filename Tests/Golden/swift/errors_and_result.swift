// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum BankError: Error, Equatable {
    case insufficient(needed: Int)
    case frozen
}
class Account {
    private(set) var balance: Int
    var isFrozen = false
    init(balance: Int) { self.balance = balance }
    func withdraw(_ amount: Int) throws {
        if isFrozen { throw BankError.frozen }
        guard amount <= balance else { throw BankError.insufficient(needed: amount - balance) }
        balance -= amount
    }
}
let acct = Account(balance: 100)
let attempts = [30, 80, 50]
for a in attempts {
    do {
        try acct.withdraw(a)
        print("withdrew", a, "left", acct.balance)
    } catch BankError.insufficient(let needed) {
        print("short by", needed)
    } catch {
        print("unexpected:", error)
    }
}
acct.isFrozen = true
do {
    try acct.withdraw(1)
} catch let e as BankError where e == .frozen {
    print("frozen!")
}
func measure<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    let r = try body()
    print(label, "done")
    return r
}
let v = measure("sum") { (1...10).reduce(0, +) }
print(v)
let results: [Result<Int, BankError>] = [.success(1), .failure(.frozen)]
for r in results {
    switch r {
    case .success(let n): print("ok", n)
    case .failure(let e): print("err", e)
    }
}
let maybe = Int("12")
if let m = maybe, m > 10 { print("big number", m) }
let values = ["1", "2", "x"].map { Int($0) }
print(values.compactMap { $0 }, values.count)

// What it prints:
// expect: withdrew 30 left 70
// expect: short by 10
// expect: withdrew 50 left 20
// expect: frozen!
// expect: sum done
// expect: 55
// expect: ok 1
// expect: err frozen
// expect: big number 12
// expect: [1, 2] 3
