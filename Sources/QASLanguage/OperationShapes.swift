// MARK: - Shapes of fast path
//
// Each shape is written once, generically over the operations of
// `OperationTable`, and built per operator. A shape captures one object, so its
// closure's context unpacks in one load (closures capturing several values get a
// thunk that unpacks them on every call).

/// A stack slot (or global index) and an Int constant.
final class SlotAndConstant {
    let slot: Int
    let constant: Int
    let site: SourceLocation
    init(_ slot: Int, _ constant: Int, _ site: SourceLocation) { self.slot = slot; self.constant = constant; self.site = site }
}

/// An operand's code and an Int constant.
final class CodeAndConstant {
    let code: ExprCode
    let constant: Int
    let site: SourceLocation
    init(_ code: @escaping ExprCode, _ constant: Int, _ site: SourceLocation) { self.code = code; self.constant = constant; self.site = site }
}

/// An operand's code and a Double constant.
final class CodeAndDouble {
    let code: ExprCode
    let constant: Double
    let site: SourceLocation
    init(_ code: @escaping ExprCode, _ constant: Double, _ site: SourceLocation) { self.code = code; self.constant = constant; self.site = site }
}

// MARK: Arithmetic

/// `local op 1`.
struct LocalConstantArithmetic: ArithmeticShape {
    let c: SlotAndConstant
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let x = rt.stack[rt.base &+ c.slot]
            if case .int(let i) = x, let r = O.int(i, c.constant) { return .int(r) }
            return try O.generic(rt, x, .int(c.constant), c.site)
        }
    }
}

/// `local op local`.
struct LocalLocalArithmetic: ArithmeticShape {
    let slot: Int, slot2: Int, site: SourceLocation
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = SlotAndConstant(slot, slot2, site)
        code = { rt in try O.apply(rt, rt.stack[rt.base &+ c.slot], rt.stack[rt.base &+ c.constant], c.site) }
    }
}

/// `expression op 1`: the constant is never evaluated. An Int constant with a
/// Double operand is promoted, as the generic form does.
struct ConstantArithmetic: ArithmeticShape {
    let c: CodeAndConstant
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let x = try c.code(rt)
            if case .int(let i) = x, let r = O.int(i, c.constant) { return .int(r) }
            if case .double(let d) = x, let r = O.double(d, Double(c.constant)) { return .double(r) }
            return try O.generic(rt, x, .int(c.constant), c.site)
        }
    }
}

/// `expression op 0.5`.
struct DoubleConstantArithmetic: ArithmeticShape {
    let c: CodeAndDouble
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let x = try c.code(rt)
            if case .double(let d) = x, let r = O.double(d, c.constant) { return .double(r) }
            return try O.generic(rt, x, .double(c.constant), c.site)
        }
    }
}

/// `a op b`.
struct TwoOperandArithmetic: ArithmeticShape {
    let t: ThreeCodes
    var code: ExprCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let t = self.t
        code = { rt in
            let x = try t.first(rt), y = try t.second(rt)
            return try O.apply(rt, x, y, t.site)
        }
    }
}

// MARK: Compound assignment

/// `local op= value`, changed in its slot.
struct CompoundLocal: ArithmeticShape {
    let c: CodeAndConstant
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let rhs = try c.code(rt)
            try O.combine(&rt.stack[rt.base &+ c.constant], rhs, c.site)
            return .normal
        }
    }
}

/// `global op= value`, changed in its slot.
struct CompoundGlobal: ArithmeticShape {
    let c: CodeAndConstant
    var code: StmtCode? = nil
    mutating func build<O: ArithmeticOperation>(_ operation: O.Type) {
        let c = self.c
        code = { rt in
            let rhs = try c.code(rt)
            try O.combine(&rt.globals[c.constant], rhs, c.site)
            return .normal
        }
    }
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

// MARK: Comparisons

/// `local < 10`.
struct LocalConstantComparison: ComparisonShape {
    let c: SlotAndConstant
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = self.c
        code = { rt in
            if case .int(let i) = rt.stack[rt.base &+ c.slot] { return C.int(i, c.constant) }
            return try C.generic(rt, rt.stack[rt.base &+ c.slot], .int(c.constant), c.site)
        }
    }
}

/// `i < j` on two locals.
struct LocalLocalComparison: ComparisonShape {
    let slot: Int, slot2: Int, site: SourceLocation
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = SlotAndConstant(slot, slot2, site)
        code = { rt in try C.apply(rt, rt.stack[rt.base &+ c.slot], rt.stack[rt.base &+ c.constant], c.site) }
    }
}

/// `global < 10`.
struct GlobalConstantComparison: ComparisonShape {
    let c: SlotAndConstant
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = self.c
        code = { rt in
            if case .int(let i) = rt.globals[c.slot] { return C.int(i, c.constant) }
            return try C.generic(rt, rt.globals[c.slot], .int(c.constant), c.site)
        }
    }
}

/// `expression < 10`.
struct ConstantComparison: ComparisonShape {
    let c: CodeAndConstant
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let c = self.c
        code = { rt in
            let x = try c.code(rt)
            if case .int(let i) = x { return C.int(i, c.constant) }
            return try C.generic(rt, x, .int(c.constant), c.site)
        }
    }
}

/// `a < b`.
struct TwoOperandComparison: ComparisonShape {
    let t: ThreeCodes
    var code: ((Runtime) throws -> Bool)? = nil
    mutating func build<C: ComparisonOperation>(_ operation: C.Type) {
        let t = self.t
        code = { rt in
            let x = try t.first(rt), y = try t.second(rt)
            return try C.apply(rt, x, y, t.site)
        }
    }
}
