// Strings cannot be indexed with integer subscripts; String.Index must be used.
let greeting = "Hello"
let first = greeting[0]
print(first)
