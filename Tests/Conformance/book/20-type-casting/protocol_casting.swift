// Casting to and checking protocol conformance, metatypes, and bridging numeric/collection casts.
protocol HasArea { var area: Double { get } }
protocol Named { var name: String { get } }

struct Circle: HasArea, Named {
    var radius: Double
    var area: Double { 3.0 * radius * radius }
    var name: String { "circle" }
}
struct Country: HasArea {
    var area: Double
}
class Animal: Named {
    let name: String
    init(name: String) { self.name = name }
}

let objects: [Any] = [Circle(radius: 2.0), Country(area: 243_610), Animal(name: "owl")]
for object in objects {
    var parts: [String] = []
    if let a = object as? HasArea { parts.append("area \(a.area)") }
    if let n = object as? Named { parts.append("named \(n.name)") }
    if object is HasArea & Named { parts.append("both") }
    print(type(of: object), parts.isEmpty ? "nothing" : parts.joined(separator: ", "))
}

let types: [Any.Type] = [Int.self, String.self, Circle.self, Animal.self]
for t in types {
    print(t, "is HasArea type:", t is HasArea.Type, "is class:", t is AnyClass)
}

let numbers: [Any] = [1, 2.5, Int8(3), UInt(4)]
for n in numbers {
    if let i = n as? Int { print("Int", i) }
    else if let d = n as? Double { print("Double", d) }
    else { print("other numeric:", type(of: n), n) }
}

let anyArray: Any = [1, 2, 3]
if let ints = anyArray as? [Int] { print("array of Int with", ints.count, "elements") }
if anyArray as? [String] == nil { print("not an array of String") }
let dict: Any = ["a": 1]
print((dict as? [String: Int])?["a"] ?? 0)
