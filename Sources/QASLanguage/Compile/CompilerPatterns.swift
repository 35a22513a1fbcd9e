/// Compiling patterns, casts and the statements built on them: `switch`,
/// `if case`, `for case`, `do`/`catch`, `try`, `defer`, destructuring.
typealias PatternCode = (Runtime, Value) throws -> Bool

extension Compiler {
    // MARK: - Patterns

    /// Code that tests a value against a pattern, binding its names on a match.
    func matcher(_ p: Pattern, _ site: SourceLocation) -> PatternCode {
        switch p {
        case .wildcard:
            return { _, _ in true }
        case .binding(let d):
            let set = declare(d)
            return { rt, v in set(rt, v); return true }
        case .expression(let e):
            if case .cast(let inner, let t, .plain) = e.kind {
                // `case 0 as Int:` is a value of that type equal to 0 (0.0 in an
                // `Any` is a Double, and does not match).
                let m = matcher(Pattern.expression(inner), site)
                return { rt, v in
                    guard let c = try Compiler.cast(rt, v, to: t, site) else { return false }
                    return try m(rt, c)
                }
            }
            if case .range(let l, let r, let closed) = e.kind {
                // `case 90...:`, `case 0.0..<18.5:`: bounds compared as values, so
                // Doubles and one-sided ranges match too.
                let lo = expr(l), hi = expr(r)
                return { rt, v in
                    switch v {
                    case .int, .double, .string: return try Compiler.inRange(rt, v, try lo(rt), try hi(rt), closed, site)
                    case .object(let o) where o is SizedInteger || o is UnicodeScalarValue || o is FloatNumber || o is DecimalNumber:
                        return try Compiler.inRange(rt, v, try lo(rt), try hi(rt), closed, site)
                    default: return false
                    }
                }
            }
            let code = expr(e)
            if case .member(let owner, let caseName, false) = e.kind {
                // `case LoadError.timeout:`, `catch StoreError.duplicate:` of a case with
                // associated values: that case, whatever they are.
                let ownerCode = expr(owner)
                return { rt, v in
                    if case .instance(let i) = v, i.isEnumCase, case .type(let t) = try ownerCode(rt), t.kind == .enumType,
                       let index = t.caseIndex[caseName], !(t.cases[index].labels ?? []).isEmpty {
                        return i.type === t && i.caseIndex == index
                    }
                    return try Compiler.patternMatches(rt, v, try code(rt), site)
                }
            }
            return { rt, v in try Compiler.patternMatches(rt, v, try code(rt), site) }
        case .enumCase(let typeName, let name, let sub, _):
            let subs = sub.map { items in items.map { (label: $0.label, code: matcher($0.pattern, site)) } }
            return { rt, value in
                var v = value
                if case .cell(let c) = v { v = c.value }
                // `.some(x)` and `.none` are Optional's cases, unless the enum has its own.
                if name == "some" || name == "none", !Compiler.hasCase(v, name) {
                    if name == "none" { return v.isNil }
                    // (`.some` alone matches any value the Optional holds.)
                    guard let subs else { return !v.isNil }
                    guard !v.isNil, subs.count == 1 else { return false }
                    // (`.some(.none)` matches an Optional holding nil.)
                    return try subs[0].code(rt, OptionalNil.unwrapped(v))
                }
                guard case .instance(let i) = v, i.isEnumCase else {
                    // Optionals: `.none` is nil, `.some(x)` any other value.
                    if name == "none" && subs == nil { return v.isNil }
                    if name == "some", let subs, subs.count == 1 { return v.isNil ? false : try subs[0].code(rt, OptionalNil.unwrapped(v)) }
                    if v.isNil { return false }
                    // A host's constant (`case .active:` on a scene phase, `case .compose:` on an icon).
                    if case .object(let o) = v, subs == nil, case .object(let c)? = rt.implicitMembers[name] {
                        return o.isEqual(to: c)
                    }
                    // `case .itemNotFound:` on a struct with `static let itemNotFound = …`:
                    // an expression pattern, compared with `==` (`~=`), as Swift does.
                    if case .instance(let s) = v, subs == nil, s.type.staticSlot(name) != nil || s.type.staticComputedProperty(name) != nil {
                        return try Compiler.patternMatches(rt, v, try TypeOperations.staticMember(rt, s.type, name, site), site)
                    }
                    throw RuntimeError("pattern '.\(name)' needs an enum value, not \(v.typeName)", at: site)
                }
                if let typeName, typeName != i.type.name && !i.type.name.hasSuffix("." + typeName)
                    && !typeName.hasSuffix("." + i.type.name) {
                    // A `catch` clause meets errors of every type, and a value of a
                    // protocol type (`action: any Action`) those of every conforming
                    // type: another one does not match.
                    return false
                }
                guard let index = i.type.caseIndex[name] else {
                    throw TypeOperations.noStaticMember(i.type, name, site)
                }
                guard index == i.caseIndex else { return false }
                guard let subs else { return true }
                if subs.count == 1 && i.count > 1 {
                    // `case .pair(let both)`: the associated values as one tuple.
                    return try subs[0].code(rt, .tuple(Tuple(i.fields, labels: i.caseInfo.labels)))
                }
                guard subs.count == i.count else {
                    throw RuntimeError("case '\(name)' of \(i.type.name) has \(i.count) associated value\(i.count == 1 ? "" : "s"), but the pattern has \(subs.count)", at: site)
                }
                for (k, s) in subs.enumerated() where !(try s.code(rt, i[k])) { return false }
                return true
            }
        case .tuple(let items):
            let subs = items.map { matcher($0.pattern, site) }
            return { rt, value in
                var v = value
                if case .cell(let c) = v { v = c.value }
                guard case .tuple(let t) = v, t.items.count == subs.count else {
                    if case .tuple(let t) = v {
                        throw RuntimeError("a tuple pattern of \(subs.count) cannot match a tuple of \(t.items.count)", at: site)
                    }
                    return false
                }
                for (k, s) in subs.enumerated() where !(try s(rt, t.items[k])) { return false }
                return true
            }
        case .isType(let t):
            return { rt, v in try Compiler.cast(rt, v, to: t, site) != nil }
        case .cast(let inner, let t):
            let m = matcher(inner, site)
            return { rt, v in
                guard let c = try Compiler.cast(rt, v, to: t, site) else { return false }
                return try m(rt, c)
            }
        case .optional(let inner):
            let m = matcher(inner, site)
            return { rt, v in v.isNil ? false : try m(rt, v) }
        }
    }

