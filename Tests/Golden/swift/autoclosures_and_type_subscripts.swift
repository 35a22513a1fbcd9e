// `@autoclosure` arguments are evaluated only when the function asks, and a
// type's own `static subscript` reads and writes through the type.
var evaluations = 0
func expensive(_ n: Int) -> Int { evaluations += 1; return n * n }

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { print("failed:", message()) }
}
func firstNonNil<T>(_ a: T?, orElse fallback: @autoclosure () -> T) -> T { a ?? fallback() }

check(expensive(3) == 9, "square of \(expensive(3))")
check(expensive(2) == 5, "square of two was \(expensive(2))")
print(firstNonNil(7, orElse: expensive(100)), firstNonNil(nil, orElse: expensive(4)), evaluations)

struct Settings {
    private static var values: [String: String] = ["theme": "dark"]
    static subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
    static subscript(key: String, default fallback: String) -> String { values[key] ?? fallback }
}
Settings["font"] = "Menlo"
Settings["theme"] = nil
print(Settings["font"] ?? "-", Settings["theme"] ?? "-", Settings["size", default: "12"])

enum Weekday: Int, CaseIterable {
    case mon = 1, tue, wed, thu, fri
    static subscript(_ n: Int) -> Weekday { Weekday(rawValue: (n - 1) % 5 + 1)! }
}
print(Weekday[3], Weekday[7], (1...5).map { Weekday[$0 * 2] })

struct Shelf {
    var books = ["Dune", "Emma", "Ulysses"]
    subscript(i: Int, placeholder placeholder: String = "—") -> String { books.indices.contains(i) ? books[i] : placeholder }
    subscript(many: Int...) -> [String] { many.map { self[$0] } }
}
let shelf = Shelf()
print(shelf[1], shelf[5], shelf[5, placeholder: "?"], shelf[0, 2, 9])

// expect: failed: square of two was 4
// expect: 7 16 4
// expect: Menlo - 12
// expect: wed tue [autoclosures_and_type_subscripts.Weekday.tue, autoclosures_and_type_subscripts.Weekday.thu, autoclosures_and_type_subscripts.Weekday.mon, autoclosures_and_type_subscripts.Weekday.wed, autoclosures_and_type_subscripts.Weekday.fri]
// expect: Emma — ? ["Dune", "Ulysses", "—"]
