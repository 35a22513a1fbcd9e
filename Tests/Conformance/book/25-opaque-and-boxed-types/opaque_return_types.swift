// Returning opaque types with `some`, hiding concrete generic compositions.
protocol Shape {
    func draw() -> String
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n")
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        Array(repeating: String(repeating: "*", count: size), count: size).joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}

func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print("---")

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }
let opaqueJoined = join(Triangle(size: 3), flip(Triangle(size: 3)))
print(opaqueJoined.draw())
print("---")

func makeCounter() -> some Sequence<Int> {
    stride(from: 10, through: 30, by: 10)
}
print(Array(makeCounter()))
func evens(upTo n: Int) -> some Collection<Int> { (0...n).filter { $0 % 2 == 0 } }
let e = evens(upTo: 9)
print(e.count, Array(e))
print("same underlying type each call:", type(of: makeTrapezoid()) == type(of: trapezoid))
