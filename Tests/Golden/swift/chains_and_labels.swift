// Optional chains that assign (`d[k]? += 1`, `(x as? C)?.p = v`), tuples
// declared before their values, labels from a closure's result type and from
// a tuple typealias nested in a type, and an Array extension's overload that
// takes an array where the standard method takes a closure.
var scores = ["ann": 3]
scores["ann"]? += 4
scores["bob"]? += 4
print(scores)

class Lamp { var on = true; let name: String; init(_ n: String) { name = n } }
let things: [AnyObject] = [Lamp("desk"), Lamp("hall")]
(things.first as? Lamp)?.on = false
(things.last as? Lamp)?.on = true
print(things.compactMap { ($0 as? Lamp).map { "\($0.name)=\($0.on)" } })

func plan(_ flexible: Bool) -> String {
    let (id, delta): (String, Int)
    switch flexible {
    case true: (id, delta) = ("meeting", 30)
    case false: (id, delta) = ("flight", 0)
    }
    return "\(id)+\(delta)"
}
print(plan(true), plan(false))

let raw = [(9.0, 10.0), (4.5, 5.0)]
let pairs = raw.map { r -> (earned: Double, max: Double) in (r.0, r.1) }
print(pairs.map { $0.earned / $0.max }, pairs[0])

struct Scene {
    typealias Step = (target: String, level: Int)
    let name: String
    let steps: [Step]
}
let scene = Scene(name: "evening", steps: [("lamp", 20), ("tv", 0)])
print(scene.steps.map { "\($0.target):\($0.level)" }, scene.steps[1])

enum Order { case name, size }
struct File { var name: String; var size: Int }
extension Array where Element == File {
    func sorted(by orders: [Order]) -> [File] {
        sorted { a, b in
            for o in orders {
                switch o {
                case .name where a.name != b.name: return a.name < b.name
                case .size where a.size != b.size: return a.size < b.size
                default: continue
                }
            }
            return false
        }
    }
}
let files = [File(name: "b", size: 2), File(name: "a", size: 3), File(name: "a", size: 1)]
print(files.sorted(by: [.name, .size]).map { "\($0.name)\($0.size)" }, files.sorted { $0.size > $1.size }.map(\.size))

// expect: ["ann": 7]
// expect: ["desk=false", "hall=true"]
// expect: meeting+30 flight+0
// expect: [0.9, 0.9] (earned: 9.0, max: 10.0)
// expect: ["lamp:20", "tv:0"] (target: "tv", level: 0)
// expect: ["a1", "a3", "b2"] [3, 2, 1]
