// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
protocol Shape: CustomStringConvertible {
    var area: Double { get }
    var perimeter: Double { get }
}
extension Shape {
    var description: String { "\(type(of: self)) area=\(area)" }
}
struct Rect: Shape {
    var w, h: Double
    var area: Double { w * h }
    var perimeter: Double { 2 * (w + h) }
}
struct Circle: Shape {
    var r: Double
    var area: Double { 3 * r * r }
    var perimeter: Double { 6 * r }
}
let shapes: [Shape] = [Rect(w: 2, h: 3), Circle(r: 1)]
for s in shapes { print(s) }
let biggest = shapes.max { $0.area < $1.area }!
print(biggest.perimeter)
print(shapes.map { $0 is Rect })

// What it prints:
// expect: Rect area=6.0
// expect: Circle area=3.0
// expect: 10.0
// expect: [true, false]
