// Property wrappers: wrappedValue, initial values and arguments, projected values.
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    private(set) var projectedValue: Bool = false

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = clamped != newValue
            value = clamped
        }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
extension String {
    func trimmingSpaces() -> String {
        String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

struct Settings {
    @Clamped(0...100) var brightness: Int = 50
    @Clamped(1...5) var speed: Int = 9
    @Trimmed var title: String = "   untitled  "
}

var settings = Settings()
print("initial:", settings.brightness, settings.speed, "[\(settings.title)]")
settings.brightness = 150
print("brightness:", settings.brightness, "was clamped:", settings.$brightness)
settings.brightness = 30
print("brightness:", settings.brightness, "was clamped:", settings.$brightness)
settings.title = "  Hello Swift "
print("[\(settings.title)]")

func demoLocal() {
    @Clamped(0...10) var local: Int = 3
    local += 20
    print("local wrapped:", local, "clamped:", $local)
}
demoLocal()
