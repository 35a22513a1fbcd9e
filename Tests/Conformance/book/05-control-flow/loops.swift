// for-in over ranges/collections/strides, while, repeat-while.
let ages = ["Anna": 32, "Brian": 19, "Cleo": 45]
for name in ages.keys.sorted() {
    print("\(name) is \(ages[name]!)")
}

var power = 1
for _ in 1...10 {
    power *= 2
}
print("2^10 =", power)

for tick in stride(from: 0, to: 60, by: 15) {
    print("minute", tick)
}
for tick in stride(from: 3, through: 12, by: 3) {
    print("hour", tick, terminator: "; ")
}
print()

// Snakes and ladders style board with while
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
var moves = 0
while square < finalSquare {
    diceRoll = diceRoll % 6 + 1
    square += diceRoll
    if square < board.count {
        square += board[square]
    }
    moves += 1
}
print("while: finished in \(moves) moves")

square = 0; diceRoll = 0; moves = 0
repeat {
    square += board[square]
    diceRoll = diceRoll % 6 + 1
    square += diceRoll
    moves += 1
} while square < finalSquare
print("repeat-while: finished in \(moves) moves at \(square)")

var countdown = 3
repeat {
    print("T-minus \(countdown)")
    countdown -= 1
} while countdown > 0
print("liftoff")
