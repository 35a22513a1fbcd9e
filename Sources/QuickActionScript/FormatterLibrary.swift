import Foundation
import QASLanguage

/// Foundation's `NumberFormatter` and `Locale`. The Swift side (run when a
/// session starts) gives the properties their types, so `numberStyle = .currency`
/// finds the case; the formatting itself is Foundation's own, through a native
/// formatter each instance holds, so the text is exactly what compiled Swift
/// prints on the same machine (with the same default locale).
enum FormatterLibrary {
    static let source = #"""
    struct Locale: Equatable, CustomStringConvertible {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
        static var current: Locale { Locale(identifier: __numberFormatterDefaultLocale()) }
        static let autoupdatingCurrent = Locale.current
        var description: String { "\(identifier) (fixed)" }
    }

    class NumberFormatter {
        enum Style: Int {
            case none = 0, decimal = 1, currency = 2, percent = 3, scientific = 4, spellOut = 5, ordinal = 6
            case currencyISOCode = 8, currencyPlural = 9, currencyAccounting = 10
        }
        enum RoundingMode: Int { case ceiling = 0, floor = 1, down = 2, up = 3, halfEven = 4, halfDown = 5, halfUp = 6 }

        private let formatter = __NumberFormatter()
        init() {}

        var numberStyle: Style {
            get { Style(rawValue: formatter.get("numberStyle") as! Int)! }
            set { formatter.set("numberStyle", newValue.rawValue) }
        }
        var roundingMode: RoundingMode {
            get { RoundingMode(rawValue: formatter.get("roundingMode") as! Int)! }
            set { formatter.set("roundingMode", newValue.rawValue) }
        }
        var locale: Locale! {
            get { Locale(identifier: formatter.get("locale") as! String) }
            set { formatter.set("locale", newValue?.identifier ?? __numberFormatterDefaultLocale()) }
        }
        var minimumFractionDigits: Int { get { formatter.get("minimumFractionDigits") as! Int } set { formatter.set("minimumFractionDigits", newValue) } }
        var maximumFractionDigits: Int { get { formatter.get("maximumFractionDigits") as! Int } set { formatter.set("maximumFractionDigits", newValue) } }
        var minimumIntegerDigits: Int { get { formatter.get("minimumIntegerDigits") as! Int } set { formatter.set("minimumIntegerDigits", newValue) } }
        var maximumIntegerDigits: Int { get { formatter.get("maximumIntegerDigits") as! Int } set { formatter.set("maximumIntegerDigits", newValue) } }
        var minimumSignificantDigits: Int { get { formatter.get("minimumSignificantDigits") as! Int } set { formatter.set("minimumSignificantDigits", newValue) } }
        var maximumSignificantDigits: Int { get { formatter.get("maximumSignificantDigits") as! Int } set { formatter.set("maximumSignificantDigits", newValue) } }
        var usesSignificantDigits: Bool { get { formatter.get("usesSignificantDigits") as! Bool } set { formatter.set("usesSignificantDigits", newValue) } }
        var usesGroupingSeparator: Bool { get { formatter.get("usesGroupingSeparator") as! Bool } set { formatter.set("usesGroupingSeparator", newValue) } }
        var alwaysShowsDecimalSeparator: Bool { get { formatter.get("alwaysShowsDecimalSeparator") as! Bool } set { formatter.set("alwaysShowsDecimalSeparator", newValue) } }
        var groupingSize: Int { get { formatter.get("groupingSize") as! Int } set { formatter.set("groupingSize", newValue) } }
        var formatWidth: Int { get { formatter.get("formatWidth") as! Int } set { formatter.set("formatWidth", newValue) } }
        var groupingSeparator: String! { get { formatter.get("groupingSeparator") as? String } set { formatter.set("groupingSeparator", newValue ?? "") } }
        var decimalSeparator: String! { get { formatter.get("decimalSeparator") as? String } set { formatter.set("decimalSeparator", newValue ?? "") } }
        var currencyCode: String! { get { formatter.get("currencyCode") as? String } set { formatter.set("currencyCode", newValue ?? "") } }
        var currencySymbol: String! { get { formatter.get("currencySymbol") as? String } set { formatter.set("currencySymbol", newValue ?? "") } }
        var percentSymbol: String! { get { formatter.get("percentSymbol") as? String } set { formatter.set("percentSymbol", newValue ?? "") } }
        var positivePrefix: String! { get { formatter.get("positivePrefix") as? String } set { formatter.set("positivePrefix", newValue ?? "") } }
        var positiveSuffix: String! { get { formatter.get("positiveSuffix") as? String } set { formatter.set("positiveSuffix", newValue ?? "") } }
        var negativePrefix: String! { get { formatter.get("negativePrefix") as? String } set { formatter.set("negativePrefix", newValue ?? "") } }
        var negativeSuffix: String! { get { formatter.get("negativeSuffix") as? String } set { formatter.set("negativeSuffix", newValue ?? "") } }
        var zeroSymbol: String? { get { formatter.get("zeroSymbol") as? String } set { formatter.set("zeroSymbol", newValue ?? "") } }
        var paddingCharacter: String! { get { formatter.get("paddingCharacter") as? String } set { formatter.set("paddingCharacter", newValue ?? " ") } }

        func string(from number: NSNumber) -> String? { formatter.string(number) }
        func string(for value: Any?) -> String? { formatter.stringFor(value) }
        func number(from string: String) -> NSNumber? { formatter.number(string) }

