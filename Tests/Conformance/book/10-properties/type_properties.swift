// Type properties: static stored/computed properties, class computed properties, global/local variables.
struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel {
                currentLevel = AudioChannel.thresholdLevel
            }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels {
                AudioChannel.maxInputLevelForAllChannels = currentLevel
            }
        }
    }
}
var left = AudioChannel()
var right = AudioChannel()
left.currentLevel = 7
print(left.currentLevel, AudioChannel.maxInputLevelForAllChannels)
right.currentLevel = 11
print(right.currentLevel, AudioChannel.maxInputLevelForAllChannels)

enum Config {
    static var launches = 0
    static var description: String { "launched \(launches) time(s)" }
}
Config.launches += 2
print(Config.description)

class Shape {
    class var sides: Int { 0 }
    static var created = 0
    init() { Shape.created += 1 }
    func describe() -> String { "\(type(of: self)) with \(Self.sides) sides" }
}
class Triangle: Shape {
    override class var sides: Int { 3 }
}
class Square: Shape {
    override class var sides: Int { 4 }
}
let shapes: [Shape] = [Triangle(), Square(), Triangle()]
for s in shapes { print(s.describe()) }
print("shapes created:", Shape.created)

var globalLazy: Int = {
    print("initializing global")
    return 42
}()
func useLocal() {
    let localConstant = globalLazy + 1
    print("local:", localConstant)
}
useLocal()
