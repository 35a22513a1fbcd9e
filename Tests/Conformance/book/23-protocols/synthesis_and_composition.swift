// Synthesized Equatable/Hashable/Comparable, protocol inheritance, composition, conformance checks.
struct Vector3D: Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
let v1 = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let v2 = Vector3D(x: 2.0, y: 3.0, z: 4.0)
print("equal:", v1 == v2, "set count:", Set([v1, v2, Vector3D()]).count)
let levels: [SkillLevel] = [.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
print(levels.sorted())

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter: Named {
    func greeting() -> String
}
struct Person: Named, Aged, Greeter {
    var name: String
    var age: Int
    func greeting() -> String { "Hi, I'm \(name)" }
}
class Location { let lat: Double, lon: Double; init(_ a: Double, _ b: Double) { lat = a; lon = b } }
final class City: Location, Named {
    let name: String
    init(name: String, lat: Double, lon: Double) { self.name = name; super.init(lat, lon) }
}

func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name) at (\(location.lat), \(location.lon))!")
}
let malcolm = Person(name: "Malcolm", age: 21)
wishHappyBirthday(to: malcolm)
beginConcert(in: City(name: "Seattle", lat: 47.6, lon: -122.3))
print(malcolm.greeting())

let items: [Any] = [malcolm, City(name: "Oslo", lat: 59.9, lon: 10.7), v1, 42]
for item in items {
    let named = (item as? Named)?.name ?? "-"
    print(type(of: item), "Named:", item is Named, "Aged:", item is Aged, "Greeter:", item is Greeter, "name:", named)
}
