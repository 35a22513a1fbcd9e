// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum Suit: String, CaseIterable {
    case hearts = "♥", spades = "♠"
    var color: String { self == .hearts ? "red" : "black" }
}
for suit in Suit.allCases {
    print(suit, suit.rawValue, suit.color)
}
// expect: hearts ♥ red
// expect: spades ♠ black

enum Level: Int, Comparable {
    case low = 1, medium, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.low < Level.high, [Level.high, Level.low, Level.medium].sorted()) // expect: true [enum_more.Level.low, enum_more.Level.medium, enum_more.Level.high]
print(Level.medium.rawValue, Level(rawValue: 3) == .high) // expect: 2 true

enum Result2 {
    case success(value: Int)
    case failure(message: String)
}
func run(_ n: Int) -> Result2 { n >= 0 ? .success(value: n * 10) : .failure(message: "negative") }
for n in [2, -1] {
    switch run(n) {
    case .success(let v): print("ok", v)
    case .failure(let m): print("failed:", m)
    }
}
// expect: ok 20
// expect: failed: negative

enum Token: Equatable {
    case number(Int)
    case word(String)
    case end
}
let tokens: [Token] = [.number(3), .word("hi"), .end]
print(tokens.contains(.end), tokens.contains(.number(4)), tokens.firstIndex(of: .word("hi"))!) // expect: true false 1
enum Mode { case on, off
    mutating func toggle() { self = self == .on ? .off : .on }
}
var mode = Mode.on
mode.toggle()
print(mode) // expect: off
mode.toggle()
print(mode == .on) // expect: true
