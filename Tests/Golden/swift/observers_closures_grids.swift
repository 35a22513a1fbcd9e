// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Thermostat {
    var target = 20 {
        didSet { log.append("target \(oldValue) -> \(target)") }
    }
    var log: [String] = []
    var onChange: ((Int) -> Void)?
    func raise(by n: Int) {
        target += n
        onChange?(target)
    }
    func schedule() -> () -> Void {
        return { [weak self] in
            guard let self = self else { return }
            self.raise(by: 1)
        }
    }
}
let t = Thermostat()
var seen: [Int] = []
t.onChange = { seen.append($0) }
t.raise(by: 2)
let tick = t.schedule()
tick()
tick()
print(t.target, seen, t.log)
struct Grid {
    enum Cell: Character { case empty = ".", wall = "#" }
    var cells: [[Cell]]
    init(_ rows: [String]) {
        cells = rows.map { row in row.map { Cell(rawValue: $0) ?? .empty } }
    }
    var walls: Int { cells.joined().filter { $0 == .wall }.count }
    func render() -> String { cells.map { String($0.map { $0.rawValue }) }.joined(separator: "\n") }
}
let g = Grid(["#.#", "..#"])
print(g.walls)
print(g.render())

// What it prints:
// expect: 24 [22, 23, 24] ["target 20 -> 22", "target 22 -> 23", "target 23 -> 24"]
// expect: 3
// expect: #.#
// expect: ..#
