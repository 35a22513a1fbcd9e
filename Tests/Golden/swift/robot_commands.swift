// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
indirect enum Command {
    case move(dx: Int, dy: Int)
    case say(String)
    case repeatTimes(Int, Command)
    case sequence([Command])
}
struct Robot {
    var x = 0, y = 0
    var said: [String] = []
    mutating func run(_ c: Command) {
        switch c {
        case .move(let dx, let dy):
            x += dx; y += dy
        case .say(let text):
            said.append(text)
        case .repeatTimes(let n, let inner):
            for _ in 0..<n { run(inner) }
        case .sequence(let list):
            list.forEach { run($0) }
        }
    }
}
var robot = Robot()
robot.run(.sequence([.move(dx: 1, dy: 0), .repeatTimes(3, .move(dx: 0, dy: 2)), .say("done")]))
print(robot.x, robot.y, robot.said)

// What it prints:
// expect: 1 6 ["done"]
