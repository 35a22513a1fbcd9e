// MARK: - Shapes of fast path
//
// Each shape is written once, generically over the operations of
// `OperationTable`, and built per operator. A shape captures one object, so its
// closure's context unpacks in one load (closures capturing several values get a
// thunk that unpacks them on every call).

// MARK: Operands

/// Where an operand comes from: read in place when it is a plain local or a
/// global, so the common shapes call no operand code at all.
protocol OperandRead {
    func read(_ rt: Runtime) throws -> Value
    /// The operand's Int looked at where it lies, without copying the `Value`;
    /// nil when it holds something else, or is code (which only `read` runs).
    func intInPlace(_ rt: Runtime) -> Int?
    /// `x op self`, this operand on the right of an arithmetic shape.
    func combined<O: ArithmeticOperation>(with x: Value, _ rt: Runtime, _ operation: O.Type, _ site: SourceLocation) throws -> Value
}

extension OperandRead {
    @inline(__always) func intInPlace(_ rt: Runtime) -> Int? { nil }

    /// The operand read, and the operation applied to both values.
    @inline(__always)
    func combined<O: ArithmeticOperation>(with x: Value, _ rt: Runtime, _ operation: O.Type, _ site: SourceLocation) throws -> Value {
        try O.apply(rt, x, try read(rt), site)
    }

    /// The operand as an Int index: looked at where it lies when it is in a
    /// variable, else read; nil when it is not an Int.
    @inline(__always) func intIndex(_ rt: Runtime) throws -> Int? {
        if let k = intInPlace(rt) { return k }
        if case .int(let i) = try read(rt) { return i }
        return nil
    }
}

/// An operand that is a variable's own slot, which `x op= v` changes in place.
protocol OperandPlace: OperandRead {
    func place(_ rt: Runtime) -> UnsafeMutablePointer<Value>
}

extension OperandPlace {
    /// A variable's Int, read in its slot.
    @inline(__always) func intInPlace(_ rt: Runtime) -> Int? {
        if case .int(let k) = place(rt).pointee { return k }
        return nil
    }
}

/// A plain (uncaptured) local's stack slot.
struct SlotRead: OperandPlace {
    let slot: Int
    @inline(__always) func read(_ rt: Runtime) -> Value { rt.stack[rt.base &+ slot] }
    @inline(__always) func place(_ rt: Runtime) -> UnsafeMutablePointer<Value> { rt.stack + (rt.base &+ slot) }
}

/// A global's slot.
struct GlobalRead: OperandPlace {
    let index: Int
    @inline(__always) func read(_ rt: Runtime) -> Value { rt.globals[index] }
    @inline(__always) func place(_ rt: Runtime) -> UnsafeMutablePointer<Value> { rt.globals + index }
}

/// Any other expression's code.
struct CodeRead: OperandRead {
    let code: ExprCode
    @inline(__always) func read(_ rt: Runtime) throws -> Value { try code(rt) }
}

/// The operands of a shape, in one object: a closure that captures one reference
/// unpacks its context in one load.
final class Operands<L: OperandRead, R: OperandRead> {
    let left: L, right: R
    let site: SourceLocation
    init(_ left: L, _ right: R, _ site: SourceLocation) { self.left = left; self.right = right; self.site = site }
}

/// An operand and an Int constant.
final class OperandAndConstant<L: OperandRead> {
    let left: L
    let constant: Int
    let site: SourceLocation
    init(_ left: L, _ constant: Int, _ site: SourceLocation) { self.left = left; self.constant = constant; self.site = site }
}

/// An operand and a Double constant.
final class OperandAndDouble<L: OperandRead> {
    let left: L
    let constant: Double
    let site: SourceLocation
    init(_ left: L, _ constant: Double, _ site: SourceLocation) { self.left = left; self.constant = constant; self.site = site }
}

/// A variable's slot and the code of the value combined into it, in one object.
final class PlaceAndValue<P: OperandPlace> {
    let place: P
    let value: ExprCode
    let site: SourceLocation
    init(_ place: P, _ value: @escaping ExprCode, _ site: SourceLocation) { self.place = place; self.value = value; self.site = site }
}

