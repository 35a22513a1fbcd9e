// A type's own initialiser sets its observed properties without running their
// observers; a subclass's initialiser, a method called from the initialiser and
// any later assignment run them.
var log: [String] = []
class Gauge {
    var level: Int = 0 {
        willSet { log.append("will \(newValue)") }
        didSet { log.append("did \(oldValue)->\(level)") }
    }
    init(level: Int) {
        self.level = level
        self.level += 1
    }
    init(viaMethod level: Int) {
        set(level)
    }
    func set(_ value: Int) { self.level = value }
}
final class Tank: Gauge {
    var label: String
    init(label: String) {
        self.label = label
        super.init(level: 5)
        self.level = 9
    }
}
struct Meter {
    var reading: Double { didSet { log.append("reading \(reading)") } }
    init(reading: Double) { self.reading = reading }
}
let g = Gauge(level: 3)
print(g.level, log)                  // expect: 4 []
g.level = 7
print(log)                           // expect: ["will 7", "did 4->7"]
log = []
_ = Gauge(viaMethod: 2)
print(log)                           // expect: ["will 2", "did 0->2"]
log = []
let t = Tank(label: "t")
print(t.level, log)                  // expect: 9 ["will 9", "did 6->9"]
log = []
var m = Meter(reading: 1.5)
m.reading = 2.5
print(log)                           // expect: ["reading 2.5"]
class Plain {
    var count = 0 { didSet { log.append("count \(oldValue)") } }
    init() { count = 3; count += 1 }
}
log = []
print(Plain().count, log)            // expect: 4 []

// A closure written inside an initialiser is code of its own: its sets run the
// observers, whether it is called during the initialiser or later.
class Box {
    var value = 0 { didSet { print("Box didSet", value) } }
    var later: (() -> Void)? = nil
    init() {
        value = 1
        let set = { self.value = 2 }
        set() // expect: Box didSet 2
        later = { self.value = 3 }
    }
}
let box = Box()
box.later!() // expect: Box didSet 3
