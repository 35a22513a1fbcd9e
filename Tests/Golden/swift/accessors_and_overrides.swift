import Foundation

// Global variables with accessors and observers.
var celsius = 20.0
var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
}
var history: [String] = []
var level = 1 {
    willSet { history.append("will \(newValue)") }
    didSet { history.append("did \(oldValue)->\(level)") }
}
func bump() { level += 1 }
fahrenheit = 212
print(celsius, fahrenheit)
bump()
level = 10
print(history)

// A local computed variable.
func area(side: Double) -> Double {
    var doubled: Double { side * 2 }
    return doubled * doubled / 4
}
print(area(side: 3))

// Overriding a stored property with observers, and with a getter and setter.
class Thermostat {
    var target = 18.0
    var summary: String { "target \(target)" }
}
class LoggingThermostat: Thermostat {
    var changes = 0
    override var target: Double { didSet { changes += 1 } }
}
class SafeThermostat: Thermostat {
    override var target: Double {
        get { super.target }
        set { super.target = min(max(newValue, 10), 25) }
    }
}
let logging = LoggingThermostat()
logging.target = 21
logging.target = 22
print(logging.summary, logging.changes)
let safe = SafeThermostat()
safe.target = 40
print(safe.summary)
safe.target = 3
print(safe.target)

// An object in a global, read by its own property's observer.
final class Counter { var value = 0 { didSet { print("counter now", counter.value, "was", oldValue) } } }
let counter = Counter()
counter.value += 2
counter.value = 7

// Changing what an object held by a `let` gives through its subscript.
struct Draft { var lines: [String] = []; mutating func add(_ s: String) { lines.append(s) } }
final class Drafts {
    private var byID = [1: Draft()]
    subscript(id: Int) -> Draft? {
        get { byID[id] }
        set { byID[id] = newValue }
    }
}
let drafts = Drafts()
drafts[1]?.add("first")
drafts[2]?.add("nowhere")
print(drafts[1]?.lines ?? [], drafts[2] == nil)

// An implicit `.init` takes the type of the memberwise initialiser's property.
struct Sync { var enabled: Bool; var wifiOnly: Bool }
struct Settings { var theme: String; var sync: Sync }
let settings = Settings(theme: "dark", sync: .init(enabled: true, wifiOnly: false))
print(settings.sync.enabled, settings.sync.wifiOnly)

// A type's typealias names a type; String(format:arguments:).
struct User { let name: String }
protocol Endpoint { associatedtype Response }
struct Me: Endpoint { typealias Response = User }
print(Me.Response.self == User.self, Me.Response(name: "Ann").name)
print(String(format: "%@ has %d items costing %.2f", arguments: ["Cart", 3, 9.5]))

// expect: 100.0 212.0
// expect: ["will 2", "did 1->2", "will 10", "did 2->10"]
// expect: 9.0
// expect: target 22.0 2
// expect: target 25.0
// expect: 10.0
// expect: counter now 2 was 0
// expect: counter now 7 was 2
// expect: ["first"] true
// expect: true false
// expect: true Ann
// expect: Cart has 3 items costing 9.50