/// Builds a shape for whichever reads fit two operands.
protocol OperandShapeBuilder {
    mutating func build<L: OperandRead, R: OperandRead>(_ left: L, _ right: R)
}

/// Builds a shape for whichever read fits one operand.
protocol OperandBuilder {
    mutating func build<L: OperandRead>(_ left: L)
}

/// Something built from an array variable's place and an index operand.
protocol ElementBuilder {
    mutating func build<B: OperandPlace, I: OperandRead>(_ base: B, _ index: I)
}

extension Compiler {
    /// Calls `builder` with the place of `base` (a plain local or a global) and
    /// the read of `index` (a plain local or a global), statically typed.
    func withElement<E: ElementBuilder>(_ base: Expr, _ index: Expr, _ builder: inout E) {
        switch (plainLocalSlot(base), plainLocalSlot(index)) {
        case (let b?, let i?): builder.build(SlotRead(slot: b), SlotRead(slot: i))
        case (let b?, nil): builder.build(SlotRead(slot: b), GlobalRead(index: globalIndex(index)!))
        case (nil, let i?): builder.build(GlobalRead(index: globalIndex(base)!), SlotRead(slot: i))
        case (nil, nil): builder.build(GlobalRead(index: globalIndex(base)!), GlobalRead(index: globalIndex(index)!))
        }
    }

    /// The read for an operand: its slot, its global, or its code.
    enum OperandKind {
        case slot(Int), global(Int), code(ExprCode)
    }

    func operandKind(_ e: Expr) -> OperandKind {
        if let slot = plainLocalSlot(e) { return .slot(slot) }
        if let g = globalIndex(e) { return .global(g) }
        return .code(expr(e))
    }

    /// The read for an operand whose code is already compiled.
    func operandKind(_ e: Expr, compiled: @escaping ExprCode) -> OperandKind {
        if let slot = plainLocalSlot(e) { return .slot(slot) }
        if let g = globalIndex(e) { return .global(g) }
        return .code(compiled)
    }

    /// Calls `builder` with the reads of one operand, statically typed.
    func withOperand<B: OperandBuilder>(_ e: Expr, _ builder: inout B) {
        switch operandKind(e) {
        case .slot(let s): builder.build(SlotRead(slot: s))
        case .global(let g): builder.build(GlobalRead(index: g))
        case .code(let c): builder.build(CodeRead(code: c))
        }
    }

    /// Calls `builder` with the reads of two operands, statically typed (left
    /// evaluated before right, as always).
    func withOperands<B: OperandShapeBuilder>(_ l: Expr, _ r: Expr, _ builder: inout B) {
        withOperands(operandKind(l), operandKind(r), &builder)
    }

    /// Calls `builder` with the reads of two operands already classified.
    func withOperands<B: OperandShapeBuilder>(_ left: OperandKind, _ right: OperandKind, _ builder: inout B) {
        switch (left, right) {
        case (.slot(let a), .slot(let b)): builder.build(SlotRead(slot: a), SlotRead(slot: b))
        case (.slot(let a), .global(let b)): builder.build(SlotRead(slot: a), GlobalRead(index: b))
        case (.slot(let a), .code(let b)): builder.build(SlotRead(slot: a), CodeRead(code: b))
        case (.global(let a), .slot(let b)): builder.build(GlobalRead(index: a), SlotRead(slot: b))
        case (.global(let a), .global(let b)): builder.build(GlobalRead(index: a), GlobalRead(index: b))
        case (.global(let a), .code(let b)): builder.build(GlobalRead(index: a), CodeRead(code: b))
        case (.code(let a), .slot(let b)): builder.build(CodeRead(code: a), SlotRead(slot: b))
        case (.code(let a), .global(let b)): builder.build(CodeRead(code: a), GlobalRead(index: b))
        case (.code(let a), .code(let b)): builder.build(CodeRead(code: a), CodeRead(code: b))
        }
    }
}

