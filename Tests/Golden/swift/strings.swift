// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
let s = "Hello, World"
print(s.count) // expect: 12
print(s.uppercased(), s.lowercased()) // expect: HELLO, WORLD hello, world
print(s.hasPrefix("Hell"), s.hasSuffix("x")) // expect: true false
print(s.contains("lo, W")) // expect: true
print(s.replacingOccurrences(of: "l", with: "L")) // expect: HeLLo, WorLd
print(s.split(separator: ",").count) // expect: 2
let parts = "a,b,,c".components(separatedBy: ",")
print(parts) // expect: ["a", "b", "", "c"]
print(String(42) + "!") // expect: 42!
print(Int("17")! + 1) // expect: 18
print(Int("x") == nil) // expect: true
let name = "qas"
print("\(name) has \(name.count) letters") // expect: qas has 3 letters
print(s.isEmpty, "".isEmpty) // expect: false true
let multi = """
    one
      two
    """
print(multi) // expect: one
// expect:   two
print(3.5, 2.0, 10 / 4, 10.0 / 4) // expect: 3.5 2.0 2 2.5