        static func localizedString(from number: NSNumber, number style: Style) -> String {
            let f = NumberFormatter()
            f.numberStyle = style
            return f.string(from: number) ?? ""
        }
    }
    """#

    static func install(in interpreter: Interpreter) throws {
        interpreter.define("__NumberFormatter", .native(NativeFunction("__NumberFormatter", arity: 0...0) { _, _ in
            .object(NumberFormatterObject())
        }))
        interpreter.define("__numberFormatterDefaultLocale", .native(NativeFunction("__numberFormatterDefaultLocale", arity: 0...0) { _, _ in
            .string(NumberFormatter().locale.identifier)
        }))
        try interpreter.runLibrary(Source(name: "Foundation", text: source), module: "Foundation")
    }
}

/// The Foundation formatter behind one script `NumberFormatter`.
final class NumberFormatterObject: TabledObject {
    let formatter = NumberFormatter()
    var typeName: String { "__NumberFormatter" }
    var description: String { "<NumberFormatter>" }
    func isKind(of name: String) -> Bool { name == typeName }
    func isEqual(to other: HostObject) -> Bool { other === self }

    /// The number a script value holds, as Foundation's formatter takes it.
    static func number(_ v: Value) -> NSNumber? {
        switch v {
        case .int(let i): return NSNumber(value: i)
        case .double(let d): return NSNumber(value: d)
        case .bool(let b): return NSNumber(value: b)
        case .cell(let c): return number(c.value)
        case .object(let d as DecimalNumber): return NSDecimalNumber(decimal: d.value)
        default:
            guard let s = v.sizedInteger else { return nil }
            return s.kind.isSigned ? NSNumber(value: Int64(bitPattern: s.bits)) : NSNumber(value: s.bits)
        }
    }

    /// A number as the script sees a bridged `NSNumber`: the Int or Double itself.
    static func value(_ n: NSNumber) -> Value {
        let d = n.doubleValue
        if d.rounded() == d, abs(d) < 9.0e15 { return .int(n.intValue) }
        return .double(d)
    }

    private static func text(_ s: String?) -> Value { s.map(Value.string) ?? .null }

    private static let integers: [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
        "minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
        "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
        "minimumSignificantDigits": \.minimumSignificantDigits, "maximumSignificantDigits": \.maximumSignificantDigits,
        "groupingSize": \.groupingSize, "formatWidth": \.formatWidth,
    ]
    private static let flags: [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
        "usesSignificantDigits": \.usesSignificantDigits, "usesGroupingSeparator": \.usesGroupingSeparator,
        "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator,
    ]
    private static let texts: [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
        "groupingSeparator": \.groupingSeparator, "decimalSeparator": \.decimalSeparator,
        "currencyCode": \.currencyCode, "currencySymbol": \.currencySymbol, "percentSymbol": \.percentSymbol,
        "positivePrefix": \.positivePrefix, "positiveSuffix": \.positiveSuffix,
        "negativePrefix": \.negativePrefix, "negativeSuffix": \.negativeSuffix, "zeroSymbol": \.zeroSymbol,
    ]

    static let members = MemberTable<NumberFormatterObject>()
        .method("get") { o, args, _ in
            let name = try args.string(at: 0, for: "get")
            let f = o.formatter
            if let k = integers[name] { return .int(f[keyPath: k]) }
            if let k = flags[name] { return .bool(f[keyPath: k]) }
            if let k = texts[name] { return text(f[keyPath: k]) }
            switch name {
            case "numberStyle": return .int(Int(f.numberStyle.rawValue))
            case "roundingMode": return .int(Int(f.roundingMode.rawValue))
            case "locale": return .string(f.locale.identifier)
            case "paddingCharacter": return text(f.paddingCharacter)
            default: throw NativeError("NumberFormatter has no property '\(name)'")
            }
        }
        .method("set") { o, args, _ in
            let name = try args.string(at: 0, for: "set")
            let f = o.formatter, v = args[1]
            switch (name, v) {
            case (_, .int(let i)) where integers[name] != nil: f[keyPath: integers[name]!] = i
            case (_, .bool(let b)) where flags[name] != nil: f[keyPath: flags[name]!] = b
            case (_, .string(let s)) where texts[name] != nil: f[keyPath: texts[name]!] = s
            case ("numberStyle", .int(let i)):
                guard let style = NumberFormatter.Style(rawValue: UInt(i)) else { throw NativeError("no NumberFormatter.Style \(i)") }
                f.numberStyle = style
            case ("roundingMode", .int(let i)):
                guard let mode = NumberFormatter.RoundingMode(rawValue: UInt(i)) else { throw NativeError("no NumberFormatter.RoundingMode \(i)") }
                f.roundingMode = mode
            case ("locale", .string(let id)): f.locale = Locale(identifier: id)
            case ("paddingCharacter", .string(let s)): f.paddingCharacter = s
            default: throw NativeError("NumberFormatter.\(name) cannot be set to \(v.typeName)")
            }
            return .null
        }
        .method("string") { o, args, _ in
            guard let n = number(args[0]) else {
                if case .null = args[0] { return .null }
                throw NativeError("NumberFormatter formats numbers, not \(args[0].typeName)")
            }
            return text(o.formatter.string(from: n))
        }
        .method("stringFor") { o, args, _ in
            number(args[0]).map { text(o.formatter.string(from: $0)) } ?? .null
        }
        .method("number") { o, args, _ in
            let s = try args.string(at: 0, for: "number(from:)")
            return o.formatter.number(from: s).map(value) ?? .null
        }
}