extension Compiler {
    /// `e` as an `ElementFieldOperand`, if it is `a[i].name` of that form.
    func elementFieldOperand(_ e: Expr) -> ElementFieldOperand? {
        guard allows(.elementFieldOperand), isElementField(e), case .member(let element, let name, false) = e.kind,
              let (base, index) = elementInPlace(element), let i = plainLocalSlot(index) else { return nil }
        let code = expr(e)
        let local = plainLocalSlot(base)
        return ElementFieldOperand(global: local == nil, base: local ?? globalIndex(base)!, index: SlotRead(slot: i),
                                   cache: FieldReadCache(name), code: code)
    }

    /// Whether `e` is `a[i].name` with the array in a plain local or a global
    /// and the index in a plain local (an `ElementFieldOperand`).
    func isElementField(_ e: Expr) -> Bool {
        guard case .member(let element, _, false) = e.kind, let (_, index) = elementInPlace(element) else { return false }
        return plainLocalSlot(index) != nil
    }

    /// Calls `builder` with the reads of two operands when one or both are
    /// `a[i].name` fields read in place (`bodies[i].x - bodies[j].x`); false,
    /// with nothing compiled, when neither is.
    func withElementFieldOperands<B: OperandShapeBuilder>(_ l: Expr, _ r: Expr, _ builder: inout B) -> Bool {
        guard allows(.elementFieldOperand), isElementField(l) || isElementField(r) else { return false }
        specialised(.elementFieldOperand)
        // Compiled left to right, as everywhere.
        let left = elementFieldOperand(l)
        let leftCode = left == nil && plainLocalSlot(l) == nil ? expr(l) : nil
        let right = elementFieldOperand(r)
        switch (left, right) {
        case (let a?, let b?): builder.build(a, b)
        case (let a?, nil):
            if let s = plainLocalSlot(r) { builder.build(a, SlotRead(slot: s)) } else { builder.build(a, CodeRead(code: expr(r))) }
        case (nil, let b?):
            if let s = plainLocalSlot(l) { builder.build(SlotRead(slot: s), b) } else { builder.build(CodeRead(code: leftCode!), b) }
        case (nil, nil): return false     // not reached: one side is a field
        }
        return true
    }
}

// MARK: Arithmetic

/// `a op b`.
struct ArithmeticOf<L: OperandRead, R: OperandRead>: ArithmeticShape {
    let c: Operands<L, R>
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let x = try c.left.read(rt), y = try c.right.read(rt)
            return try O.apply(rt, x, y, c.site)
        }
    }
}

/// `a op 1`: the constant is never evaluated. An Int constant with a Double
/// operand is promoted, as the generic form does.
struct ConstantArithmeticOf<L: OperandRead>: ArithmeticShape {
    let c: OperandAndConstant<L>
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in try ConstantArithmeticOf.value(rt, try c.left.read(rt), c.constant, O.self, c.site) }
    }

    /// `x op k`: the Int form, the Double form with `k` promoted, else the generic one.
    @inline(__always)
    static func value<O: ArithmeticOperation>(_ rt: Runtime, _ x: Value, _ k: Int, _ operation: O.Type,
                                              _ site: SourceLocation) throws -> Value {
        if case .int(let i) = x, let r = O.int(i, k) { return .int(r) }
        if case .double(let d) = x, let r = O.double(d, Double(k)) { return .double(r) }
        return try O.generic(rt, x, .int(k), site)
    }
}

/// `a op 0.5`.
struct DoubleConstantArithmeticOf<L: OperandRead>: ArithmeticShape {
    let c: OperandAndDouble<L>
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let x = try c.left.read(rt)
            if case .double(let d) = x, let r = O.double(d, c.constant) { return .double(r) }
            return try O.generic(rt, x, .double(c.constant), c.site)
        }
    }
}

/// A builder of arithmetic shapes: given the operands' reads (and the right
/// side's constant, when it is a literal), it builds one for the operator.
protocol ArithmeticShapeBuilder: OperandShapeBuilder, OperandBuilder {
    /// The right side's constant, when it is an Int or Double literal.
    var int: Int? { get set }
    var double: Double? { get set }
}

