// Mirror(reflecting:) shows a value's parts: a struct's stored properties in
// order, a tuple's items, an array's elements, an enum case's payload.
struct Settings { var darkMode = false; var fontSize = 14; var name: String? = nil }
let a = Settings(), b = Settings(darkMode: true, fontSize: 14, name: "x")
let changed = Mirror(reflecting: b).children.compactMap { child -> String? in
    guard let label = child.label else { return nil }
    let old = Mirror(reflecting: a).children.first { $0.label == label }
    return "\(old?.value ?? "?")" != "\(child.value)" ? label : nil
}
print(changed)
for c in Mirror(reflecting: (1, name: "z")).children { print(c.label ?? "-", c.value) }
print(Mirror(reflecting: [3, 4]).children.map { "\($0.label ?? "nil"):\($0.value)" })
enum E { case pair(Int, String), none }
print(Mirror(reflecting: E.pair(1, "a")).children.map { "\($0.label ?? "nil")=\($0.value)" }, Mirror(reflecting: E.none).children.count)
print(Mirror(reflecting: 5).children.count)

// expect: ["darkMode", "name"]
// expect: .0 1
// expect: name z
// expect: ["nil:3", "nil:4"]
// expect: ["pair=(1, \"a\")"] 0
// expect: 0
