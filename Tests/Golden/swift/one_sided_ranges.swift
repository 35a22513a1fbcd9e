// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
let xs = [10, 20, 30, 40, 50]
print(Array(xs[2...]), Array(xs[..<2]), Array(xs[...1]), Array(xs[1..<3]))
func bmi(_ v: Double) -> String {
    switch v {
    case ..<18.5: return "under"
    case 18.5..<25: return "normal"
    case 25...: return "over"
    default: return "?"
    }
}
print([17.0, 22.4, 30.1].map(bmi))
let t = -5
switch t {
case ..<0: print("freezing")
case 0...15: print("cold")
default: print("warm")
}
let letter = "m"
switch letter {
case "a"..."l": print("first half")
case "m"..."z": print("second half")
default: print("other")
}

// What it prints:
// expect: [30, 40, 50] [10, 20] [10, 20] [20, 30]
// expect: ["under", "normal", "over"]
// expect: freezing
// expect: second half
