/// The syntax tree. Nodes are values and never change after parsing; everything
/// the resolver learns (slots, captures, imported modules) goes into the small
/// reference-typed annotations they carry (`VarDecl`, `NameRef`, `FunctionDecl`,
/// `ImportRef`), so resolving never copies the tree.

package enum BinaryOp: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case identical = "===", notIdentical = "!=="
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
}

package enum UnaryOp: String { case negate = "-", not = "!", bitNot = "~" }

/// What `self` is inside a function: nothing, a value that must not change (a
/// struct's non-mutating method), a value that may, an object, or a type.
package enum SelfKind { case none, immutableValue, mutableValue, object, type }

/// A declared variable, constant, parameter or function name.
///
/// (Its fields are ordered widest first, the flags last: a program has one per
/// variable, parameter and global use, and declared in this order it is 16 bytes
/// smaller than with the flags between the wider fields.)
package final class VarDecl {
    package let name: String
    package let range: SourceRange
    // Filled in by the resolver.
    var slot = -1
    /// The script type it is known to hold (annotated, or made by calling the
    /// type), for the checks Swift makes before running.
    var knownType: String?
    /// The type written in its annotation, if any.
    var annotation: TypeRef?
    /// The annotation of the variable this one was made a copy of (`var copy =
    /// doubles`): Swift gives the copy that type.
    var copiedAnnotation: TypeRef?
    package let isConstant: Bool
    var isGlobal = false
    /// A closure captures it, so it lives in a `Cell`.
    var isCaptured = false
    /// Initialised with a literal array, dictionary, string, number or Bool: a
    /// value type whose mutation through a `let` is known to be wrong before running.
    var holdsValueLiteral = false
    /// A method's `self`, with what it may do.
    var selfKind: SelfKind = .none
    /// The type Swift knows this variable to have, when writes to it (or to its
    /// elements) may need an Int made a Double.
    var convertingType: TypeRef? {
        guard let t = annotation ?? copiedAnnotation, t.mayConvert else { return nil }
        return t
    }
    /// Declared `T?` (for a global read elsewhere, as its declaration said).
    var declaredOptional = false
    /// An `inout` parameter: passed as `&x`, its final value goes back to `x`.
    var isInout = false
    /// A variadic parameter (`_ xs: Int...`): the arguments it takes arrive as an array.
    var isVariadic = false
    /// `weak var current: Session?`: holds a `WeakReference`, read through `$load`.
    var ownership: Ownership = .strong
    /// Without an annotation, the call it was made from (`let found = find(id)`):
    /// when that gives an Optional, so does the variable (set as it is compiled).
    var initialCall: Expr?
    /// Whether its annotation is an Optional.
    var isDeclaredOptional: Bool {
        if case .optional? = annotation ?? copiedAnnotation { return true }
        return declaredOptional
    }
    init(name: String, isConstant: Bool, range: SourceRange) {
        self.name = name; self.isConstant = isConstant; self.range = range
    }
}

/// Where a name use finds its variable, decided by the resolver.
enum NameTarget {
    case local(VarDecl)
    case upvalue(Int, VarDecl)
    case global(Int, VarDecl)
    /// A local function's own name inside its body: the running function itself,
    /// so that it need not capture the variable that holds it (which would make
    /// the two hold each other and never be freed).
    case ownFunction(VarDecl)
}

