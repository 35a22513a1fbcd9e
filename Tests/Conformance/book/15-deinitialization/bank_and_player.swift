// Deinitializers in action: returning resources to a shared pool when an instance is deallocated.
class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins numberOfCoinsRequested: Int) -> Int {
        let numberOfCoinsToVend = min(numberOfCoinsRequested, coinsInBank)
        coinsInBank -= numberOfCoinsToVend
        return numberOfCoinsToVend
    }
    static func receive(coins: Int) {
        coinsInBank += coins
    }
}

class Player {
    let name: String
    var coinsInPurse: Int
    init(name: String, coins: Int) {
        self.name = name
        coinsInPurse = Bank.distribute(coins: coins)
    }
    func win(coins: Int) {
        coinsInPurse += Bank.distribute(coins: coins)
    }
    deinit {
        print("\(name) leaves, returning \(coinsInPurse) coins")
        Bank.receive(coins: coinsInPurse)
    }
}

var playerOne: Player? = Player(name: "One", coins: 100)
print("A new player has joined the game with \(playerOne!.coinsInPurse) coins")
print("There are now \(Bank.coinsInBank) coins left in the bank")
playerOne!.win(coins: 2_000)
print("PlayerOne won 2000 coins & now has \(playerOne!.coinsInPurse) coins")
print("The bank now only has \(Bank.coinsInBank) coins left")

var playerTwo: Player? = Player(name: "Two", coins: 9_000)
print("Player two got \(playerTwo!.coinsInPurse) coins; bank has \(Bank.coinsInBank)")

playerOne = nil
print("PlayerOne has left the game; bank has \(Bank.coinsInBank) coins")
playerTwo = nil
print("PlayerTwo has left the game; bank has \(Bank.coinsInBank) coins")
