// Type subscripts (static subscript), subscripts with default parameter values, variadic subscripts.
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}
let mars = Planet[4]
print(mars)

struct Registry {
    private static var storage: [String: String] = [:]
    static subscript(key: String) -> String? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
    static var keys: [String] { storage.keys.sorted() }
}
Registry["host"] = "localhost"
Registry["port"] = "8080"
Registry["temp"] = "x"
Registry["temp"] = nil
print(Registry.keys, Registry["host"] ?? "-", Registry["missing"] ?? "-")

struct Palette {
    var colors = ["red", "green", "blue"]
    subscript(index: Int, fallback fallback: String = "black") -> String {
        colors.indices.contains(index) ? colors[index] : fallback
    }
    subscript(indices: Int...) -> [String] {
        indices.map { self[$0] }
    }
}
let palette = Palette()
print(palette[1], palette[9], palette[9, fallback: "white"])
print(palette[0, 2, 5])

class Cache {
    private var values: [Int: String] = [:]
    private(set) var misses = 0
    subscript(key: Int) -> String {
        if let v = values[key] { return v }
        misses += 1
        let v = String(repeating: "*", count: key)
        values[key] = v
        return v
    }
}
let cache = Cache()
print(cache[3], cache[3], cache[5], "misses:", cache.misses)
