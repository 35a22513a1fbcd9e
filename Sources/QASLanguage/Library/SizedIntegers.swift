/// Swift's sized integer types (`UInt8`, `Int32`, `UInt64`…): making them,
/// their operators, members and static members. Each operation runs on the
/// real Swift type, so overflow, wrapping and shifting are Swift's own.
enum SizedIntegers {
    typealias Kind = SizedInteger.Kind

    // MARK: - Making values

    /// The value `v` as `T`, converted as `T(v)`, `T(truncatingIfNeeded: v)`,
    /// `T(clamping: v)`, `T(bitPattern: v)` or `T(exactly: v)` (by `label`); nil
    /// where Swift gives nil (`exactly:`, text that is no number).
    static func converted<T: FixedWidthInteger>(_ t: T.Type, _ typeName: String, _ v: Value, label: String?,
                                                radix: Int = 10) throws -> T? {
        func from<S: BinaryInteger>(_ s: S) throws -> T? {
            switch label {
            case nil:
                guard let r = T(exactly: s) else { throw NativeError("\(s) does not fit in \(typeName): not enough bits to represent it", kind: .fatalError) }
                return r
            case "exactly": return T(exactly: s)
            case "truncatingIfNeeded": return T(truncatingIfNeeded: s)
            case "clamping": return T(clamping: s)
            case "bitPattern":
                guard S.isSigned != T.isSigned, (s as? any FixedWidthInteger).map({ type(of: $0).bitWidth }) == T.bitWidth else {
                    throw NativeError("\(typeName)(bitPattern:) needs an integer of the same size and the other signedness")
                }
                return T(truncatingIfNeeded: s)
            default: throw NativeError("\(typeName) has no initializer with the label '\(label!):'")
            }
        }
        switch v {
        case .int(let i) where label == "bitPattern":
            // `Int8(bitPattern: 200)`: the literal is of the other signedness's type.
            let fits = T.isSigned ? (i >= 0 && (T.bitWidth >= 64 || i >> T.bitWidth == 0))
                                  : (T.bitWidth >= 64 || (i >> (T.bitWidth - 1) == 0 || i >> (T.bitWidth - 1) == -1))
            guard fits else { throw NativeError("\(i) does not fit in the \(T.bitWidth)-bit type \(typeName)(bitPattern:) takes") }
            return T(truncatingIfNeeded: i)
        case .int(let i): return try from(i)
        case .object(let s as SizedInteger):
            if label == "bitPattern" { return try from(s.boxed) }
            // (As the widest type of its signedness: the same value, without
            // opening the boxed type at every conversion.)
            return s.kind.isSigned ? try from(Int64(bitPattern: s.bits)) : try from(s.bits)
        case .double(let d):
            switch label {
            case nil:
                guard d.isFinite, let r = T(exactly: d.rounded(.towardZero)) else {
                    throw NativeError("Double value \(d) cannot be converted to \(typeName): it is outside its range or not a number", kind: .fatalError)
                }
                return r
            case "exactly": return T(exactly: d)
            default: throw NativeError("\(typeName)(\(label!):) needs an integer, not a Double")
            }
        case .string(let s) where label == nil: return T(s, radix: radix)
        case .cell(let c): return try converted(t, typeName, c.value, label: label, radix: radix)
        default: throw NativeError("cannot convert a value of type \(v.typeName) to \(typeName)")
        }
    }

    /// `UInt8(…)` and the other initialisers of a sized type.
    static func make(_ kind: Kind, _ args: Arguments) throws -> Value {
        try kind.apply(Make(kind: kind, args: args))
    }

