// Property observers willSet/didSet, observers on inherited properties, observers and in-out.
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
stepCounter.totalSteps = 100

struct BoundedVolume {
    var level: Int = 5 {
        didSet {
            if level > 10 { level = 10 }
            if level < 0 { level = 0 }
        }
    }
}
var volume = BoundedVolume()
volume.level = 42
print("volume clamped to", volume.level)
volume.level = -3
print("volume clamped to", volume.level)

class Base {
    var name = "base"
}
class Observed: Base {
    override var name: String {
        didSet { print("name changed from \(oldValue) to \(name)") }
    }
}
let o = Observed()
o.name = "derived"

func double(_ x: inout Int) { x *= 2 }
class Meter {
    var reading = 1 {
        didSet { print("reading: \(oldValue) -> \(reading)") }
    }
}
let meter = Meter()
double(&meter.reading)

var log: [String] = []
var globalCounter = 0 {
    didSet { log.append("global \(oldValue)->\(globalCounter)") }
}
for _ in 1...3 { globalCounter += 1 }
print(log)
