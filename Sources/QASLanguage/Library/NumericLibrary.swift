#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swift's numeric pieces scripts reach for: Foundation's math functions,
/// `Int.max`, `Double.pi`, `squareRoot()`, `rounded(.down)`, and
/// `String(format:)` / `String(repeating:count:)`.
enum NumericLibrary {
    static func install(in interpreter: Interpreter) {
        for form in NumericForm.mathFunctions {
            let name = form.name
            interpreter.define(name, .native(NativeFunction(name, numeric: form) { x in
                if case .object(let f as FloatNumber) = x { return Floats.value(form.apply(f.value)) }
                return .double(form.apply(try double(x, name)))
            }))
        }
        let binary: [(String, (Double, Double) -> Double)] = [
            ("pow", { Glibc.pow($0, $1) }), ("atan2", { Glibc.atan2($0, $1) }), ("hypot", { Glibc.hypot($0, $1) }),
            ("fmod", { Glibc.fmod($0, $1) }),
        ]
        for (name, f) in binary {
            interpreter.define(name, .native(NativeFunction(name, arity: 2...2) { args, _ in
                // `pow(x, 2)` of a Float is Swift's Float overload.
                if Floats.isFloat(args[0]) || Floats.isFloat(args[1]), let x = Floats.operand(args[0]), let y = Floats.operand(args[1]),
                   let r = Floats.binary(name, x, y) {
                    return Floats.value(r)
                }
                return .double(f(try double(args[0], name), try double(args[1], name)))
            }))
        }
        // The C library's constants Foundation exports (`M_PI`, `M_E`…).
        // (Their values as the C headers write them, rounded to Double as a literal is.)
        let constants: [(String, Double)] = [
            ("M_PI", Double.pi), ("M_E", 2.7182818284590452354), ("M_PI_2", 1.57079632679489661923),
            ("M_PI_4", 0.78539816339744830962), ("M_1_PI", 0.31830988618379067154), ("M_2_PI", 0.63661977236758134308),
            ("M_2_SQRTPI", 1.12837916709551257390), ("M_SQRT2", 1.41421356237309504880), ("M_SQRT1_2", 0.70710678118654752440),
            ("M_LN2", 0.69314718055994530942), ("M_LN10", 2.30258509299404568402), ("M_LOG2E", 1.4426950408889634074),
            ("M_LOG10E", 0.43429448190325182765),
        ]
        for (name, value) in constants { interpreter.define(name, .double(value)) }
        let types = interpreter.runtime.types
        types.registerLibraryEnum("FloatingPointRoundingRule", cases: roundingRules)
        if let rule = types.types["FloatingPointRoundingRule"] { interpreter.define("FloatingPointRoundingRule", .type(rule)) }
        types.registerLibraryEnum("FloatingPointSign", cases: ["plus", "minus"])
        if let sign = types.types["FloatingPointSign"] { interpreter.define("FloatingPointSign", .type(sign)) }
        // Foundation's character sets, as `trimmingCharacters(in:)` takes them.
        types.registerLibraryEnum("CharacterSet", cases: characterSets)
        if let set = types.types["CharacterSet"] { interpreter.define("CharacterSet", .type(set)) }
        // Foundation's string comparison results and options.
        types.registerLibraryEnum("ComparisonResult", cases: ["orderedAscending", "orderedSame", "orderedDescending"])
        if let result = types.types["ComparisonResult"] { interpreter.define("ComparisonResult", .type(result)) }
        types.registerLibraryEnum("CompareOptions", cases: StringSearch.optionNames)
        // Swift's Result: `.success(value)` and `.failure(error)`, and `get()`.
        types.registerLibraryEnum("Result", cases: ["success", "failure"], labels: [nil])
        if let result = types.types["Result"] { interpreter.define("Result", .type(result)) }
    }

    static let roundingRules = ["up", "down", "towardZero", "awayFromZero", "toNearestOrAwayFromZero", "toNearestOrEven"]
    static let characterSets = ["whitespaces", "whitespacesAndNewlines", "newlines", "decimalDigits", "letters",
                                "alphanumerics", "punctuationCharacters", "uppercaseLetters", "lowercaseLetters", "symbols",
                                "capitalizedLetters", "controlCharacters"]

