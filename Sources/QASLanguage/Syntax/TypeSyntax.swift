/// The syntax of Swift's type declarations (`struct`, `class`, `enum`, `protocol`,
/// `extension`), of written types, and of patterns. Like the rest of the tree,
/// nodes do not change after parsing except for what the resolver records.

/// A type as written (`Int`, `[String: Any]`, `Action?`). Annotations are not
/// checked; casts, `is` and patterns test values against them.
package indirect enum TypeRef: CustomStringConvertible {
    case named(String, [TypeRef])
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case optional(TypeRef)
    case tuple([TypeRef], [String?])
    /// A function type; `arity` is its number of parameters, which tells
    /// overloads apart (`curry(_ f: (A, B) -> C)` beside `(A, B, C) -> D`).
    case function(arity: Int)

    package var description: String {
        switch self {
        case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.description).joined(separator: ", "))>"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .optional(let t): return "\(t)?"
        case .tuple(let ts, _): return "(\(ts.map(\.description).joined(separator: ", ")))"
        case .function: return "function"
        }
    }

    /// The type with generic parameters replaced (`[T]` with `T` = `Double` is `[Double]`).
    func substituting(_ bindings: [String: TypeRef]) -> TypeRef {
        if bindings.isEmpty { return self }
        switch self {
        case .named(let n, let args):
            if args.isEmpty, let bound = bindings[n] { return bound }
            return .named(n, args.map { $0.substituting(bindings) })
        case .array(let e): return .array(e.substituting(bindings))
        case .dictionary(let k, let v): return .dictionary(k.substituting(bindings), v.substituting(bindings))
        case .optional(let w): return .optional(w.substituting(bindings))
        case .tuple(let items, let labels): return .tuple(items.map { $0.substituting(bindings) }, labels)
        case .function: return self
        }
    }

    /// `Double` (or `Float`, `CGFloat`, optional or not): an integer literal
    /// stored there is a Double, as Swift infers.
    var isFloatingPoint: Bool {
        guard case .named(let n, _) = unwrapped else { return false }
        // Asked of every annotated variable: most names (`Int`, `String`, a
        // script type) are told apart by their first letter, without comparing.
        switch n.utf8.first {
        case UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "C"), UInt8(ascii: "T"), UInt8(ascii: "S"):
            return ["Double", "Float", "CGFloat", "TimeInterval", "Float64", "Swift.Double"].contains(n)
        default: return false
        }
    }

    /// Whether some program named `Float` or `Decimal`: until then no Double
    /// can need converting to one, and a Double stored into a typed place is
    /// left alone.
    nonisolated(unsafe) static var doublesConvert = false

    /// `Decimal` (optional or not): a number stored there becomes a Decimal.
    var isDecimal: Bool {
        guard case .named(let n, _) = unwrapped, n.utf8.first == UInt8(ascii: "D") || n.utf8.first == UInt8(ascii: "F") else { return false }
        return n == "Decimal" || n == "Foundation.Decimal"
    }

    /// `Float` (optional or not): a number stored there becomes a Float.
    var isFloat: Bool {
        guard case .named(let n, _) = unwrapped, n.utf8.first == UInt8(ascii: "F") else { return false }
        return n == "Float" || n == "Float32"
    }

    /// `UInt8`, `Int32`… (optional or not): an integer stored there becomes one.
    var sizedInteger: SizedInteger.Kind? {
        guard case .named(let n, _) = unwrapped, n.utf8.first == UInt8(ascii: "U") || n.utf8.count >= 4 else { return nil }
        return SizedInteger.Kind(typeName: n)
    }

    /// Whether converting a value to this type may change it (see `conform`).
    var mayConvert: Bool {
        switch unwrapped {
        case .named: return isFloatingPoint || sizedInteger != nil || namesSet || isDecimal
        case .array(let e): return e.mayConvert
        case .dictionary(_, let v): return v.mayConvert
        case .tuple(let items, let labels): return labels.contains { $0 != nil } || items.contains(where: \.mayConvert)
        default: return false
        }
    }

    /// A value as Swift would store it in a place of this type: an integer
    /// literal in a `Double` is a Double, an unlabelled tuple in a labelled
    /// tuple type takes its labels.
    /// Whether `conform` could change `v`: only Ints (to Double), Doubles (to
    /// Float, once a program has named Float) and containers of them do, so a
    /// Double written to a Double field skips the call.
    @inline(__always)
    static func mayConform(_ v: Value) -> Bool {
        switch v {
        case .int, .array, .dictionary, .tuple: return true
        case .double: return doublesConvert
        default: return false
        }
    }

    func conform(_ v: Value) throws -> Value {
        switch (unwrapped, v) {
        case (.named(let n, let args), .array(let a)) where n == "Set" || n == "Swift.Set":
            // An array literal stored in a `Set<T>` place is that set (its
            // elements made T: `Set<Double>` of `[1, 2]` holds 1.0 and 2.0).
            var d = OrderedDictionary()
            for x in a.items {
                let e = try args.first.map { try $0.conform(x) } ?? x
                if d[e] == nil { d[e] = .bool(true) }
            }
            return .set(d)
        case (.named, .int(let i)) where isFloatingPoint: return isFloat ? Floats.value(Float(i)) : .double(Double(i))
        case (.named, .double(let d)) where isFloat: return Floats.value(Float(d))
        case (.named, .int) where isDecimal, (.named, .double) where isDecimal: return Decimals.operand(v).map(Decimals.value) ?? v
        case (.named, .int(let i)):
            // An integer literal in a `UInt8` place is a UInt8 (one that does not fit traps).
            guard let kind = sizedInteger else { return v }
            guard let s = SizedInteger(kind, fitting: i) else {
                throw RuntimeError("integer \(i) overflows when stored into '\(kind.rawValue)'", at: nil)
            }
            return .object(s)
        // A container is copied only when an element would change: a `[Double]`
        // passed to a `[Double]` parameter keeps its storage, unscanned but once.
        case (.array(let e), .array(let a)) where e.mayConvert && a.items.contains(where: TypeRef.mayConform):
            return .array(try a.items.map { try e.conform($0) })
        case (.dictionary(_, let e), .dictionary(let d)) where e.mayConvert && d.pairs.contains(where: { TypeRef.mayConform($0.1) }):
            return .dictionary(OrderedDictionary(try d.pairs.map { ($0.0, try e.conform($0.1)) }))
        case (.tuple(let items, let labels), .tuple(let t)) where t.items.count == items.count:
            let values = try zip(items, t.items).map { try $0.0.conform($0.1) }
            return .tuple(Tuple(values, labels: labels.contains { $0 != nil } ? labels : t.labels))
        default: return v
        }
    }

    /// An array or dictionary type.
    var isContainer: Bool {
        switch self {
        case .array, .dictionary: return true
        default: return false
        }
    }

    /// `Set<E>`, or a collection of sets (`[K: Set<E>]`, `[Set<E>]`).
    var namesSet: Bool {
        switch unwrapped {
        case .named(let n, _): return n == "Set" || n == "Swift.Set"
        case .array(let e), .dictionary(_, let e): return e.namesSet
        default: return false
        }
    }

    /// The written type without an optional around it.
    var unwrapped: TypeRef {
        if case .optional(let t) = self { return t.unwrapped }
        return self
    }
}

