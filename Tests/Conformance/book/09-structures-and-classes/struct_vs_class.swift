// Side-by-side comparison: same shape as a struct and a class; mutation visibility.
struct PointStruct {
    var x: Int
    var y: Int
}
final class PointClass {
    var x: Int
    var y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
}

var s1 = PointStruct(x: 1, y: 1)
var s2 = s1
s2.x = 10

let c1 = PointClass(x: 1, y: 1)
let c2 = c1
c2.x = 10

print("struct: s1.x=\(s1.x) s2.x=\(s2.x)")
print("class:  c1.x=\(c1.x) c2.x=\(c2.x)")

func moveStruct(_ p: PointStruct) -> PointStruct {
    var p = p
    p.y += 5
    return p
}
func moveClass(_ p: PointClass) {
    p.y += 5
}
let moved = moveStruct(s1)
moveClass(c1)
print("after move: s1.y=\(s1.y) moved.y=\(moved.y) c1.y=\(c1.y) c2.y=\(c2.y)")

var structs = Array(repeating: PointStruct(x: 0, y: 0), count: 3)
structs[0].x = 7
print("structs:", structs.map { $0.x })
let shared = PointClass(x: 0, y: 0)
let classes = Array(repeating: shared, count: 3)
classes[0].x = 7
print("classes:", classes.map { $0.x })

extension PointStruct: Equatable {}
print("structs equal:", PointStruct(x: 2, y: 3) == PointStruct(x: 2, y: 3))
print("class identity:", PointClass(x: 2, y: 3) === PointClass(x: 2, y: 3))
s1 = s2
print("reassigned s1.x:", s1.x)
