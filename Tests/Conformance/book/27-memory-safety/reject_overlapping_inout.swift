// Passing the same variable to two in-out parameters is an overlapping (conflicting) access.
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
balance(&playerOneScore, &playerOneScore)
print(playerOneScore)
