/// The syntax tree. Nodes carry their source range; the resolver fills in the
/// `VarDecl`/`NameRef`/`FunctionDecl` annotations the compiler reads.

public enum BinaryOp: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
}

public enum UnaryOp: String { case negate = "-", not = "!" }

/// A declared variable, constant, parameter or function name.
public final class VarDecl {
    public let name: String
    public let isConstant: Bool
    public let range: SourceRange
    // Filled in by the resolver.
    var isGlobal = false
    var slot = -1
    /// A closure captures it, so it lives in a `Cell`.
    var isCaptured = false
    /// Initialised with a literal array, dictionary, string, number or Bool: a
    /// value type whose mutation through a `let` is known to be wrong before running.
    var holdsValueLiteral = false
    init(name: String, isConstant: Bool, range: SourceRange) {
        self.name = name; self.isConstant = isConstant; self.range = range
    }
}

/// Where a name use finds its variable, decided by the resolver.
enum NameTarget {
    case local(VarDecl)
    case upvalue(Int, VarDecl)
    case global(Int, VarDecl)
}

/// A use of a name.
public final class NameRef {
    var target: NameTarget? = nil
}

/// How a closure gets one captured variable when it is created.
struct Capture {
    /// From the enclosing function's local slot, or from its own captures.
    let fromLocal: Bool
    let index: Int
}

/// A function or closure.
public final class FunctionDecl {
    public let name: String
    let params: [VarDecl]
    var body: [Stmt]
    let range: SourceRange
    /// A closure whose body is one expression returns its value.
    let isClosure: Bool
    /// The variable the function is bound to (`func f`), nil for closures.
    var nameDecl: VarDecl?
    /// Swift-style argument labels (`func f(for item: …)`), one per parameter.
    var argumentLabels: [String?] = []
    // Filled in by the resolver.
    var frameSize = 0
    var captures: [Capture] = []
    /// The function value, for top-level functions bound at compile time.
    let holder = FunctionHolder()
    init(name: String, params: [VarDecl], body: [Stmt], range: SourceRange, isClosure: Bool) {
        self.name = name; self.params = params; self.body = body; self.range = range; self.isClosure = isClosure
    }
}

public struct Argument {
    let label: String?
    let value: Expr
}

public enum InterpolationPart {
    case text(String)
    case expr(Expr)
}

public struct Expr {
    var kind: ExprKind
    var range: SourceRange
}

public indirect enum ExprKind {
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
}

/// A condition of `if`, `guard` or `while`: a Boolean or an `let` binding.
public enum Condition {
    case expr(Expr)
    case binding(VarDecl, Expr)
}

public struct SwitchCase {
    let patterns: [Expr]
    let body: [Stmt]
    let range: SourceRange
}

/// What a `for` loop binds: one name, or a tuple of names (`_` is nil).
public enum ForPattern {
    case single(VarDecl?)
    case tuple([VarDecl?])
}

/// An imported file, parsed and resolved once per engine.
public final class ImportedProgram {
    let path: String
    var body: [Stmt] = []
    var hasRun = false
    /// The frame size of the imported file's top-level code.
    var frameSize = 0
    /// The compiled top-level code, made once.
    var compiled: StmtCode?
    init(path: String) { self.path = path }
}

public struct Stmt {
    var kind: StmtKind
    var range: SourceRange
}

public indirect enum StmtKind {
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
    case doCatch([Stmt], VarDecl?, [Stmt]?)
    case throwStmt(Expr)
    case returnStmt(Expr?)
    case breakStmt
    case continueStmt
    case expect(Expr)
    case importFile(String, ImportedProgram?)
}

