// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `if` and `switch` as values: in a declaration, an assignment and a return,
// each branch one expression; and the strict set relations.
let temperature = 31
let feeling = if temperature > 25 { "hot" } else if temperature < 10 { "cold" } else { "mild" }
print(feeling)
var decade: String
decade = switch temperature / 10 {
case 0: "single digits"
case 1, 2: "teens and twenties"
default: "thirties or more"
}
print(decade)
func sign(_ n: Int) -> String {
    let word = if n > 0 { "positive" } else if n < 0 { "negative" } else { "zero" }
    return word.uppercased()
}
print(sign(4), sign(-2), sign(0))
let small: Set = [1, 2]
let big: Set = [1, 2, 3]
print(small.isStrictSubset(of: big), big.isStrictSuperset(of: small), small.isStrictSubset(of: small))
// expect: hot
// expect: thirties or more
// expect: POSITIVE NEGATIVE ZERO
// expect: true true false