/// Builds the arithmetic shape that fits an operator's operands.
struct ArithmeticBuilder: ArithmeticShapeBuilder {
    let op: BinaryOp
    let site: SourceLocation
    var int: Int? = nil
    var double: Double? = nil
    var code: ExprCode? = nil

    mutating func build<L: OperandRead, R: OperandRead>(_ left: L, _ right: R) {
        var s = ArithmeticOf(c: Operands(left, right, site))
        OperationTable.arithmetic(op, &s)
        code = s.code
    }

    mutating func build<L: OperandRead>(_ left: L) {
        if let int {
            var s = ConstantArithmeticOf(c: OperandAndConstant(left, int, site))
            OperationTable.arithmetic(op, &s)
            code = s.code
        } else if let double {
            var s = DoubleConstantArithmeticOf(c: OperandAndDouble(left, double, site))
            OperationTable.arithmetic(op, &s)
            code = s.code
        }
    }
}

// MARK: Arithmetic stored into a variable

/// `let d2 = dx * dx` and `x = a + b` into a plain local's or a global's slot:
/// the shapes of `ArithmeticBuilder`, each storing its value where the
/// declaration or assignment would, as one closure (the store was a closure
/// of its own around the arithmetic's).
struct ArithmeticIntoBuilder<D: OperandPlace>: ArithmeticShapeBuilder {
    let op: BinaryOp
    let site: SourceLocation
    let destination: D
    var int: Int? = nil
    var double: Double? = nil
    var code: StmtCode? = nil

    mutating func build<L: OperandRead, R: OperandRead>(_ left: L, _ right: R) {
        var s = ArithmeticInto(c: OperandsInto(left, right, destination, site))
        OperationTable.arithmetic(op, &s)
        code = s.code
    }

    mutating func build<L: OperandRead>(_ left: L) {
        if let int {
            var s = ArithmeticInto(c: OperandsInto(left, IntConstant(value: int), destination, site))
            OperationTable.arithmetic(op, &s)
            code = s.code
        } else if let double {
            var s = ArithmeticInto(c: OperandsInto(left, DoubleConstant(value: double), destination, site))
            OperationTable.arithmetic(op, &s)
            code = s.code
        }
    }
}

/// The operands of an arithmetic shape and the variable its value goes to.
final class OperandsInto<L: OperandRead, R: OperandRead, D: OperandPlace> {
    let left: L, right: R
    let destination: D
    let site: SourceLocation
    init(_ left: L, _ right: R, _ destination: D, _ site: SourceLocation) {
        self.left = left; self.right = right; self.destination = destination; self.site = site
    }
}

/// An arithmetic shape's value stored in a variable: `ArithmeticOf`'s, or, with
/// `right` an `IntConstant`, `ConstantArithmeticOf`'s (the constant's own
/// `combined`), or with a `DoubleConstant`, `DoubleConstantArithmeticOf`'s.
struct ArithmeticInto<L: OperandRead, R: OperandRead, D: OperandPlace>: ArithmeticShape {
    let c: OperandsInto<L, R, D>
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let v = try ArithmeticInto.value(c, rt, O.self)
            c.destination.place(rt).store(v)
            return .normal
        }
    }

    /// The operation's value. A function of its own, so that the operands are
    /// gone before the store: alive after it, each was destroyed by a call.
    @inline(__always)
    private static func value<O: ArithmeticOperation>(_ c: OperandsInto<L, R, D>, _ rt: Runtime, _ operation: O.Type) throws -> Value {
        try c.right.combined(with: try c.left.read(rt), rt, O.self, c.site)
    }
}

/// A Double literal as an operand.
struct DoubleConstant: OperandRead {
    let value: Double
    @inline(__always) func read(_ rt: Runtime) -> Value { .double(value) }
}

// MARK: Compound assignment