    static func isUnbounded(_ v: Value) -> Bool {
        if case .native(let f) = v { return f === Parser.unboundedMarker }
        return false
    }

    static func intBound(_ v: Value, _ site: SourceLocation) throws -> Int {
        guard case .int(let i) = v else { throw RuntimeError("range bounds must be Int, not \(v.typeName)", at: site) }
        return i
    }

    /// `lo <= v < hi` (or `<= hi`), a missing bound always met.
    static func inRange(_ rt: Runtime, _ v: Value, _ lo: Value, _ hi: Value, _ closed: Bool, _ site: SourceLocation) throws -> Bool {
        if !isUnbounded(lo), try compareValues(rt, .less, v, lo, site) { return false }
        if !isUnbounded(hi) { return try compareValues(rt, closed ? .lessEqual : .less, v, hi, site) }
        return true
    }

    static func hasCase(_ v: Value, _ name: String) -> Bool {
        if case .instance(let i) = v, i.isEnumCase { return i.type.caseIndex[name] != nil }
        return false
    }

    /// Swift's `~=`: a range contains the value; otherwise equality (a type's own `==`).
    static func patternMatches(_ rt: Runtime, _ value: Value, _ pattern: Value, _ site: SourceLocation) throws -> Bool {
        if case .instance = value, let r = try TypeOperations.customOperator(rt, "==", value, pattern, site) {
            return r == .bool(true)
        }
        return matches(value, pattern)
    }

    // MARK: - Casts