/// A `struct`, `class`, `enum`, `protocol` or `extension` declaration.
package final class TypeDecl {
    package enum Kind: String { case structType = "struct", classType = "class", enumType = "enum", protocolType = "protocol", extensionType = "extension" }
    package let kind: Kind
    package let name: String
    /// From its keyword to its closing brace (known once the body is read).
    var range: SourceRange
    let nameRange: SourceRange
    /// Declared with `actor`: a class whose methods callers outside it await.
    var isActor = false
    /// Declared with generic parameters (`struct Stack<Element>`).
    var isGeneric = false
    /// Those parameters' names.
    var genericParameters: [String] = []
    /// The superclass, raw type and protocols after `:`, in order.
    var inherited: [String] = []
    var properties: [PropertyDecl] = []
    var methods: [MethodDecl] = []
    var cases: [EnumCaseDecl] = []
    var nestedTypes: [TypeDecl] = []
    /// The variable the type is bound to (nil for an extension).
    var binding: VarDecl?
    /// Protocol requirements: member names and whether each is a method.
    var requirements: [(name: String, isMethod: Bool, isStatic: Bool, range: SourceRange)] = []
    /// A protocol's `associatedtype`s: in its extensions each names the
    /// conforming type's own (`Self.Action`).
    var associatedTypes: [String] = []
    /// A type may be declared inside its members (in a method's body, a closure
    /// in an initial value), not only as a nested type. The parser clears it for
    /// a type with none, so that finding a program's types need not walk every
    /// member of every type.
    var membersDeclareTypes = true
    /// Its nested types, theirs included.
    var nestedTypeCount: Int { nestedTypes.reduce(nestedTypes.count) { $0 + $1.nestedTypeCount } }

    init(kind: Kind, name: String, range: SourceRange, nameRange: SourceRange) {
        self.kind = kind; self.name = name; self.range = range; self.nameRange = nameRange
    }
}

