// Literals take the type declared for them: a generic parameter's, a tuple
// pattern's, a sized raw value's; an array literal chooses the overload whose
// element type it can be.
func machineEpsilon<F: BinaryFloatingPoint>(_ type: F.Type) -> F {
    var eps: F = 1
    while 1 + eps / 2 != 1 { eps /= 2 }
    return eps
}
print(machineEpsilon(Float.self), machineEpsilon(Double.self))

extension UInt64 {
    func powMod(_ e: UInt64, _ m: UInt64) -> UInt64 {
        var (result, base, exp): (UInt64, UInt64, UInt64) = (1, self % m, e)
        while exp > 0 {
            if exp & 1 == 1 { result = result * base % m }
            base = base * base % m
            exp >>= 1
        }
        return result
    }
}
print(UInt64(3).powMod(200, 1_000_007))

enum Trit: Int8 {
    case minus = -1, zero = 0, plus = 1
    init?(_ c: Character) {
        switch c {
        case "-": self = .minus
        case "+": self = .plus
        default: return nil
        }
    }
    var symbol: Character { ["-", "0", "+"][Int(rawValue) + 1] }
}
print(Trit(rawValue: Int8(1))!.symbol, Trit("-")!.rawValue, Trit(rawValue: 5) == nil)

struct Solver {
    func solve(_ rhs: [[Double]]) -> String { "matrix of \(rhs.count)" }
    func solve(_ b: [Double]) -> String { "vector of \(b.count), then " + solve(b.map { [$0] }) }
}
print(Solver().solve([1, 2, 3]))
print(Solver().solve([[1], [2]]))
// expect: 1.1920929e-07 2.220446049250313e-16
// expect: 959082
// expect: + -1 true
// expect: vector of 3, then matrix of 3
// expect: matrix of 2
