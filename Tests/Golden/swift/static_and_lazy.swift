// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Config {
    static var loads = 0
    static let defaultName = "qas"
    static func make() -> Config {
        loads += 1
        return Config(name: defaultName)
    }
    var name: String
    lazy var upper: String = name.uppercased()
}
var cfg = Config.make()
_ = Config.make()
print(Config.loads, cfg.name, cfg.upper) // expect: 2 qas QAS

enum Palette {
    static let primary = "blue"
    static var all: [String] { [primary, "green"] }
}
print(Palette.all) // expect: ["blue", "green"]

class IDGenerator {
    static var next = 1
    let id: Int
    init() {
        id = IDGenerator.next
        IDGenerator.next += 1
    }
}
let ids = (0..<3).map { _ in IDGenerator().id }
print(ids, IDGenerator.next) // expect: [1, 2, 3] 4