    /// The value as `t`, or nil when it is not one (`as?`).
    static func cast(_ rt: Runtime, _ value: Value, to t: TypeRef, _ site: SourceLocation) throws -> Value? {
        var v = value
        if case .cell(let c) = v { v = c.value }
        switch t {
        case .optional(let inner):
            return v.isNil ? .null : try cast(rt, v, to: inner, site)
        case .array(let element):
            guard case .array(let a) = v else { return nil }
            var out: [Value] = []
            out.reserveCapacity(a.count)
            for x in a.items {
                guard let c = try cast(rt, x, to: element, site) else { return nil }
                out.append(c)
            }
            return .array(out)
        case .dictionary(let k, let e):
            guard case .dictionary(let d) = v else { return nil }
            for (key, x) in d.pairs {
                guard try cast(rt, key, to: k, site) != nil, try cast(rt, x, to: e, site) != nil else { return nil }
            }
            return v
        case .tuple(let items, _):
            guard case .tuple(let tuple) = v, tuple.items.count == items.count else { return nil }
            for (x, ty) in zip(tuple.items, items) where try cast(rt, x, to: ty, site) == nil { return nil }
            return v
        case .function:
            switch v {
            case .function, .native: return v
            default: return nil
            }
        case .named(let name, _):
            if v.isNil { return nil }
            if let c = try castNamed(rt, v, name, site) { return c }
            // A host's stand-in for what the program cannot see becomes what it is asked to be.
            if case .instance = v, let becoming = rt.standInCast { return try becoming(v, name) }
            return nil
        }
    }

    private static func castNamed(_ rt: Runtime, _ v: Value, _ name: String, _ site: SourceLocation) throws -> Value? {
        if name.contains("&") {
            // `as? HasArea & Named`: a value of every type of the composition.
            for part in name.split(separator: "&") {
                let p = String(part.filter { $0 != " " })
                guard try castNamed(rt, v, p, site) != nil else { return nil }
            }
            return v
        }
        let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
        if bare.hasSuffix(".Type") || bare == "AnyClass" || bare == "Any.Type" {
            // `t is HasArea.Type`, `t is AnyClass`: a type value, tested as a type.
            let target = bare == "AnyClass" ? "AnyObject" : String(bare.dropLast(5))
            switch v {
            case .type(let t):
                if target == "AnyObject" { return t.kind == .classType ? v : nil }
                if target == "Any" { return v }
                if let wanted = rt.types.types[target] { return t.isSubtype(of: wanted) || t.conforms(to: target) ? v : nil }
                return t.conforms(to: target) ? v : nil
            case .native(let f) where TypeRegistry.builtinNames[f.name] != nil:
                if target == "Any" || target == f.name { return v }
                if target == "AnyObject" { return nil }
                return rt.types.builtinExtensions[f.name]?.conformances.contains(target) == true ? v : nil
            case .object(let m as MetatypeValue):
                return target == "Any" || target == m.target.description ? v : nil
            default: return nil
            }
        }
        switch bare {
        case "Any", "AnyObject", "AnyHashable", "Sendable": return v
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "Int16", "Int8", "UInt8", "UInt16":
            if case .int = v { return v }
            return nil
        case "Double", "CGFloat", "Float64", "TimeInterval":
            if case .double = v { return v }
            return nil
        case "Float", "Float32":
            return Floats.isFloat(v) ? v : nil
        case "String", "Substring":
            if case .string = v { return v }
            return nil
        case "Character":
            if case .string(let s) = v, s.count == 1 { return v }
            return nil
        case "Bool":
            if case .bool = v { return v }
            return nil
        case "Error":
            if case .instance(let i) = v, i.type.conforms(to: "Error") || i.type.conforms(to: "LocalizedError") { return v }
            if case .object(let o) = v, o is ErrorObject || o.isKind(of: "Error") { return v }
            return nil
        case "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "Codable", "Encodable", "Decodable", "Identifiable":
            if case .instance(let i) = v { return i.type.conforms(to: bare) || bare == "Equatable" && i.type.kind != .classType ? v : nil }
            return v
        default: break
        }
        // (`RGB.ParseError`: a nested type, by its path.)
        if let type = rt.types.types[bare] ?? (bare.contains(".") ? TypeOperations.qualifiedType(bare, rt) : nil) {
            switch v {
            case .instance(let i): return i.type.isSubtype(of: type) ? v : nil
            default:
                if type.kind == .protocolType, let ext = rt.types.builtinExtensions[v.typeName], ext.conformances.contains(bare) { return v }
                return nil
            }
        }
        if let bridged = bridgedCast(v, bare) { return bridged ? v : nil }
        if case .object(let o) = v { return o.typeName == bare || o.typeName == name || o.isKind(of: bare) ? v : nil }
        if case .instance(let i) = v {
            // A framework's class or protocol the program's type names as its own.
            if i.type.conforms(to: bare) { return v }
            if rt.types.hostTypeNames.contains(bare) || TypeRegistry.builtinNames[bare] != nil { return nil }
            // `as? T` with `T` a generic parameter: qas does not know what T is here,
            // so it cannot say whether the value is one.
            throw RuntimeError("cannot cast to '\(name)': qas does not know that type here (a generic parameter, or a type of a framework it does not model), so it cannot tell whether the value is one (not supported)", at: site)
        }
        if TypeRegistry.builtinNames[bare] != nil {
            return v.typeName == TypeRegistry.builtinNames[bare] ? v : nil
        }
        throw RuntimeError("cannot find type '\(name)' in scope", at: site)
    }

