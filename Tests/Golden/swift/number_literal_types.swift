// An array (or dictionary) literal of numbers with a Double among them is a
// [Double] when nothing asks for another type, as Swift infers it; an [Any]
// annotation keeps its Ints.
let mixed = [2.5, 1, 3]
print(mixed) // expect: [2.5, 1.0, 3.0]
var grow = [1, 2.0]
grow.append(4)
print(grow) // expect: [1.0, 2.0, 4.0]
let ints = [1, 2, 3]
print(ints) // expect: [1, 2, 3]
let anything: [Any] = [2.5, 1, 3]
print(anything) // expect: [2.5, 1, 3]
print([0.5, 2, -3]) // expect: [0.5, 2.0, -3.0]
let weights = ["a": 1, "b": 0.5]
print(weights["a"]!) // expect: 1.0
let negative = [-1, 0.25]
print(negative) // expect: [-1.0, 0.25]
print("total:", [1, 1.5].reduce(0, +)) // expect: total: 2.5
