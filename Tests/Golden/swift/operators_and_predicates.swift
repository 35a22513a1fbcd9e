// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A type's prefix and compound-assignment operators, operators chosen by their
// operand types, a force-unwrapped element changed in place, prefix(while:)
// and drop(while:), and a closure held in a tuple.
struct Vector: Equatable {
    var x: Int, y: Int
    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func * (k: Int, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static func * (v: Vector, k: Int) -> Vector { Vector(x: v.x * k, y: v.y * k + 100) }
    static func += (lhs: inout Vector, rhs: Vector) {
        print("adding", rhs.x, rhs.y)
        lhs = lhs + rhs
    }
}
var position = Vector(x: 1, y: 2)
position += Vector(x: 10, y: 10) // expect: adding 10 10
var path = [Vector(x: 0, y: 0)]
path[0] += position               // expect: adding 11 12
print(-position, 2 * position, position * 2) // expect: Vector(x: -11, y: -12) Vector(x: 22, y: 24) Vector(x: 22, y: 124)
print(path[0] == position) // expect: true

struct Flag { var on: Bool; static prefix func ! (f: Flag) -> Flag { Flag(on: !f.on) } }
print((!Flag(on: true)).on) // expect: false

var tally = ["apple": 1]
tally["apple"]! += 2
print(tally) // expect: ["apple": 3]

let readings = [3, 5, 8, 1, 9]
print(readings.prefix { $0 < 6 }, readings.drop(while: { $0 < 6 })) // expect: [3, 5] [8, 1, 9]
print("0042".drop { $0 == "0" }, "aab".prefix(while: { $0 == "a" })) // expect: 42 aa

let job = (name: "backup", run: { print("running backup") })
job.run() // expect: running backup