    /// Foundation's bridging, as Swift does it for the values qas has: a String
    /// is an `NSString`, a number or Bool an `NSNumber`, and property-list values
    /// (and host objects, which stand for a library's objects) are
    /// `NSObject`s that adopt `NSSecureCoding`. Nil when `name` is not one of these.
    private static func bridgedCast(_ v: Value, _ name: String) -> Bool? {
        switch name {
        case "NSString", "NSMutableString":
            if case .string = v { return true }
            return false
        case "NSNumber":
            switch v {
            case .int, .double, .bool: return true
            default: return false
            }
        case "NSArray", "NSMutableArray":
            if case .array = v { return true }
            return false
        case "NSDictionary", "NSMutableDictionary":
            if case .dictionary = v { return true }
            return false
        case "NSSecureCoding", "NSCoding", "NSObject", "NSObjectProtocol", "NSCopying":
            switch v {
            case .string, .int, .double, .bool, .array, .dictionary, .object: return true
            case .instance(let i): return i.type.conforms(to: name)
            default: return false
            }
        default: return nil
        }
    }

    /// The value kinds `as?` to a plain built-in type checks, decided at compile
    /// time (matching the name on every cast cost string comparisons).
    enum SimpleCastTarget {
        case int, double, string, bool

        /// Whether `v` already is of this kind (a tag check; nothing copied).
        @inline(__always)
        func holds(_ v: Value) -> Bool {
            switch self {
            case .int: if case .int = v { return true }
            case .double: if case .double = v { return true }
            case .string: if case .string = v { return true }
            case .bool: if case .bool = v { return true }
            }
            return false
        }
    }

    static func simpleCastTarget(_ t: TypeRef) -> SimpleCastTarget? {
        guard case .named(let name, let args) = t, args.isEmpty else { return nil }
        switch name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name {
        case "Int", "Int64", "Int32", "UInt", "UInt64", "UInt32", "Int16", "Int8", "UInt8", "UInt16": return .int
        case "Double", "CGFloat", "Float64", "TimeInterval": return .double
        case "String", "Substring": return .string
        case "Bool": return .bool
        default: return nil
        }
    }

