// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A type that is ExpressibleBy…Literal is made from a literal written where
// it is expected; a class's deinit runs when its last reference goes.
import Foundation
struct Stack: ExpressibleByArrayLiteral, CustomStringConvertible {
    var items: [Int] = []
    init(arrayLiteral elements: Int...) { items = elements }
    var description: String { "Stack\(items)" }
}
let stack: Stack = [1, 2, 3]
let empty: Stack = []
print(stack, empty, ([4, 5] as Stack).items.count) // expect: Stack[1, 2, 3] Stack[] 2

struct Celsius: ExpressibleByIntegerLiteral {
    var degrees: Int
    init(integerLiteral value: Int) { degrees = value }
}
let boiling: Celsius = 100
print(boiling.degrees) // expect: 100

class Connection {
    let name: String
    init(_ name: String) { self.name = name; print("open", name) }
    deinit { print("close", name) }
}
final class SecureConnection: Connection {
    deinit { print("wipe keys of", name) }
}
func useBriefly() {
    let c = Connection("a")
    print("using", c.name)
}
useBriefly()
// expect: open a
// expect: using a
// expect: close a
var current: Connection? = SecureConnection("b") // expect: open b
current = nil
// expect: wipe keys of b
// expect: close b
var pool = [Connection("c"), Connection("d")]
// expect: open c
// expect: open d
pool.removeAll()
// expect: close c
// expect: close d
print("done") // expect: done

let padded = "ab".padding(toLength: 5, withPad: ".", startingAt: 0)
print(padded + "|") // expect: ab...|
