// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3.0 * r * r
    case let .rect(w, h) where w == h: return w * w
    case .rect(let w, let h): return w * h
    case .point: return 0
    }
}
print(area(.circle(radius: 2)), area(.rect(width: 3, height: 3)), area(.rect(width: 2, height: 5)), area(.point))
// expect: 12.0 9.0 10.0 0.0
let pairs = [(1, "one"), (2, "two"), (3, "three")]
for pair in pairs {
    switch pair {
    case (1, let name): print("first is", name)
    case (let n, _) where n % 2 == 0: print(n, "is even")
    default: print("other", pair.1)
    }
}
// expect: first is one
// expect: 2 is even
// expect: other three
let grade: Character = "B"
switch grade {
case "A", "B": print("good") // expect: good
default: print("ok")
}
let maybeShape: Shape? = .point
switch maybeShape {
case .some(.point): print("a point") // expect: a point
case .some(let s): print("shape", area(s))
case .none: print("nothing")
}
let code = 404
let message: String
switch code {
case 200..<300: message = "success"
case 400, 404: message = "client error"
default: message = "unknown"
}
print(message) // expect: client error
