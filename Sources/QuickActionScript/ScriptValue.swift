import QASLanguage

/// A script value as plain Swift data, for hosts and tests.
///
/// ```swift
/// let v: ScriptValue = ["a", 1]          // literals work
/// v == .array([.string("a"), .int(1)])    // true
/// ```
public enum ScriptValue: Equatable, CustomStringConvertible,
    ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ScriptValue])
    /// Key-value pairs in insertion order.
    case dictionary([Pair])
    /// An object: one of the host's (`ScriptObject`), or one of qas's own (a note,
    /// a shortcut item), which goes back to scripts as the same object.
    case object(ScriptObject)
    /// Anything else with no Swift equivalent (functions), by its printed form.
    case opaque(String)

    public struct Pair: Equatable {
        public let key: ScriptValue
        public let value: ScriptValue
        public init(_ key: ScriptValue, _ value: ScriptValue) { self.key = key; self.value = value }
    }

    public init(nilLiteral: ()) { self = .nil }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: ScriptValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (ScriptValue, ScriptValue)...) {
        self = .dictionary(elements.map { Pair($0, $1) })
    }

    /// How deep a converted value may nest; deeper parts become `.opaque("…")`,
    /// since a Swift value nested much deeper could not even be freed on a
    /// host's ordinary thread.
    static let maximumDepth = 10_000

    /// Converts a language value.
    init(_ v: QASLanguage.Value) { self.init(v, depth: 0) }

    private init(_ v: QASLanguage.Value, depth: Int) {
        if depth >= ScriptValue.maximumDepth { self = .opaque("…"); return }
        let convert = { (x: QASLanguage.Value) in ScriptValue(x, depth: depth + 1) }
        switch v {
        case .null: self = .nil
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(convert))
        case .dictionary(let d): self = .dictionary(d.pairs.map { Pair(convert($0), convert($1)) })
        case .tuple(let t): self = .array(t.items.map(convert))
        case .set(let d): self = .array(d.keys.map(convert))
        case .range(let a, let b), .closedRange(let a, let b): self = .array((a..<b).map { .int($0) })
        case .cell(let c): self = convert(c.value)
        case .object(let o as PublicObjectAdapter): self = .object(o.object)
        case .object(let o): self = .object(LanguageObjectReference(o))
        default: self = .opaque(v.description)
        }
    }

    /// The language value for this Swift value.
    var value: QASLanguage.Value {
        switch self {
        case .nil: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(\.value))
        case .dictionary(let pairs): return .dictionary(OrderedDictionary(pairs.map { ($0.key.value, $0.value.value) }))
        case .object(let o as LanguageObjectReference): return .object(o.object)
        case .object(let o): return .object(PublicObjectAdapter(o))
        case .opaque(let s): return .string(s)
        }
    }

    public var intValue: Int? { if case .int(let i) = self { return i }; return nil }
    public var doubleValue: Double? {
        switch self { case .double(let d): return d; case .int(let i): return Double(i); default: return nil }
    }
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }

    /// As `print` shows it.
    public var description: String { value.description }
    /// As the REPL shows it: strings in quotes.
    public var debugDescription: String { value.debugDescription }

    public static func == (a: ScriptValue, b: ScriptValue) -> Bool {
        switch (a, b) {
        case (.nil, .nil): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.dictionary(let x), .dictionary(let y)): return x == y
        case (.object(let x), .object(let y)): return x.value == y.value
        case (.opaque(let x), .opaque(let y)): return x == y
        default: return false
        }
    }
}

private extension ScriptObject {
    /// The language value the object stands for (equality compares these).
    var value: QASLanguage.Value { ScriptValue.object(self).value }
}