    private struct Make: SizedIntegerBody {
        let kind: Kind
        let args: Arguments
        func run<T: FixedWidthInteger>(_ t: T.Type) throws -> Value {
            var label = args.labels.first ?? nil
            var radix = 10
            if args.count == 2 {
                guard args.labels[1] == "radix", case .int(let r) = args[1], (2...36).contains(r) else {
                    throw NativeError("\(kind.rawValue)(_:radix:) takes a radix from 2 to 36 as its second argument")
                }
                radix = r
            } else if args.count != 1 {
                throw NativeError("'\(kind.rawValue)' expects 1 argument but was given \(args.count)")
            }
            if label == "ascii" {
                // `UInt8(ascii: "a")`: the scalar's value, which must be ASCII.
                guard kind == .uint8, let scalar = asciiScalar(args[0]) else {
                    throw NativeError("UInt8(ascii:) needs one ASCII character")
                }
                return .object(SizedInteger(kind, UInt8(scalar.value)))
            }
            if case .object(let s as UnicodeScalarValue) = args[0], label == nil {
                label = "exactly"
                guard let r = T(exactly: s.scalar.value) else { throw NativeError("\(s.scalar.value) does not fit in \(kind.rawValue)", kind: .fatalError) }
                return .object(SizedInteger(kind, r))
            }
            let r = try converted(t, kind.rawValue, args[0], label: label, radix: radix)
            return r.map { .object(SizedInteger(kind, $0)) } ?? .null
        }
    }

    private static func asciiScalar(_ v: Value) -> Unicode.Scalar? {
        switch v {
        case .string(let s) where s.unicodeScalars.count == 1:
            let u = s.unicodeScalars.first!
            return u.isASCII ? u : nil
        case .object(let o as UnicodeScalarValue): return o.scalar.isASCII ? o.scalar : nil
        default: return nil
        }
    }

    /// `Int(x)` of a sized integer (and `Int(truncatingIfNeeded:)`, `Int(bitPattern:)`…).
    static func int(_ args: Arguments) throws -> Value {
        let r = try converted(Int.self, "Int", args[0], label: args.labels[0])
        return r.map { .int($0) } ?? .null
    }

    /// The value of `UInt8.max`, `Int32.min`, `UInt64.bitWidth`…
    static func staticMember(_ kind: Kind, _ name: String) -> Value? {
        func open<T: FixedWidthInteger>(_ t: T.Type) -> Value? {
            switch name {
            case "max": return .object(SizedInteger(kind, T.max))
            case "min": return .object(SizedInteger(kind, T.min))
            case "zero": return .object(SizedInteger(kind, T.zero))
            case "bitWidth": return .int(T.bitWidth)
            case "isSigned": return .bool(T.isSigned)
            default: return nil
            }
        }
        return open(kind.type)
    }

    // MARK: - Operators

    /// `a op b` where either side is a sized integer; the other side may be an
    /// `Int` (a literal, in a valid program), which is taken as the same type.
    static func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value? {
        let left = a.sizedInteger, right = b.sizedInteger
        guard left != nil || right != nil else { return nil }
        if op == .shiftLeft || op == .shiftRight {
            // `x << n`: the result has the left side's type, whatever the right's.
            guard let amount = shiftAmount(b) else { return nil }
            if case .int(let i) = a { return .int(op == .shiftLeft ? i << amount : i >> amount) }
            guard let left else { return nil }
            struct Shift: SizedIntegerBody {
                let left: SizedInteger, leftward: Bool, amount: Int
                func run<T: FixedWidthInteger>(_ t: T.Type) -> Value {
                    let x = left.value(as: T.self)
                    return .object(SizedInteger(left.kind, leftward ? x << amount : x >> amount))
                }
            }
            return try left.kind.apply(Shift(left: left, leftward: op == .shiftLeft, amount: amount))
        }
        let kind = (left ?? right)!.kind
        if let l = left, let r = right, l.kind != r.kind {
            if Compiler.isComparison(op) { return .bool(try compare(op, l.wide, r.wide)) }
            throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(l.kind.rawValue)' and '\(r.kind.rawValue)'", at: loc)
        }
        return try kind.apply(Binary(kind: kind, op: op, a: a, b: b, loc: loc))
    }

