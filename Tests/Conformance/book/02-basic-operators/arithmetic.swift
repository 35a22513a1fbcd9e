// Assignment, arithmetic, remainder, unary operators and compound assignment.
let (a, b) = (17, 5)
print("a + b =", a + b)
print("a - b =", a - b)
print("a * b =", a * b)
print("a / b =", a / b)
print("a % b =", a % b)
print("-a % b =", -a % b)
print("a % -b =", a % -b)
print("7.5 / 2 =", 7.5 / 2)
print("concat:", "con" + "cat")

let positive = 6
let negative = -positive
let stillNegative = +negative
print(negative, stillNegative, -negative)

var counter = 10
counter += 5
counter -= 3
counter *= 2
counter /= 4
counter %= 5
print("counter:", counter)

var label = "Item"
label += " #"
label += String(counter)
print(label)

// Splitting something into groups with remainder
let totalEggs = 40
let perCarton = 12
let cartons = totalEggs / perCarton
let leftover = totalEggs % perCarton
print("\(cartons) cartons, \(leftover) left over")

// Operator precedence
let result = 2 + 3 * 4 - 10 / 2
let grouped = (2 + 3) * (4 - 10) / 2
print(result, grouped)

// Floating point remainder uses truncatingRemainder
let angle = 370.0
print("normalized angle:", angle.truncatingRemainder(dividingBy: 360))