/// `local op= value` or `global op= value`, changed in its slot.
struct CompoundInPlace<P: OperandPlace>: ArithmeticShape {
    let c: PlaceAndValue<P>
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let rhs = try c.value(rt)
            try O.combine(&c.place.place(rt).pointee, rhs, c.site)
            return .normal
        }
    }
}

/// `i += 1`: a variable's own slot changed by an Int constant, with no code
/// called for the constant.
struct CompoundInPlaceConstant<P: OperandPlace>: ArithmeticShape {
    let c: PlaceAndConstant<P>
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let place = c.place.place(rt)
            // An Int overwritten by an Int: nothing to release.
            if case .int(let i) = place.pointee, let r = O.int(i, c.constant) {
                place.initialize(to: .int(r))
                return .normal
            }
            try O.combine(&place.pointee, .int(c.constant), c.site)
            return .normal
        }
    }
}

/// A variable's slot and an Int constant.
final class PlaceAndConstant<P: OperandPlace> {
    let place: P
    let constant: Int
    let site: SourceLocation
    init(_ place: P, _ constant: Int, _ site: SourceLocation) { self.place = place; self.constant = constant; self.site = site }
}

/// `target op= value` for any other assignable target (`bodies[i].vx -= d`).
struct CompoundElsewhere: ArithmeticShape {
    let value: ExprCode
    let modify: Compiler.ModifyCode
    let site: SourceLocation
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let value = self.value, modify = self.modify, site = self.site
        code = { rt in
            let rhs = try value(rt)
            _ = try modify(rt) { v in try O.combine(&v, rhs, site); return .null }
            return .normal
        }
    }
}

/// Builds `a[i] op= value`, or `a[i].name op= value` with `field`, for an
/// array in a variable's slot and an index that is a variable (reading it
/// twice, on the fallback, changes nothing).
struct ElementCompoundBuilder: ElementBuilder {
    let op: BinaryOp
    let field: String?
    let value: ExprCode
    let modify: Compiler.ModifyCode
    let site: SourceLocation
    var code: StmtCode? = nil
    mutating func build<B: OperandPlace, I: OperandRead>(_ base: B, _ index: I) {
        if let field {
            var shape = ElementCompound(c: ElementTarget(base: base, index: index, part: ElementField(cache: FieldWriteCache(field)),
                                                         value: value, modify: modify, site: site))
            OperationTable.arithmetic(op, &shape)
            code = shape.code
        } else {
            var shape = ElementCompound(c: ElementTarget(base: base, index: index, part: WholeElement(), value: value,
                                                         modify: modify, site: site))
            OperationTable.arithmetic(op, &shape)
            code = shape.code
        }
    }
}

/// The part of an array's element a compound assignment changes where the array
/// lies. A type parameter, not a value tested as the code runs: each part gets
/// code of its own (one shape branching on a field cost n-body 7 %).
protocol ElementPart {
    /// Changes part of element `k` of the array at `place` by `rhs`; false when
    /// it is not a number there (the general path then takes it).
    func combine<O: ArithmeticOperation>(_ operation: O.Type, _ place: UnsafeMutablePointer<Value>, _ k: Int, _ rhs: Value,
                                         _ site: SourceLocation) throws -> Bool
}

/// `count[r] -= 1`: the element, a number (`ElementPlace`).
struct WholeElement: ElementPart {
    @inline(__always)
    func combine<O: ArithmeticOperation>(_ operation: O.Type, _ place: UnsafeMutablePointer<Value>, _ k: Int, _ rhs: Value,
                                         _ site: SourceLocation) throws -> Bool {
        ElementPlace.combineNumbers(O.self, place, k, rhs)
    }
}

/// `bodies[i].vx -= d`: a number field of the element (the array and the struct
/// copied first only if shared, as always; `ElementFieldPlace`).
struct ElementField: ElementPart {
    let cache: FieldWriteCache
    @inline(__always)
    func combine<O: ArithmeticOperation>(_ operation: O.Type, _ place: UnsafeMutablePointer<Value>, _ k: Int, _ rhs: Value,
                                         _ site: SourceLocation) throws -> Bool {
        try ElementFieldPlace.combine(O.self, place, k, cache, rhs, site)
    }
}

