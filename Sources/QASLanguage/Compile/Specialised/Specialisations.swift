/// Every rule that compiles a particular shape of code to faster code than the
/// generic form does, in one list. The generic compiler asks for a rule where its
/// shape may be (`specialise(_:)`); in generic-only mode (`QAS_GENERIC_ONLY=1`,
/// `Compiler.fastPaths` false) it never does, so no rule runs and every site
/// takes the generic code. A rule that does not fit the site falls back to the
/// generic code too. Each rule that compiles a site is counted
/// (`SpecialisationCounts`), so a test can see that every rule still fires.
///
/// The operators themselves are defined once, in `OperationTable.swift`: the
/// arithmetic and comparison shapes here only choose where the operands are read.
package enum Specialisation: Int, CaseIterable, Sendable {
    /// A function body that is one value (`{ x in x * 2 }`, `return e`, `if c {
    /// return a }; return b`) runs as an expression, without statements.
    case expressionBody
    /// A body of `if`s that each return, with any conditions, then a `return`:
    /// one conditional expression.
    case conditionalReturnBody
    /// Two to eight statements run by one closure (four at most, then the rest),
    /// not as halves.
    case unrolledBlock
    /// A comparison that feeds a condition directly: no Bool value is made, and
    /// its operands are read where they lie (`OperationTable`).
    case comparisonCondition
    /// Arithmetic whose operands are read where they lie, with a literal right
    /// side never evaluated (`n - 1`), in the operator's Int and Double forms.
    case arithmeticShape
    /// `x = a op b` and `let x = a op b`: the arithmetic stores its own result.
    case arithmeticInto
    /// `a[i]` read where the array lies (a plain local array, or a global one
    /// with a variable index): no copy of the array.
    case elementInPlace
    /// `a[i]`, `a[i ± k]`, `a[k]` of plain locals as an arithmetic operand.
    case elementOfLocals
    /// `a[i].x` as an arithmetic operand, read where the array lies.
    case elementFieldOperand
    /// `node.left`, `self.x` on a plain local or a global: the field read where
    /// the value lies.
    case memberInPlace
    /// `xs.count`, `s.isEmpty` and the other collection properties, without a
    /// member lookup by name.
    case collectionProperty
    /// `d["key"]` on a plain local or global with a constant string key.
    case constantKeyRead
    /// `["type": t, "title": s]`: distinct constant keys added without lookups.
    case literalKeyDictionary
    /// A call to a top-level function bound when compiling, arguments pushed
    /// straight into its frame.
    case directCall
    /// `Double(i)`, `sqrt(x)`: a global native of one argument called where it
    /// lies, numbers converted at the call site (`NumericForm`).
    case unaryNativeCall
    /// `Point(x: 1, y: 2)`: the initialiser found once per type at the call site;
    /// one that only sets fields is applied without a frame.
    case initializerCache
    /// An initialiser whose body only sets stored properties from its parameters.
    case fieldInitializer
    /// `sorted(by: { $0.k < $1.k })`: the key of each side compared directly.
    case closureSortKey
    /// `o.x = v`: the field's index cached per type at the site.
    case fieldWriteCache
    /// `xs.append(v)` on a local or global array, changed where it lies.
    case appendInPlace
    /// `o.m(args)`: the method found once per type at the site, `self` lent
    /// from a plain local when the method cannot keep it.
    case methodCallCache
    /// `d[k, default: v] += x`: key and default compiled apart, no tuple made.
    case dictionaryDefaultCompound
    /// `x = v`, `x += v` on a plain local or a global: stored where it lies.
    case variableInPlace
    /// `a[i] = v`, `a[i] += v`, `a[i].x += v`: the element changed where the
    /// array lies.
    case elementInPlaceWrite
    /// `if let l = left`: the value moved into the local's slot, not copied.
    case bindingInPlace
    /// `for x in …` with `x` a plain variable: each element stored into its slot.
    case loopVariable
    /// `while i < n`, `while k != 0` with plain locals: the test inlined in the loop.
    case comparingLoop

    /// The name the counters and tests use.
    package var name: String { String(describing: self) }
}

/// How many sites each rule compiled: a compiler counts its own (plain words,
/// no atomics: a large program's second compiling thread has a compiler of its
/// own), and the interpreter adds them up as each program is compiled.
package struct SpecialisationCounts: Sendable {
    package var counts = [Int](repeating: 0, count: Specialisation.allCases.count)
    package init() {}
    package subscript(_ rule: Specialisation) -> Int { counts[rule.rawValue] }
    package mutating func add(_ other: SpecialisationCounts) {
        for i in counts.indices { counts[i] += other.counts[i] }
    }
}

extension Compiler {
    /// The one entry point to the specialisations: the code `build` makes for
    /// `rule`'s shape, or nil — in generic-only mode (`build` is never asked), or
    /// when the site does not have the shape. The site then compiles its
    /// generic form.
    @inline(__always)
    func specialise<T>(_ rule: Specialisation, _ build: () -> T?) -> T? {
        guard fastPaths, let code = build() else { return nil }
        fired.counts[rule.rawValue] += 1
        return code
    }

    /// `specialise` for a statement's code. Compiled code must not pass through
    /// a generic type: a closure that does comes back wrapped in a reabstraction
    /// thunk, a call more every time it runs (the loop benchmark: +32 %
    /// instructions).
    @inline(__always)
    func specialise(_ rule: Specialisation, _ build: () -> StmtCode?) -> StmtCode? {
        guard fastPaths, let code = build() else { return nil }
        fired.counts[rule.rawValue] += 1
        return code
    }

    /// `specialise` for an expression's code (not through a generic type, as above).
    @inline(__always)
    func specialise(_ rule: Specialisation, _ build: () -> ExprCode?) -> ExprCode? {
        guard fastPaths, let code = build() else { return nil }
        fired.counts[rule.rawValue] += 1
        return code
    }

    /// `specialise` for a place's change (`lvalue`'s code), not through a generic type.
    @inline(__always)
    func specialise(_ rule: Specialisation, _ build: () -> ModifyCode?) -> ModifyCode? {
        guard fastPaths, let code = build() else { return nil }
        fired.counts[rule.rawValue] += 1
        return code
    }

    /// `specialise` for a condition's code, not through a generic type.
    @inline(__always)
    func specialise(_ rule: Specialisation, _ build: () -> ((Runtime) throws -> Bool)?) -> ((Runtime) throws -> Bool)? {
        guard fastPaths, let code = build() else { return nil }
        fired.counts[rule.rawValue] += 1
        return code
    }

    /// Whether `rule` may be tried here (never in generic-only mode); a site that
    /// then compiles its shape says so with `specialised(_:)`.
    @inline(__always)
    func allows(_ rule: Specialisation) -> Bool { fastPaths }

    /// Records that `rule` compiled a site (the counterpart of `allows`).
    @inline(__always)
    func specialised(_ rule: Specialisation) { fired.counts[rule.rawValue] += 1 }
}