/// A use of a name.
package final class NameRef {
    /// A name is a variable or stands for another expression, never both: one
    /// field holds either, keeping the node (one per name used) small.
    private enum Binding {
        case unresolved
        case target(NameTarget)
        case rewritten(Expr)
        /// `x` in a method standing for `self.x`, `self` being this variable: the
        /// expression is made when asked for (`rewritten(as:at:)`), not kept — a
        /// large program has one such name in every few, each two nodes more.
        case memberOfSelf(NameTarget)
    }
    private var binding = Binding.unresolved
    /// `Swift.max`, `Foundation.exp`: written with its module's name, so never
    /// a member of the enclosing type.
    var isModuleQualified = false

    /// The variable the resolver found for the name.
    var target: NameTarget? {
        get {
            if case .target(let t) = binding { return t }
            return nil
        }
        set {
            assert(!isRewritten, "a rewritten name given a variable")
            binding = newValue.map { .target($0) } ?? .unresolved
        }
    }
    /// The variable the name was resolved to.
    var declaration: VarDecl? {
        switch target {
        case .local(let d)?, .upvalue(_, let d)?, .global(_, let d)?, .ownFunction(let d)?: return d
        case nil: return nil
        }
    }
    /// Whether the name stands for another expression (`rewritten(as:at:)`).
    var isRewritten: Bool {
        switch binding {
        case .rewritten, .memberOfSelf: return true
        case .unresolved, .target: return false
        }
    }
    /// What the name (`name`, written at `range`) stands for when it is not a
    /// variable: `x` in a method is `self.x`, a static member is `Type.x`.
    func rewritten(as name: String, at range: SourceRange) -> Expr? {
        switch binding {
        case .rewritten(let e): return e
        case .memberOfSelf(let selfTarget):
            let selfRef = NameRef()
            selfRef.binding = .target(selfTarget)
            return Expr(kind: .member(Expr(kind: .name("self", selfRef), range: range), name, optional: false), range: range)
        case .unresolved, .target: return nil
        }
    }
    /// A name resolved to a `weak`/`unowned` variable, read: it stands for
    /// `$load(name, "name")`, the inner name bound to the same variable.
    func readWeakly(_ name: String, at range: SourceRange, load loadRef: NameRef) {
        guard case .target(let t) = binding else { return }
        let stored = NameRef()
        stored.binding = .target(t)
        let load = Expr(kind: .name("$load", loadRef), range: range)
        binding = .rewritten(Expr(kind: .call(load, [Argument(label: nil, value: Expr(kind: .name(name, stored), range: range)),
                                                     Argument(label: nil, value: Expr(kind: .literal(.string(name)), range: range))]),
                                  range: range))
    }
    /// Makes the name stand for `e`.
    func rewrite(as e: Expr) {
        assert(target == nil, "a resolved name rewritten")
        binding = .rewritten(e)
    }
    /// Makes the name stand for a member of `self`, which is `selfTarget`.
    func rewriteAsMemberOfSelf(_ selfTarget: NameTarget) {
        assert(target == nil, "a resolved name rewritten")
        binding = .memberOfSelf(selfTarget)
    }
}

extension Expr {
    /// What a name expression stands for when it is not a variable, else nil.
    var rewrittenName: Expr? {
        guard case .name(let name, let ref) = kind else { return nil }
        return ref.rewritten(as: name, at: range)
    }
}

/// How a closure gets one captured variable when it is created.
struct Capture {
    /// From the enclosing function's local slot, or from its own captures.
    let fromLocal: Bool
    let index: Int
}

/// A function or closure.
///
/// (Its fields are ordered widest first, the flags last, as `VarDecl`'s: a
/// program has one per function, method, accessor and closure, and so ordered it
/// fits a 128-byte block where it took 144.)
package final class FunctionDecl {
    package let name: String
    let params: [VarDecl]
    /// Its statements; emptied once compiled (`takeBody`), for nothing reads
    /// them again and a large program's tree would otherwise outlive its code.
    private(set) var body: [Stmt]
    /// The variable the function is bound to (`func f`), nil for closures.
    var nameDecl: VarDecl?
    /// Swift-style argument labels (`func f(for item: …)`), one per parameter.
    var argumentLabels: [String?] = []
    /// The label a call writes for each parameter: its label, else its name;
    /// nil for `_`. Methods of the same name are told apart by these.
    var callLabels: [String?] = []
    /// Default values (`func f(n: Int = 1)`), one per parameter.
    var defaultValues: [Expr?] = []
    /// The result type written after `->`.
    var returnType: TypeRef?
    // Filled in by the resolver.
    var frameSize = 0
    var captures: [Capture] = []
    let range: SourceRange
    /// The body was compiled and let go.
    private(set) var bodyReleased = false
    /// A closure whose body is one expression returns its value.
    let isClosure: Bool
    /// Its body calls it by name (a local function that recurses).
    var refersToItself = false
    /// A property's or subscript's getter, setter or observer (`#function` names the property).
    var isAccessor = false
    /// A top-level function of a name other top-level functions share (told
    /// apart by labels or types): where its value is kept once compiled.
    var overloadHolder: FunctionHolder?
    /// Its body (closures in it included) may declare a type. The parser clears
    /// it for a `func` whose body declares none, and finding a program's types
    /// then skips the body rather than walk every expression in it.
    var bodyDeclaresTypes = true
    /// A method's `self` (its first parameter), for the checks that need to know.
    var selfKind: SelfKind = .none
    /// An `init?`, whose `return nil` makes the whole initialiser nil.
    var isFailableInit = false
    /// Its body assigns to a parameter or calls a method on one (qas, unlike
    /// Swift, lets a closure change its parameters). Set by the resolver.
    var changesParameters = false
    init(name: String, params: [VarDecl], body: [Stmt], range: SourceRange, isClosure: Bool) {
        self.name = name; self.params = params; self.body = body; self.range = range; self.isClosure = isClosure
    }

    /// Empties the body once its code exists, returning what it held (for the
    /// caller to free, or to have freed elsewhere: `BackgroundRelease`): compiling
    /// a large program then turns its tree into code a function at a time
    /// instead of holding both.
    func takeBody() -> [Stmt] {
        bodyReleased = true
        var taken: [Stmt] = []
        swap(&taken, &body)
        return taken
    }
}

