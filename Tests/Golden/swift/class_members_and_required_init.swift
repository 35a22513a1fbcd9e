// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Animal {
    class var kingdom: String { "Animalia" }
    class func create() -> Animal { Animal() }
    var legs: Int { 0 }
    required init() {}
    func describe() -> String { "\(type(of: self)) with \(legs) legs in \(Self.kingdom)" }
}
class Bird: Animal {
    override var legs: Int { 2 }
    override class func create() -> Animal { Bird() }
}
final class Penguin: Bird {
    var swims = true
    override func describe() -> String { super.describe() + (swims ? ", swims" : "") }
}
let zoo: [Animal] = [Animal.create(), Bird.create(), Penguin()]
for a in zoo { print(a.describe()) }
print(Bird.kingdom, zoo.compactMap { $0 as? Bird }.count, zoo.filter { $0 is Penguin }.count)

// What it prints:
// expect: Animal with 0 legs in Animalia
// expect: Bird with 2 legs in Animalia
// expect: Penguin with 2 legs in Animalia, swims
// expect: Animalia 2 1