/// What `a[i] op= value` needs, in one object.
final class ElementTarget<B: OperandPlace, I: OperandRead, P: ElementPart> {
    let base: B
    let index: I
    let part: P
    let value: ExprCode
    let modify: Compiler.ModifyCode
    let site: SourceLocation
    init(base: B, index: I, part: P, value: @escaping ExprCode, modify: @escaping Compiler.ModifyCode, site: SourceLocation) {
        self.base = base; self.index = index; self.part = part; self.value = value; self.modify = modify; self.site = site
    }
}

/// `count[r] -= 1`, `bodies[i].vx -= d`: a number (element or field) changed
/// where the array lies, without the chain of general lvalue steps; anything
/// else takes the target's general path.
struct ElementCompound<B: OperandPlace, I: OperandRead, P: ElementPart>: ArithmeticShape {
    let c: ElementTarget<B, I, P>
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = c
        code = { rt in
            // The value first, as the general path (and every compound assignment
            // to an element) still does.
            let rhs = try c.value(rt)
            let k = try c.index.intIndex(rt)
            if let k, try c.part.combine(O.self, c.base.place(rt), k, rhs, c.site) { return .normal }
            _ = try c.modify(rt) { v in try O.combine(&v, rhs, c.site); return .null }
            return .normal
        }
    }
}

// MARK: Comparisons

/// `a < b`.
struct ComparisonOf<L: OperandRead, R: OperandRead>: ComparisonShape {
    let c: Operands<L, R>
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = self.c
        code = { rt in
            let x = try c.left.read(rt), y = try c.right.read(rt)
            return try C.apply(rt, x, y, c.site)
        }
    }
}

/// `a < 10`.
struct ConstantComparisonOf<L: OperandRead>: ComparisonShape {
    let c: OperandAndConstant<L>
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = self.c
        code = { rt in
            let x = try c.left.read(rt)
            if case .int(let i) = x { return C.int(i, c.constant) }
            return try C.generic(rt, x, .int(c.constant), c.site)
        }
    }
}

/// Builds the comparison shape that fits a comparison's operands.
struct ComparisonBuilder: OperandShapeBuilder, OperandBuilder {
    let op: BinaryOp
    let site: SourceLocation
    var constant = 0
    var code: ((Runtime) throws -> Bool)? = nil

    mutating func build<L: OperandRead, R: OperandRead>(_ left: L, _ right: R) {
        var s = ComparisonOf(c: Operands(left, right, site))
        OperationTable.comparison(op, &s)
        code = s.code
    }

    mutating func build<L: OperandRead>(_ left: L) {
        var s = ConstantComparisonOf(c: OperandAndConstant(left, constant, site))
        OperationTable.comparison(op, &s)
        code = s.code
    }
}

// MARK: Loops

/// `while i < n { … }`, `while k != 0 { … }` with the left operand in a plain
/// local: the comparison inlined in the loop's own code, not a closure called
/// on every pass.
struct WhileComparing<L: OperandRead, R: OperandRead>: ComparisonShape {
    let c: Operands<L, R>
    let body: StmtCode
    let label: Int
    let site: SourceLocation
    var code: StmtCode? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = c, body = body, label = label, site = site
        code = { rt in
            while try C.apply(rt, try c.left.read(rt), try c.right.read(rt), c.site) {
                if let f = try Compiler.loopPass(rt, body, label, site) { return f }
            }
            return .normal
        }
    }
}

/// An Int literal as an operand.
struct IntConstant: OperandRead {
    let value: Int
    @inline(__always) func read(_ rt: Runtime) -> Value { .int(value) }
    @inline(__always) func intInPlace(_ rt: Runtime) -> Int? { value }

    /// `x op k`: the Int form, the Double form with `k` promoted, else the generic
    /// one (`ConstantArithmeticOf`'s rule), the constant never made a `Value`
    /// unless the generic form needs it.
    @inline(__always)
    func combined<O: ArithmeticOperation>(with x: Value, _ rt: Runtime, _ operation: O.Type, _ site: SourceLocation) throws -> Value {
        try ConstantArithmeticOf<IntConstant>.value(rt, x, value, O.self, site)
    }
}

