// Functions overloaded by the number of parameters a function-type
// parameter takes: the closure passed decides which one runs.
func describe<A, R>(_ f: (A) -> R) -> String { "unary" }
func describe<A, B, R>(_ f: (A, B) -> R) -> String { "binary" }
func describe<A, B, C, R>(_ f: (A, B, C) -> R) -> String { "ternary" }

func apply<A, B, R>(_ f: @escaping (A, B) -> R) -> (A) -> (B) -> R { { a in { b in f(a, b) } } }
func apply<A, B, C, R>(_ f: @escaping (A, B, C) -> R) -> (A) -> (B) -> (C) -> R { { a in { b in { c in f(a, b, c) } } } }

print(describe { (x: Int) in x }, describe { (x: Int, y: Int) in x + y }, describe { (a: String, b: Int, c: Bool) in "\(a)\(b)\(c)" })
let join = apply { (a: String, b: String) in a + "-" + b }
let box = apply { (w: Int, h: Int, d: Int) in w * h * d }
print(join("left")("right"), box(2)(3)(4))
let plus = apply(+) as (Int) -> (Int) -> Int
print([1, 2, 3].map(plus(10)))

// expect: unary binary ternary
// expect: left-right 24
// expect: [11, 12, 13]
