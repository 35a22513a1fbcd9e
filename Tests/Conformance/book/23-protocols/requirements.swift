// Property, method, mutating method, type and initializer requirements.
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var fullName: String
}
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
print(Person(fullName: "John Appleseed").fullName)
print(Starship(name: "Enterprise", prefix: "USS").fullName)

protocol RandomNumberGenerator {
    func random() -> Double
    static var algorithmName: String { get }
}
final class LinearCongruentialGenerator: RandomNumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0, a = 3877.0, c = 29573.0
    static var algorithmName: String { "LCG" }
    func random() -> Double {
        lastRandom = (lastRandom * a + c).truncatingRemainder(dividingBy: m)
        return lastRandom / m
    }
}
let generator = LinearCongruentialGenerator()
print(LinearCongruentialGenerator.algorithmName, generator.random(), generator.random())

protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() { self = (self == .off) ? .on : .off }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print("switch:", lightSwitch)

protocol Resettable {
    init(seed: Int)
}
class Widget: Resettable {
    let seed: Int
    required init(seed: Int) { self.seed = seed }
}
final class FancyWidget: Widget {}
func make<T: Resettable>(_ t: T.Type) -> T { t.init(seed: 7) }
print(make(Widget.self).seed, type(of: make(FancyWidget.self)))
