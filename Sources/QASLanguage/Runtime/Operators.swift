/// Arithmetic and comparison as in Swift, except that mixing Int and Double
/// promotes to Double, and overflow / division by zero are runtime errors.
enum Operators {
    static func arithmetic(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)): return try integer(op, x, y, loc)
        case (.double(let x), .double(let y)): return try double(op, x, y, loc)
        case (.int(let x), .double(let y)): return try double(op, Double(x), y, loc)
        case (.double(let x), .int(let y)): return try double(op, x, Double(y), loc)
        case (.string(let x), .string(let y)) where op == .add:
            try MemoryGuard.allow(x.utf8.count + y.utf8.count, at: loc)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == .add:
            try MemoryGuard.allow(MemoryGuard.bytes(forValues: x.count + y.count), at: loc)
            return .array(x.items + y.items)
        case (.cell(let c), _): return try arithmetic(op, c.value, b, loc)
        case (_, .cell(let c)): return try arithmetic(op, a, c.value, loc)
        default:
            if let r = try SizedIntegers.arithmetic(op, a, b, loc) { return r }
            if let r = try Floats.arithmetic(op, a, b, loc) { return r }
            if let r = try Decimals.arithmetic(op, a, b, loc) { return r }
            if op == .add, let x = Substrings.text(a), let y = Substrings.text(b) { return .string(x + y) }
            if case .object(let t as DispatchTimeObject) = a, op == .add || op == .subtract {
                return try DispatchTimeObject.offset(t, b, subtract: op == .subtract)
            }
            if op == .add, let r = try ArraySlices.concatenate(a, b, loc) { return r }
            var hint = ""
            if op == .add, case .string = a { hint = "; use interpolation \"\\(x)\" or String(x) to join text and numbers" }
            if op == .add, case .string = b { hint = "; use interpolation \"\\(x)\" or String(x) to join text and numbers" }
            throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to \(a.typeName) and \(b.typeName)\(hint)", at: loc)
        }
    }

    /// `op` on two Ints: `OperationTable`'s Int form, and the errors where it has none.
    @inline(__always)
    static func integer(_ op: BinaryOp, _ x: Int, _ y: Int, _ loc: SourceLocation?) throws -> Value {
        if let r = OperationTable.int(op, x, y) { return .int(r) }
        switch op {
        case .divide where y == 0: throw RuntimeError("division by zero", at: loc)
        case .remainder where y == 0: throw RuntimeError("division by zero in remainder operation", at: loc)
        case .add, .subtract, .multiply, .divide, .remainder:
            throw RuntimeError("integer overflow: \(x) \(op.rawValue) \(y) does not fit in Int", at: loc)
        default: return try compare(op, .int(x), .int(y), loc)
        }
    }

    /// `op` on two Doubles: `OperationTable`'s Double form, and the errors where it has none.
    static func double(_ op: BinaryOp, _ x: Double, _ y: Double, _ loc: SourceLocation?) throws -> Value {
        if let r = OperationTable.double(op, x, y) { return .double(r) }
        switch op {
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            throw RuntimeError("binary operator '\(op.rawValue)' needs Int operands, not Double", at: loc)
        default: return try compare(op, .double(x), .double(y), loc)
        }
    }

    static func negate(_ v: Value, _ loc: SourceLocation?) throws -> Value {
        switch v {
        case .int(let i):
            if i == .min { throw RuntimeError("integer overflow: -(\(i)) does not fit in Int", at: loc) }
            return .int(-i)
        case .double(let d): return .double(-d)
        case .object(let s as SizedInteger): return try SizedIntegers.negate(s, loc)
        case .object(let f as FloatNumber): return Floats.value(-f.value)
        case .object(let d as DecimalNumber): return Decimals.value(-d.value)
        case .cell(let c): return try negate(c.value, loc)
        default: throw RuntimeError("unary operator '-' cannot be applied to \(v.typeName)", at: loc)
        }
    }

    static func not(_ v: Value, _ loc: SourceLocation?) throws -> Value {
        guard case .bool(let b) = v else {
            throw RuntimeError("unary operator '!' needs a Bool, not \(v.typeName)", at: loc)
        }
        return .bool(!b)
    }

    static func compare(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value {
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .identical, .notIdentical:
            return .bool(try Compiler.identical(a, b, loc ?? SourceLocation.native) == (op == .identical))
        default: break
        }
        // Numbers compare as IEEE values: every ordering with NaN is false, which
        // an ordering of -1, 0 or 1 cannot say.
        switch (a, b) {
        case (.double(let x), .double(let y)): if let r = OperationTable.compare(op, x, y) { return .bool(r) }
        case (.int(let x), .double(let y)): if let r = OperationTable.compare(op, Double(x), y) { return .bool(r) }
        case (.double(let x), .int(let y)): if let r = OperationTable.compare(op, x, Double(y)) { return .bool(r) }
        case (.object, _), (_, .object):
            // `UInt8`, `Int32`…: compared as their type compares (with an Int literal too).
            if let r = try SizedIntegers.arithmetic(op, a, b, loc) { return r }
            if let r = try Floats.arithmetic(op, a, b, loc) { return r }
            if let r = try Decimals.arithmetic(op, a, b, loc) { return r }
        default: break
        }
        let order = try ordering(a, b, op, loc)
        switch op {
        case .less: return .bool(order < 0)
        case .lessEqual: return .bool(order <= 0)
        case .greater: return .bool(order > 0)
        default: return .bool(order >= 0)
        }
    }

    /// -1, 0 or 1; an error for values that have no order.
    static func ordering(_ a: Value, _ b: Value, _ op: BinaryOp = .less, _ loc: SourceLocation?) throws -> Int {
        func cmp<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x == y ? 0 : 1) }
        switch (a, b) {
        case (.int(let x), .int(let y)): return cmp(x, y)
        case (.double(let x), .double(let y)): return cmp(x, y)
        case (.int(let x), .double(let y)): return cmp(Double(x), y)
        case (.double(let x), .int(let y)): return cmp(x, Double(y))
        case (.string(let x), .string(let y)): return cmp(x, y)
        case (.bool(let x), .bool(let y)): return cmp(x ? 1 : 0, y ? 1 : 0)
        case (.array(let x), .array(let y)):
            return try lexicographic(x.items, y.items, op, loc)
        case (.tuple(let x), .tuple(let y)):
            return try lexicographic(x.items, y.items, op, loc)
        case (.object(let x as SizedInteger), .int(let y)): return cmp(x.wide, SizedInteger.Wide(y))
        case (.int(let x), .object(let y as SizedInteger)): return cmp(SizedInteger.Wide(x), y.wide)
        case (.object(let x as FloatNumber), _) where Floats.operand(b) != nil: return cmp(x.value, Floats.operand(b)!)
        case (_, .object(let y as FloatNumber)) where Floats.operand(a) != nil: return cmp(Floats.operand(a)!, y.value)
        case (.object(let x as DecimalNumber), _) where Decimals.operand(b) != nil: return cmp(x.value, Decimals.operand(b)!)
        case (_, .object(let y as DecimalNumber)) where Decimals.operand(a) != nil: return cmp(Decimals.operand(a)!, y.value)
        case (.object(let x as SubstringValue), .string(let y)): return cmp(x.text, y)
        case (.string(let x), .object(let y as SubstringValue)): return cmp(x, y.text)
        // `scalar < "z"`: the literal is a Unicode.Scalar there.
        case (.object(let x as UnicodeScalarValue), .string(let y)) where y.unicodeScalars.count == 1:
            return cmp(x.scalar.value, y.unicodeScalars.first!.value)
        case (.string(let x), .object(let y as UnicodeScalarValue)) where x.unicodeScalars.count == 1:
            return cmp(x.unicodeScalars.first!.value, y.scalar.value)
        case (.object(let x), .object(let y)):
            if let c = x.ordering(to: y) { return c }
            throw RuntimeError("binary operator '\(op.rawValue)' cannot compare \(a.typeName) and \(b.typeName)", at: loc)
        case (.cell(let c), _): return try ordering(c.value, b, op, loc)
        case (_, .cell(let c)): return try ordering(a, c.value, op, loc)
        default:
            throw RuntimeError("binary operator '\(op.rawValue)' cannot compare \(a.typeName) and \(b.typeName)", at: loc)
        }
    }

    /// Orders sequences element by element, the first difference deciding, then
    /// by length. Nested sequences are walked with a work list, not recursion.
    private static func lexicographic(_ x: [Value], _ y: [Value], _ op: BinaryOp, _ loc: SourceLocation?) throws -> Int {
        var frames: [(x: [Value], y: [Value], i: Int)] = [(x, y, 0)]
        while var f = frames.popLast() {
            if f.i == min(f.x.count, f.y.count) {
                let c = f.x.count < f.y.count ? -1 : (f.x.count == f.y.count ? 0 : 1)
                if c != 0 { return c }
                continue
            }
            let (l, r) = (f.x[f.i], f.y[f.i])
            f.i += 1
            frames.append(f)
            switch (l, r) {
            case (.array(let p), .array(let q)): frames.append((p.items, q.items, 0))
            case (.tuple(let p), .tuple(let q)): frames.append((p.items, q.items, 0))
            default:
                let c = try ordering(l, r, op, loc)
                if c != 0 { return c }
            }
        }
        return 0
    }

    static func apply(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?) throws -> Value {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder, .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight,
             .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            return try arithmetic(op, a, b, loc)
        default: return try compare(op, a, b, loc)
        }
    }
}
