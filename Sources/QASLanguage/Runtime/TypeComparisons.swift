/// Comparing values of script types: a type's own `==` and `<` (declared as
/// `static func`), Swift's synthesised `==` for structs and enums, and the
/// order of an enum's cases when it is `Comparable`.
extension Compiler {
    /// `a == b`, calling a type's own `==` when it has one.
    static func valuesEqual(_ rt: Runtime, _ a: Value, _ b: Value, _ site: SourceLocation) throws -> Bool {
        if case .instance = a, let r = try TypeOperations.customOperator(rt, "==", a, b, site) { return r == .bool(true) }
        if case .instance = b, let r = try TypeOperations.customOperator(rt, "==", a, b, site) { return r == .bool(true) }
        return a == b
    }

    /// A comparison whose operands may be values of script types.
    static func compareValues(_ rt: Runtime, _ op: BinaryOp, _ a: Value, _ b: Value, _ site: SourceLocation) throws -> Bool {
        if op == .identical || op == .notIdentical { return try identical(a, b, site) == (op == .identical) }
        if case .tuple(let x) = a, case .tuple(let y) = b, x.items.count == y.items.count,
           (x.items + y.items).contains(where: holdsInstance) {
            return try compareTuples(rt, op, x.items, y.items, site)
        }
        guard isInstance(a) || isInstance(b) else {
            guard case .bool(let r) = try Operators.compare(op, a, b, site) else { return false }
            return r
        }
        // `temperature == 18` with Temperature ExpressibleByIntegerLiteral: the literal is one.
        var a = a, b = b
        if let made = try TypeOperations.literal(rt, b, like: a, site) { b = made }
        else if let made = try TypeOperations.literal(rt, a, like: b, site) { a = made }
        switch op {
        case .equal: return try valuesEqual(rt, a, b, site)
        case .notEqual:
            if let r = try TypeOperations.customOperator(rt, "!=", a, b, site) { return r == .bool(true) }
            return !(try valuesEqual(rt, a, b, site))
        case .less: return try less(rt, a, b, site)
        case .greater: return try less(rt, b, a, site)
        case .lessEqual: return !(try less(rt, b, a, site))
        default: return !(try less(rt, a, b, site))
        }
    }

    /// `a === b`: the same class instance or host object (nil only with nil).
    static func identical(_ a: Value, _ b: Value, _ site: SourceLocation) throws -> Bool {
        switch (a, b) {
        case (.instance(let x), .instance(let y)) where x.type.kind == .classType && y.type.kind == .classType: return x === y
        case (.object(let x), .object(let y)): return x === y
        case (.null, .null): return true
        case (.null, .instance(let i)), (.instance(let i), .null): if i.type.kind == .classType { return false }
        case (.null, .object), (.object, .null): return false
        case (.cell(let c), _): return try identical(c.value, b, site)
        case (_, .cell(let c)): return try identical(a, c.value, site)
        default: break
        }
        throw RuntimeError("'===' compares class instances, not \(a.typeName) and \(b.typeName)", at: site)
    }

    static func isInstance(_ v: Value) -> Bool {
        if case .instance = v { return true }
        return false
    }

    private static func holdsInstance(_ v: Value) -> Bool {
        if case .tuple(let t) = v { return t.items.contains(where: holdsInstance) }
        return isInstance(v)
    }

    /// Tuples of the same length compared element by element, as Swift's
    /// `==` and `<` of tuples do (`(lhs.rank, lhs.suit) < (rhs.rank, rhs.suit)`).
    private static func compareTuples(_ rt: Runtime, _ op: BinaryOp, _ x: [Value], _ y: [Value], _ site: SourceLocation) throws -> Bool {
        switch op {
        case .equal, .notEqual:
            var equal = true
            for (p, q) in zip(x, y) where !(try compareValues(rt, .equal, p, q, site)) { equal = false; break }
            return equal == (op == .equal)
        default:
            for (p, q) in zip(x, y) {
                if try compareValues(rt, .less, p, q, site) { return op == .less || op == .lessEqual }
                if try compareValues(rt, .less, q, p, site) { return op == .greater || op == .greaterEqual }
            }
            return op == .lessEqual || op == .greaterEqual
        }
    }

