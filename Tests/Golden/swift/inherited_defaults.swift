// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A subclass that declares no stored property of its own still makes its
// instances with the superclass's defaults (a type with no defaults of its own
// skips the loop over them, so the flag must come down with the fields).
class Base { var count = 3; var label = "base" }
class Derived: Base { func describe() -> String { "\(label) \(count)" } }
class Leaf: Derived { var extra: Int? }
struct Plain { var x: Int; var y: Int }
print(Derived().describe(), Leaf().count, Leaf().extra == nil) // expect: base 3 3 true
print(Plain(x: 1, y: 2).x + Plain(x: 1, y: 2).y) // expect: 3