    /// Whether a character belongs to the character set a value names.
    static func characterTest(_ v: Value) throws -> (Character) -> Bool {
        let set = try CharacterSetValue.make(v)
        return set.contains
    }

    static func double(_ v: Value, _ name: String) throws -> Double {
        switch v {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .object(let f as FloatNumber): return Double(f.value)
        case .cell(let c): return try double(c.value, name)
        default: throw NativeError("'\(name)' needs a number, not \(v.typeName)")
        }
    }

    /// `Int.max`, `Double.pi`: members of the numeric types.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        if let kind = SizedInteger.Kind(rawValue: type) { return SizedIntegers.staticMember(kind, name) }
        if type == "Float" { return Floats.staticMember(name) }
        if type == "Decimal" { return Decimals.staticMember(name) }
        switch (type, name) {
        case ("Int", "random"): return .native(NativeFunction("Int.random", arity: 1...2) { args, rt in try Randomness.int(args, rt) })
        case ("Double", "random"): return .native(NativeFunction("Double.random", arity: 1...2) { args, rt in try Randomness.double(args, rt) })
        case ("Bool", "random"): return .native(NativeFunction("Bool.random", arity: 0...1) { args, rt in try Randomness.bool(args, rt) })
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("Int", "bitWidth"): return .int(Int.bitWidth)
        case ("Int", "isSigned"): return .bool(true)
        case ("Double", "zero"): return .double(0)
        case ("Double", "leastNormalMagnitude"): return .double(.leastNormalMagnitude)
        case ("Double", "signalingNaN"): return .double(.signalingNaN)
        case ("Double", "pi"): return .double(.pi)
        case ("Double", "infinity"): return .double(.infinity)
        case ("Double", "nan"): return .double(.nan)
        case ("Double", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"): return .double(.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"): return .double(.ulpOfOne)
        default: return nil
        }
    }

    /// Methods of Double beyond the built-in ones.
    static func doubleMethod(_ d: Double, _ name: String, _ args: Arguments) throws -> Value? {
        switch (name, args.count) {
        case ("squareRoot", 0): return .double(d.squareRoot())
        case ("rounded", 1) where args.labels[0] == nil:
            guard case .instance(let i) = args[0], i.isEnumCase, i.type.name == "FloatingPointRoundingRule" else {
                throw NativeError("rounded(_:) needs a rounding rule such as .down, not \(args[0].typeName)")
            }
            let rules: [FloatingPointRoundingRule] = [.up, .down, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven]
            return .double(d.rounded(rules[i.caseIndex]))
        case ("truncatingRemainder", 1): return .double(d.truncatingRemainder(dividingBy: try double(args[0], name)))
        case ("remainder", 1): return .double(d.remainder(dividingBy: try double(args[0], name)))
        default: return nil
        }
    }

    /// `String(repeating: "ab", count: 3)`, its size checked first.
    static func repeating(_ text: Value, _ count: Value) throws -> Value {
        guard case .string(let s) = text else { throw NativeError("String(repeating:count:) needs a String, not \(text.typeName)") }
        guard case .int(let n) = count, n >= 0 else { throw NativeError("String(repeating:count:) needs a count of 0 or more") }
        let (bytes, overflow) = s.utf8.count.multipliedReportingOverflow(by: n)
        try MemoryGuard.allow(overflow ? .max : bytes, at: nil)
        return .string(String(repeating: s, count: n))
    }

    /// `String(format:)` with `%d %i %u %f %e %g %s %@ %x %X %o %c %%`, flags,
    /// width and precision, as Foundation formats them.
    static func format(_ template: String, _ values: [Value]) throws -> String {
        var out = ""
        var next = 0
        let chars = Array(template.unicodeScalars)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            guard c == "%" else { out.unicodeScalars.append(c); i += 1; continue }
            var spec = "%"
            i += 1
            // `%2$@`: the second value, wherever it comes in the template.
            var position: Int? = nil
            var j = i
            while j < chars.count, ("0"..."9").contains(chars[j]) { j += 1 }
            if j > i, j < chars.count, chars[j] == "$", let n = Int(String(String.UnicodeScalarView(chars[i..<j]))), n >= 1 {
                position = n - 1
                i = j + 1
            }
            while i < chars.count, "-+ #0123456789.".unicodeScalars.contains(chars[i]) {
                spec.unicodeScalars.append(chars[i]); i += 1
            }
            // Length modifiers (`%ld`, `%lld`) change nothing here.
            while i < chars.count, chars[i] == "l" || chars[i] == "h" || chars[i] == "q" { i += 1 }
            guard i < chars.count else { throw NativeError("String(format:) ends in the middle of '\(spec)'") }
            let conversion = chars[i]
            i += 1
            if conversion == "%" { out += "%"; continue }
            let v: Value
            if let position {
                guard position < values.count else { throw NativeError("String(format:) refers to value \(position + 1), but has \(values.count)") }
                v = values[position]
            } else {
                guard next < values.count else { throw NativeError("String(format:) has more placeholders than values") }
                v = values[next]
                next += 1
            }
            guard spec.utf8.count < 32 else { throw NativeError("String(format:) placeholder '\(spec)' is too long") }
            switch conversion {
            case "d", "i", "u", "x", "X", "o", "c":
                // A sized integer goes as its 64 bits, as Swift passes it.
                let integer: Int? = { if case .int(let n) = v { return n }; return v.sizedInteger.map { Int(truncatingIfNeeded: $0.bits) } }()
                guard let n = integer else { throw NativeError("String(format:) '%\(conversion)' needs an integer, not \(v.typeName)") }
                if conversion == "c" { out += String(UnicodeScalar(UInt32(truncatingIfNeeded: n)).map(Character.init) ?? "?"); continue }
                out += try cFormat(spec + "ll" + String(conversion), Int64(n))
            case "f", "F", "e", "E", "g", "G", "a":
                let d = try double(v, "String(format:)")
                out += try cFormat(spec + String(conversion), d)
            case "@":
                // Foundation on Linux, whose output Swift programs here are compared
                // with, ignores a width and precision given to `%@`.
                out += v.description
            case "s":
                var text = v.description
                // Width and precision apply to C text (`%-10s`).
                let parts = spec.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
                if parts.count == 2, let p = Int(parts[1]) { text = String(text.prefix(p)) }
                if let w = Int(parts.first.map { $0.filter { $0.isNumber } } ?? ""), text.count < w {
                    let pad = String(repeating: " ", count: w - text.count)
                    text = spec.contains("-") ? text + pad : pad + text
                }
                out += text
            default:
                throw NativeError("String(format:) does not know '%\(conversion)'")
            }
        }
        return out
    }

    /// One C placeholder with one value, through `vsnprintf`.
    private static func cFormat(_ spec: String, _ arg: CVarArg) throws -> String {
        // A width or precision past 10,000 is a mistake, not a request for megabytes.
        let numbers = spec.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.allSatisfy({ $0 <= 10_000 }), numbers.count == spec.split(whereSeparator: { !$0.isNumber }).count else {
            throw NativeError("String(format:) placeholder '\(spec)' asks for too wide a field")
        }
        var buffer = [CChar](repeating: 0, count: 10_100)
        let n = withVaList([arg]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        guard n >= 0 else { throw NativeError("String(format:) cannot format '\(spec)'") }
        return String(cString: buffer)
    }
}

