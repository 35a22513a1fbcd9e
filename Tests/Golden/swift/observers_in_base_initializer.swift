// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A base class's initialiser sets its stored properties without observers,
// a subclass's overriding ones included; after it, they run.
var log: [String] = []
class Base {
    var name: String
    init(name: String) { self.name = name; self.name += "!" }
}
final class Loud: Base {
    override var name: String { didSet { log.append("loud \(name)") } }
    init() { super.init(name: "made"); name = "renamed" }
}
let loud = Loud()
loud.name = "changed"
print(loud.name, log) // expect: changed ["loud renamed", "loud changed"]
