// Type methods with static and class, overriding class methods, Self in type methods.
struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1

    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool {
        return level <= highestUnlockedLevel
    }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}

class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}

let player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
let player2 = Player(name: "Beto")
if player2.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}

class Vehicle {
    class func category() -> String { "vehicle" }
    static func make() -> Self { self.init() }
    required init() {}
    func describe() -> String { "a \(Self.category())" }
}
class Bike: Vehicle {
    override class func category() -> String { "bike" }
}
print(Vehicle.make().describe(), "/", Bike.make().describe())
let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self]
print(kinds.map { $0.category() })

enum MathUtil {
    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
print("gcd(84, 36) =", MathUtil.gcd(84, 36))