extension Compiler {
    /// A `while` loop whose test is the comparison `op` of these operands.
    func whileComparing<L: OperandRead, R: OperandRead>(_ op: BinaryOp, _ left: L, _ right: R, _ testSite: SourceLocation,
                                                        _ body: @escaping StmtCode, _ label: Int, _ site: SourceLocation) -> StmtCode {
        var shape = WhileComparing(c: Operands(left, right, testSite), body: body, label: label, site: site)
        OperationTable.comparison(op, &shape)
        return shape.code!     // every comparison but === and !== has forms
    }
}

// MARK: Elements

/// `a[i]` on an array in a local or global slot: the element is read where the
/// array lies; anything else (a dictionary, a bad index) takes the generic subscript.
/// `a[i].name` on an array in a variable's slot: the element's field is read
/// where the array lies, without copying the element out first.
struct ElementMemberReadBuilder<B: OperandPlace>: OperandBuilder {
    let base: B
    let name: String
    /// Where `a[i]` is (its errors point there, as the generic code's do), and
    /// where `.name` is.
    let elementSite: SourceLocation
    let site: SourceLocation
    var code: ExprCode? = nil

    mutating func build<I: OperandRead>(_ index: I) {
        let c = Operands(base, index, elementSite)
        let cache = FieldReadCache(name)
        let name = name, site = site
        code = { rt in
            if let k = c.right.intInPlace(rt), let field = ElementMemberReadBuilder.field(c.left.place(rt), k, cache) {
                return field
            }
            let i = try c.right.read(rt)
            let place = c.left.place(rt)
            if case .int(let k) = i, let field = ElementMemberReadBuilder.field(place, k, cache) { return field }
            let element = try Builtins.subscriptGet(rt, place.pointee, i, c.site)
            if case .instance(let e) = element, let field = cache.read(e) { return field }
            if case .tuple(let t) = element, let item = cache.read(t) { return item }
            return try Builtins.member(rt, element, name, site)
        }
    }

    /// Field `cache.name` of element `k` of the array at `place`, read where it lies.
    @inline(__always)
    static func field(_ place: UnsafeMutablePointer<Value>, _ k: Int, _ cache: FieldReadCache) -> Value? {
        guard case .array(let a) = place.pointee, k >= 0, k < a.items.count,
              case .instance(let element) = a.items[k] else { return nil }
        return cache.read(element)
    }
}

/// `a[i].name` as an operand of arithmetic, the array in a plain local or a
/// global and the index in a plain local: the field read where it lies, as
/// `ElementMemberReadBuilder`'s code reads it; anything else runs that code.
/// Which slot holds the array is a branch, not a type, so the operand adds
/// one set of arithmetic shapes, not one per kind of base.
struct ElementFieldOperand: OperandRead {
    let global: Bool
    let base: Int
    let index: SlotRead
    let cache: FieldReadCache
    let code: ExprCode
    @inline(__always) func read(_ rt: Runtime) throws -> Value {
        if let k = index.intInPlace(rt) {
            let place = global ? rt.globals + base : rt.stack + (rt.base &+ base)
            if let field = ElementMemberReadBuilder<SlotRead>.field(place, k, cache) { return field }
        }
        return try code(rt)
    }
}

struct ElementReadBuilder<B: OperandPlace>: OperandBuilder {
    let base: B
    let site: SourceLocation
    var code: ExprCode? = nil

    mutating func build<I: OperandRead>(_ index: I) {
        let c = Operands(base, index, site)
        code = { rt in
            // Looked at where they lie: neither the index nor the array is copied to read one element.
            if let k = c.right.intInPlace(rt), let element = ElementReadBuilder.element(c.left.place(rt), k) { return element }
            let i = try c.right.read(rt)
            if case .int(let k) = i, let element = ElementReadBuilder.element(c.left.place(rt), k) { return element }
            let container = try c.left.read(rt)
            // `item["rank"]`: a string key needs none of the subscript's other cases.
            if case .string = i, case .dictionary(let d) = container { return d[i].map(OptionalNil.wrapping) ?? .null }
            return try Builtins.subscriptGet(rt, container, i, c.site)
        }
    }

