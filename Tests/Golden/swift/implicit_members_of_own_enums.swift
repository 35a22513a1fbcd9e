// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `.add`, `.play`, `.search` are the script's own cases wherever the context
// is its enum, though an app's icons have the same names.
enum Command: CaseIterable { case add, play, search, share }
let commands: [Command] = [.add, .play]
print(commands[0] == Command.add, commands[1] == .play) // expect: true true
let byKey: [String: Command] = ["s": .search, "h": .share]
print(byKey["s"]! == .search, byKey["h"] == Command.share) // expect: true true
func run(_ command: Command) -> String {
    switch command {
    case .add: return "adding"
    case .play: return "playing"
    case .search, .share: return "other"
    }
}
print(run(.add), run(.search)) // expect: adding other
var current: Command = .play
current = .share
print(current == .share, Command.allCases.count) // expect: true 4