    private struct Binary: SizedIntegerBody {
        let kind: Kind
        let op: BinaryOp
        let a: Value, b: Value
        let loc: SourceLocation?
        func run<T: FixedWidthInteger>(_ t: T.Type) throws -> Value {
            guard let x = try operand(T.self, kind, a, op, loc), let y = try operand(T.self, kind, b, op, loc) else {
                throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: loc)
            }
            return try binary(kind, op, x, y, loc)
        }
    }

    /// An operand taken as `T`: the sized value itself, or an `Int` that fits.
    fileprivate static func operand<T: FixedWidthInteger>(_ t: T.Type, _ kind: Kind, _ v: Value, _ op: BinaryOp,
                                                       _ loc: SourceLocation?) throws -> T? {
        switch v {
        case .object(let s as SizedInteger): return s.value(as: T.self)
        case .int(let i):
            guard let r = Kind.taking(i, as: T.self) else {
                throw RuntimeError("integer \(i) overflows when stored into '\(kind.rawValue)'", at: loc)
            }
            return r
        default: return nil
        }
    }

    private static func shiftAmount(_ v: Value) -> Int? {
        switch v {
        case .int(let i): return i
        case .object(let s as SizedInteger):
            switch s.wide {
            case .negative(let n): return Int(n)
            case .nonNegative(let n): return n > UInt64(Int.max) ? Int.max : Int(n)
            }
        default: return nil
        }
    }

    fileprivate static func binary<T: FixedWidthInteger>(_ kind: Kind, _ op: BinaryOp, _ a: T, _ b: T, _ loc: SourceLocation?) throws -> Value {
        func made(_ r: (partialValue: T, overflow: Bool)) throws -> Value {
            if r.overflow {
                throw RuntimeError("integer overflow: \(a) \(op.rawValue) \(b) does not fit in \(kind.rawValue)", at: loc)
            }
            return .object(SizedInteger(kind, r.partialValue))
        }
        switch op {
        case .add: return try made(a.addingReportingOverflow(b))
        case .subtract: return try made(a.subtractingReportingOverflow(b))
        case .multiply: return try made(a.multipliedReportingOverflow(by: b))
        case .divide:
            if b == 0 { throw RuntimeError("division by zero", at: loc) }
            return try made(a.dividedReportingOverflow(by: b))
        case .remainder:
            if b == 0 { throw RuntimeError("division by zero in remainder operation", at: loc) }
            return try made(a.remainderReportingOverflow(dividingBy: b))
        case .bitAnd: return .object(SizedInteger(kind, a & b))
        case .bitOr: return .object(SizedInteger(kind, a | b))
        case .bitXor: return .object(SizedInteger(kind, a ^ b))
        case .wrappingAdd: return .object(SizedInteger(kind, a &+ b))
        case .wrappingSubtract: return .object(SizedInteger(kind, a &- b))
        case .wrappingMultiply: return .object(SizedInteger(kind, a &* b))
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        case .shiftLeft, .shiftRight, .identical, .notIdentical:
            throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to \(kind.rawValue) operands", at: loc)
        }
    }

    private static func compare(_ op: BinaryOp, _ a: SizedInteger.Wide, _ b: SizedInteger.Wide) throws -> Bool {
        switch op {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }

    /// `-x` (signed types only, as in Swift).
    static func negate(_ s: SizedInteger, _ loc: SourceLocation?) throws -> Value {
        guard s.kind.isSigned else {
            throw RuntimeError("unary operator '-' cannot be applied to an operand of type '\(s.kind.rawValue)'", at: loc)
        }
        func open<T: FixedWidthInteger>(_ t: T.Type) throws -> Value {
            try binary(s.kind, .subtract, T.zero, s.value(as: T.self), loc)
        }
        return try open(s.kind.type)
    }

    /// `~x`.
    static func bitNot(_ s: SizedInteger) -> Value {
        func open<T: FixedWidthInteger>(_ t: T.Type) -> Value { .object(SizedInteger(s.kind, ~s.value(as: T.self))) }
        return open(s.kind.type)
    }

    // MARK: - Members

    static func member(_ s: SizedInteger, _ name: String) throws -> Value? {
        func open<T: FixedWidthInteger>(_ t: T.Type) -> Value? {
            let x = s.value(as: T.self)
            switch name {
            case "description": return .string(s.description)
            case "bitWidth": return .int(T.bitWidth)
            case "nonzeroBitCount": return .int(x.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(x.leadingZeroBitCount)
            case "trailingZeroBitCount": return .int(x.trailingZeroBitCount)
            case "byteSwapped": return .object(SizedInteger(s.kind, x.byteSwapped))
            case "bigEndian": return .object(SizedInteger(s.kind, x.bigEndian))
            case "littleEndian": return .object(SizedInteger(s.kind, x.littleEndian))
            case "magnitude":
                return .object(SizedInteger(s.kind.magnitudeKind, bits: UInt64(truncatingIfNeeded: x.magnitude)))
            default: return nil
            }
        }
        return open(s.kind.type)
    }

    static func method(_ s: SizedInteger, _ name: String, _ args: Arguments) throws -> Value? {
        func open<T: FixedWidthInteger>(_ t: T.Type) throws -> Value? {
            let x = s.value(as: T.self)
            func other() throws -> T {
                guard args.count == 1, let y = try operand(T.self, s.kind, args[0], .add, nil) else {
                    throw NativeError("\(name) needs a \(s.kind.rawValue)")
                }
                return y
            }
            func reporting(_ r: (partialValue: T, overflow: Bool)) -> Value {
                .tuple(Tuple([.object(SizedInteger(s.kind, r.partialValue)), .bool(r.overflow)], labels: ["partialValue", "overflow"]))
            }
            switch (name, args.count) {
            case ("isMultiple", 1):
                let m = try other()
                return .bool(m == 0 ? x == 0 : x.remainderReportingOverflow(dividingBy: m).partialValue == 0)
            case ("signum", 0): return .object(SizedInteger(s.kind, x.signum()))
            case ("addingReportingOverflow", 1): return reporting(x.addingReportingOverflow(try other()))
            case ("subtractingReportingOverflow", 1): return reporting(x.subtractingReportingOverflow(try other()))
            case ("multipliedReportingOverflow", 1): return reporting(x.multipliedReportingOverflow(by: try other()))
            case ("dividedReportingOverflow", 1): return reporting(x.dividedReportingOverflow(by: try other()))
            case ("remainderReportingOverflow", 1): return reporting(x.remainderReportingOverflow(dividingBy: try other()))
            case ("quotientAndRemainder", 1):
                let y = try other()
                guard y != 0 else { throw NativeError("quotientAndRemainder(dividingBy:) needs a non-zero divisor") }
                let q = x.dividedReportingOverflow(by: y)
                if q.overflow { throw NativeError("arithmetic overflow in quotientAndRemainder") }
                return .tuple(Tuple([.object(SizedInteger(s.kind, q.partialValue)), .object(SizedInteger(s.kind, x % y))],
                                    labels: ["quotient", "remainder"]))
            case ("multipliedFullWidth", 1):
                let r = x.multipliedFullWidth(by: try other())
                return .tuple(Tuple([.object(SizedInteger(s.kind, r.high)), .object(SizedInteger(s.kind.magnitudeKind, r.low))],
                                    labels: ["high", "low"]))
            case ("dividingFullWidth", 1):
                // `(high: T, low: T.Magnitude)`, which must give a quotient that fits.
                guard case .tuple(let parts) = args[0], parts.items.count == 2,
                      let high = try operand(T.self, s.kind, parts.items[0], .add, nil),
                      let low = try operand(T.Magnitude.self, s.kind.magnitudeKind, parts.items[1], .add, nil) else {
                    throw NativeError("dividingFullWidth needs a (high, low) pair of \(s.kind.rawValue) and its magnitude")
                }
                guard x != 0 else { throw NativeError("division by zero in dividingFullWidth", kind: .fatalError) }
                let big = (high, low)
                // Swift traps when the quotient does not fit.
                guard high.magnitude < x.magnitude || (T.isSigned && high == 0) else {
                    throw NativeError("the quotient of dividingFullWidth does not fit in \(s.kind.rawValue)", kind: .fatalError)
                }
                let r = x.dividingFullWidth(big)
                return .tuple(Tuple([.object(SizedInteger(s.kind, r.quotient)), .object(SizedInteger(s.kind, r.remainder))],
                                    labels: ["quotient", "remainder"]))
            case ("advanced", 1):
                guard case .int(let n) = args[0] else { throw NativeError("advanced(by:) needs an Int") }
                guard let step = T(exactly: n) else { throw NativeError("\(n) does not fit in \(s.kind.rawValue)") }
                let r = x.addingReportingOverflow(step)
                if r.overflow { throw NativeError("integer overflow in advanced(by:)") }
                return .object(SizedInteger(s.kind, r.partialValue))
            case ("distance", 1):
                let y = try other()
                guard let d = Int(exactly: Int64(truncatingIfNeeded: y) - Int64(truncatingIfNeeded: x)) else { return nil }
                return .int(d)
            default: return nil
            }
        }
        return try open(s.kind.type)
    }

    // MARK: - The types as values

    /// `x &<< n` and `x &>> n`: the shift amount taken modulo the type's width.
    static func maskingShift(_ left: Bool, _ a: Value, _ b: Value) throws -> Value {
        guard let amount = shiftAmount(b) else { throw NativeError("a masking shift needs an integer amount, not \(b.typeName)") }
        switch a {
        case .int(let i): return .int(left ? i &<< amount : i &>> amount)
        case .object(let s as SizedInteger):
            func open<T: FixedWidthInteger>(_ t: T.Type) -> Value {
                let x = s.value(as: T.self)
                return .object(SizedInteger(s.kind, left ? x &<< T(truncatingIfNeeded: amount) : x &>> T(truncatingIfNeeded: amount)))
            }
            return open(s.kind.type)
        case .cell(let c): return try maskingShift(left, c.value, b)
        default: throw NativeError("a masking shift needs an integer, not \(a.typeName)")
        }
    }

    static func install(in interpreter: Interpreter) {
        interpreter.define("&<<", .native(NativeFunction("&<<", arity: 2...2) { args, _ in try maskingShift(true, args[0], args[1]) }))
        interpreter.define("&>>", .native(NativeFunction("&>>", arity: 2...2) { args, _ in try maskingShift(false, args[0], args[1]) }))
        for kind in Kind.allCases {
            interpreter.define(kind.rawValue, .native(NativeFunction(kind.rawValue, arity: 1...2) { args, _ in
                try make(kind, args)
            }))
        }
    }
}

extension SizedInteger.Kind {
    /// The unsigned type of the same width (`Magnitude`).
    var magnitudeKind: SizedInteger.Kind {
        switch self {
        case .int8, .uint8: return .uint8
        case .int16, .uint16: return .uint16
        case .int32, .uint32: return .uint32
        case .int64, .uint64: return .uint64
        case .uint: return .uint
        }
    }
}

extension SizedInteger {
    /// The value as its Swift type, boxed: for converting to another type.
    var boxed: any FixedWidthInteger {
        switch kind {
        case .int8: return Int8(truncatingIfNeeded: bits)
        case .int16: return Int16(truncatingIfNeeded: bits)
        case .int32: return Int32(truncatingIfNeeded: bits)
        case .int64: return Int64(truncatingIfNeeded: bits)
        case .uint8: return UInt8(truncatingIfNeeded: bits)
        case .uint16: return UInt16(truncatingIfNeeded: bits)
        case .uint32: return UInt32(truncatingIfNeeded: bits)
        case .uint64: return UInt64(truncatingIfNeeded: bits)
        case .uint: return UInt(truncatingIfNeeded: bits)
        }
    }
}

extension Value {
    /// The sized integer this value holds, if it is one.
    package var sizedInteger: SizedInteger? {
        switch self {
        case .object(let o): return o as? SizedInteger
        case .cell(let c): return c.value.sizedInteger
        default: return nil
        }
    }
}
