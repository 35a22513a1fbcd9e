#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swift's `Float`: making values, operators, members, static members and the
/// math functions of a Float. Next to a Float, an Int or a Double is a literal
/// (in a valid program nothing else meets it) and is taken as a Float.
enum Floats {
    static func value(_ f: Float) -> Value { .object(FloatNumber(f)) }

    /// `v` as a Float operand: a Float, or a literal.
    static func operand(_ v: Value) -> Float? {
        switch v {
        case .object(let f as FloatNumber): return f.value
        case .int(let i): return Float(i)
        case .double(let d): return Float(d)
        case .cell(let c): return operand(c.value)
        default: return nil
        }
    }

    static func isFloat(_ v: Value) -> Bool {
        if case .object(let o) = v { return o is FloatNumber }
        return false
    }

    // MARK: - Making values

    /// `Float(x)`, `Float("1.5")`, `Float(exactly: x)`, `Float(bitPattern: u)`.
    static func make(_ args: Arguments) throws -> Value {
        TypeRef.doublesConvert = true
        guard args.count == 1 else { throw NativeError("'Float' expects 1 argument but was given \(args.count)") }
        let x = args[0]
        switch args.labels[0] {
        case nil: break
        case "bitPattern":
            guard let s = x.sizedInteger, s.kind == .uint32 else {
                if case .int(let i) = x, let u = UInt32(exactly: i) { return value(Float(bitPattern: u)) }
                throw NativeError("Float(bitPattern:) needs a UInt32")
            }
            return value(Float(bitPattern: UInt32(truncatingIfNeeded: s.bits)))
        case "exactly":
            switch x {
            case .int(let i): return Float(exactly: i).map(value) ?? .null
            case .double(let d): return Float(exactly: d).map(value) ?? .null
            default: break
            }
        default: throw NativeError("Float has no initializer with the label '\(args.labels[0]!):'")
        }
        switch x {
        case .int(let i): return value(Float(i))
        case .double(let d): return value(Float(d))
        case .object(let f as FloatNumber): return .object(f)
        case .object(let s as SizedInteger):
            return value(s.kind.isSigned ? Float(Int64(bitPattern: s.bits)) : Float(s.bits))
        case .string(let s): return Float(s).map(value) ?? .null
        case .object(let sub as SubstringValue): return Float(sub.text).map(value) ?? .null
        case .cell(let c): return try make(Arguments([c.value]))
        default: throw NativeError("cannot convert a value of type \(x.typeName) to Float")
        }
    }

    /// `Float.pi`, `Float.infinity`…
    static func staticMember(_ name: String) -> Value? {
        TypeRef.doublesConvert = true
        switch name {
        case "pi": return value(.pi)
        case "infinity": return value(.infinity)
        case "nan": return value(.nan)
        case "signalingNaN": return value(.signalingNaN)
        case "zero": return value(0)
        case "greatestFiniteMagnitude": return value(.greatestFiniteMagnitude)
        case "leastNormalMagnitude": return value(.leastNormalMagnitude)
        case "leastNonzeroMagnitude": return value(.leastNonzeroMagnitude)
        case "ulpOfOne": return value(.ulpOfOne)
        case "radix": return .int(Float.radix)
        case "significandBitCount": return .int(Float.significandBitCount)
        case "exponentBitCount": return .int(Float.exponentBitCount)
        default: return nil
        }
    }

    // MARK: - Operators

    /// `a op b` where one side is a Float; nil when neither is.
    static func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value? {
        guard isFloat(a) || isFloat(b) else { return nil }
        return try ObjectNumbers.arithmetic(op, a, b, loc, typeName: "Float", operand: operand, make: value)
    }

    // MARK: - Members

    static func member(_ x: Float, _ name: String) throws -> Value? {
        switch name {
        case "description", "debugDescription": return .string(x.description)
        case "isNaN": return .bool(x.isNaN)
        case "isFinite": return .bool(x.isFinite)
        case "isInfinite": return .bool(x.isInfinite)
        case "isZero": return .bool(x.isZero)
        case "isNormal": return .bool(x.isNormal)
        case "isSubnormal": return .bool(x.isSubnormal)
        case "magnitude": return value(x.magnitude)
        case "ulp": return value(x.ulp)
        case "exponent": return .int(x.exponent)
        case "significand": return value(x.significand)
        case "bitPattern": return .object(SizedInteger(.uint32, x.bitPattern))
        case "nextUp": return value(x.nextUp)
        case "nextDown": return value(x.nextDown)
        default: return nil
        }
    }

    static func method(_ x: Float, _ name: String, _ args: Arguments) throws -> Value? {
        func other() throws -> Float {
            guard args.count == 1, let y = operand(args[0]) else { throw NativeError("\(name) needs a Float") }
            return y
        }
        switch (name, args.count) {
        case ("squareRoot", 0): return value(x.squareRoot())
        case ("rounded", 0): return value(x.rounded())
        case ("rounded", 1):
            guard case .instance(let i) = args[0], i.isEnumCase, i.type.name == "FloatingPointRoundingRule" else {
                throw NativeError("rounded(_:) needs a rounding rule such as .down, not \(args[0].typeName)")
            }
            let rules: [FloatingPointRoundingRule] = [.up, .down, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven]
            return value(x.rounded(rules[i.caseIndex]))
        case ("truncatingRemainder", 1): return value(x.truncatingRemainder(dividingBy: try other()))
        case ("remainder", 1): return value(x.remainder(dividingBy: try other()))
        case ("isLess", 1): return .bool(x.isLess(than: try other()))
        case ("isEqual", 1): return .bool(x.isEqual(to: try other()))
        case ("advanced", 1): return value(x.advanced(by: try other()))
        case ("distance", 1): return value(x.distance(to: try other()))
        case ("addingProduct", 2):
            guard let a = operand(args[0]), let b = operand(args[1]) else { throw NativeError("addingProduct needs Floats") }
            return value(x.addingProduct(a, b))
        default: return nil
        }
    }

    // MARK: - Math functions

    /// `pow`, `atan2`, `hypot`, `fmod` of Floats.
    static func binary(_ name: String, _ x: Float, _ y: Float) -> Float? {
        switch name {
        case "pow": return Glibc.pow(x, y)
        case "atan2": return Glibc.atan2(x, y)
        case "hypot": return Glibc.hypot(x, y)
        case "fmod": return Glibc.fmod(x, y)
        default: return nil
        }
    }
}
