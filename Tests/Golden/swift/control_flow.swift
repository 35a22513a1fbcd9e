// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
var total = 0
for i in 1...10 where i % 2 == 0 {
    total += i
}
print(total) // expect: 30

var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("steps:", steps) // expect: steps: 111

let grade = 87
switch grade {
case 90...100: print("A")
case 80..<90: print("B") // expect: B
default: print("C")
}

let word = "b"
switch word {
case "a", "b": print("early") // expect: early
default: print("late")
}

var k = 0
repeat { k += 3 } while k < 10
print(k) // expect: 12

do {
    print("in do") // expect: in do
}

func sign(_ x: Int) -> String {
    guard x != 0 else { return "zero" }
    if x > 0 { return "positive" } else { return "negative" }
}
print(sign(-4), sign(0), sign(9)) // expect: negative zero positive
