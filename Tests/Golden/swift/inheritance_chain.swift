// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Vehicle {
    var wheels: Int
    var name: String { "vehicle" }
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    func describe() -> String { "\(name) with \(wheels) wheels" }
}
class Bicycle: Vehicle {
    override var name: String { "bicycle" }
    init() { super.init(wheels: 2) }
}
class Tandem: Bicycle {
    var riders = 2
    override func describe() -> String { super.describe() + " for \(riders)" }
}
let things: [Vehicle] = [Vehicle(), Bicycle(), Tandem()]
for t in things { print(t.describe()) }
// expect: vehicle with 4 wheels
// expect: bicycle with 2 wheels
// expect: bicycle with 2 wheels for 2
print(things.filter { $0 is Bicycle }.count, things[2] is Tandem, things[1] is Tandem) // expect: 2 true false
if let t = things[2] as? Tandem { t.riders = 3; print(t.describe()) } // expect: bicycle with 2 wheels for 3
print(things[2].describe()) // expect: bicycle with 2 wheels for 3

protocol Drawable { func draw() -> String }
extension Vehicle: Drawable { func draw() -> String { "<\(name)>" } }
let drawables: [Drawable] = things
print(drawables.map { $0.draw() }.joined(separator: " ")) // expect: <vehicle> <bicycle> <bicycle>
print(things[0] is Drawable) // expect: true
