// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
var queue = [3, 1, 4, 1, 5]
while let next = queue.first, next != 4 {
    print("took", next)
    queue.removeFirst()
}
// expect: took 3
// expect: took 1
print(queue) // expect: [4, 1, 5]
var n = 0
repeat {
    n += 2
} while n < 7
print(n) // expect: 8
var countdown = 3
while countdown > 0 {
    defer { countdown -= 1 }
    if countdown == 2 { continue }
    print("T-minus", countdown)
}
// expect: T-minus 3
// expect: T-minus 1
func collatz(_ start: Int) -> Int {
    var x = start, steps = 0
    while x != 1 {
        x = x.isMultiple(of: 2) ? x / 2 : 3 * x + 1
        steps += 1
    }
    return steps
}
print((1...6).map(collatz)) // expect: [0, 1, 7, 2, 5, 8]
