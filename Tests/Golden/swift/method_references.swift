// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A method not yet applied (`Point.scaled`) is a function of the instance, and
// `self.init()` in a static method makes a value of the type it was called on.
import Foundation
struct Point {
    var x: Double, y: Double
    func scaled(by k: Double) -> Point { Point(x: x * k, y: y * k) }
    func length() -> Double { (x * x + y * y).squareRoot() }
}
let scale = Point.scaled
let p = Point(x: 3, y: 4)
print(scale(p)(2).x, Point.length(p)())
let lengths = [p, Point(x: 6, y: 8)].map(Point.length).map { $0() }
print(lengths)

class Shape {
    required init() {}
    class func kind() -> String { "shape" }
    static func make() -> Self { self.init() }
    func describe() -> String { "a \(Self.kind())" }
}
final class Circle: Shape {
    override class func kind() -> String { "circle" }
}
print(Shape.make().describe(), Circle.make().describe())
// expect: 6.0 5.0
// expect: [5.0, 10.0]
// expect: a shape a circle
