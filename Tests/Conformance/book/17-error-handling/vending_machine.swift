// Throwing functions, propagating errors, do-catch with patterns, errors with associated values.
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item {
    var price: Int
    var count: Int
}
class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 0),
    ]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name]!.count -= 1
        print("Dispensing \(name)")
    }
}
let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels", "Zed": "Candy Bar"]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}

let machine = VendingMachine()
for (person, coins) in [("Alice", 10), ("Bob", 20), ("Eve", 20), ("Zed", 8), ("Zed", 30)] {
    machine.coinsDeposited = coins
    do {
        try buyFavoriteSnack(person: person, vendingMachine: machine)
        print("\(person): success! \(machine.coinsDeposited) coins left")
    } catch VendingMachineError.invalidSelection {
        print("\(person): invalid selection")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): insufficient funds, please insert \(coinsNeeded) more coins")
    } catch {
        print("\(person): unexpected error: \(error)")
    }
}
print("chips left:", machine.inventory["Chips"]!.count)