    func castExpression(_ e: Expr, _ t: TypeRef, _ kind: CastKind, _ site: SourceLocation) -> ExprCode {
        // `1...200 as ClosedRange<UInt64>`: the bounds are of the element type.
        if kind == .plain, case .range(let lo, let hi, let closed) = e.kind, case .named(let n, let args) = t,
           n == (closed ? "ClosedRange" : "Range"), args.count == 1 {
            let bound = { (x: Expr) in Expr(kind: .cast(x, args[0], .plain), range: x.range) }
            return expr(Expr(kind: .range(bound(lo), bound(hi), closed: closed), range: e.range))
        }
        let code = expr(e)
        let simple = Compiler.simpleCastTarget(t)
        switch kind {
        case .plain:
            // `[1, 2] as LinkedList<Int>`: the literal made a value of the type.
            // `[1, 2] as [UInt8]`, `5 as Double`: the literal is of that type.
            if t.mayConvert { return Compiler.conforming(code, t, at: site) }
            if Compiler.literalProtocol(e) != nil, case .named = t { return valueOfType(e, t) }
            return code
        case .conditional:
            if let simple {
                return { rt in
                    let v = try code(rt)
                    if simple.holds(v) { return v }
                    return try Compiler.cast(rt, v, to: t, site) ?? .null
                }
            }
            return { rt in try Compiler.cast(rt, try code(rt), to: t, site) ?? .null }
        case .forced:
            let general: (Runtime, Value) throws -> Value = { rt, v in
                guard let c = try Compiler.cast(rt, v, to: t, site) else {
                    throw RuntimeError("could not cast value of type '\(v.typeName)' to '\(t)'", at: site)
                }
                return c
            }
            guard let simple else { return { rt in try general(rt, try code(rt)) } }
            // `item["rank"] as! Int`: a value already of the kind is passed on as it is.
            return { rt in
                let v = try code(rt)
                if simple.holds(v) { return v }
                return try general(rt, v)
            }
        }
    }

    /// `v as? T` where `T` stands for `type` (a script type, a built-in one, a
    /// metatype); an error where what `T` stands for is not known.
    static func cast(_ rt: Runtime, _ v: Value, toTypeValue type: Value, _ name: String, _ site: SourceLocation) throws -> Value? {
        switch type {
        case .type(let t):
            if case .instance(let i) = v { return i.type.isSubtype(of: t) || i.type.conforms(to: t.name) ? v : nil }
            return try cast(rt, v, to: .named(t.name, []), site)
        case .native(let f): return try cast(rt, v, to: .named(f.name, []), site)
        case .object(let m as MetatypeValue): return try cast(rt, v, to: m.target.typeRef, site)
        default:
            throw RuntimeError("cannot cast to '\(name)': qas cannot tell what the generic parameter stands for here (not supported)", at: site)
        }
    }

    // MARK: - Errors

    func tryExpression(_ kind: TryKind, _ e: Expr, _ site: SourceLocation) -> ExprCode {
        let code = expr(e)
        switch kind {
        case .plain:
            return code
        case .optional:
            // `try? save()` of a function that returns nothing is `()` when it
            // succeeds: compared with nil, it is not.
            let succeeded: Value? = callsVoidFunction(e) ? .tuple(Tuple([])) : nil
            let inSwift = isSwiftSource
            return { rt in
                let saved = rt.save()
                do {
                    let v = try code(rt)
                    return succeeded ?? v
                } catch let error as RuntimeError where error.isCatchable(inSwift: inSwift) {
                    rt.restore(saved)
                    return .null
                }
            }
        case .forced:
            return { rt in
                do { return try code(rt) } catch let error as RuntimeError where error.isCatchable {
                    // Reported at the `try!`, as Swift reports it, with what was thrown.
                    throw RuntimeError("'try!' expression unexpectedly raised an error: \(error.message)", at: site, kind: .fatalError)
                }
            }
        }
    }

    /// A call of a function or method the program declares to return nothing.
    func callsVoidFunction(_ e: Expr) -> Bool {
        if case .cast(let inner, .named("Any", _), .plain) = e.kind { return callsVoidFunction(inner) }
        guard case .call(let callee, let args) = e.kind else { return false }
        let labels = args.map(\.label)
        switch callee.kind {
        case .name(let n, let ref):
            guard globals.typeInfos[n] == nil, ref.declaration != nil else { return false }
            return globals.declared.givesNothing(n, labels)
        case .member(_, let name, _):
            return globals.declared.givesNothing(name, labels)
        default:
            return false
        }
    }

    /// Whether this is a Swift file (`.swift`), whose `catch` sees only what Swift's would.
    var isSwiftSource: Bool { source.isSwift }

