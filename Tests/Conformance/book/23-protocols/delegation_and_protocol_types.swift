// Protocols as types, delegation with class-only protocols and weak references, collections of protocol types.
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll value: Int, turn: Int)
    func gameDidEnd(_ game: DiceGame)
}
protocol DiceRoller {
    mutating func roll() -> Int
}
struct CyclingRoller: DiceRoller {
    private var next = 0
    mutating func roll() -> Int { next = next % 6 + 1; return next }
}

final class DiceGame {
    var roller: any DiceRoller
    let target: Int
    weak var delegate: DiceGameDelegate?
    init(roller: any DiceRoller, target: Int) { self.roller = roller; self.target = target }
    func play() {
        delegate?.gameDidStart(self)
        var total = 0, turn = 0
        while total < target {
            turn += 1
            let value = roller.roll()
            total += value
            delegate?.game(self, didRoll: value, turn: turn)
        }
        delegate?.gameDidEnd(self)
    }
}
final class DiceGameTracker: DiceGameDelegate {
    var rolls: [Int] = []
    func gameDidStart(_ game: DiceGame) { print("Started a game to \(game.target)") }
    func game(_ game: DiceGame, didRoll value: Int, turn: Int) { rolls.append(value) }
    func gameDidEnd(_ game: DiceGame) { print("Ended after \(rolls.count) turns: \(rolls)") }
}
let tracker = DiceGameTracker()
let game = DiceGame(roller: CyclingRoller(), target: 15)
game.delegate = tracker
game.play()
game.delegate = nil
game.play()
print("second game had no delegate; tracker still has \(tracker.rolls.count) rolls")

protocol TextRepresentable { var textualDescription: String { get } }
struct Hamster: TextRepresentable {
    var name: String
    var textualDescription: String { "A hamster named \(name)" }
}
extension DiceGame: TextRepresentable {
    var textualDescription: String { "A dice game to \(target)" }
}
let things: [any TextRepresentable] = [game, Hamster(name: "Simon"), Hamster(name: "Ada")]
for thing in things { print(thing.textualDescription) }
