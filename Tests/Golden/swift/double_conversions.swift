// Int literals become Doubles wherever a Double is declared: parameters, returns,
// containers of Doubles, nested ones; Doubles already there are kept as they are.
func total(_ xs: [Double]) -> Double {
    var sum = 0.0
    for x in xs { sum += x }
    return sum
}
func half(_ x: Double) -> Double { x / 2 }
func one() -> Double { return 1 }
func grid(_ rows: [[Double]]) -> String { "\(rows)" }
func weights(_ w: [String: Double]) -> String { "\(w["a"]!) \(w["b"]!)" }
let doubles: [Double] = [0.5, 1.5]
print(total([1, 2, 3]), total(doubles), half(3), one())   // expect: 6.0 2.0 1.5 1.0
print(grid([[1, 2], [0.5]]), weights(["a": 1, "b": 2.5]))  // expect: [[1.0, 2.0], [0.5]] 1.0 2.5
var copy: [Double] = doubles
copy[0] = 9.5
print(doubles, copy)                                      // expect: [0.5, 1.5] [9.5, 1.5]
