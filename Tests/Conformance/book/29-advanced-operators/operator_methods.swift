// Operator methods: infix, prefix, compound assignment, equivalence, custom operators with precedence groups.
struct Vector2D: CustomStringConvertible {
    var x = 0.0, y = 0.0
    var description: String { "(\(x), \(y))" }
}
extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D {
        Vector2D(x: -vector.x, y: -vector.y)
    }
    static func += (left: inout Vector2D, right: Vector2D) {
        left = left + right
    }
    static func * (scalar: Double, v: Vector2D) -> Vector2D {
        Vector2D(x: scalar * v.x, y: scalar * v.y)
    }
}
extension Vector2D: Equatable {}

let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
print("sum:", vector + anotherVector)
print("negative:", -vector, "double negative:", -(-vector))
var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print("after +=:", original)
print("equal:", original == Vector2D(x: 4.0, y: 6.0), "not equal:", vector != anotherVector)
print("scaled:", 2 * vector + anotherVector)

prefix operator +++
extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print("doubled:", toBeDoubled, afterDoubling)

infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
print("plus-minus:", Vector2D(x: 1.0, y: 2.0) +- Vector2D(x: 3.0, y: 4.0))

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
print("2 ** 3 ** 2 =", 2 ** 3 ** 2, "| 3 * 2 ** 3 =", 3 * 2 ** 3)
postfix operator %%
postfix func %% (value: Double) -> Double { value / 100 }
print("percent:", 25%% * 80)
