// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A method written in a protocol's extension but not required by the protocol
// is chosen by the type the code sees: through the protocol, the extension's.
protocol Shape { func area() -> Int }
extension Shape {
    func name() -> String { "shape" }
    func describe() -> String { "\(name()) of area \(area())" }
}
struct Rect: Shape {
    func area() -> Int { 6 }
    func name() -> String { "rect" }
}
func show(_ shape: Shape) { print(shape.name(), shape.describe()) }
show(Rect()) // expect: shape shape of area 6
let rect = Rect()
let seen: Shape = rect
print(rect.name(), seen.name(), rect.describe()) // expect: rect shape shape of area 6
let shapes: [Shape] = [Rect(), Rect()]
print(shapes[0].name(), shapes.count) // expect: shape 2
for shape in shapes { print(shape.name()) }
// expect: shape
// expect: shape
