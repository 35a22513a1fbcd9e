// Overflowing a fixed-width integer with a standard (non-overflow) operator is an error, caught at compile time for literals.
let tooBig: UInt8 = 255 + 1
print(tooBig)
