// Boxed protocol types with `any`: heterogeneous storage, dynamic type, unboxing with casts and opening existentials.
protocol Shape {
    var name: String { get }
    func area() -> Double
}
struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect" }
    func area() -> Double { w * h }
}
struct Circle: Shape {
    var r: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * r * r }
}

struct VerticalShapes {
    var shapes: [any Shape]
    func describe() -> String { shapes.map { "\($0.name)(\($0.area()))" }.joined(separator: " / ") }
}
var stack = VerticalShapes(shapes: [Rect(w: 2, h: 3), Circle(r: 1)])
stack.shapes.append(Rect(w: 1, h: 1))
print(stack.describe())

for shape in stack.shapes {
    if let rect = shape as? Rect {
        print("unboxed rect with width", rect.w)
    } else {
        print("not a rect:", type(of: shape))
    }
}

var current: any Shape = Rect(w: 4, h: 4)
print(current.name, current.area())
current = Circle(r: 2)
print(current.name, current.area())

func describe<S: Shape>(_ s: S) -> String { "\(S.self) has area \(s.area())" }
for shape in stack.shapes {
    print(describe(shape))  // the existential is opened to a concrete S
}

protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct Box<T>: Container { var items: [T] }
let containers: [any Container] = [Box(items: [1, 2, 3]), Box(items: ["x"])]
for c in containers {
    print("container with \(c.items.count) item(s):", c.items)
}
let biggest = stack.shapes.max { $0.area() < $1.area() }!
print("biggest:", biggest.name)