    @inline(__always)
    static func element(_ place: UnsafeMutablePointer<Value>, _ k: Int) -> Value? {
        guard case .array(let a) = place.pointee, k >= 0, k < a.items.count else { return nil }
        // A number is made anew rather than copied: a copy goes through the
        // enum's outlined copy, a call per read, for a case that holds no reference.
        switch a.items[k] {
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        default: return a.items[k]
        }
    }
}

/// `a[i]`, `a[i + 1]` or `a[0]` as an operand, the array (and the index) in
/// plain locals: the element read where it lies, as `ElementReadBuilder`'s code
/// reads it; anything else (not an array, out of range, not an Int, an index
/// that overflows) runs that code, which reports it.
struct ElementOfLocals: OperandRead {
    let base: SlotRead
    /// The index's slot, or nil when the index is the constant `offset` alone.
    let index: SlotRead?
    let offset: Int
    let code: ExprCode
    @inline(__always) func read(_ rt: Runtime) throws -> Value {
        var k = offset
        if let index {
            guard case .int(let i) = index.place(rt).pointee, case (let sum, false) = i.addingReportingOverflow(offset) else {
                return try code(rt)
            }
            k = sum
        }
        if let element = ElementReadBuilder<SlotRead>.element(base.place(rt), k) { return element }
        return try code(rt)
    }

    /// The element's Int looked at where it lies (nil for anything else,
    /// which `read` handles or reports).
    @inline(__always) func intInPlace(_ rt: Runtime) -> Int? {
        var k = offset
        if let index {
            guard case .int(let i) = index.place(rt).pointee, case (let sum, false) = i.addingReportingOverflow(offset) else { return nil }
            k = sum
        }
        guard let array = base.place(rt).pointee.unretainedArray else { return nil }
        return array._withUnsafeGuaranteedRef { a in
            guard k >= 0, k < a.items.count, case .int(let x) = a.items[k] else { return nil }
            return x
        }
    }
}

/// Builds `a[i] = v` for an array in a variable's slot, over whichever reads fit
/// the index and the value (the index first, as Swift evaluates them); anything
/// but an in-range Int index of an array takes the general subscript setter.
struct ElementStoreBuilder<B: OperandPlace>: OperandShapeBuilder {
    let base: B
    let site: SourceLocation
    var code: StmtCode? = nil

    mutating func build<I: OperandRead, V: OperandRead>(_ index: I, _ value: V) {
        let c = ElementStore(base: base, value: value, index: index, site: site)
        code = { rt in
            if let k = c.index.intInPlace(rt) {
                // An Int where it lies (`perm[lo] = perm[hi]`) is stored without
                // making a Value to copy in and one to destroy.
                if let x = c.value.intInPlace(rt), c.base.place(rt).pointee.setArrayInt(k, x) { return .normal }
                // The index taken before the value is evaluated, as Swift does.
                var v = try c.value.read(rt)
                let place = c.base.place(rt)
                if place.pointee.setArrayElement(k, &v) { return .normal }
                try Builtins.setSubscript(&place.pointee, .int(k), v, c.site)
                return .normal
            }
            let i = try c.index.read(rt)
            var v = try c.value.read(rt)
            let place = c.base.place(rt)
            if case .int(let k) = i, place.pointee.setArrayElement(k, &v) { return .normal }
            try Builtins.setSubscript(&place.pointee, i, v, c.site)
            return .normal
        }
    }
}

/// What a compiled `a[i] = v` needs, in one object.
final class ElementStore<B: OperandPlace, V: OperandRead, I: OperandRead> {
    let base: B, value: V, index: I
    let site: SourceLocation
    init(base: B, value: V, index: I, site: SourceLocation) {
        self.base = base; self.value = value; self.index = index; self.site = site
    }
}
