// Constants, variables, type annotations, inference, numeric literals and conversions.
let maximumRetries = 3
var currentAttempt = 0
var greeting: String = "Hello"
var x = 0.0, y = 0.0, z = 0.0

while currentAttempt < maximumRetries {
    currentAttempt += 1
}
print("attempts:", currentAttempt)

greeting = greeting + ", world"; print(greeting) // semicolons allowed

// Integer bounds
print("UInt8 range: \(UInt8.min)...\(UInt8.max)")
print("Int16 range: \(Int16.min)...\(Int16.max)")
print("Int32.max =", Int32.max)

// Numeric literals in different bases and forms
let decimal = 17
let binary = 0b10001
let octal = 0o21
let hex = 0x11
print(decimal == binary, binary == octal, octal == hex)
let million = 1_000_000
let exponent = 1.25e2
let hexFloat = 0xFp2
print(million, exponent, hexFloat)

// Type inference
let inferredDouble = 3 + 0.14159
print(type(of: inferredDouble), type(of: decimal))

// Explicit conversion
let small: UInt8 = 200
let big: UInt16 = 1000
let sum = big + UInt16(small)
print("sum:", sum)
let three = 3
let fraction = 0.25
let total = Double(three) + fraction
print("total:", total)
print("truncated:", Int(-3.9), Int(4.75))

// Type alias
typealias Score = UInt16
var best = Score.min
best = 512
print("best score:", best, "max:", Score.max)

x = 1.5; y = 2.5; z = x * y
print(x, y, z, separator: " | ", terminator: " <end>\n")
let 🐱name = "Whiskers"
print(🐱name)