/// A numeric function the compiler knows by name, so that a call site can
/// apply it to a number without calling the native (`NativeFunction.numeric`):
/// `Double(_:)` and Foundation's math functions of one Double. One table: the
/// natives are made from it too.
enum NumericForm: UInt8 {
    case none, toDouble
    case sqrt, floor, ceil, round, trunc, exp, log, log10, log2, sin, cos, tan, asin, acos, atan, fabs
    case cbrt, sinh, cosh, tanh, exp2, log1p, expm1, tgamma, lgamma, asinh, acosh, atanh

    /// The math functions, each a global of its own name.
    static let mathFunctions: [NumericForm] = [.sqrt, .floor, .ceil, .round, .trunc, .exp, .log, .log10, .log2,
                                               .sin, .cos, .tan, .asin, .acos, .atan, .fabs,
                                               .cbrt, .sinh, .cosh, .tanh, .exp2, .log1p, .expm1, .tgamma, .lgamma,
                                               .asinh, .acosh, .atanh]

    var name: String {
        switch self {
        case .none: return ""
        case .toDouble: return "Double"
        case .sqrt: return "sqrt"
        case .floor: return "floor"
        case .ceil: return "ceil"
        case .round: return "round"
        case .trunc: return "trunc"
        case .exp: return "exp"
        case .log: return "log"
        case .log10: return "log10"
        case .log2: return "log2"
        case .sin: return "sin"
        case .cos: return "cos"
        case .tan: return "tan"
        case .asin: return "asin"
        case .acos: return "acos"
        case .atan: return "atan"
        case .fabs: return "fabs"
        case .cbrt: return "cbrt"
        case .sinh: return "sinh"
        case .cosh: return "cosh"
        case .tanh: return "tanh"
        case .exp2: return "exp2"
        case .log1p: return "log1p"
        case .expm1: return "expm1"
        case .tgamma: return "tgamma"
        case .lgamma: return "lgamma"
        case .asinh: return "asinh"
        case .acosh: return "acosh"
        case .atanh: return "atanh"
        }
    }

