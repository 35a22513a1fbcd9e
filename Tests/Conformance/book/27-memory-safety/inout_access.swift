// Non-overlapping access to in-out parameters; avoiding conflicts by making explicit copies.
var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize   // reads the global while `number` is being written
}
var counter = 5
increment(&counter)
print("counter:", counter)

// Passing stepSize itself would overlap; make an explicit copy instead.
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("stepSize:", stepSize)

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print("scores:", playerOneScore, playerTwoScore)

func accumulate(_ values: [Int], into total: inout Int) {
    for v in values { total += v }
}
var grandTotal = 0
let snapshot = [1, 2, 3]
accumulate(snapshot, into: &grandTotal)
accumulate(snapshot.map { $0 * 10 }, into: &grandTotal)
print("grand total:", grandTotal)

// Instantaneous accesses never conflict, even to the same variable.
var one = 1
one = one + one
let doubled = one * one
print("instantaneous:", one, doubled)

var numbers = [3, 1, 2]
func sortInPlace(_ a: inout [Int]) { a.sort() }
sortInPlace(&numbers)
let firstCopy = numbers[0]
numbers.append(firstCopy)   // read completes before the append begins
print(numbers)

var a = 1, b = 2
swap(&a, &b)
print("swapped:", a, b)