package struct Argument {
    package let label: String?
    package let value: Expr
}

package enum InterpolationPart {
    case text(String)
    case expr(Expr)
}

package struct Expr {
    package var kind: ExprKind
    package var range: SourceRange
}

package indirect enum ExprKind {
    case literal(Value)
    case interpolation([InterpolationPart])
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([Expr], [String?])
    case name(String, NameRef)
    case unary(UnaryOp, Expr)
    case binary(BinaryOp, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case nilCoalesce(Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case range(Expr, Expr, closed: Bool)
    case call(Expr, [Argument])
    /// `a.b`, or `a?.b` when `optional`.
    case member(Expr, String, optional: Bool)
    case subscriptAccess(Expr, Expr, optional: Bool)
    case forceUnwrap(Expr)
    /// The end of a postfix chain containing `?.`: a nil there makes the whole chain nil.
    case optionalChain(Expr)
    case closure(FunctionDecl)
    /// `.name`, as in `.capturePhoto`.
    case implicitMember(String)
    /// An operator passed as a function: `sorted(by: >)`.
    case operatorFunction(BinaryOp)
    /// An operator the program declares, applied (`a ** b`, `√x`, `n°`): a
    /// static operator function of an operand's type, else the function of
    /// that name (`ref`, when there is one).
    case customOperator(String, [Expr], NameRef)
    /// `try e`, `try? e`, `try! e`.
    case tryExpr(TryKind, Expr)
    /// `e as T`, `e as? T`, `e as! T`.
    case cast(Expr, TypeRef, CastKind)
    /// `e is T`
    case isType(Expr, TypeRef)
    /// `\.a.b`: a key path, used as a function of its root.
    case keyPath([String])
    /// `f?` before a call (`handler?()`): nil makes the whole chain nil.
    case optionalCallee(Expr)
    /// `&x`, an argument for an `inout` parameter: the callee's final value of
    /// the parameter is written back to `x` when the call ends.
    case inoutArgument(Expr)
}

package enum TryKind { case plain, optional, forced }
package enum CastKind { case plain, conditional, forced }

/// A condition of `if`, `guard` or `while`: a Boolean or an `let` binding.
package enum Condition {
    case expr(Expr)
    case binding(VarDecl, Expr)
    /// `case pattern = value`, as in `if case .edit(let id) = action`.
    case pattern(Pattern, Expr, SourceRange)
}

package struct SwitchCase {
    let patterns: [Pattern]
    /// Each pattern's `where` condition: in `case a, b where c` it is b's alone.
    let guards: [Expr?]
    let body: [Stmt]
    let range: SourceRange
    /// Ends with `fallthrough`: the next case's body runs too.
    let fallsThrough: Bool

    /// The same case with another body.
    func withBody(_ body: [Stmt]) -> SwitchCase {
        SwitchCase(patterns: patterns, guards: guards, body: body, range: range, fallsThrough: fallsThrough)
    }
}

/// What a `for` loop binds: one name, or a tuple of names (`_` is nil), or a
/// `case` pattern that filters the elements.
package enum ForPattern {
    case single(VarDecl?)
    case tuple([VarDecl?])
    case pattern(Pattern)
}

/// An `import "file.qas"`: the resolver records which module it loads.
package final class ImportRef {
    /// The module's key (its canonical path) in the interpreter's module table.
    var module: String?
    /// `import GoogleMaps` of a module qas does not provide: its name, whose
    /// stand-in file (`Stubs/GoogleMaps.swift`) the import loads.
    var standInFor: String?
    init(standInFor: String? = nil) { self.standInFor = standInFor }
}

package struct Stmt {
    package var kind: StmtKind
    package var range: SourceRange
}

package indirect enum StmtKind {
    case expression(Expr)
    case variable(VarDecl, Expr?)
    case assign(Expr, Expr)
    case compoundAssign(BinaryOp, Expr, Expr)
    case function(FunctionDecl)
    case block([Stmt])
    case ifStmt([Condition], [Stmt], Stmt?)
    case guardStmt([Condition], [Stmt])
    case whileStmt([Condition], [Stmt])
    case repeatWhile([Stmt], Expr)
    case forIn(ForPattern, Expr, [Stmt])
    case switchStmt(Expr, [SwitchCase], defaultBody: [Stmt]?)
    case doCatch([Stmt], [CatchClause])
    /// `defer { … }`: runs when the enclosing block is left.
    case deferStmt([Stmt])
    /// `let (a, b) = value`, and other declarations with a pattern.
    case destructure(Pattern, Expr, isConstant: Bool)
    case typeDecl(TypeDecl)
    /// `fallthrough` (only as the last statement of a case).
    case fallthroughStmt
    /// Several declarations in one statement (`var a = 1, b = 2`), in the
    /// enclosing scope.
    case multiple([Stmt])
    /// `outer: for …`: a loop, switch or `do` that `break outer` and
    /// `continue outer` name.
    case labeled(String, Stmt)
    case breakLabel(String)
    case continueLabel(String)
    case throwStmt(Expr)
    case returnStmt(Expr?)
    case breakStmt
    case continueStmt
    case expect(Expr)
    case importFile(String, ImportRef)
    /// A host-defined declaration (`word "name" { label: value }`).
    case declaration(DeclarationNode)
    /// `label: value` inside a declaration's block (`policy: .atEnd` in a timeline).
    case innerField(DeclarationForm.InnerField, Expr)
}

// MARK: - Traversal

/// Visits a syntax tree. Each method's default visits the node's children, so a
/// visitor overrides only the nodes it cares about and calls `walkChildren` to go on.
package protocol SyntaxVisitor: AnyObject {
    func visit(_ e: Expr)
    func visit(_ s: Stmt)
    /// A function or closure body (and its parameters).
    func visit(_ f: FunctionDecl)
}

extension SyntaxVisitor {
    package func visit(_ e: Expr) { e.walkChildren(self) }
    package func visit(_ s: Stmt) { s.walkChildren(self) }
    package func visit(_ f: FunctionDecl) { for s in f.body { visit(s) } }
    package func visit(_ list: [Stmt]) { for s in list { visit(s) } }
}

extension Expr {
    /// Visits each direct child: sub-expressions, and the body of a closure.
    package func walkChildren(_ v: SyntaxVisitor) {
        switch kind {
        case .literal, .name, .implicitMember, .operatorFunction, .keyPath: break
        case .tryExpr(_, let x), .cast(let x, _, _), .isType(let x, _), .optionalCallee(let x), .inoutArgument(let x): v.visit(x)
        case .interpolation(let parts): for case .expr(let x) in parts { v.visit(x) }
        case .array(let items), .tuple(let items, _), .customOperator(_, let items, _): for x in items { v.visit(x) }
        case .dictionary(let pairs): for (k, x) in pairs { v.visit(k); v.visit(x) }
        case .unary(_, let x), .forceUnwrap(let x), .optionalChain(let x), .member(let x, _, _): v.visit(x)
        case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .nilCoalesce(let a, let b),
             .range(let a, let b, _), .subscriptAccess(let a, let b, _):
            v.visit(a); v.visit(b)
        case .ternary(let c, let a, let b): v.visit(c); v.visit(a); v.visit(b)
        case .call(let callee, let args):
            v.visit(callee)
            for a in args { v.visit(a.value) }
        case .closure(let f): v.visit(f)
        }
    }
}

extension Condition {
    func walk(_ v: SyntaxVisitor) {
        if case .pattern(let p, _, _) = self { p.walk(v) }
        v.visit(expression)
    }

    var expression: Expr {
        switch self {
        case .expr(let e), .binding(_, let e), .pattern(_, let e, _): return e
        }
    }
}

extension Stmt {
    /// Visits each direct child: expressions, nested statements and function bodies.
    package func walkChildren(_ v: SyntaxVisitor) {
        switch kind {
        case .expression(let e), .throwStmt(let e), .expect(let e), .returnStmt(let e?), .variable(_, let e?),
             .innerField(_, let e):
            v.visit(e)
        case .variable(_, nil), .returnStmt(nil), .breakStmt, .continueStmt, .importFile, .fallthroughStmt,
             .breakLabel, .continueLabel: break
        case .labeled(_, let inner): v.visit(inner)
        case .destructure(let p, let e, _): p.walk(v); v.visit(e)
        case .deferStmt(let body), .multiple(let body): v.visit(body)
        case .typeDecl(let t): t.walkChildren(v)
        case .assign(let a, let b), .compoundAssign(_, let a, let b): v.visit(a); v.visit(b)
        case .function(let f): v.visit(f)
        case .block(let body): v.visit(body)
        case .ifStmt(let conditions, let then, let elseBranch):
            for c in conditions { c.walk(v) }
            v.visit(then)
            if let elseBranch { v.visit(elseBranch) }
        case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
            for c in conditions { c.walk(v) }
            v.visit(body)
        case .repeatWhile(let body, let condition): v.visit(body); v.visit(condition)
        case .forIn(let pattern, let sequence, let body):
            if case .pattern(let p) = pattern { p.walk(v) }
            v.visit(sequence); v.visit(body)
        case .switchStmt(let subject, let cases, let defaultBody):
            v.visit(subject)
            for c in cases {
                for p in c.patterns { p.walk(v) }
                for g in c.guards { if let g { v.visit(g) } }
                v.visit(c.body)
            }
            if let defaultBody { v.visit(defaultBody) }
        case .doCatch(let body, let clauses):
            v.visit(body)
            for c in clauses {
                c.pattern?.walk(v)
                if let g = c.guardExpr { v.visit(g) }
                v.visit(c.body)
            }
        case .declaration(let d): d.walkChildren(v)
        }
    }
}

extension TypeDecl {
    /// Visits initial values, accessors, methods and nested types.
    func walkChildren(_ v: SyntaxVisitor) {
        for c in cases { if let r = c.rawValue { v.visit(r) } }
        for p in properties {
            if let e = p.initial { v.visit(e) }
            for f in [p.getter, p.setter, p.willSet, p.didSet] { if let f { v.visit(f) } }
        }
        for m in methods { v.visit(m.function) }
        for t in nestedTypes { t.walkChildren(v) }
    }
}

extension Expr {
    /// A call (`f(x)`, `a.b(c)`).
    var isCall: Bool { if case .call = kind { return true } else { return false } }
}

extension Stmt {
    /// A statement that is an expression — one expression, or an `if`/`switch`
    /// each of whose branches is one (Swift 5.9) — made to return its value.
    var returningValue: Stmt? {
        let s = self
        func branch(_ list: [Stmt]) -> [Stmt]? {
            guard list.count == 1 else { return nil }
            if case .throwStmt = list[0].kind { return list }
            return list[0].returningValue.map { [$0] }
        }
        switch s.kind {
        case .expression(let e):
            return Stmt(kind: .returnStmt(e), range: s.range)
        case .switchStmt(let subject, let cases, let defaultBody):
            var made: [SwitchCase] = []
            for c in cases {
                guard let body = branch(c.body) else { return nil }
                made.append(c.withBody(body))
            }
            var madeDefault: [Stmt]? = nil
            if let defaultBody {
                guard let body = branch(defaultBody) else { return nil }
                madeDefault = body
            }
            return Stmt(kind: .switchStmt(subject, made, defaultBody: madeDefault), range: s.range)
        case .ifStmt(let conditions, let then, let elseBranch?):
            guard let madeThen = branch(then), let madeElse = branch([elseBranch]) else { return nil }
            return Stmt(kind: .ifStmt(conditions, madeThen, madeElse[0]), range: s.range)
        case .block(let list):
            // An `else { … }` holds its statements as a block.
            return branch(list).map { Stmt(kind: .block($0), range: s.range) }
        default:
            return nil
        }
    }
}
