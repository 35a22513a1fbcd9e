// A generic function's parameter named as a value (T(x), T.min, T.self) is the
// type of the argument declared with it, as Swift infers it.
func largest<T: FixedWidthInteger>(_ values: [T]) -> T { values.reduce(T.min) { max($0, $1) } }
print(largest([3, 9, 2] as [UInt8]), largest([-5, -2] as [Int]))
func zeroLike<T: Numeric>(_ x: T) -> T { T.zero + x * 2 }
print(zeroLike(4), zeroLike(1.5))
func describe<T>(_ type: T.Type) -> String { "\(T.self)" }
print(describe(Int.self), describe(UInt16.self))
func convert<T: BinaryInteger>(_ v: Int, to: T.Type) -> T { T(v) }
print(convert(200, to: UInt8.self), type(of: convert(7, to: Int16.self)))
struct P { var n: Int }
func make<T>(_ sample: T) -> String { "\(T.self)" }
print(make(P(n: 1)), make("s"))
print((-5).magnitude, 12.nonzeroBitCount, 8.trailingZeroBitCount)
// expect: 9 -2
// expect: 8 3.0
// expect: Int UInt16
// expect: 200 Int16
// expect: P String
// expect: 5 2 3
