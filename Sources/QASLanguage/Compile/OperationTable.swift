// MARK: - The table of operations
//
// Every binary operator with fast paths is defined here once, with its forms:
// `int` and `double` are what fast paths inline (nil hands the operands to the
// generic form: overflow, division by zero, an operator Double does not have),
// and `generic` is the whole operator — script types' own operators, mixed Int
// and Double, strings and arrays, and every error message. The shapes of fast
// path (a local and a constant, two operands, `x op= y` …) are written once as
// generic code over these types; `OperationTable` picks the type for an operator,
// so each shape is compiled once per operator with the operation inlined.

/// An arithmetic or bitwise operator's forms.
protocol ArithmeticOperation {
    static var op: BinaryOp { get }
    /// The result for two Ints, or nil when the generic form must decide.
    static func int(_ x: Int, _ y: Int) -> Int?
    /// The result for two Doubles, or nil when the generic form must decide.
    static func double(_ x: Double, _ y: Double) -> Double?
}

extension ArithmeticOperation {
    static func double(_ x: Double, _ y: Double) -> Double? { nil }

    /// The whole operator, for operands the fast forms do not take.
    @inline(never)
    static func generic(_ rt: Runtime, _ x: Value, _ y: Value, _ site: SourceLocation) throws -> Value {
        try Compiler.arithmetic(rt, op, x, y, site)
    }

    /// The fast forms when they apply, else the generic one.
    @inline(__always)
    static func apply(_ rt: Runtime, _ x: Value, _ y: Value, _ site: SourceLocation) throws -> Value {
        if case .int(let i) = x, case .int(let j) = y, let r = int(i, j) { return .int(r) }
        if case .double(let i) = x, case .double(let j) = y, let r = double(i, j) { return .double(r) }
        return try generic(rt, x, y, site)
    }

    /// `v op= rhs`: the fast forms in place, else the generic compound assignment
    /// (which appends to strings and arrays without copying them).
    @inline(__always)
    static func combine(_ v: inout Value, _ rhs: Value, _ site: SourceLocation) throws {
        // The number written over the number there: nothing to release (an
        // assignment would call the enum's outlined destroy to find that out).
        if case .int(let i) = v, case .int(let j) = rhs, let r = int(i, j) {
            withUnsafeMutablePointer(to: &v) { $0.initialize(to: .int(r)) }
            return
        }
        if case .double(let i) = v, case .double(let j) = rhs, let r = double(i, j) {
            withUnsafeMutablePointer(to: &v) { $0.initialize(to: .double(r)) }
            return
        }
        try Compiler.combineSlowly(&v, op, rhs, site)
    }
}

/// A comparison's forms.
protocol ComparisonOperation {
    static var op: BinaryOp { get }
    static func int(_ x: Int, _ y: Int) -> Bool
    static func double(_ x: Double, _ y: Double) -> Bool
}

extension ComparisonOperation {
    /// The whole comparison: mixed numbers, strings, sequences, script types' own `==` and `<`.
    @inline(never)
    static func generic(_ rt: Runtime, _ x: Value, _ y: Value, _ site: SourceLocation) throws -> Bool {
        try Compiler.compareValues(rt, op, x, y, site)
    }

    @inline(__always)
    static func apply(_ rt: Runtime, _ x: Value, _ y: Value, _ site: SourceLocation) throws -> Bool {
        if case .int(let i) = x, case .int(let j) = y { return int(i, j) }
        if case .double(let i) = x, case .double(let j) = y { return double(i, j) }
        return try generic(rt, x, y, site)
    }
}

enum AddOperation: ArithmeticOperation {
    static var op: BinaryOp { .add }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { let (r, o) = x.addingReportingOverflow(y); return o ? nil : r }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Double? { x + y }
}

enum SubtractOperation: ArithmeticOperation {
    static var op: BinaryOp { .subtract }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { let (r, o) = x.subtractingReportingOverflow(y); return o ? nil : r }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Double? { x - y }
}

enum MultiplyOperation: ArithmeticOperation {
    static var op: BinaryOp { .multiply }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { let (r, o) = x.multipliedReportingOverflow(by: y); return o ? nil : r }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Double? { x * y }
}

enum DivideOperation: ArithmeticOperation {
    static var op: BinaryOp { .divide }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? {
        if y == 0 { return nil }
        let (r, o) = x.dividedReportingOverflow(by: y)
        return o ? nil : r
    }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Double? { x / y }
}

enum RemainderOperation: ArithmeticOperation {
    static var op: BinaryOp { .remainder }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? {
        if y == 0 { return nil }
        let (r, o) = x.remainderReportingOverflow(dividingBy: y)
        return o ? nil : r
    }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Double? { x.truncatingRemainder(dividingBy: y) }
}

enum BitAndOperation: ArithmeticOperation {
    static var op: BinaryOp { .bitAnd }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x & y }
}

enum BitOrOperation: ArithmeticOperation {
    static var op: BinaryOp { .bitOr }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x | y }
}

enum BitXorOperation: ArithmeticOperation {
    static var op: BinaryOp { .bitXor }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x ^ y }
}

/// Swift's smart shifts: a shift of 64 or more gives 0 (or -1), a negative one shifts the other way.
enum ShiftLeftOperation: ArithmeticOperation {
    static var op: BinaryOp { .shiftLeft }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x << y }
}