    /// The math function of `x` in `x`'s own type (`toDouble` and `none`
    /// give `x`), as Swift picks Foundation's overload for a Double or a Float.
    @inline(__always)
    func apply<T: MathFunctions>(_ x: T) -> T {
        switch self {
        case .none, .toDouble: return x
        case .sqrt: return x.squareRoot()
        case .floor: return x.rounded(.down)
        case .ceil: return x.rounded(.up)
        case .round: return x.rounded()
        case .trunc: return x.rounded(.towardZero)
        case .fabs: return Swift.abs(x)
        case .lgamma: return T.lgamma(x)
        case .exp: return T.exp(x)
        case .log: return T.log(x)
        case .log10: return T.log10(x)
        case .log2: return T.log2(x)
        case .sin: return T.sin(x)
        case .cos: return T.cos(x)
        case .tan: return T.tan(x)
        case .asin: return T.asin(x)
        case .acos: return T.acos(x)
        case .atan: return T.atan(x)
        case .cbrt: return T.cbrt(x)
        case .sinh: return T.sinh(x)
        case .cosh: return T.cosh(x)
        case .tanh: return T.tanh(x)
        case .exp2: return T.exp2(x)
        case .log1p: return T.log1p(x)
        case .expm1: return T.expm1(x)
        case .tgamma: return T.tgamma(x)
        case .asinh: return T.asinh(x)
        case .acosh: return T.acosh(x)
        case .atanh: return T.atanh(x)
        }
    }

    /// The function's value for a number, or nil for anything else (the
    /// native then runs, and converts or reports it). Not for `none`.
    @inline(__always)
    func value(of x: Value) -> Value? {
        let d: Double
        switch x {
        case .double(let v): d = v
        case .int(let i): d = Double(i)
        default: return nil
        }
        return .double(self == .toDouble ? d : applying(d))
    }

    /// `apply` out of line: the switch over every function stays out of the
    /// call sites that inline `value(of:)`.
    @inline(never)
    private func applying(_ x: Double) -> Double { apply(x) }
}

extension Runtime {
    /// `String(format:)`: a printf-style template filled with values.
    package func formatted(_ template: String, _ values: [Value]) throws -> String {
        try NumericLibrary.format(template, values)
    }
}

