import Foundation

/// Foundation's `Decimal`: making values, operators, members, `NSDecimalNumber`
/// and `NSDecimalRound`. Next to a Decimal, an Int or a Double is a literal
/// (in a valid program nothing else meets it) and is made a Decimal as Swift
/// makes one from that literal.
enum Decimals {
    static func value(_ d: Decimal) -> Value { .object(DecimalNumber(d)) }

    /// `v` as a Decimal operand: a Decimal, or a literal.
    static func operand(_ v: Value) -> Decimal? {
        switch v {
        case .object(let d as DecimalNumber): return d.value
        case .int(let i): return Decimal(i)
        case .double(let d): return Decimal(floatLiteral: d)
        case .cell(let c): return operand(c.value)
        default: return nil
        }
    }

    static func isDecimal(_ v: Value) -> Bool {
        if case .object(let o) = v { return o is DecimalNumber }
        return false
    }

    static func install(in interpreter: Interpreter) {
        interpreter.declareOptionalResult("Decimal", labels: ["string"])
        interpreter.define("Decimal", .native(NativeFunction("Decimal", arity: 0...3) { args, _ in try make(args) }))
        interpreter.define("NSDecimalNumber", .native(NativeFunction("NSDecimalNumber", arity: 1...1) { args, _ in
            switch args.labels[0] {
            case "decimal": if let d = operand(args[0]) { return value(d) }
            case "string": if case .string(let s) = args[0] { return value(Decimal(string: s) ?? .nan) }
            case "value": if let d = operand(args[0]) { return value(d) }
            default: break
            }
            throw NativeError("NSDecimalNumber is made with (decimal:), (string:) or (value:)")
        }))
        interpreter.define("NSDecimalRound", .native(NativeFunction("NSDecimalRound", arity: 4...4) { args, rt in
            try round(args, rt)
        }))
        // (Foundation's: its `.down` and `.up` are found as FloatingPointRoundingRule's, which NSDecimalRound takes alike.)
        interpreter.runtime.types.registerLibraryEnum("NSDecimalNumber.RoundingMode", cases: ["plain", "down", "up", "bankers"],
                                                      module: "Foundation")
    }

    /// The library enum each parameter of a function here takes (for `.plain`).
    static let parameterTypes: [String: [String?]] = ["NSDecimalRound": [nil, nil, nil, "NSDecimalNumber.RoundingMode"]]

    // MARK: - Making values

    /// `Decimal()`, `Decimal(5)`, `Decimal(12.5)`, `Decimal(string: "9.99")`,
    /// `Decimal(sign:exponent:significand:)`.
    static func make(_ args: Arguments) throws -> Value {
        TypeRef.doublesConvert = true
        if args.count == 0 { return value(Decimal()) }
        if args.count == 3, args.labels == ["sign", "exponent", "significand"] {
            guard case .int(let e) = args[1], let s = operand(args[2]) else {
                throw NativeError("Decimal(sign:exponent:significand:) needs an Int exponent and a Decimal significand")
            }
            let minus: Bool
            if case .instance(let i) = args[0], i.isEnumCase { minus = i.type.cases[i.caseIndex].name == "minus" } else { minus = false }
            return value(Decimal(sign: minus ? .minus : .plus, exponent: e, significand: s))
        }
        guard args.count == 1 else { throw NativeError("Decimal has no initializer with these arguments") }
        switch (args.labels[0], args[0]) {
        case ("string", .string(let s)): return Decimal(string: s).map(value) ?? .null
        case ("string", .object(let sub as SubstringValue)): return Decimal(string: sub.text).map(value) ?? .null
        case (nil, .int(let i)): return value(Decimal(i))
        case (nil, .double(let d)): return value(Decimal(d))
        case (nil, .object(let d as DecimalNumber)): return .object(d)
        case (nil, .object(let f as FloatNumber)): return value(Decimal(Double(f.value)))
        case (nil, .object(let s as SizedInteger)):
            return value(s.kind.isSigned ? Decimal(Int64(bitPattern: s.bits)) : Decimal(s.bits))
        case (nil, .cell(let c)): return try make(Arguments([c.value]))
        default: throw NativeError("cannot make a Decimal from \(args[0].typeName)\(args.labels[0].map { " with the label '\($0):'" } ?? "")")
        }
    }

