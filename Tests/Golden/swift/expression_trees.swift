// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    func evaluate() -> Double {
        switch self {
        case .number(let n): return n
        case let .add(a, b): return a.evaluate() + b.evaluate()
        case let .multiply(a, b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }
    var depth: Int {
        switch self {
        case .number: return 1
        case .add(let a, let b), .multiply(let a, let b): return 1 + max(a.depth, b.depth)
        case .negate(let e): return 1 + e.depth
        }
    }
}
let e = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
print(e.evaluate(), e.depth)
struct Fraction: Equatable, CustomStringConvertible {
    let num: Int, den: Int
    init(_ n: Int, _ d: Int) {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = gcd(n, d)
        num = n / g; den = d / g
    }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(a.num * b.den + b.num * a.den, a.den * b.den) }
    var description: String { "\(num)/\(den)" }
}
print(Fraction(1, 2) + Fraction(1, 3), Fraction(2, 4) == Fraction(1, 2))

// What it prints:
// expect: -10.0 4
// expect: 5/6 true
