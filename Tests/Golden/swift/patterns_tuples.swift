// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
let pair = (3, "three")
let (number, name) = pair
print(number, name) // expect: 3 three
var point = (x: 1, y: 2)
point.x = 10
print(point.x, point.y, point.0) // expect: 10 2 10
print(point) // expect: (x: 10, y: 2)

func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on the x axis"
    case (0, _): return "on the y axis"
    case let (x, y) where x == y: return "diagonal"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}
print(classify((0, 0)), classify((5, 0)), classify((0, 1)), classify((3, 3)), classify((1, -1)), classify((9, 4)))
// expect: origin on the x axis on the y axis diagonal near far

let value = 7
switch value {
case 1:
    print("one")
case 7:
    print("seven")
    fallthrough
case 8:
    print("and more") 
default:
    print("default")
}
// expect: seven
// expect: and more

let maybe: Int? = 5
if case let v? = maybe { print("has", v) } // expect: has 5
switch maybe {
case .some(let v): print("some", v) // expect: some 5
case .none: print("none")
}
let items: [Int?] = [1, nil, 3]
for case let x? in items { print(x) }
// expect: 1
// expect: 3
func firstEven(_ xs: [Int]) -> Int {
    for x in xs {
        guard x % 2 == 0 else { continue }
        return x
    }
    return -1
}
print(firstEven([1, 3, 4, 6])) // expect: 4
let anything: [Any] = [1, "two", 3.0, true]
for thing in anything {
    switch thing {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case is Double: print("a Double")
    default: print("something else")
    }
}
// expect: Int 1
// expect: String two
// expect: a Double
// expect: something else
