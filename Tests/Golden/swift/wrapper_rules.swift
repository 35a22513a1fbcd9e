// A wrapper's arguments with an implicit member taking a trailing closure.
enum Rule {
    case within(ClosedRange<Int>)
    case custom((Int) -> Bool)
    func allows(_ v: Int) -> Bool {
        switch self {
        case .within(let r): return r.contains(v)
        case .custom(let test): return test(v)
        }
    }
}
@propertyWrapper
struct Checked {
    private var value: Int
    private let rules: [Rule]
    private(set) var projectedValue: [String] = []
    init(wrappedValue: Int, _ rules: Rule...) { self.rules = rules; value = wrappedValue }
    var wrappedValue: Int {
        get { value }
        set {
            if rules.allSatisfy({ $0.allows(newValue) }) { value = newValue } else { projectedValue.append("refused \(newValue)") }
        }
    }
}
struct Settings {
    @Checked(.within(0...120), .custom { $0 % 5 == 0 }) var autoLock: Int = 5
}
var s = Settings()
for v in [10, 7, 200, 60] { s.autoLock = v }
print(s.autoLock, s.$autoLock)

// expect: 60 ["refused 7", "refused 200"]