/// A property: stored (with an optional initial value and observers) or computed.
package final class PropertyDecl {
    let name: String
    let isLet: Bool
    let isStatic: Bool
    let range: SourceRange
    var type: TypeRef?
    var initial: Expr?
    /// A computed property's getter and setter (`newValue` is the setter's parameter).
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    var isLazy = false
    /// `weak var delegate: D?`, `unowned let owner: Customer`.
    var ownership: Ownership = .strong
    /// `override var name: String { didSet … }`: observers added to a property
    /// a superclass declares.
    var isOverride = false
    var isComputed: Bool { getter != nil }
    /// The initial value as a function of `self`, made by the resolver.
    var initialThunk: FunctionDecl?
    init(name: String, isLet: Bool, isStatic: Bool, range: SourceRange) {
        self.name = name; self.isLet = isLet; self.isStatic = isStatic; self.range = range
    }
}

/// A method, initialiser or operator declared in a type. Its function's first
/// parameter is `self`.
package final class MethodDecl {
    enum Kind { case method, initializer(failable: Bool), subscriptGetter, subscriptSetter, deinitializer }
    let kind: Kind
    let function: FunctionDecl
    let isStatic: Bool
    let isMutating: Bool
    let isOverride: Bool
    init(kind: Kind, function: FunctionDecl, isStatic: Bool, isMutating: Bool, isOverride: Bool) {
        self.kind = kind; self.function = function; self.isStatic = isStatic
        self.isMutating = isMutating; self.isOverride = isOverride
    }
    var isInitializer: Bool { if case .initializer = kind { return true }; return false }
}

/// `case name`, `case name = raw`, or `case name(label: T, T)`.
package struct EnumCaseDecl {
    let name: String
    let rawValue: Expr?
    /// The labels of its associated values; nil when it has none.
    let associated: [String?]?
    /// Which associated values are declared Optional (`case compose(draft: String?)`).
    var optionalValues: [Bool] = []
    /// Each associated value's declared type when storing converts (`Double`).
    var convertingTypes: [TypeRef?] = []
    /// Each associated value's declared type (for decoding it).
    var payloadTypes: [TypeRef] = []
    /// Each associated value's default (`dependsOn: String? = nil`), when it is a literal.
    var defaults: [Value?] = []
    let range: SourceRange
}

/// A pattern, as in `case .edit(let id)`, `case let (x, y)`, `catch let e as MyError`.
package indirect enum Pattern {
    /// `_`
    case wildcard
    /// A name the match binds (`let x`, or a name inside `let (…)`).
    case binding(VarDecl)
    /// An expression compared with `~=`: equality, or containment for a range.
    case expression(Expr)
    /// `.name`, `.name(sub, …)` or `Type.name(…)`.
    case enumCase(typeName: String?, name: String, sub: [(label: String?, pattern: Pattern)]?, range: SourceRange)
    case tuple([(label: String?, pattern: Pattern)])
    /// `is T`
    case isType(TypeRef)
    /// `pattern as T`
    case cast(Pattern, TypeRef)
    /// `pattern?`: a non-nil value matching the pattern.
    case optional(Pattern)

    /// Every name the pattern binds, in order.
    var bindings: [VarDecl] {
        switch self {
        case .wildcard, .expression, .isType: return []
        case .binding(let d): return [d]
        case .enumCase(_, _, let sub, _): return (sub ?? []).flatMap(\.pattern.bindings)
        case .tuple(let items): return items.flatMap(\.pattern.bindings)
        case .cast(let p, _), .optional(let p): return p.bindings
        }
    }

    /// Visits the expressions inside the pattern.
    func walk(_ v: SyntaxVisitor) {
        switch self {
        case .wildcard, .binding, .isType: break
        case .expression(let e): v.visit(e)
        case .enumCase(_, _, let sub, _): for s in sub ?? [] { s.pattern.walk(v) }
        case .tuple(let items): for s in items { s.pattern.walk(v) }
        case .cast(let p, _), .optional(let p): p.walk(v)
        }
    }
}

/// One `catch` clause: an optional pattern and `where` condition.
package struct CatchClause {
    let pattern: Pattern?
    let guardExpr: Expr?
    let body: [Stmt]
    /// The implicit `error` of a clause without a pattern.
    let implicitError: VarDecl?
}