/// Foundation's one-argument math functions, for `NumericForm.apply` in
/// Double and in Float.
protocol MathFunctions: BinaryFloatingPoint {
    static func exp(_ x: Self) -> Self
    static func log(_ x: Self) -> Self
    static func log10(_ x: Self) -> Self
    static func log2(_ x: Self) -> Self
    static func sin(_ x: Self) -> Self
    static func cos(_ x: Self) -> Self
    static func tan(_ x: Self) -> Self
    static func asin(_ x: Self) -> Self
    static func acos(_ x: Self) -> Self
    static func atan(_ x: Self) -> Self
    static func cbrt(_ x: Self) -> Self
    static func sinh(_ x: Self) -> Self
    static func cosh(_ x: Self) -> Self
    static func tanh(_ x: Self) -> Self
    static func exp2(_ x: Self) -> Self
    static func log1p(_ x: Self) -> Self
    static func expm1(_ x: Self) -> Self
    static func tgamma(_ x: Self) -> Self
    static func asinh(_ x: Self) -> Self
    static func acosh(_ x: Self) -> Self
    static func atanh(_ x: Self) -> Self
    static func lgamma(_ x: Self) -> Self
}

extension Double: MathFunctions {
    static func exp(_ x: Double) -> Double { Glibc.exp(x) }
    static func log(_ x: Double) -> Double { Glibc.log(x) }
    static func log10(_ x: Double) -> Double { Glibc.log10(x) }
    static func log2(_ x: Double) -> Double { Glibc.log2(x) }
    static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    static func cos(_ x: Double) -> Double { Glibc.cos(x) }
    static func tan(_ x: Double) -> Double { Glibc.tan(x) }
    static func asin(_ x: Double) -> Double { Glibc.asin(x) }
    static func acos(_ x: Double) -> Double { Glibc.acos(x) }
    static func atan(_ x: Double) -> Double { Glibc.atan(x) }
    static func cbrt(_ x: Double) -> Double { Glibc.cbrt(x) }
    static func sinh(_ x: Double) -> Double { Glibc.sinh(x) }
    static func cosh(_ x: Double) -> Double { Glibc.cosh(x) }
    static func tanh(_ x: Double) -> Double { Glibc.tanh(x) }
    static func exp2(_ x: Double) -> Double { Glibc.exp2(x) }
    static func log1p(_ x: Double) -> Double { Glibc.log1p(x) }
    static func expm1(_ x: Double) -> Double { Glibc.expm1(x) }
    static func tgamma(_ x: Double) -> Double { Glibc.tgamma(x) }
    static func asinh(_ x: Double) -> Double { Glibc.asinh(x) }
    static func acosh(_ x: Double) -> Double { Glibc.acosh(x) }
    static func atanh(_ x: Double) -> Double { Glibc.atanh(x) }
    static func lgamma(_ x: Double) -> Double { Glibc.lgamma(x) }
}

extension Float: MathFunctions {
    static func exp(_ x: Float) -> Float { Glibc.exp(x) }
    static func log(_ x: Float) -> Float { Glibc.log(x) }
    static func log10(_ x: Float) -> Float { Glibc.log10(x) }
    static func log2(_ x: Float) -> Float { Glibc.log2(x) }
    static func sin(_ x: Float) -> Float { Glibc.sin(x) }
    static func cos(_ x: Float) -> Float { Glibc.cos(x) }
    static func tan(_ x: Float) -> Float { Glibc.tan(x) }
    static func asin(_ x: Float) -> Float { Glibc.asin(x) }
    static func acos(_ x: Float) -> Float { Glibc.acos(x) }
    static func atan(_ x: Float) -> Float { Glibc.atan(x) }
    static func cbrt(_ x: Float) -> Float { Glibc.cbrt(x) }
    static func sinh(_ x: Float) -> Float { Glibc.sinh(x) }
    static func cosh(_ x: Float) -> Float { Glibc.cosh(x) }
    static func tanh(_ x: Float) -> Float { Glibc.tanh(x) }
    static func exp2(_ x: Float) -> Float { Glibc.exp2(x) }
    static func log1p(_ x: Float) -> Float { Glibc.log1p(x) }
    static func expm1(_ x: Float) -> Float { Glibc.expm1(x) }
    static func tgamma(_ x: Float) -> Float { Glibc.tgamma(x) }
    static func asinh(_ x: Float) -> Float { Glibc.asinh(x) }
    static func acosh(_ x: Float) -> Float { Glibc.acosh(x) }
    static func atanh(_ x: Float) -> Float { Glibc.atanh(x) }
    static func lgamma(_ x: Float) -> Float { Glibc.lgammaf(x) }
}
