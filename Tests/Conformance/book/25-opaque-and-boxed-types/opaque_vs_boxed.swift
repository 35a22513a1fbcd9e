// Differences between opaque and boxed types: type identity, Equatable/Self requirements, opaque parameters.
protocol Shape: Equatable {
    func draw() -> String
}
struct Line: Shape {
    var length: Int
    func draw() -> String { String(repeating: "-", count: length) }
}
struct Dot: Shape {
    func draw() -> String { "." }
}

func makeLine(_ n: Int) -> some Shape { Line(length: n) }
let a = makeLine(3)
let b = makeLine(3)
let c = makeLine(5)
print("opaque values of the same function are comparable:", a == b, a == c)

let boxed: [any Shape] = [Line(length: 2), Dot(), Line(length: 2)]
func isEqual(_ x: any Shape, _ y: any Shape) -> Bool {
    func compare<T: Shape>(_ lhs: T, _ rhs: any Shape) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
    return compare(x, y)
}
print("boxed equality via opening:", isEqual(boxed[0], boxed[2]), isEqual(boxed[0], boxed[1]))

func render(_ shape: some Shape) -> String { "[\(shape.draw())]" }
func renderAll(_ shapes: [any Shape]) -> String { shapes.map { render($0) }.joined() }
print(render(Line(length: 4)), render(Dot()))
print(renderAll(boxed))

func pick(_ useLine: Bool) -> any Shape {
    useLine ? Line(length: 1) : Dot()
}
print(type(of: pick(true)), type(of: pick(false)))

func sum(of values: some Sequence<Int>) -> Int { values.reduce(0, +) }
print(sum(of: [1, 2, 3]), sum(of: 1...10), sum(of: Set([5, 5, 6])))

func twice(_ shape: some Shape) -> some Shape { shape }
let x = twice(Dot())
print("opaque result is still Equatable:", x == twice(Dot()))
