// Arithmetic operators require both operands to have the same type.
let count: Int = 3
let price: Double = 2.5
let total = count * price
print(total)