    /// A number's text (JSON's) as a Decimal.
    static func parse(_ text: String) -> Value? { Decimal(string: text).map(value) }

    /// `Decimal.zero`, `Decimal.greatestFiniteMagnitude`…
    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "zero": return value(.zero)
        case "greatestFiniteMagnitude": return value(.greatestFiniteMagnitude)
        case "leastFiniteMagnitude": return value(.leastFiniteMagnitude)
        case "leastNonzeroMagnitude": return value(.leastNonzeroMagnitude)
        case "nan": return value(.nan)
        case "pi": return value(.pi)
        default: return nil
        }
    }

    // MARK: - Operators

    /// `a op b` where one side is a Decimal; nil when neither is.
    static func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value? {
        guard isDecimal(a) || isDecimal(b) else { return nil }
        return try ObjectNumbers.arithmetic(op, a, b, loc, typeName: "Decimal", operand: operand, make: value)
    }

    // MARK: - Members

    static func member(_ d: Decimal, _ name: String) -> Value? {
        switch name {
        case "description", "stringValue": return .string(d.description)
        case "isZero": return .bool(d.isZero)
        case "isNaN": return .bool(d.isNaN)
        case "isFinite": return .bool(d.isFinite)
        case "isSignMinus": return .bool(d.isSignMinus)
        case "magnitude": return value(d.magnitude)
        case "exponent": return .int(d.exponent)
        case "significand": return value(d.significand)
        case "decimalValue": return value(d)
        // `NSDecimalNumber(decimal: d).doubleValue`, `(d as NSDecimalNumber).intValue`.
        case "doubleValue": return .double(NSDecimalNumber(decimal: d).doubleValue)
        case "intValue", "integerValue": return .int(NSDecimalNumber(decimal: d).intValue)
        case "boolValue": return .bool(NSDecimalNumber(decimal: d).boolValue)
        default: return nil
        }
    }

    static func method(_ d: Decimal, _ name: String, _ args: Arguments) throws -> Value? {
        switch (name, args.count) {
        case ("advanced", 1): if let y = operand(args[0]) { return value(d.advanced(by: y)) }
        case ("distance", 1): if let y = operand(args[0]) { return value(d.distance(to: y)) }
        case ("isEqual", 1): if let y = operand(args[0]) { return .bool(d == y) }
        case ("isLess", 1): if let y = operand(args[0]) { return .bool(d < y) }
        case ("compare", 1):
            // `NSDecimalNumber.compare(_:)`: a ComparisonResult.
            if let y = operand(args[0]) { return .string(d < y ? "orderedAscending" : d == y ? "orderedSame" : "orderedDescending") }
        default: break
        }
        return nil
    }

    // MARK: - NSDecimalRound

    /// `NSDecimalRound(&result, &value, scale, mode)`.
    static func round(_ args: Arguments, _ rt: Runtime) throws -> Value {
        guard case .object(let a) = args[0], let result = a as? InoutArgument,
              case .object(let b) = args[1], let source = b as? InoutArgument else {
            throw NativeError("NSDecimalRound(_:_:_:_:) takes two variables passed with '&': NSDecimalRound(&result, &value, 2, .plain)")
        }
        guard case .int(let scale) = args[2] else { throw NativeError("NSDecimalRound needs an Int scale") }
        guard case .instance(let m) = args[3], m.isEnumCase else {
            throw NativeError("NSDecimalRound needs a rounding mode (.plain, .down, .up or .bankers)")
        }
        let mode: NSDecimalNumber.RoundingMode
        switch m.type.cases[m.caseIndex].name {
        case "plain", "toNearestOrAwayFromZero": mode = .plain
        case "down": mode = .down
        case "up": mode = .up
        case "bankers", "toNearestOrEven": mode = .bankers
        default: throw NativeError("NSDecimalRound needs a rounding mode (.plain, .down, .up or .bankers)")
        }
        guard var input = operand(source.take(rt)) else { throw NativeError("NSDecimalRound rounds a Decimal") }
        source.value = value(input)
        var output = Decimal()
        NSDecimalRound(&output, &input, scale, mode)
        _ = result.take(rt)
        result.value = value(output)
        return .null
    }
}
