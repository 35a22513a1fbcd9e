// Function types as variables, parameters and return types; nested functions.
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
func multiplyTwoInts(_ a: Int, _ b: Int) -> Int { a * b }

var mathFunction: (Int, Int) -> Int = addTwoInts
print("Result: \(mathFunction(2, 3))")
mathFunction = multiplyTwoInts
print("Result: \(mathFunction(2, 3))")
let another = addTwoInts
print(type(of: another))

func printMathResult(_ fn: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(fn(a, b))")
}
printMathResult(addTwoInts, 3, 5)

func stepForward(_ input: Int) -> Int { input + 1 }
func stepBackward(_ input: Int) -> Int { input - 1 }
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    return backward ? stepBackward : stepForward
}
var currentValue = 3
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)...")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")

func chooseNested(backward: Bool) -> (Int) -> Int {
    func forward(_ x: Int) -> Int { x + 1 }
    func backwardFn(_ x: Int) -> Int { x - 1 }
    return backward ? backwardFn : forward
}
currentValue = -4
let toward = chooseNested(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)...", terminator: " ")
    currentValue = toward(currentValue)
}
print("zero!")

let operations: [(String, (Int, Int) -> Int)] = [("+", addTwoInts), ("*", multiplyTwoInts), ("-", (-))]
for (symbol, op) in operations {
    print("7 \(symbol) 4 = \(op(7, 4))")
}

func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    return { g(f($0)) }
}
print(compose(stepForward, { $0 * 10 })(4))