    /// `do { } catch … { }`: the first clause whose pattern (and `where`) matches
    /// handles the error; with none, it goes on outwards.
    func doCatch(_ body: [Stmt], _ clauses: [CatchClause], _ site: SourceLocation) -> StmtCode {
        let bodyCode = block(body)
        guard !clauses.isEmpty else { return bodyCode }
        let compiled = clauses.map { c in
            (match: c.pattern.map { matcher($0, site) }, implicit: c.implicitError.map(declare),
             test: c.guardExpr.map(condition), body: block(c.body))
        }
        let inSwift = isSwiftSource
        return { rt in
            let saved = rt.save()
            do {
                return try bodyCode(rt)
            } catch let e as RuntimeError where e.isCatchable(inSwift: inSwift) {
                rt.restore(saved)
                let thrown = e.thrown ?? .object(ErrorObject(e))
                for c in compiled {
                    if let match = c.match { guard try match(rt, thrown) else { continue } }
                    c.implicit?(rt, thrown)
                    if let test = c.test { guard try test(rt) else { continue } }
                    return try c.body(rt)
                }
                throw e
            }
        }
    }

    /// A block with `defer`s: each runs, last first, when the block is left —
    /// normally, by `return`/`break`/`continue`, or by an error.
    func blockWithDefers(_ list: [Stmt]) -> StmtCode {
        let items: [(isDefer: Bool, code: StmtCode)] = list.map { s in
            if case .deferStmt(let body) = s.kind { return (true, block(body)) }
            return (false, statement(s))
        }
        return { rt in
            var pending: [StmtCode] = []
            func runDeferred() throws {
                let returning = rt.returnValue
                while let d = pending.popLast() { _ = try d(rt) }
                rt.returnValue = returning
            }
            var flow = Flow.normal
            do {
                for item in items {
                    if item.isDefer { pending.append(item.code); continue }
                    flow = try item.code(rt)
                    if case .normal = flow { continue }
                    break
                }
            } catch {
                try runDeferred()
                throw error
            }
            try runDeferred()
            return flow
        }
    }

    // MARK: - Switch

    func switchOnPatterns(_ subject: Expr, _ cases: [SwitchCase], _ defaultBody: [Stmt]?, _ site: SourceLocation) -> StmtCode {
        let me = takeLabel()
        let subjectCode = expr(subject)
        let compiled = cases.map { c in
            (patterns: c.patterns.map { matcher($0, site) }, tests: c.guards.map { $0.map(condition) }, body: block(c.body),
             fallsThrough: c.fallsThrough)
        }
        let defaultCode = defaultBody.map(block)
        return { rt in
            let value = try subjectCode(rt)
            var chosen = -1
            search: for (index, c) in compiled.enumerated() {
                for (k, p) in c.patterns.enumerated() where try p(rt, value) {
                    if let test = c.tests[k], !(try test(rt)) { continue }
                    chosen = index
                    break search
                }
            }
            var flow: Flow
            if chosen < 0 {
                guard let defaultCode else {
                    throw RuntimeError("no case of the switch matches \(value.debugDescription); add a 'default'", at: site)
                }
                flow = try defaultCode(rt)
            } else {
                flow = try compiled[chosen].body(rt)
                // `fallthrough` runs the next case's body (or the default) too.
                var k = chosen
                while case .normal = flow, compiled[k].fallsThrough {
                    k += 1
                    if k < compiled.count { flow = try compiled[k].body(rt) }
                    else if let defaultCode { flow = try defaultCode(rt); break }
                    else { break }
                }
            }
            // `break` ends the switch (unless it names a statement further out);
            // `continue` and `return` go on outwards.
            if case .breakLoop = flow { return Compiler.leaving(rt, me, .breakLoop) ?? .normal }
            return flow
        }
    }

    // MARK: - Destructuring

    func destructure(_ pattern: Pattern, _ value: Expr, _ site: SourceLocation) -> StmtCode {
        let code = expr(value)
        let m = matcher(pattern, site)
        return { rt in
            let v = try code(rt)
            guard try m(rt, v) else {
                throw RuntimeError("the value \(v.debugDescription) does not match the pattern", at: site)
            }
            return .normal
        }
    }
}