enum ShiftRightOperation: ArithmeticOperation {
    static var op: BinaryOp { .shiftRight }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x >> y }
}

enum WrappingAddOperation: ArithmeticOperation {
    static var op: BinaryOp { .wrappingAdd }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x &+ y }
}

enum WrappingSubtractOperation: ArithmeticOperation {
    static var op: BinaryOp { .wrappingSubtract }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x &- y }
}

enum WrappingMultiplyOperation: ArithmeticOperation {
    static var op: BinaryOp { .wrappingMultiply }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Int? { x &* y }
}

enum LessOperation: ComparisonOperation {
    static var op: BinaryOp { .less }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x < y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x < y }
}

enum LessEqualOperation: ComparisonOperation {
    static var op: BinaryOp { .lessEqual }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x <= y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x <= y }
}

enum GreaterOperation: ComparisonOperation {
    static var op: BinaryOp { .greater }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x > y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x > y }
}

enum GreaterEqualOperation: ComparisonOperation {
    static var op: BinaryOp { .greaterEqual }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x >= y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x >= y }
}

enum EqualOperation: ComparisonOperation {
    static var op: BinaryOp { .equal }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x == y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x == y }
}

enum NotEqualOperation: ComparisonOperation {
    static var op: BinaryOp { .notEqual }
    @inline(__always) static func int(_ x: Int, _ y: Int) -> Bool { x != y }
    @inline(__always) static func double(_ x: Double, _ y: Double) -> Bool { x != y }
}

/// A shape of fast path, built for one arithmetic operator. The built code is
/// kept in the shape (a property of a concrete function type), not returned:
/// a closure returned as a generic type would be called through two
/// reabstraction thunks ever after.
protocol ArithmeticShape {
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type)
}

/// A shape of fast path, built for one comparison.
protocol ComparisonShape {
    mutating func build<C: ComparisonOperation>(_ operation: C.Type)
}

enum OperationTable {
    /// Builds `shape` for `op`; false for an operator without fast forms.
    @discardableResult
    static func arithmetic<S: ArithmeticShape>(_ op: BinaryOp, _ shape: inout S) -> Bool {
        switch op {
        case .add: shape.build(AddOperation.self)
        case .subtract: shape.build(SubtractOperation.self)
        case .multiply: shape.build(MultiplyOperation.self)
        case .divide: shape.build(DivideOperation.self)
        case .remainder: shape.build(RemainderOperation.self)
        case .bitAnd: shape.build(BitAndOperation.self)
        case .bitOr: shape.build(BitOrOperation.self)
        case .bitXor: shape.build(BitXorOperation.self)
        case .shiftLeft: shape.build(ShiftLeftOperation.self)
        case .shiftRight: shape.build(ShiftRightOperation.self)
        case .wrappingAdd: shape.build(WrappingAddOperation.self)
        case .wrappingSubtract: shape.build(WrappingSubtractOperation.self)
        case .wrappingMultiply: shape.build(WrappingMultiplyOperation.self)
        default: return false
        }
        return true
    }

    /// Builds `shape` for the comparison `op`; false for `===` and `!==`.
    @discardableResult
    static func comparison<S: ComparisonShape>(_ op: BinaryOp, _ shape: inout S) -> Bool {
        switch op {
        case .less: shape.build(LessOperation.self)
        case .lessEqual: shape.build(LessEqualOperation.self)
        case .greater: shape.build(GreaterOperation.self)
        case .greaterEqual: shape.build(GreaterEqualOperation.self)
        case .equal: shape.build(EqualOperation.self)
        case .notEqual: shape.build(NotEqualOperation.self)
        default: return false
        }
        return true
    }

    /// `op` on two Ints as the table defines it; nil where the generic form decides.
    static func int(_ op: BinaryOp, _ x: Int, _ y: Int) -> Int? {
        var form = IntForm(x: x, y: y)
        arithmetic(op, &form)
        return form.result
    }

    /// `op` on two Doubles as the table defines it; nil where the generic form decides.
    static func double(_ op: BinaryOp, _ x: Double, _ y: Double) -> Double? {
        var form = DoubleForm(x: x, y: y)
        arithmetic(op, &form)
        return form.result
    }

    /// The comparison `op` on two Doubles as the table defines it (IEEE: every
    /// ordering with NaN is false); nil for `===` and `!==`.
    static func compare(_ op: BinaryOp, _ x: Double, _ y: Double) -> Bool? {
        var form = DoubleComparisonForm(x: x, y: y)
        comparison(op, &form)
        return form.result
    }

    /// Whether `op` has fast forms in the table (every arithmetic and bitwise operator).
    static func hasArithmeticForms(_ op: BinaryOp) -> Bool {
        var form = IntForm(x: 0, y: 1)
        return arithmetic(op, &form)
    }

    private struct DoubleComparisonForm: ComparisonShape {
        let x: Double, y: Double
        var result: Bool? = nil
        mutating func build<C: ComparisonOperation>(_ operation: C.Type) { result = C.double(x, y) }
    }

    private struct IntForm: ArithmeticShape {
        let x: Int, y: Int
        var result: Int? = nil
        mutating func build<O: ArithmeticOperation>(_ operation: O.Type) { result = O.int(x, y) }
    }

    private struct DoubleForm: ArithmeticShape {
        let x: Double, y: Double
        var result: Double? = nil
        mutating func build<O: ArithmeticOperation>(_ operation: O.Type) { result = O.double(x, y) }
    }
}