    /// `a < b`: the type's `<`, or an enum's case order.
    static func less(_ rt: Runtime, _ a: Value, _ b: Value, _ site: SourceLocation) throws -> Bool {
        if let r = try TypeOperations.customOperator(rt, "<", a, b, site) { return r == .bool(true) }
        if case .instance(let x) = a, case .instance(let y) = b, x.type === y.type, x.isEnumCase {
            if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
            for (p, q) in zip(x.fields, y.fields) where p != q { return try compareValues(rt, .less, p, q, site) }
            return false
        }
        throw RuntimeError("binary operator '<' cannot compare \(a.typeName) and \(b.typeName); give the type a 'static func <'", at: site)
    }

    /// Whether an expression is `.name` or `.name(…)`, which needs a type from its context.
    static func needsContext(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .call(let callee, _): if case .implicitMember = callee.kind { return true }; return false
        default: return false
        }
    }

    /// An array literal with an implicit member among its elements (`[.required, .length(3...12)]`).
    static func elementsNeedContext(_ e: Expr) -> Bool {
        guard case .array(let items) = e.kind else { return false }
        return items.contains(where: needsContext)
    }

    /// `Set` as a callee.
    static func namesSetType(_ e: Expr) -> Bool {
        if case .name(let n, _) = e.kind { return n == "Set" }
        return false
    }

    /// The items of an array literal, or nil for anything else.
    static func arrayLiteralItems(_ e: Expr) -> [Expr]? {
        if case .array(let items) = e.kind { return items }
        return nil
    }

    /// An implicit member inside a literal nested in a literal (`[[.a: 1]]`,
    /// `[("x", .a)]`, `[.a: [.b]]`): the cases `contextual` leaves untyped.
    static func nestsImplicitMember(_ e: Expr) -> Bool {
        func inside(_ e: Expr) -> Bool {
            switch e.kind {
            case .array(let items): return items.contains(where: inside)
            case .tuple(let items, _): return items.contains(where: inside)
            case .dictionary(let pairs): return pairs.contains { inside($0.0) || inside($0.1) }
            default: return needsContextInside(e)
            }
        }
        switch e.kind {
        case .array(let items): return items.contains { if case .implicitMember = $0.kind { return false }; return inside($0) && !needsContext($0) }
        case .dictionary(let pairs): return pairs.contains { inside($0.0) || inside($0.1) }
        default: return false
        }
    }

    /// Code for a literal whose implicit members (at any depth) are looked up in
    /// the types a declared type gives each place: `[[K: V]]`, `[(String, K)]`.
    func typedContextual(_ e: Expr) -> (Runtime, TypeRef?) throws -> Value {
        let site = loc(e.range)
        switch e.kind {
        case .array(let items):
            let codes = items.map(typedContextual)
            return { rt, t in
                var element: TypeRef? = nil
                if case .array(let el)? = t?.unwrapped { element = el }
                return .array(try codes.map { try $0(rt, element) })
            }
        case .dictionary(let pairs):
            let keys = pairs.map { typedContextual($0.0) }, values = pairs.map { typedContextual($0.1) }
            let plain = dictionaryLiteral(pairs.map { ExprNode(expr($0.0)) }, pairs.map { ExprNode(expr($0.1)) }, site)
            return { rt, t in
                guard case .dictionary(let k, let v)? = t?.unwrapped else { return try plain(rt) }
                var d = OrderedDictionary()
                for i in keys.indices { d[try keys[i](rt, k)] = try values[i](rt, v) }
                return .dictionary(d)
            }
        case .tuple(let items, let labels):
            let codes = items.map(typedContextual)
            return { rt, t in
                var types: [TypeRef?] = Array(repeating: nil, count: codes.count)
                var names = labels
                if case .tuple(let ts, let ls)? = t?.unwrapped, ts.count == codes.count {
                    types = ts
                    if ls.contains(where: { $0 != nil }) { names = ls }
                }
                return .tuple(Tuple(try codes.indices.map { try codes[$0](rt, types[$0]) }, labels: names))
            }
        default:
            guard Compiler.needsContextInside(e) else {
                let code = expr(e)
                return { rt, _ in try code(rt) }
            }
            let code = contextual(e)
            return { rt, t in
                guard case .named(let n, _)? = t?.unwrapped else { return try code(rt, nil) }
                // (A host's type, `[UIApplicationShortcutItem]`: its values first.)
                return try code(rt, rt.types.types[n] ?? (n.contains(".") ? TypeOperations.qualifiedType(n, rt) : nil) ?? rt.types.builtinContext(n)
                                ?? (rt.types.hostTypeNames.contains(n) ? Compiler.hostContext : nil))
            }
        }
    }

    /// `.name` itself, or inside a tuple literal (`("pos", .init(style: .plain))`).
    static func needsContextInside(_ e: Expr) -> Bool {
        if case .tuple(let items, _) = e.kind { return items.contains(where: needsContextInside) }
        // `dark ? .dark : .light`: either branch.
        if case .ternary(_, let a, let b) = e.kind { return needsContextInside(a) || needsContextInside(b) }
        return needsContext(e)
    }

    /// Code for `.name` or `.name(…)` resolved against a type known when it runs
    /// (for an array literal, each element's, the context being the element type).
    func contextual(_ e: Expr) -> (Runtime, ScriptType?) throws -> Value {
        let site = loc(e.range)
        let typeName = currentTypeName
        switch e.kind {
        case .array(let items) where Compiler.elementsNeedContext(e):
            let codes = items.map(contextual)
            return { rt, context in .array(try codes.map { try $0(rt, context) }) }
        case .ternary(let condition, let a, let b) where Compiler.needsContextInside(e):
            // Each branch in the same context.
            let test = expr(condition), first = contextual(a), second = contextual(b), site = loc(condition.range)
            return { rt, context in try Builtins.truth(try test(rt), site) ? try first(rt, context) : try second(rt, context) }
        case .implicitMember(let name):
            return { rt, context in
                if context === Compiler.hostContext {
                    return try Compiler.implicitMember(rt, name, context: nil, enclosing: typeName, preferringHost: true, site)
                }
                return try Compiler.implicitMember(rt, name, context: context, enclosing: typeName, site)
            }
        case .call(let callee, let args):
            guard case .implicitMember(let name) = callee.kind else { break }
            let argNodes = args.map { ExprNode(expr($0.value)) }
            let labels = args.map(\.label)
            let count = args.count
            // Arguments that are implicit members themselves (`.systemFont(ofSize: 9, weight: .light)`)
            // take the static method's parameter types as their context.
            let argContextual = args.map { Compiler.needsContextInside($0.value) ? contextual($0.value) : nil }
            let nested = argContextual.contains { $0 != nil }
            return { rt, context in
                if nested, let context, context.kind != .builtin, context !== Compiler.hostContext,
                   let fn = TypeOperations.choose(context.staticMethodCandidates(name), labels, count),
                   let contexts = TypeOperations.parameterTypes(fn, labels, in: rt, owner: context) {
                    var values: [Value] = []
                    for k in argNodes.indices {
                        if let c = argContextual[k] { values.append(try c(rt, contexts[k])) } else { values.append(try argNodes[k].code(rt)) }
                    }
                    return try rt.callMethodFunction(fn, TypeOperations.staticSelf(rt, context), Arguments(values, labels: labels), at: site)
                }
                let host = context === Compiler.hostContext
                let f = try Compiler.implicitMember(rt, name, context: host ? nil : context, enclosing: typeName, payload: count,
                                                    labels: labels, preferringHost: host, site)
                var values: [Value] = []
                for node in argNodes { values.append(try node.code(rt)) }
                return try Compiler.callValue(rt, f, values, labels, site)
            }
        default: break
        }
        let code = expr(e)
        return { rt, _ in try code(rt) }
    }

    /// Stands for "a host's type" as the context of `.name`: its values (icons,
    /// phases) come before the script's enums' cases.
    static let hostContext = ScriptType(name: "<host>", kind: .builtin, module: "qas")

    /// `-> [(label: String, amount: Int)] { xs.map { ($0.name, $0.total) }.filter { $0.amount > 0 } }`:
    /// the closure of a `map` whose result the declared type wants as labelled
    /// tuples (through `filter`, `sorted` and the like, which keep the elements)
    /// gives them those labels, as Swift infers its result type from there.
    static func labelTupleResults(_ e: Expr, _ type: TypeRef) {
        // `-> AnyIterator<(n: Int, sigma: Int)> { AnyIterator { … (n, s) } }`: the closure's elements too.
        if case .named("AnyIterator", let args) = type.unwrapped, args.count == 1, case .tuple(_, let labels) = args[0].unwrapped,
           labels.contains(where: { $0 != nil }), case .call(let callee, let callArgs) = e.kind, case .name("AnyIterator", _) = callee.kind,
           callArgs.count == 1, case .closure(let f) = callArgs[0].value.kind, f.returnType == nil {
            f.returnType = .optional(args[0])
            return
        }
        guard case .array(let element) = type.unwrapped, case .tuple(_, let labels) = element.unwrapped,
              labels.contains(where: { $0 != nil }) else { return }
        var e = e
        while case .call(let callee, let args) = e.kind, case .member(let base, let name, false) = callee.kind {
            switch name {
            case "map", "compactMap":
                guard let last = args.last, case .closure(let f) = last.value.kind, f.returnType == nil else { return }
                f.returnType = name == "map" ? element : .optional(element)
                return
            case "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled":
                e = base
            default:
                return
            }
        }
    }

    /// A call of a function whose generic parameter no argument gives (`try
    /// make()` of `make<T>(_: T.Type = T.self) -> T`), which takes
    /// the type it is wanted as.
    func leavesOutResultType(_ e: Expr) -> Bool {
        guard !globals.declared.resultTypedCalls.isEmpty else { return false }
        var e = e
        // (`try make()`, `make()!`.)
        while true {
            if case .tryExpr(_, let inner) = e.kind { e = inner; continue }
            if case .forceUnwrap(let inner) = e.kind { e = inner; continue }
            break
        }
        // (Arguments that are calls might take the type themselves: not those.)
        guard case .call(let callee, let args) = e.kind, !args.contains(where: { if case .call = $0.value.kind { return true }; return false })
        else { return false }
        switch callee.kind {
        case .member(_, let name, _), .name(let name, _): return globals.declared.resultTypedCalls.contains(name)
        default: return false
        }
    }

    /// `code` (of `e`), run with `type` as the type its result is wanted as
    /// when `e` is a call that takes it (`let d: Double = zero()`).
    func expectingResult(_ e: Expr, _ type: TypeRef, _ code: @escaping ExprCode) -> ExprCode {
        guard case .named(let name, let args) = type.unwrapped, args.isEmpty, leavesOutResultType(e) else { return code }
        return { rt in try Compiler.expecting(rt, Compiler.typeValue(rt, name), code) }
    }

    /// The type a written name means, as a value (`Point`, `Int`); nil when unknown.
    static func typeValue(_ rt: Runtime, _ name: String) -> Value? {
        if let t = TypeOperations.qualifiedType(name, rt) { return .type(t) }
        return rt.types.builtinTypeValues[name]
    }

    /// `code`'s value, made with `type` as the type it is wanted as.
    static func expecting(_ rt: Runtime, _ type: Value?, _ code: ExprCode) throws -> Value {
        let saved = rt.expectedType
        rt.expectedType = type
        defer { rt.expectedType = saved }
        return try code(rt)
    }

    /// Whether some of `items` are literals and `type` is one the program
    /// declares (which may be ExpressibleBy…Literal).
    func madeFromLiterals(_ items: [Expr], _ type: TypeRef) -> Bool {
        guard case .named(let name, _) = type.unwrapped, globals.typeInfos[name] != nil else { return false }
        return items.contains { Compiler.literalProtocol($0) != nil }
    }

    /// A value for a place whose type is written (`let a: Action = .newNote`,
    /// `-> Action`, `let all: [Action] = [.add, .play]`, `[String: Action]`):
    /// `.name` there is looked up in that type, in an array literal's elements
    /// and a dictionary literal's values too.
    func valueOfType(_ e: Expr, _ type: TypeRef?) -> ExprCode {
        guard let type = type?.unwrapped else { return expr(e) }
        Compiler.labelTupleResults(e, type)
        if case .named(let name, let args) = type, args.isEmpty, leavesOutResultType(e) {
            let code = expr(e)
            return { rt in try Compiler.expecting(rt, Compiler.typeValue(rt, name), code) }
        }
        switch (e.kind, type) {
        case (.nilCoalesce(let l, let r), _) where Compiler.literalProtocol(r) != nil || Compiler.needsContext(r):
            // `palette[role] ?? 0xFF00FF` where an RGB is wanted: the fallback is one.
            let first = expr(l), fallback = valueOfType(r, type)
            return { rt in
                let v = try first(rt)
                if case .null = v { return try fallback(rt) }
                return OptionalNil.unwrapped(v)
            }
        case (.range(let l, let r, let closed), .named(let n, let args))
            where (n == "Range" || n == "ClosedRange") && args.count == 1 && madeFromLiterals([l, r], args[0]):
            // `let day: Range<Minute> = "08:30"..<"18:00"`: the bounds are Minutes.
            let lo = valueOfType(l, args[0]), hi = valueOfType(r, args[0]), site = loc(e.range)
            return { rt in try BoundedRange.make(rt, try lo(rt), try hi(rt), closed: closed, site) }
        case (.tuple(let items, let labels), .tuple(let types, let typeLabels))
            where items.count == types.count && items.contains(where: Compiler.needsContextInside):
            // `("pos", .init(style: .plain))` where a `(String, Formatter)` is wanted.
            let codes = zip(items, types).map { valueOfType($0, $1) }
            let names = typeLabels.contains { $0 != nil } ? typeLabels : labels
            return { rt in .tuple(Tuple(try codes.map { try $0(rt) }, labels: names)) }
        case (.call(let callee, let callArgs), .named(let n, let args))
            where (n == "Set" || n == "Swift.Set") && args.count == 1 && callArgs.count == 1 && callArgs[0].label == nil
                && Compiler.namesSetType(callee) && Compiler.arrayLiteralItems(callArgs[0].value).map({ madeFromLiterals($0, args[0]) }) == true:
            // (`Set(["cy"])`, as the parser writes a set literal.)
            return valueOfType(callArgs[0].value, type)
        case (.array(let items), .named(let n, let args))
            where (n == "Set" || n == "Swift.Set") && args.count == 1 && (items.contains(where: Compiler.needsContextInside) || madeFromLiterals(items, args[0])):
            // `let q: Set<UserID> = ["cy"]`: each element made a UserID, then the set.
            let array = arrayLiteral(items.map { ExprNode(valueOfType($0, args[0])) }, loc(e.range))
            return { rt in try type.conform(try array(rt)) }
        case (.array(let items), .array(let element))
            where items.contains(where: Compiler.needsContextInside) || madeFromLiterals(items, element):
            // (`let temps: [Temperature] = [21.5, 18]`: each literal makes a Temperature.)
            return arrayLiteral(items.map { ExprNode(valueOfType($0, element)) }, loc(e.range))
        case (.dictionary(let pairs), .dictionary(_, let valueType))
            where pairs.contains(where: { Compiler.needsContextInside($0.1) }) || madeFromLiterals(pairs.map(\.1), valueType):
            return dictionaryLiteral(pairs.map { ExprNode(expr($0.0)) }, pairs.map { ExprNode(valueOfType($0.1, valueType)) }, loc(e.range))
        default:
            break
        }
        // Only a type the program declares can be made from a literal (`return 1`
        // from a function declared `-> Int` stays a plain number).
        if case .named(let typeName, _) = type, globals.typeInfos[typeName] != nil, let literal = Compiler.literalProtocol(e) {
            // `let list: LinkedList = [1, 2]`: a type that is ExpressibleBy…Literal makes its value.
            var code = expr(e)
            if case .array(let items) = e.kind, globals.typeInfos[typeName]?.conformances.contains("OptionSet") == true {
                // `let s: Flags = [.a, .b]`: an option set's elements are of its own type.
                code = arrayLiteral(items.map { ExprNode(valueOfType($0, type)) }, loc(e.range))
            }
            let site = loc(e.range)
            return { rt in
                let v = try code(rt)
                guard let t = rt.types.types[typeName] else { return v }
                return try TypeOperations.fromLiteral(rt, v, as: t, literal, site)
            }
        }
        guard Compiler.needsContext(e), case .named(let typeName, _) = type else { return expr(e) }
        let code = contextual(e)
        // (`SettingsV3.Appearance`: a nested type, by its path.)
        let nested = typeName.contains(".")
        return { rt in
            try code(rt, rt.types.types[typeName] ?? (nested ? TypeOperations.qualifiedType(typeName, rt) : nil) ?? rt.types.builtinContext(typeName)
                         ?? (rt.types.hostTypeNames.contains(typeName) ? Compiler.hostContext : nil))
        }
    }

    /// The script type a stored property of this value is declared to hold.
    static func fieldType(_ rt: Runtime, _ container: Value, _ name: String) -> ScriptType? {
        // A host object's property (`UIApplication.shared.shortcutItems = [.compose]`):
        // the host's values come first.
        if case .object = container { return hostContext }
        // A computed property: the type its setter takes (`dateStyle = .medium`).
        if case .instance(let i) = container, i.type.storedIndex[name] == nil, let set = i.type.computedProperty(name)?.set,
           case .named(let n, _)? = set.proto.parameterTypes.last??.unwrapped {
            // (A name as written inside the type: its own nested type first.)
            return qualified(n, in: i.type, rt) ?? rt.types.types[n] ?? (n.contains(".") ? TypeOperations.qualifiedType(n, rt) : nil)
        }
        // An array property (`detents = [.medium(), .large()]`): its element type,
        // the context of each element.
        if case .instance(let i) = container, let index = i.type.storedIndex[name], index < i.type.storedDeclaredTypes.count,
           case .array(let element)? = i.type.storedDeclaredTypes[index]?.unwrapped, case .named(let n, _) = element.unwrapped {
            return qualified(n, in: i.type, rt) ?? rt.types.types[n] ?? (n.contains(".") ? TypeOperations.qualifiedType(n, rt) : nil)
        }
        guard case .instance(let i) = container, let index = i.type.storedIndex[name],
              let typeName = i.type.storedTypeNames[index] else { return nil }
        // (`var alignment: Alignment` inside UIStackView: its own `Alignment` first.)
        if !typeName.contains("."), let nested = qualified(typeName, in: i.type, rt) { return nested }
        return rt.types.types[typeName] ?? (typeName.contains(".") ? TypeOperations.qualifiedType(typeName, rt) : nil)
    }

    /// A type named inside another (`Style` in `DateFormatter`'s members).
    private static func qualified(_ name: String, in owner: ScriptType, _ rt: Runtime) -> ScriptType? {
        var t: ScriptType? = owner
        while let current = t {
            if let nested = rt.types.types[current.name + "." + name] ?? TypeOperations.qualifiedType(current.name + "." + name, rt) { return nested }
            t = current.superclass
        }
        return nil
    }

    /// The type an implicit member beside `v` is looked up in: `v`'s own, a
    /// built-in type's stand-in for numbers (`degrees * .pi`, `n < .max`).
    static func context(of v: Value, _ rt: Runtime) -> ScriptType? {
        switch v {
        case .instance(let i): return i.type
        case .int: return rt.types.builtinContext("Int")
        case .double: return rt.types.builtinContext("Double")
        case .object(let s as SizedInteger): return rt.types.builtinContext(s.kind.rawValue)
        case .object(let f as FloatNumber): return rt.types.builtinContext(f.typeName)
        case .object(let d as DecimalNumber): return rt.types.builtinContext(d.typeName)
        default: return nil
        }
    }

    /// `x * .pi`, `.max - n`: the member looked up in the other operand's type.
    func arithmeticWithContext(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode? {
        guard Compiler.needsContext(l) != Compiler.needsContext(r) else { return nil }
        let leftFirst = Compiler.needsContext(r)
        let known = expr(leftFirst ? l : r)
        let other = contextual(leftFirst ? r : l)
        return { rt in
            let k = try known(rt)
            let v = try other(rt, Compiler.context(of: k, rt))
            return leftFirst ? try Compiler.arithmetic(rt, op, k, v, site) : try Compiler.arithmetic(rt, op, v, k, site)
        }
    }

    /// `x == .case`, `.case != x`: the case is looked up in `x`'s type.
    func comparisonWithContext(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ((Runtime) throws -> Bool)? {
        // (`decoded == [.chat(…), .start]`: an array literal's elements take the
        // type of the other array's.)
        func needs(_ e: Expr) -> Bool { Compiler.needsContext(e) || Compiler.elementsNeedContext(e) }
        guard needs(l) || needs(r) else { return nil }
        let leftFirst = needs(r)
        let known = expr(leftFirst ? l : r)
        let other = contextual(leftFirst ? r : l)
        return { rt in
            let k = try known(rt)
            var context = Compiler.context(of: k, rt)
            if case .array(let a) = k, let first = a.items.first { context = Compiler.context(of: first, rt) }
            // `phase == .active`: a host's value is compared with a host's value.
            if case .object = k, k.sizedInteger == nil { context = Compiler.hostContext }
            let v = try other(rt, context)
            return leftFirst ? try Compiler.compareValues(rt, op, k, v, site) : try Compiler.compareValues(rt, op, v, k, site)
        }
    }
}

extension Compiler {
    /// `super` (which the resolver binds to `self`).
    static func isSuper(_ e: Expr) -> Bool {
        if case .name("super", _) = e.kind { return true }
        return false
    }
}

extension Compiler {
    /// `a + b` and the other arithmetic operators, calling a script type's own
    /// (`static func + (a: Vector, b: Vector) -> Vector`) when an operand has one.
    @inline(never)
    static func arithmetic(_ rt: Runtime, _ op: BinaryOp, _ a: Value, _ b: Value, _ site: SourceLocation) throws -> Value {
        if case .instance = a, let r = try TypeOperations.customOperator(rt, op.rawValue, a, b, site) { return r }
        if case .instance = b, let r = try TypeOperations.customOperator(rt, op.rawValue, a, b, site) { return r }
        do {
            return try Operators.arithmetic(op, a, b, site)
        } catch let e as RuntimeError where !rt.types.builtinExtensions.isEmpty {
            // `extension String { static func * (s: String, n: Int) -> String }`.
            if let r = try TypeOperations.declaredOperator(rt, op.rawValue, [a, b], site) { return r }
            throw e
        }
    }
}

extension Compiler {
    /// The initialiser label an `ExpressibleBy…Literal` type takes this literal
    /// with (`arrayLiteral`, `integerLiteral`…), or nil when `e` is no literal.
    /// Methods of arrays and sets whose first argument is an element.
    static let elementMethods: Set<String> = ["append", "insert", "contains", "remove", "firstIndex", "lastIndex", "update"]

    static func literalProtocol(_ e: Expr) -> String? {
        switch e.kind {
        case .array: return "arrayLiteral"
        case .dictionary: return "dictionaryLiteral"
        case .literal(.int): return "integerLiteral"
        case .literal(.double): return "floatLiteral"
        case .literal(.string), .interpolation: return "stringLiteral"
        case .literal(.bool): return "booleanLiteral"
        default: return nil
        }
    }
}
