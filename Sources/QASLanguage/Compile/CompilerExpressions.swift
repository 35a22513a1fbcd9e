// MARK: - Expressions

extension Compiler {
    func expr(_ e: Expr) -> ExprCode {
        if let r = e.rewrittenName { return expr(r) }
        let site = SourceLocation(source, e.range)
        switch e.kind {
        case .literal(let v):
            // A number or Bool captured as itself: returning it copies no `Value`.
            switch v {
            case .int(let i): return { _ in .int(i) }
            case .double(let d): return { _ in .double(d) }
            case .bool(let b): return { _ in .bool(b) }
            case .null: return { _ in .null }
            default: return { _ in v }
            }
        case .interpolation(let parts):
            let interpolated = InterpolatedString(parts, displayed)
            return { rt in
                let s = try interpolated.make(rt)
                try rt.memory.allow(s.utf8.count, at: site)
                return .string(s)
            }
        case .array(let items):
            // `[Message.chat(…), .start]`: the implicit members take the type another
            // element names, as Swift infers the array's element type from them all.
            if items.count > 1, items.contains(where: Compiler.needsContext), let named = siblingElementType(items) {
                return arrayLiteral(items.map { ExprNode(Compiler.needsContext($0) ? valueOfType($0, named) : expr($0)) }, site)
            }
            return arrayLiteral(items.map { ExprNode(expr($0)) }, site)
        case .dictionary(let pairs):
            let bytes = 96 * pairs.count + 128
            // Code in a class, not a closure in an array: one pulled out of an
            // array is called through a reabstraction thunk.
            let values = pairs.map { ExprNode(expr($0.1)) }
            if let code = specialise(.literalKeyDictionary, { literalKeyDictionary(pairs, values, bytes, site) }) { return code }
            return dictionaryLiteral(pairs.map { ExprNode(expr($0.0)) }, values, site)
        case .tuple(let items, let labels):
            let codes = items.map { ExprNode(expr($0)) }
            return { rt in
                var items: [Value] = []
                items.reserveCapacity(codes.count)
                for k in codes.indices { items.append(try codes.value(k, rt)) }
                return .tuple(Tuple(items, labels: labels))
            }
        case .name(let macro, _) where macro.utf8.first == UInt8(ascii: "#") && macro != "#selector":
            return magicLiteral(macro, site)
        case .name("Self", let ref):
            let selfCode = load(ref, e.range)
            let enclosing = currentTypeName
            return { rt in
                switch try selfCode(rt) {
                // An enum's initialiser before it assigns `self`: the type being declared.
                case .null where enclosing.flatMap({ rt.types.types[$0] }) != nil: return .type(rt.types.types[enclosing!]!)
                case .instance(let i): return .type(i.type)
                case .type(let t): return .type(t)
                // In `extension Int` / `extension BinaryInteger`: `Int` itself.
                case .native(let f) where rt.types.builtinTypeValues[f.name] != nil: return .native(f)
                case let v:
                    if let t = rt.types.builtinTypeValues[v.typeName] { return t }
                    throw RuntimeError("'Self' of a value of type \(v.typeName) is not available", at: site)
                }
            }
        case .name(_, let ref):
            return load(ref, e.range)
        case .unary(let op, let x):
            let code = expr(x)
            if op == .negate {
                return { rt in
                    let v = try code(rt)
                    if case .instance = v, let r = try TypeOperations.customPrefixOperator(rt, "-", v, site) { return r }
                    return try Operators.negate(v, site)
                }
            }
            if op == .bitNot {
                return { rt in
                    let v = try code(rt)
                    if let s = v.sizedInteger { return SizedIntegers.bitNot(s) }
                    guard case .int(let i) = v else { throw RuntimeError("unary operator '~' needs an Int, not \(v.typeName)", at: site) }
                    return .int(~i)
                }
            }
            return { rt in
                let v = try code(rt)
                if case .bool(let b) = v { return .bool(!b) }
                if case .instance = v, let r = try TypeOperations.customPrefixOperator(rt, "!", v, site) { return r }
                return try Operators.not(v, site)
            }
        case .binary(let op, let l, let r):
            return binary(op, l, r, site)
        case .and(let l, let r):
            if declaresLogicalOperators { return logicalOperator("&&", l, r, site) }
            let a = condition(l), b = condition(r)
            return { rt in .bool(try a(rt) && b(rt)) }
        case .or(let l, let r):
            if declaresLogicalOperators { return logicalOperator("||", l, r, site) }
            let a = condition(l), b = condition(r)
            return { rt in .bool(try a(rt) || b(rt)) }
        case .nilCoalesce(let l, let r):
            let a = expr(l), b = expr(r)
            // `a ?? b` of an Optional holding nil: nil (`?? "none"`, `?? nil`),
            // unless `b` is itself an Optional of the same type (`?? other.nickname`,
            // read without effects), when Swift's `(T?, T?) -> T?` keeps `a`.
            var readsOptional = false
            switch r.kind {
            case .name, .member: readsOptional = true
            default: break
            }
            return { [readsOptional] rt in
                let v = try a(rt)
                if case .null = v { return try b(rt) }
                guard case .object(let o) = v, o === OptionalNil.shared else { return v }
                if readsOptional, case let w = try b(rt), OptionalNil.unwrapped(w).isNil { return v }
                return .null
            }
        case .ternary(let c, let y, let n):
            let t = ThreeCodes(test: condition(c), expr(y), expr(n), site: site)
            return { rt in try t.test(rt) ? try t.first(rt) : try t.second(rt) }
        case .range(let l, let r, let closed):
            let a = expr(l), b = expr(r)
            return { rt in
                var lo = try a(rt), hi = try b(rt)
                // One-sided (`2...`, `..<3`): from Int.min or to Int.max; slicing
                // reads them as the start and the end.
                if Compiler.isUnbounded(lo) { lo = .int(Int.min) }
                if Compiler.isUnbounded(hi) { return .range(try Compiler.intBound(lo, site), Int.max) }
                guard case .int(let x) = lo, case .int(var y) = hi else {
                    return try BoundedRange.make(rt, lo, hi, closed: closed, site)
                }
                if closed {
                    // `0...Int.max`: a range with its bounds (contains, clamping); qas's
                    // Int ranges keep the end past the last, which Int.max has none of.
                    if y == Int.max { return try BoundedRange.make(rt, lo, hi, closed: true, site) }
                    y += 1
                }
                guard x <= y else {
                    throw RuntimeError("range requires lowerBound <= upperBound (\(x)\(closed ? "..." : "..<")\(closed ? y - 1 : y))", at: site)
                }
                return closed ? .closedRange(x, y) : .range(x, y)
            }
        case .call(let callee, let args):
            return call(callee, args, site)
        case .member(let base, let name, false) where Compiler.isSuper(base) && currentTypeName != nil:
            let baseCode = expr(base)
            let typeName = currentTypeName!
            return { rt in
                let receiver = try baseCode(rt)
                guard let owner = rt.types.types[typeName]?.superclass else { return try Builtins.member(rt, receiver, name, site) }
                return try Compiler.superMember(rt, owner, receiver, name, site)
            }
        case .member(let base, let name, false) where !Compiler.isSuper(base) && !memberDispatch(base, name).isDynamic:
            return staticallyDispatchedRead(base, name, memberDispatch(base, name), site)
        case .member(let base, let name, let optional) where !allows(.memberInPlace):
            let baseCode = expr(base)
            return { rt in
                let v = try baseCode(rt)
                if optional, case .null = v { throw ChainNil() }
                return try Builtins.member(rt, v, name, site)
            }
        case .member(let element, let name, false) where elementInPlace(element) != nil:
            // `bodies[i].x`: the field read where the array lies.
            specialised(.elementInPlace)
            let (base, index) = elementInPlace(element)!
            if let slot = plainLocalSlot(base) {
                var builder = ElementMemberReadBuilder(base: SlotRead(slot: slot), name: name, elementSite: loc(element.range), site: site)
                withOperand(index, &builder)
                return builder.code!
            }
            var builder = ElementMemberReadBuilder(base: GlobalRead(index: globalIndex(base)!), name: name, elementSite: loc(element.range), site: site)
            withOperand(index, &builder)
            return builder.code!
        case .member(let base, let name, false) where allows(.collectionProperty) && CollectionProperty(name) != nil:
            specialised(.collectionProperty)
            var builder = CollectionPropertyBuilder(property: CollectionProperty(name)!,
                                                    general: MemberOfValue(name, optional: false, site))
            withOperand(base, &builder)
            return builder.code!
        case .member(let base, let name, let optional) where allows(.memberInPlace) && (plainLocalSlot(base) != nil || globalIndex(base) != nil):
            specialised(.memberInPlace)
            // `node.left`, `self.x`: the field read where the value lies, the value not copied.
            let member = MemberOfValue(name, optional: optional, site)
            if let slot = plainLocalSlot(base) { return member.inPlace(SlotRead(slot: slot)) }
            return member.inPlace(GlobalRead(index: globalIndex(base)!))
        case .member(let base, let name, let optional):
            let baseCode = expr(base)
            let member = MemberOfValue(name, optional: optional, site)
            return { rt in try member.read(rt, try baseCode(rt)) }
        case .subscriptAccess(let base, let index, let optional) where globals.declaresMutatingGetter && lvalue(base) != nil:
            // `cache[key]` with a `mutating get`: read where the struct is stored.
            let baseCode = expr(base), indexCode = expr(index), modify = lvalue(base)!
            return { rt in
                var v = try baseCode(rt)
                if optional, case .null = v { throw ChainNil() }
                let i = try indexCode(rt)
                guard Builtins.subscriptGetterMutates(v, i) else { return try Builtins.subscriptGet(rt, v, i, site) }
                v = .null
                return try modify(rt) { container in try Builtins.mutatingSubscriptGet(rt, &container, i, site) }
            }
        case .subscriptAccess(let base, let index, false)
            where allows(.constantKeyRead) && Compiler.stringLiteral(index) != nil && (plainLocalSlot(base) != nil || globalIndex(base) != nil):
            specialised(.constantKeyRead)
            let key = Compiler.stringLiteral(index)!
            if let slot = plainLocalSlot(base) { return ConstantKeyRead(base: SlotRead(slot: slot), key: key, site: site).code }
            return ConstantKeyRead(base: GlobalRead(index: globalIndex(base)!), key: key, site: site).code
        case .subscriptAccess(let base, let index, false) where elementInPlace(e) != nil:
            specialised(.elementInPlace)
            // `perm[i]` on a local array, or `composite[i]` on a global one with an
            // index that cannot change it: read the element where the array lies,
            // without calling the base's code or the generic subscript.
            if let slot = plainLocalSlot(base) {
                var builder = ElementReadBuilder(base: SlotRead(slot: slot), site: site)
                withOperand(index, &builder)
                return builder.code!
            }
            var builder = ElementReadBuilder(base: GlobalRead(index: globalIndex(base)!), site: site)
            withOperand(index, &builder)
            return builder.code!
        case .subscriptAccess(let base, let index, false) where Compiler.implicitDefault(index) != nil:
            // `dist[v, default: .max]`: `.max` of the dictionary's value type, as
            // its values show it (with none, no type is known).
            let (key, fallbackValue) = Compiler.implicitDefault(index)!
            let labels: [String?] = [nil, "default"]
            let baseCode = expr(base), keyCode = expr(key), fallback = contextual(fallbackValue)
            return { rt in
                let d = try baseCode(rt)
                let key = try keyCode(rt)
                var context: ScriptType? = nil
                if case .dictionary(let dict) = d { for (_, sample) in dict.pairs { context = Compiler.context(of: sample, rt); break } }
                let index = Value.tuple(Tuple([key, try fallback(rt, context)], labels: labels))
                return try Builtins.subscriptGet(rt, d, index, site)
            }
        case .subscriptAccess(let base, let index, false) where Compiler.variableDictionaryDefault(base, index) != nil:
            // `totals[k, default: 0]` of a variable declared `[K: Double]`: a Double default.
            let (valueType, key, fallbackValue) = Compiler.variableDictionaryDefault(base, index)!
            let baseCode = expr(base), keyCode = expr(key), fallbackCode = expr(fallbackValue)
            let labels: [String?] = [nil, "default"]
            return { rt in
                let d = try baseCode(rt)
                let index = Value.tuple(Tuple([try keyCode(rt), try valueType.conform(try fallbackCode(rt))], labels: labels))
                return try Builtins.subscriptGet(rt, d, index, site)
            }
        case .subscriptAccess(let base, let index, false) where Compiler.declaredDictionaryDefault(base, index) != nil:
            // `stats[k, default: (0, 0)]` of a property declared `[K: (ok: Int, n: Int)]`:
            // the default is made a value of the declared value type (labels, Doubles).
            let (owner, property, key, fallbackValue) = Compiler.declaredDictionaryDefault(base, index)!
            let ownerCode = expr(owner), keyCode = expr(key), fallbackCode = expr(fallbackValue)
            let labels: [String?] = [nil, "default"]
            return { rt in
                let o = try ownerCode(rt)
                let d = try Builtins.member(rt, o, property, site)
                let key = try keyCode(rt)
                var fallback = try fallbackCode(rt)
                if TypeRef.mayConform(fallback), case .instance(let i) = o, let k = i.type.storedIndex[property],
                   k < i.type.storedDeclaredTypes.count, case .dictionary(_, let valueType)? = i.type.storedDeclaredTypes[k]?.unwrapped,
                   valueType.mayConvert {
                    fallback = try valueType.conform(fallback)
                }
                return try Builtins.subscriptGet(rt, d, .tuple(Tuple([key, fallback], labels: labels)), site)
            }
        case .subscriptAccess(let base, let index, let optional):
            let baseCode = expr(base), indexCode = expr(index)
            return { rt in
                let v = try baseCode(rt)
                if optional, case .null = v { throw ChainNil() }
                return try Builtins.subscriptGet(rt, v, try indexCode(rt), site)
            }
        case .forceUnwrap(let x):
            let code = expr(x)
            return { rt in
                let v = try code(rt)
                if case .null = v { throw RuntimeError("unexpectedly found nil while unwrapping a value", at: site) }
                return OptionalNil.unwrapped(v)
            }
        case .optionalChain(let x):
            let code = expr(x)
            // `counter?.bump()` of a method that returns nothing is `()` when it
            // ran: compared with nil, it is not.
            if callsVoidFunction(x) {
                return { rt in
                    do { _ = try code(rt); return .tuple(Tuple([])) } catch is ChainNil { return .null }
                }
            }
            return { rt in
                do { return try code(rt) } catch is ChainNil { return .null }
            }
        case .closure(let f):
            return nestedFunction(f)
        case .implicitMember(let name):
            let typeName = currentTypeName
            return { rt in try Compiler.implicitMember(rt, name, context: nil, enclosing: typeName, site) }
        case .tryExpr(let kind, let x):
            return tryExpression(kind, x, site)
        case .inoutArgument(let target):
            return inoutArgument(target, site)
        case .optionalCallee(let x):
            let code = expr(x)
            return { rt in
                let v = try code(rt)
                if case .null = v { throw ChainNil() }
                return v
            }
        case .cast(let x, let t, let kind):
            return castExpression(x, t, kind, site)
        case .isType(let x, let t):
            let code = expr(x)
            return { rt in .bool(try Compiler.cast(rt, try code(rt), to: t, site) != nil) }
        case .keyPath(let names):
            // `\.title` is the function that reads `title`.
            let fn = NativeFunction("\\." + names.joined(separator: "."), arity: 1...1) { args, rt in
                var v = args[0]
                for n in names { v = try Builtins.member(rt, v, n, site) }
                return v
            }
            return { _ in .native(fn) }
        case .customOperator(let op, let operands, let ref):
            let codes = operands.map { ExprNode(expr($0)) }
            let function: ExprCode? = ref.target != nil ? load(ref, e.range) : nil
            let call: ExprCode = { rt in
                var values: [Value] = []
                for k in codes.indices { values.append(try codes.value(k, rt)) }
                if let r = try TypeOperations.declaredOperator(rt, op, values, site) { return r }
                guard let function else {
                    throw RuntimeError("no operator function '\(op)' takes \(values.map(\.typeName).joined(separator: " and ")); declare one ('func \(op)' or 'static func \(op)' in a type)", at: site)
                }
                return try Compiler.callValue(rt, try function(rt), values, values.map { _ in nil }, site)
            }
            // `++z` with an `inout` operand: the variable gets the operator's final value.
            let inoutTargets = operands.compactMap { x -> Expr? in if case .inoutArgument(let t) = x.kind { return t }; return nil }
            return inoutTargets.isEmpty ? call : writingBack(inoutTargets, call, site)
        case .operatorFunction(let op):
            // `sorted(by: >)`, `reduce(zero, +)`: script types' own operators too
            // (`>` from a `Comparable` type's `<`, a `static func +`).
            let fn = NativeFunction(op.rawValue, arity: 2...2) { args, rt in
                if Compiler.isComparison(op) { return .bool(try Compiler.compareValues(rt, op, args[0], args[1], site)) }
                if OperationTable.hasArithmeticForms(op) { return try Compiler.arithmetic(rt, op, args[0], args[1], site) }
                return try Operators.apply(op, args[0], args[1], site)
            }
            return { _ in .native(fn) }
        }
    }

    /// Whether an expression gives an Optional in Swift whatever it holds: a
    /// variable or parameter declared `T?`, `xs.first`, `xs.last`, `xs.min()`,
    /// `d.removeValue(forKey:)` and the like, `d["key"]`, `a?.b`, `try?`, `as?`. (qas keeps
    /// an optional's value as it is, so only the syntax tells `Optional.map`
    /// from a collection's `map` on it.)
    static func givesOptional(_ e: Expr) -> Bool {
        switch e.kind {
        case .name(_, let ref): return ref.declaration?.isDeclaredOptional == true
        case .member(_, let name, _): return name == "first" || name == "last"
        case .call(let callee, _):
            guard case .member(_, let name, _) = callee.kind else { return false }
            return ["min", "max", "first", "last", "firstIndex", "lastIndex", "randomElement", "popLast", "removeValue",
                    "decodeIfPresent"].contains(name)
        case .optionalChain, .tryExpr(.optional, _), .cast(_, _, .conditional): return true
        // `query["page"]`: only a dictionary takes a String literal as its key.
        case .subscriptAccess(_, let index, _): return Compiler.stringLiteral(index) != nil
        default: return false
        }
    }

    /// `owner.property.map(f)`: Optional's map when the instance's property is
    /// declared `T?` (stored or computed), else the value's own `map`.
    func propertyMap(_ owner: Expr, _ property: String, _ name: String, _ function: Expr, _ site: SourceLocation) -> ExprCode {
        let t = ThreeCodes(expr(owner), expr(function), site: site)
        // Computed properties of this name are all declared `T?`.
        let computedOptional = globals.declared.optionalResults[property] == true
        return { rt in
            let o = try t.first(rt)
            let v = try Builtins.member(rt, o, property, site)
            var declaredOptional = false
            if case .instance(let i) = o {
                if let k = i.type.storedIndex[property], k < i.type.storedIsOptional.count { declaredOptional = i.type.storedIsOptional[k] }
                else if computedOptional, i.type.computedProperty(property) != nil { declaredOptional = true }
            } else if computedOptional, rt.types.builtinExtensions[o.typeName]?.computedProperty(property) != nil {
                // `text.digits.map { … }` with `extension String { var digits: [Int]? }`.
                declaredOptional = true
            }
            let f = try t.second(rt)
            if declaredOptional {
                if case .null = v { return .null }
                let r = try rt.call(f, argument: v, at: site)
                return name == "map" ? OptionalNil.wrapping(r) : r
            }
            return try Builtins.callMethod(rt, v, name, Arguments([f]), site)
        }
    }

    /// Expressions that surely give an array (never an Optional of one): a
    /// collection method's result, an array literal.
    static func surelyArray(_ e: Expr) -> Bool {
        switch e.kind {
        case .array: return true
        case .call(let callee, _):
            guard case .member(_, let name, false) = callee.kind else { return false }
            return ["map", "filter", "compactMap", "sorted", "reversed", "split", "components", "shuffled", "dropFirst",
                    "dropLast", "prefix", "suffix"].contains(name)
        default: return false
        }
    }

    /// `xs.map(f).flatMap { … }` of an array: each closure result that is a
    /// sequence joined in, and one that is an Optional kept when it holds a
    /// value (the older spelling of `compactMap`, which Swift still accepts).
    func sequenceFlatMap(_ base: Expr, _ function: Expr, _ site: SourceLocation) -> ExprCode {
        let t = ThreeCodes(expr(base), expr(function), site: site)
        return { rt in
            let v = try t.first(rt), f = try t.second(rt)
            guard case .array(let a) = v else { return try Builtins.callMethod(rt, v, "flatMap", Arguments([f]), site) }
            var out: [Value] = []
            for x in a.items {
                let r = try rt.call(f, argument: x, at: site)
                switch r {
                case .null: continue
                case .int, .double, .bool, .tuple, .function, .native: out.append(r)
                case .instance(let i) where !i.type.conforms(to: "Sequence") && !i.type.conforms(to: "Collection"): out.append(r)
                default:
                    let more = try Builtins.elements(r, site)
                    try MemoryGuard.allow(MemoryGuard.bytes(forValues: more.count), at: site)
                    out += more
                }
            }
            return .array(out)
        }
    }

    /// `opt.map(f)` (or `flatMap`): nil stays nil, else `f` of the value.
    func optionalMap(_ base: Expr, _ function: Expr, flat: Bool, _ site: SourceLocation) -> ExprCode {
        let t = ThreeCodes(expr(base), expr(function), site: site)
        return { rt in
            let v = try t.first(rt)
            if case .null = v { return .null }
            let r = try rt.call(try t.second(rt), argument: v, at: t.site)
            // (`map`'s closure returning nil: `Optional(nil)`; `flatMap`'s: nil.)
            return flat ? r : OptionalNil.wrapping(r)
        }
    }

    /// An array literal of these elements' code (in classes: a closure pulled
    /// out of an array is called through a thunk).
    func arrayLiteral(_ codes: [ExprNode], _ site: SourceLocation) -> ExprCode {
        let bytes = MemoryGuard.bytes(forValues: codes.count) + 64
        return { rt in
            try rt.memory.allow(bytes, at: site)
            var a: [Value] = []
            a.reserveCapacity(codes.count)
            for k in codes.indices { a.append(try codes.value(k, rt)) }
            return .array(a)
        }
    }

    /// A dictionary literal of these keys' and values' code; a key given twice
    /// is an error, as in Swift.
    func dictionaryLiteral(_ keys: [ExprNode], _ values: [ExprNode], _ site: SourceLocation) -> ExprCode {
        let bytes = 96 * keys.count + 128
        return { rt in
            try rt.memory.allow(bytes, at: site)
            var d = OrderedDictionary(capacity: keys.count)
            for i in keys.indices {
                let key = try keys.value(i, rt)
                if d[key] != nil { throw RuntimeError("dictionary literal contains duplicate key \(key.debugDescription)", at: site) }
                d[key] = try values.value(i, rt)
            }
            return .dictionary(d)
        }
    }

    /// Binary operators: comparisons as conditions, the rest through `OperationTable`.
    private func binary(_ op: BinaryOp, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode {
        if declaresOperator(op), let index = globals.index(of: op.rawValue) {
            // `func * (l: Mat2, r: Mat2) -> Mat2` at the top level: it takes a
            // script type's values; numbers keep Swift's own operator.
            let t = ThreeCodes(expr(l), expr(r), site: site)
            return { rt in
                let a = try t.first(rt), b = try t.second(rt)
                if Compiler.isInstance(a) || Compiler.isInstance(b) {
                    return try Compiler.callValue(rt, rt.global(index), [a, b], [nil, nil], site)
                }
                if Compiler.isComparison(op) { return .bool(try Compiler.compareValues(rt, op, a, b, site)) }
                return try Compiler.arithmetic(rt, op, a, b, site)
            }
        }
        if Compiler.isComparison(op) {
            let test = condition(Expr(kind: .binary(op, l, r), range: site.range))
            return { rt in .bool(try test(rt)) }
        }
        if let code = arithmeticWithContext(op, l, r, site) { return code }
        return arithmeticCode(op, l, r, site)
    }

    // MARK: - Calls

    private func call(_ callee: Expr, _ args: [Argument], _ site: SourceLocation) -> ExprCode {
        if let filled = callSiteDefaults(callee, args, site) { return call(callee, filled, site) }
        if case .array(let items) = callee.kind, items.count == 1, let element = Parser.typeSyntax(items[0]) {
            return arrayTypeCall(element, args, site)
        }
        if case .dictionary(let pairs) = callee.kind, pairs.count == 1, let type = Parser.typeSyntax(callee) {
            // `[String: Double]()`: an empty dictionary.
            if args.isEmpty { return expr(Expr(kind: .dictionary([]), range: callee.range)) }
            // `[String: Double](uniqueKeysWithValues: pairs)`: Dictionary's initialisers,
            // the values of the type given.
            let codes = args.map { ExprNode(expr($0.value)) }, labels = args.map(\.label)
            return { rt in
                guard let make = rt.types.builtinTypeValues["Dictionary"] else { throw RuntimeError("Dictionary is not available", at: site) }
                var values: [Value] = []
                for k in codes.indices { values.append(try codes.value(k, rt)) }
                let made = try Compiler.callValue(rt, make, values, labels, site)
                return type.mayConvert ? try type.conform(made) : made
            }
        }
        let inoutTargets = args.compactMap { a -> Expr? in
            if case .inoutArgument(let target) = a.value.kind { return target }
            return nil
        }
        if !inoutTargets.isEmpty { return writingBack(inoutTargets, plainCall(callee, args, site), site) }
        return plainCall(callee, args, site)
    }

    /// `[Double](repeating: 0, count: n)`, `[[Element]]()`, `[Int](xs)`: an array
    /// of the type written (its elements made that type: `0` in `[Double]` is
    /// `0.0`). The type is never evaluated, so it may be a generic parameter.
    private func arrayTypeCall(_ element: TypeRef, _ args: [Argument], _ site: SourceLocation) -> ExprCode {
        let labels = args.map(\.label)
        // (`[UInt32](repeating: .max, count: n)`: the element is of the element type.)
        let codes = args.enumerated().map { k, a in ExprNode(k == 0 && labels == ["repeating", "count"] ? valueOfType(a.value, element) : expr(a.value)) }
        let converting = element.mayConvert ? element : nil
        return { rt in
            var values: [Value] = []
            for k in codes.indices { values.append(try codes.value(k, rt)) }
            if labels == ["repeating", "count"] {
                let v = try converting?.conform(values[0]) ?? values[0]
                return try Builtins.repeated(v, values[1])
            }
            if values.isEmpty { return .array([]) }
            guard values.count == 1, labels == [nil] else {
                throw RuntimeError("an array type is made with (), (repeating:count:) or from a sequence", at: site)
            }
            let items = try Builtins.elements(values[0], site)
            guard let converting else { return .array(items) }
            return .array(try items.map { try converting.conform($0) })
        }
    }

    private func plainCall(_ callee: Expr, _ args: [Argument], _ site: SourceLocation, contextFree: Bool = false) -> ExprCode {
        if let r = callee.rewrittenName { return plainCall(r, args, site, contextFree: contextFree) }
        if !contextFree, case .name(let n, _) = callee.kind, n != "print", args.contains(where: { takesParameterType($0.value) }) {
            // `show(.compose)` to `func show(_ kind: Kind)`: `.compose` is Kind's.
            let regular = plainCall(callee, args, site, contextFree: true)
            let calleeCode = expr(callee)
            let labels = args.map(\.label)
            let contextCodes = args.map { takesParameterType($0.value) ? inParameterType($0.value) : nil }
            let nodes = args.map { takesParameterType($0.value) ? nil : ExprNode(expr($0.value)) }
            return { rt in
                let f = try calleeCode(rt)
                // The function called, or the initialiser of the type made (`UIAlertController(…, preferredStyle: .alert)`).
                let called: Function?
                var owner: ScriptType? = nil
                var known: [ScriptType?]? = nil
                switch f {
                case .function(let fn): called = fn
                case .type(let t):
                    owner = t
                    called = TypeOperations.initializer(for: t, Arguments(Array(repeating: Value.null, count: labels.count), labels: labels))
                case .native(let native):
                    // A library function's parameter of a library enum (`NSDecimalRound(…, .plain)`).
                    called = nil
                    known = Decimals.parameterTypes[native.name].map { $0.map { $0.flatMap { rt.types.types[$0] } } }
                    if known?.count != labels.count { known = nil }
                default: called = nil
                }
                guard let contexts = known ?? called.flatMap({ TypeOperations.parameterTypes($0, labels, in: rt, owner: owner) }) else {
                    return try regular(rt)
                }
                var values: [Value] = []
                values.reserveCapacity(nodes.count)
                for k in nodes.indices {
                    if let c = contextCodes[k] { values.append(try c(rt, contexts[k])) } else { values.append(try nodes[k]!.code(rt)) }
                }
                return try Compiler.callValue(rt, f, values, labels, site)
            }
        }
        // `print([2.5, 1])` prints a [Double]: print takes Any, which asks for no type.
        var args = args
        // `String(describing: found)` shows an Optional as `print` does.
        if case .name("String", let ref) = callee.kind, ref.declaration?.isGlobal == true, args.count == 1,
           args[0].label == "describing" || args[0].label == "reflecting" {
            let calleeCode = expr(callee), argument = displayed(args[0].value), label = args[0].label
            return { rt in try Compiler.callValue(rt, try calleeCode(rt), [try argument(rt)], [label], site) }
        }
        if case .name("print", let ref) = callee.kind, ref.declaration?.isGlobal == true {
            args = args.map { Argument(label: $0.label, value: Compiler.numbersUnified($0.value) ?? $0.value) }
            // Values Swift knows to be Optional print as `Optional(…)`.
            let calleeCode = expr(callee)
            let nodes = args.map { ExprNode($0.label == nil ? displayed($0.value) : expr($0.value)) }
            let labels = args.map(\.label)
            return { rt in
                var values: [Value] = []
                values.reserveCapacity(nodes.count)
                for k in nodes.indices { values.append(try nodes.value(k, rt)) }
                return try Compiler.callValue(rt, try calleeCode(rt), values, labels, site)
            }
        }
        let labels = args.map(\.label)
        if case .implicitMember(let name) = callee.kind {
            // `.edit(identifier: id)`: a case (or static method) of the type the context needs.
            let argNodes = args.map { ExprNode(expr($0.value)) }
            let typeName = currentTypeName
            let count = args.count
            return { rt in
                let f = try Compiler.implicitMember(rt, name, context: nil, enclosing: typeName, payload: count, labels: labels, site)
                var values: [Value] = []
                for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
                return try Compiler.callValue(rt, f, values, labels, site)
            }
        }
        if case .member(let base, "flatMap", false) = callee.kind, args.count == 1, args[0].label == nil, Compiler.surelyArray(base) {
            return sequenceFlatMap(base, args[0].value, site)
        }
        if case .member(let base, let name, false) = callee.kind, name == "map" || name == "flatMap", args.count == 1,
           args[0].label == nil, Compiler.givesOptional(base) || isOptionalValued(base) || libraryGivesOptional(base) {
            // `xs.first.map { … }`, `city.map { $0.count }` with `city: String?`:
            // Optional's map, not the wrapped collection's.
            return optionalMap(base, args[0].value, flat: name == "flatMap", site)
        }
        if case .member(let base, let name, false) = callee.kind, name == "map" || name == "flatMap", args.count == 1,
           args[0].label == nil, case .subscriptAccess(let container, let key, false) = base.kind, !Compiler.hasLabels(key) {
            // `d[k].map { … }`, `store[key].flatMap(Theme.init)`: Optional's map when
            // the subscript gives an Optional (a dictionary's, or a type's declared `T?`).
            let t = ThreeCodes(expr(container), expr(key), site: site)
            let function = expr(args[0].value)
            let optionalSubscripts = globals.declared.optionalResults["subscript"] == true
            return { rt in
                let c = try t.first(rt)
                let v = try Builtins.subscriptGet(rt, c, try t.second(rt), site)
                var optional = false
                if case .dictionary = c { optional = true }
                if optionalSubscripts, case .instance = c { optional = true }
                let f = try function(rt)
                guard optional else { return try Builtins.callMethod(rt, v, name, Arguments([f]), site) }
                if case .null = v { return .null }
                let r = try rt.call(f, argument: v, at: site)
                return name == "map" ? OptionalNil.wrapping(r) : r
            }
        }
        if case .member(let base, let name, false) = callee.kind, name == "map" || name == "flatMap", args.count == 1,
           args[0].label == nil, case .member(let owner, let property, false) = (base.rewrittenName ?? base).kind,
           globals.declared.optionalPropertyNames.contains(property) || globals.libraryDeclared.optionalPropertyNames.contains(property) {
            // `body.map { … }` with `let body: String?` in the type: Optional's map
            // when the property found is declared Optional, else the value's own.
            return propertyMap(owner, property, name, args[0].value, site)
        }
        if case .member(let base, let name, let optional) = callee.kind {
            // `x.rounded(.down)`: the rule is one of Swift's rounding rules.
            let argType: TypeRef? = name == "rounded" && args.count == 1 && args[0].label == nil ? .named("FloatingPointRoundingRule", [])
                : name == "trimmingCharacters" ? .named("CharacterSet", []) : nil
            // `doubles.append(3)` appends 3.0, as Swift does.
            let elementType = (name == "append" || name == "insert") ? convertingType(of: base).flatMap { t -> TypeRef? in
                if case .array(let e) = t.unwrapped, e.mayConvert { return e }
                // `sets.insert(["a", "b"])` into a `Set<Set<String>>`: the literal is a Set.
                if case .named("Set", let args) = t.unwrapped, args.count == 1, args[0].mayConvert, name == "insert" { return args[0] }
                return nil
            } : nil
            let closureLast = args.last.map { if case .closure = $0.value.kind { return true }; return false } ?? false
            // `box.items.insert("a")` with `var items: Set<Item>` of an
            // ExpressibleByStringLiteral Item: the literal is an Item.
            let literalElement = elementType == nil && declaresLiteralTypes && Compiler.elementMethods.contains(name) && args.count >= 1
                && (args[0].label == nil || args[0].label == "of") ? Compiler.literalProtocol(args[0].value).flatMap { literal in propertyElementLiteral(base, literal, site) } : nil
            let enclosingType = currentTypeName
            let argNodes = args.enumerated().map { i, a in
                var code = valueOfType(a.value, argType)
                if a.label == "forKey", case .implicitMember(let key) = a.value.kind {
                    // `decode(_:forKey: .map)`: a CodingKey's case.
                    let keySite = loc(a.value.range)
                    code = { rt in try Compiler.implicitMember(rt, key, context: nil, enclosing: enclosingType, codingKey: true, keySite) }
                }
                if i == 0, let literalElement { let plain = code; code = { rt in try literalElement(rt, try plain(rt)) } }
                guard let elementType, i == 0 else { return ExprNode(code) }
                return ExprNode(Compiler.conforming(code, a.label == "contentsOf" ? .array(elementType) : elementType))
            }
            let regular = methodCall(base, name, optional, argNodes, labels, site, closureLast: closureLast)
            // `make(.newMessage)`, `flags.union([.a, .b])`: an implicit member or a
            // collection literal takes the type of the parameter it is passed to.
            guard argType == nil, !optional, args.contains(where: { takesParameterType($0.value) }), someTypeDeclares(name) else { return regular }
            return contextualMethodCall(base, name, args.map { takesParameterType($0.value) ? inParameterType($0.value) : nil },
                                        argNodes, labels, closureLast: closureLast, regular, site)
        }
        if let direct = specialise(.directCall, { boundFunction(callee).flatMap { directCall($0, args, site) } }) { return direct }
        let argNodes = args.map { ExprNode(expr($0.value)) }
        let calleeCode = expr(callee)
        let hasLabels = labels.contains { $0 != nil }
        let argc = args.count
        let construction = specialise(.initializerCache) { InitializerCache(labels: labels) }
        let slow: (Runtime, Value) throws -> Value = { rt, f in
            // Asked before the initialiser itself, whose binding would retain it.
            if let construction, case .type(let t) = f, construction.makesByFields(t) {
                do { return try TypeOperations.constructByFields(rt, t, construction, argNodes, site) } catch {
                    throw Runtime.addingSite(error, site)
                }
            }
            if let construction, case .type(let t) = f, let fn = construction.initializer(t) {
                do { return try TypeOperations.constructDirectly(rt, t, fn, argNodes, site) } catch {
                    throw Runtime.addingSite(error, site)
                }
            }
            var values: [Value] = []
            values.reserveCapacity(argc)
            for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
            return try Compiler.callValue(rt, f, values, labels, site)
        }
        if hasLabels, args.contains(where: { Compiler.nestsImplicitMember($0.value) }) {
            // `Garage(layout: [[.compact: 2]])`, `Source(entries: [("Milk", .dairy)])`: implicit
            // members inside nested literals, typed by the parameter's declared type.
            let typed = args.map { Compiler.nestsImplicitMember($0.value) ? typedContextual($0.value) : nil }
            return { rt in
                let f = try calleeCode(rt)
                guard case .type(let t) = f, let declared = TypeOperations.initializerParameterTypeRefs(t, labels, in: rt) else {
                    return try slow(rt, f)
                }
                var values: [Value] = []
                values.reserveCapacity(argc)
                for k in argNodes.indices {
                    if let c = typed[k] { values.append(try c(rt, declared[k])) } else { values.append(try argNodes.value(k, rt)) }
                }
                return try Compiler.callValue(rt, f, values, labels, site)
            }
        }
        if hasLabels, args.contains(where: { Compiler.needsContextInside($0.value) || Compiler.elementsNeedContext($0.value) || leavesOutResultType($0.value) }) {
            // `Settings(sync: .init(enabled: true))`: an implicit member is looked up in
            // the type of the initialiser's parameter (a memberwise one's property),
            // or of its elements (`Field(rules: [.required])`).
            let inContext = args.map { a -> ((Runtime, ScriptType?) throws -> Value)? in
                if leavesOutResultType(a.value) {
                    // `A(b: try make())`: the call's generic parameter is the parameter's type.
                    let code = expr(a.value)
                    return { rt, context in try Compiler.expecting(rt, context.map { .type($0) }, code) }
                }
                return Compiler.needsContextInside(a.value) || Compiler.elementsNeedContext(a.value) ? contextual(a.value) : nil
            }
            return { rt in
                let f = try calleeCode(rt)
                guard case .type(let t) = f, let contexts = TypeOperations.initializerParameterTypes(t, labels, in: rt) else {
                    return try slow(rt, f)
                }
                var values: [Value] = []
                values.reserveCapacity(argc)
                for k in argNodes.indices {
                    if let c = inContext[k] { values.append(try c(rt, contexts[k])) } else { values.append(try argNodes.value(k, rt)) }
                }
                return try Compiler.callValue(rt, f, values, labels, site)
            }
        }
        if hasLabels {
            if let construction, let global = constantGlobalIndex(callee) {
                // `Node(left: l, right: r)`: the type is looked at where its global
                // holds it, unretained.
                return { rt in
                    if let t = rt.globals[global].unretainedType, t._withUnsafeGuaranteedRef({ construction.makesByFields($0) }) {
                        do {
                            return try t._withUnsafeGuaranteedRef { try TypeOperations.constructByFields(rt, $0, construction, argNodes, site) }
                        } catch {
                            throw Runtime.addingSite(error, site)
                        }
                    }
                    return try slow(rt, try calleeCode(rt))
                }
            }
            return { rt in try slow(rt, try calleeCode(rt)) }
        }
        if argc == 1 {
            let a0 = expr(args[0].value)
            let general: ExprCode = { rt in
                let f = try calleeCode(rt)
                guard case .function(let fn) = f, fn.proto.positionalArity == 1 else {
                    if case .native(let n) = f, n.unary != nil { return try rt.callUnary(n, try a0(rt), at: site) }
                    return try slow(rt, f)
                }
                let newBase = try rt.reserveArguments(1, at: site)
                rt.push(try a0(rt))
                return try Compiler.enter(rt, fn, newBase, site)
            }
            guard allows(.unaryNativeCall), let global = constantGlobalIndex(callee) else { return general }
            specialised(.unaryNativeCall)
            // `Double(i)`, `sqrt(x)`: the native looked at where its global holds
            // it, unretained, and called with its one argument.
            // A number given to a numeric one (`NumericForm`) is converted here.
            return { rt in
                guard let n = rt.globals[global].unretainedNative, n._withUnsafeGuaranteedRef({ $0.unary != nil }) else {
                    return try general(rt)
                }
                let x = try a0(rt)
                let form = n._withUnsafeGuaranteedRef { $0.numeric }
                if form != .none, let v = form.value(of: x) { return v }
                return try n._withUnsafeGuaranteedRef { try rt.callUnary($0, x, at: site) }
            }
        }
        if argc == 2 {
            let a0 = expr(args[0].value), a1 = expr(args[1].value)
            return { rt in
                let f = try calleeCode(rt)
                guard case .function(let fn) = f, fn.proto.positionalArity == 2 else { return try slow(rt, f) }
                let newBase = try rt.reserveArguments(2, at: site)
                rt.push(try a0(rt))
                rt.push(try a1(rt))
                return try Compiler.enter(rt, fn, newBase, site)
            }
        }
        return { rt in
            let f = try calleeCode(rt)
            guard case .function(let fn) = f, fn.proto.positionalArity == argc else { return try slow(rt, f) }
            let newBase = try rt.reserveArguments(argc, at: site)
            for k in argNodes.indices { rt.push(try argNodes.value(k, rt)) }
            return try Compiler.enter(rt, fn, newBase, site)
        }
    }

    /// The name of the `let` an lvalue is rooted in (through subscripts), if any;
    /// constants a host defined hold objects and do not count.
    func constantRoot(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let name, let ref):
            switch ref.target {
            case .local(let d)?: return d.isConstant ? name : nil
            case .upvalue(_, let d)?: return d.isConstant ? name : nil
            case .ownFunction?: return nil
            case .global(let i, let d)?:
                guard d.isConstant, let entry = globals.entry(at: i), entry.source != nil else { return nil }
                return name
            case nil: return nil
            }
        case .subscriptAccess(let base, _, _): return constantRoot(base)
        default: return nil
        }
    }

    /// The `let` name `constantRoot` found, as its expression.
    func constantRootName(_ e: Expr) -> Expr? {
        switch e.kind {
        case .name: return e
        case .subscriptAccess(let base, _, _): return constantRootName(base)
        default: return nil
        }
    }

    /// Whether a value is a type used as a value (`Int`, `String`, a script type).
    static func namesType(_ v: Value) -> Bool {
        switch v {
        case .type: return true
        case .native(let f): return TypeRegistry.builtinNames[f.name] != nil
        // `[[Int]]`: an array type of an array type.
        case .array(let a): return a.count == 1 && namesType(a.items[0])
        default: return false
        }
    }

    /// Calls any value with labelled or positional arguments.
    static func callValue(_ rt: Runtime, _ f: Value, _ values: [Value], _ labels: [String?], _ site: SourceLocation) throws -> Value {
        do {
            switch f {
            case .function(let fn):
                let ordered = try Compiler.order(values, labels, for: fn.proto, site)
                return try rt.call(f, ordered, at: site)
            case .native(let fn):
                // `String(stars: 5)` with `extension String { init(stars n: Int) }`.
                if !rt.types.builtinExtensions.isEmpty, let ext = rt.types.builtinExtensions[fn.name], !ext.initializers.isEmpty,
                   let initializer = ext.initializers.first(where: { TypeOperations.fits($0, labels, values.count, exact: true) }) {
                    var made = Value.null
                    _ = try TypeOperations.callWithSelf(rt, initializer, &made, Arguments(values, labels: labels), site)
                    return made
                }
                return try rt.callNative(fn, Arguments(values, labels: labels), at: site)
            case .object(let o):
                if let r = try Builtins.host(site, { try o.call(Arguments(values, labels: labels), in: rt) }) { return r }
                throw RuntimeError("cannot call a value of type \(o.typeName)", at: site)
            case .type(let t):
                return try TypeOperations.construct(rt, t, Arguments(values, labels: labels), site)
            case .cell(let c):
                return try callValue(rt, c.value, values, labels, site)
            case .instance(let i) where !i.type.methodCandidates("callAsFunction").isEmpty:
                // `memo(3, 6)`: a value whose type has `callAsFunction`.
                return try Builtins.callMethod(rt, f, "callAsFunction", Arguments(values, labels: labels), site)
            case .array(let a) where a.count == 1 && Compiler.namesType(a.items[0]):
                // `[Bool](repeating: false, count: n)`, `[Int]()`: the array type's initialisers.
                if labels == ["repeating", "count"] { return try Builtins.repeated(values[0], values[1]) }
                if values.isEmpty { return .array([]) }
                guard values.count == 1, labels == [nil] else {
                    throw RuntimeError("an array type is made with (), (repeating:count:) or from a sequence", at: site)
                }
                return .array(try Builtins.elements(values[0], site))
            default:
                throw RuntimeError("cannot call a value of type \(f.typeName)", at: site)
            }
        } catch {
            throw Runtime.addingSite(error, site)
        }
    }

    /// Puts labelled arguments in parameter order: any parameter may be passed by
    /// name; one left out that has a default gets the missing-argument marker.
    static func order(_ values: [Value], _ labels: [String?], for p: FunctionProto, _ site: SourceLocation) throws -> [Value] {
        try order(values, labels, for: p, skipping: 0, site)
    }

    /// The arguments of a method, whose first parameter (`self`) is not passed.
    static func orderMethodArguments(_ args: Arguments, for p: FunctionProto, _ site: SourceLocation) throws -> [Value] {
        try order(args.values, args.labels, for: p, skipping: 1, site)
    }

    static func order(_ values: [Value], _ labels: [String?], for p: FunctionProto, skipping first: Int,
                      _ site: SourceLocation) throws -> [Value] {
        if let v = p.variadicIndex, v >= first {
            let (packed, packedLabels) = packVariadic(values, labels, at: v - first, label: p.callLabels.indices.contains(v) ? p.callLabels[v] : nil)
            return try orderFixed(packed, packedLabels, for: p, skipping: first, site)
        }
        return try orderFixed(values, labels, for: p, skipping: first, site)
    }

    /// The arguments a variadic parameter takes, made one array: from its place
    /// (or its label) up to the next labelled argument; none makes an empty array.
    static func packVariadic(_ values: [Value], _ labels: [String?], at index: Int, label: String?) -> ([Value], [String?]) {
        var start = index
        if let label { start = labels.firstIndex(of: label) ?? values.count }
        guard start <= values.count else { return (values + [.array([])], labels + [label]) }
        var end = start
        if end < values.count && labels[end] == label { end += 1 }
        while end < values.count && labels[end] == nil { end += 1 }
        var packedValues = Array(values[..<start]), packedLabels = Array(labels[..<start])
        packedValues.append(.array(Array(values[start..<end])))
        packedLabels.append(label)
        packedValues += values[end...]
        packedLabels += labels[end...]
        return (packedValues, packedLabels)
    }

    private static func orderFixed(_ values: [Value], _ labels: [String?], for p: FunctionProto, skipping first: Int,
                                   _ site: SourceLocation) throws -> [Value] {
        let arity = p.arity - first
        // Named only when a message needs it: building the text on every call cost
        // a string allocation per call.
        var what: String { p.isClosure ? "closure" : "'\(p.name)'" }
        if values.count == arity && !labels.contains(where: { $0 != nil }) { return values }
        if p.isClosure && arity == 0 && !labels.contains(where: { $0 != nil }) { return [] }
        // The labels exactly as declared, in order (`Node(left: l, right: r)`): nothing to move.
        if values.count == arity && p.callLabels.count == arity + first {
            var same = true
            for i in 0..<arity where labels[i] != nil && labels[i] != p.callLabels[i + first] { same = false; break }
            if same { return values }
        }
        var slots = [Value?](repeating: nil, count: arity)
        var next = 0
        func known() -> [String] { Array(p.paramNames.dropFirst(first)) + p.argumentLabels.dropFirst(first).compactMap { $0 } }
        let labelsHere = Array(p.argumentLabels.dropFirst(first)), namesHere = Array(p.paramNames.dropFirst(first))
        let callLabelsHere = Array(p.callLabels.dropFirst(first))
        for (k, (v, label)) in zip(values, labels).enumerated() {
            if let label {
                guard let i = callLabelsHere.firstIndex(of: label) ?? labelsHere.firstIndex(of: label) ?? namesHere.firstIndex(of: label) else {
                    var message = "\(what) has no parameter named '\(label)'"
                    if let s = Suggestion.closest(to: label, in: known()) { message += "; did you mean '\(s)'?" }
                    else { message += " (parameters: \(namesHere.joined(separator: ", ")))" }
                    throw RuntimeError(message, at: site)
                }
                guard slots[i] == nil else { throw RuntimeError("argument '\(label)' is given twice", at: site) }
                slots[i] = v
                next = i + 1
            } else {
                while next < arity && slots[next] != nil { next += 1 }
                // An unlabelled argument passes over labelled parameters with
                // defaults to the next one without a label (`post(day: 3, .fee,
                // from: a, amount)` with `to: String? = nil` before `_ amount`).
                if next < arity, next < callLabelsHere.count, callLabelsHere[next] != nil, p.defaultIndices.contains(next + first),
                   let j = (next..<min(arity, callLabelsHere.count)).first(where: { slots[$0] == nil && callLabelsHere[$0] == nil }) {
                    next = j
                }
                guard next < arity else {
                    throw RuntimeError("\(what) takes \(arity) argument\(arity == 1 ? "" : "s") but was given \(values.count)", at: site)
                }
                // A trailing closure skips parameters with defaults to the last one
                // (`register(T.self) { … }` with `scope: Scope = .transient` between).
                if k == values.count - 1, v.isCallable, next < arity - 1, slots[arity - 1] == nil,
                   (next..<(arity - 1)).allSatisfy({ p.defaultIndices.contains($0 + first) }) {
                    next = arity - 1
                }
                slots[next] = v
                next += 1
            }
        }
        var result: [Value] = []
        result.reserveCapacity(arity)
        for i in 0..<arity {
            if let v = slots[i] { result.append(v); continue }
            guard p.defaultIndices.contains(i + first) else {
                throw RuntimeError("missing argument for parameter '\(p.paramNames[i + first])' in call to \(what)", at: site)
            }
            result.append(.native(TypeOperations.missingArgument))
        }
        return result
    }

    /// `a && b` where a type declares `static func &&` (`Predicate && Predicate`):
    /// its operator for its values; Bools short-circuit as usual.
    func logicalOperator(_ op: String, _ l: Expr, _ r: Expr, _ site: SourceLocation) -> ExprCode {
        let a = expr(l), b = expr(r)
        return { rt in
            let left = try a(rt)
            if case .instance = left {
                if let v = try TypeOperations.customOperator(rt, op, left, try b(rt), site) { return v }
                throw RuntimeError("binary operator '\(op)' cannot be applied to \(left.typeName)", at: site)
            }
            let first = try Builtins.truth(left, site)
            if op == "&&" ? !first : first { return .bool(first) }
            return .bool(try Builtins.truth(try b(rt), site))
        }
    }

    /// Whether a script type (or an extension, or a library written in Swift)
    /// declares a method of this name: only then can a call's parameter types matter.
    func someTypeDeclares(_ name: String) -> Bool {
        globals.typeInfos.values.contains { $0.instanceMembers.contains(name) || $0.staticMembers.contains(name) }
    }

    /// Code that makes a literal a value of the element type a stored property
    /// declares (`owner.items` with `items: Set<Item>`), for `base` of that form
    /// with a plain name as owner (read again: it has no effects).
    func propertyElementLiteral(_ base: Expr, _ literal: String, _ site: SourceLocation) -> ((Runtime, Value) throws -> Value)? {
        if case .name(_, let ref) = base.kind, let d = ref.declaration,
           let declared = d.annotation ?? d.copiedAnnotation ?? (d.isGlobal ? globals.annotations[d.slot] : nil) {
            // `tags.append("new")` with `var tags: [Tag]`: the literal is a Tag.
            let element: TypeRef
            switch declared.unwrapped {
            case .array(let e): element = e
            case .named(let n, let args) where (n == "Set" || n == "Swift.Set") && args.count == 1: element = args[0]
            default: return nil
            }
            guard case .named(let name, _) = element.unwrapped, globals.typeInfos[name] != nil else { return nil }
            return { rt, v in
                guard let t = TypeOperations.qualifiedType(name, rt), t.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) else { return v }
                return try TypeOperations.fromLiteral(rt, v, as: t, literal, site)
            }
        }
        guard case .member(let owner, let property, false) = base.kind, case .name = owner.kind else { return nil }
        let ownerCode = expr(owner)
        return { rt, v in
            guard case .instance(let i) = try ownerCode(rt), let k = i.type.storedIndex[property], k < i.type.storedDeclaredTypes.count,
                  let declared = i.type.storedDeclaredTypes[k] else { return v }
            let element: TypeRef
            switch declared.unwrapped {
            case .array(let e): element = e
            case .named(let n, let args) where (n == "Set" || n == "Swift.Set") && args.count == 1: element = args[0]
            default: return v
            }
            guard case .named(let name, _) = element.unwrapped, let t = TypeOperations.qualifiedType(name, rt),
                  t.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) else { return v }
            return try TypeOperations.fromLiteral(rt, v, as: t, literal, site)
        }
    }

    /// The program's type an element of an array literal names (`Message.chat(…)`,
    /// `Kind.start`), which its `.name` elements are looked up in.
    func siblingElementType(_ items: [Expr]) -> TypeRef? {
        for item in items {
            var e = item
            if case .call(let callee, _) = e.kind { e = callee }
            guard case .member(let base, _, false) = e.kind, let t = Parser.typeSyntax(base),
                  case .named(let n, _) = t, let info = globals.typeInfos[n], info.kind == .enumType || info.kind == .structType else { continue }
            return t
        }
        return nil
    }

    /// Whether an argument's value depends on the parameter's type: `.name`, or
    /// a collection literal with elements (a script type may be made from it).
    func takesParameterType(_ e: Expr) -> Bool {
        if Compiler.needsContextInside(e) { return true }
        guard declaresLiteralTypes else { return false }
        switch e.kind {
        case .array(let items): return !items.isEmpty
        case .dictionary(let pairs): return !pairs.isEmpty
        default: return false
        }
    }

    /// An argument evaluated for the script type its parameter declares.
    func inParameterType(_ e: Expr) -> (Runtime, ScriptType?) throws -> Value {
        if Compiler.needsContextInside(e) { return contextual(e) }
        let code = expr(e)
        let literal = Compiler.literalProtocol(e) ?? ""
        let site = loc(e.range)
        return { rt, type in
            let v = try code(rt)
            guard let type, type.kind != .builtin, type.kind != .protocolType else { return v }
            return try TypeOperations.fromLiteral(rt, v, as: type, literal, site)
        }
    }

    /// A method call with `.name` arguments: the method is found first, and each
    /// such argument is looked up in the type its parameter declares (`.newMessage`
    /// passed as an `ActionType` is that enum's case, not the enclosing type's).
    /// A mutating method of a value, or a method whose parameters say nothing,
    /// takes the regular call.
    private func contextualMethodCall(_ base: Expr, _ name: String, _ contextual: [((Runtime, ScriptType?) throws -> Value)?],
                                      _ argNodes: [ExprNode], _ labels: [String?], closureLast: Bool,
                                      _ regular: @escaping ExprCode, _ site: SourceLocation) -> ExprCode {
        let baseCode = expr(base)
        let modify = lvalue(base)
        let shape = MethodCallSite.shape(labels, closureLast: closureLast)
        return { rt in
            // (Let go of before the regular call: holding the receiver would make
            // an array it appends to copy itself.)
            var receiver = try baseCode(rt)
            let fn: Function?
            var mutates = false
            switch receiver {
            case .instance(let i):
                fn = TypeOperations.method(of: i.type, name, shape)
                // A mutating method of a value changes it where it is stored.
                if let fn, fn.proto.isMutating, i.type.kind != .classType {
                    guard modify != nil else { receiver = .null; return try regular(rt) }
                    mutates = true
                }
            case .type(let t):
                fn = TypeOperations.choose(t.staticMethodCandidates(name), shape)
            default:
                // A method an extension of a built-in type declares (`extension Decimal`).
                let method = rt.types.builtinExtensions[receiver.typeName].flatMap { TypeOperations.method(of: $0, name, shape) }
                fn = method?.proto.isMutating == false ? method : nil
            }
            let owner: ScriptType?
            switch receiver {
            case .instance(let i): owner = i.type
            case .type(let t): owner = t
            default: owner = nil
            }
            guard let fn, let contexts = TypeOperations.parameterTypes(fn, labels, in: rt, owner: owner) else {
                receiver = .null
                return try regular(rt)
            }
            var values: [Value] = []
            values.reserveCapacity(argNodes.count)
            for k in argNodes.indices {
                if let c = contextual[k] { values.append(try c(rt, contexts[k])) } else { values.append(try argNodes.value(k, rt)) }
            }
            do {
                if mutates, let modify {
                    receiver = .null
                    return try modify(rt) { v in try rt.callMutatingMethod(fn, &v, Arguments(values, labels: labels), at: site) }
                }
                return try rt.callMethodFunction(fn, receiver, Arguments(values, labels: labels), at: site)
            } catch {
                throw Runtime.addingSite(error, site)
            }
        }
    }

    private func methodCall(_ base: Expr, _ name: String, _ optional: Bool, _ argNodes: [ExprNode],
                            _ labels: [String?], _ site: SourceLocation, closureLast: Bool = false) -> ExprCode {
        if case .name(let baseName, let ref) = base.kind, baseName == "super" || (baseName == "self" && name == "init"),
           let typeName = currentTypeName {
            return delegatingCall(baseName == "super", base, ref, typeName, name, argNodes, labels, site)
        }
        if !optional, let protocolName = protocolTyped(base), let info = globals.typeInfos[protocolName],
           info.kind == .protocolType, !info.requires(name) {
            // `shape.describe()` with `shape: Shape` and `describe` written in an
            // extension of Shape but not required by it: Swift calls the
            // extension's, whatever the value's type has of its own.
            let baseCode = expr(base)
            return { rt in
                let receiver = try baseCode(rt)
                var values: [Value] = []
                for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
                let args = Arguments(values, labels: labels)
                if let p = rt.types.types[protocolName], let fn = TypeOperations.choose(p.ownMethodCandidates(name), labels, values.count) {
                    return try rt.callMethodFunction(fn, receiver, args, at: site)
                }
                return try Builtins.callMethod(rt, receiver, name, args, site)
            }
        }
        if !optional, !mutatingMethods.contains(name), case .unknownStaticType(let types) = memberDispatch(base, name) {
            // A method both the value's type and a protocol extension declare,
            // on a receiver whose static type qas does not know: refused if the
            // value is of such a type (Swift's choice depends on that type).
            let baseCode = expr(base)
            return { rt in
                let receiver = try baseCode(rt)
                try Compiler.refuseUnknownDispatch(receiver, name, types, site)
                var values: [Value] = []
                for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
                return try Builtins.callMethod(rt, receiver, name, Arguments(values, labels: labels), site)
            }
        }
        let evaluate: (Runtime) throws -> Arguments = { rt in
            var values: [Value] = []
            values.reserveCapacity(argNodes.count)
            for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
            return Arguments(values, labels: labels)
        }
        let wrap: (() throws -> Value) throws -> Value = { body in
            do { return try body() } catch { throw Runtime.addingSite(error, site) }
        }
        if name == "append", labels == [nil], !optional,
           let code = specialise(.appendInPlace, { appendInPlace(base, argNodes[0].code, site, wrap) }) { return code }
        // (`TodoAction.toggle(id: 1)`: a case or static method of a type, not a mutation.)
        let namesType: Bool = { if case .name(let n, _) = base.kind { return globals.typeInfos[n] != nil }; return false }()
        if mutatingMethods.contains(name), !optional, !namesType, let modify = lvalue(base) {
            let constant = constantRoot(base)
            if Builtins.mutatingMethodCallsBack(name, argumentCount: argNodes.count) {
                // `sort(by:)` and `removeAll(where:)` run script code: the variable
                // keeps its value while they do, and gets the result afterwards.
                let baseCode = expr(base)
                return { rt in
                    let args = try evaluate(rt)
                    var value = try baseCode(rt)
                    if value.isObjectReference { return try wrap { try Builtins.callMutating(rt, &value, name, args, site) } }
                    if let constant {
                        throw RuntimeError("cannot use mutating member '\(name)' on '\(constant)': it is a 'let' constant; declare it with 'var' to change it", at: site)
                    }
                    let result = try wrap { try Builtins.callMutating(rt, &value, name, args, site) }
                    _ = try modify(rt) { v in v = value; return .null }
                    return result
                }
            }
            // A `let` may hold an object (whose methods are fine) or a value, which
            // must not change: that is checked on the value found.
            if let constant {
                // `store[2]?.append(x)` with `let store` an object: its subscript changes.
                let rootCode = constantRootName(base).map(expr)
                return { rt in
                    let args = try evaluate(rt)
                    let rootIsObject = try rootCode?(rt).isObjectReference ?? false
                    return try wrap {
                        try modify(rt) { v in
                            // An object (a host's, or a class instance): its own method.
                            if v.isObjectReference || rootIsObject { return try Builtins.callMutating(rt, &v, name, args, site) }
                            // A struct's own method of the name that does not mutate (`dedup.merge(group)`).
                            if case .instance(let i) = v, TypeOperations.mutatingMethod(i, name, args) == nil,
                               !i.type.methodCandidates(name).isEmpty {
                                return try Builtins.callMutating(rt, &v, name, args, site)
                            }
                            throw RuntimeError("cannot use mutating member '\(name)' on '\(constant)': it is a 'let' constant; declare it with 'var' to change it", at: site)
                        }
                    }
                }
            }
            // The receiver is changed where it is stored: reading it first would
            // copy it and make every append copy the whole array.
            return { rt in
                let args = try evaluate(rt)
                return try wrap { try modify(rt) { v in try Builtins.callMutating(rt, &v, name, args, site) } }
            }
        }
        if optional, mutatingMethods.contains(name), constantRoot(base) == nil,
           !Builtins.mutatingMethodCallsBack(name, argumentCount: argNodes.count), let modify = lvalue(base) {
            // `d[key]?.append(x)`: nothing happens when the value is nil; otherwise
            // it is changed where it is stored.
            let baseCode = expr(base)
            return { rt in
                if case .null = try baseCode(rt) { throw ChainNil() }
                let args = try evaluate(rt)
                return try wrap { try modify(rt) { v in try Builtins.callMutating(rt, &v, name, args, site) } }
            }
        }
        if optional, mutatingMethods.contains(name), constantRoot(base) == nil, let modify = lvalue(base) {
            // `d[key]?.removeAll { … }`: the closure runs on the value read, which
            // is then stored back (it must not change under the closure).
            let baseCode = expr(base)
            return { rt in
                var value = try baseCode(rt)
                if case .null = value { throw ChainNil() }
                let args = try evaluate(rt)
                let result = try wrap { try Builtins.callMutating(rt, &value, name, args, site) }
                _ = try modify(rt) { v in v = value; return .null }
                return result
            }
        }
        let baseCode = expr(base)
        if globals.mutatingMethodNames.contains(name), let modify = lvalue(base) {
            // A struct's mutating method changes the struct where it is stored
            // (`counter?.bump()` too, when there is one).
            let constant = constantRoot(base)
            let rootCode = constant == nil ? nil : constantRootName(base).map(expr)
            return { rt in
                var receiver = try baseCode(rt)
                if optional, case .null = receiver { throw ChainNil() }
                let args = try evaluate(rt)
                let mutates: Bool
                if case .instance(let i) = receiver { mutates = TypeOperations.mutatingMethod(i, name, args) != nil }
                else { mutates = Builtins.mutatingExtensionMethod(rt, receiver, name, args) != nil }
                if mutates {
                    // Let go of the copy read above, or the stored struct is shared
                    // while the method changes it, and every change copies it.
                    receiver = .null
                    // (Through an object held by the `let`, its subscript or property changes.)
                    if let constant, try rootCode?(rt).isObjectReference != true {
                        throw RuntimeError("cannot use mutating member '\(name)' on '\(constant)': it is a 'let' constant; declare it with 'var' to change it", at: site)
                    }
                    return try wrap { try modify(rt) { v in try Builtins.callMutating(rt, &v, name, args, site) } }
                }
                return try wrap { try Builtins.callMethod(rt, receiver, name, args, site) }
            }
        }
        guard allows(.methodCallCache) else {
            return { rt in
                let receiver = try baseCode(rt)
                if optional, case .null = receiver { throw ChainNil() }
                let args = try evaluate(rt)
                return try wrap { try Builtins.callMethod(rt, receiver, name, args, site) }
            }
        }
        specialised(.methodCallCache)
        // A class's method on an object in a plain local: `self` is lent from
        // the local (no retain, no release) when the method can neither replace
        // nor capture it (`FunctionProto.lendsSelf`). Nothing an argument does
        // can change a plain local, and the caller's frame holds it until the
        // call returns. (A branch here, not a closure of its own in front of
        // this one: a second closure per call site cost a 10 MB program 3 MB.)
        let c = MethodCallSite(base: baseCode, lendingSlot: plainLocalSlot(base) ?? -1, name: name, optional: optional,
                               arguments: argNodes, labels: labels, closureLast: closureLast, site: site)
        return { rt in
            if c.lendingSlot >= 0 {
                let place = rt.stack + (rt.base &+ c.lendingSlot)
                if let instance = place.pointee.unretainedInstance,
                   let fn = instance._withUnsafeGuaranteedRef({ c.cache.unretainedMethod($0.type, c.name, c.shape) }),
                   c.cache.inOrder, fn._withUnsafeGuaranteedRef({ $0.proto.lendsSelf }) {
                    let newBase = try rt.reserveArguments(c.arguments.count + 1, at: c.site)
                    rt.push(.null)
                    for k in c.arguments.indices { rt.push(try c.arguments.value(k, rt)) }
                    rt.lend(place, at: newBase)
                    defer { rt.forgetLent(newBase, 1) }
                    let result = try fn._withUnsafeGuaranteedRef { try Compiler.enter(rt, $0, newBase, c.site) }
                    rt.top = newBase
                    return result
                }
            }
            let receiver = try c.base(rt)
            if c.optional, case .null = receiver { throw ChainNil() }
            // A script type's method whose parameters these labels name in order:
            // `self` and the arguments go straight into its frame.
            // Looked at unretained: the receiver, pushed as `self`, holds its type,
            // which holds the method.
            if let instance = receiver.unretainedInstance,
               let fn = instance._withUnsafeGuaranteedRef({ c.cache.unretainedMethod($0.type, c.name, c.shape) }), c.cache.inOrder {
                let newBase = try rt.reserveArguments(c.arguments.count + 1, at: c.site)
                rt.push(consume receiver)
                for k in c.arguments.indices { rt.push(try c.arguments.value(k, rt)) }
                let result = try fn._withUnsafeGuaranteedRef { try Compiler.enter(rt, $0, newBase, c.site) }
                rt.top = newBase
                return result
            }
            return try c.general(rt, receiver)
        }
    }

    /// How `base.name` picks its member when the name is declared both by a
    /// protocol's extension (not required) and by a type conforming to it.
    enum MemberDispatch {
        /// The value's own member: no such pair, or the static type is concrete.
        case dynamic
        /// The receiver is typed as this protocol: its extension's member.
        case protocolExtension(String)
        /// The receiver's static type is not known: the types whose values
        /// would make Swift's answer depend on it.
        case unknownStaticType(Set<String>)
        var isDynamic: Bool { if case .dynamic = self { return true }; return false }
    }

    func memberDispatch(_ base: Expr, _ name: String) -> MemberDispatch {
        if let p = protocolTyped(base), let info = globals.typeInfos[p] {
            if info.kind == .protocolType, !info.requires(name), info.defaultImplementations.contains(name) { return .protocolExtension(p) }
            return .dynamic
        }
        guard let types = globals.shadowedMembers[name] else { return .dynamic }
        // `Rect().name()`: a value just made of a concrete type.
        if case .call(let callee, _) = base.kind, case .name(let t, _) = callee.kind,
           let info = globals.typeInfos[t], info.kind != .protocolType {
            return .dynamic
        }
        // `self` in a concrete type's own methods: its own member.
        if case .name("self", _) = (base.rewrittenName ?? base).kind, let t = currentTypeName,
           let info = globals.typeInfos[t], info.kind != .protocolType {
            return .dynamic
        }
        return .unknownStaticType(types)
    }

    /// `base.name` read as `memberDispatch` decides.
    func staticallyDispatchedRead(_ base: Expr, _ name: String, _ dispatch: MemberDispatch, _ site: SourceLocation) -> ExprCode {
        let baseCode = expr(base)
        switch dispatch {
        case .protocolExtension(let p):
            return { rt in
                let receiver = try baseCode(rt)
                if let c = rt.types.types[p]?.computed[name] { return try rt.call(.function(c.get), [receiver], at: site) }
                return try Builtins.member(rt, receiver, name, site)
            }
        case .unknownStaticType(let types):
            let statics = StaticReadCache(name)
            return { rt in
                let receiver = try baseCode(rt)
                if case .type(let t) = receiver, let value = statics.read(t) { return value }
                try Compiler.refuseUnknownDispatch(receiver, name, types, site)
                return try Builtins.member(rt, receiver, name, site)
            }
        case .dynamic:
            let statics = StaticReadCache(name)
            return { rt in
                let receiver = try baseCode(rt)
                if case .type(let t) = receiver, let value = statics.read(t) { return value }
                return try Builtins.member(rt, receiver, name, site)
            }
        }
    }

    /// Refuses `value.name` when the value's type (or a superclass) declares
    /// `name` beside a protocol extension that does: never a silent guess.
    static func refuseUnknownDispatch(_ v: Value, _ name: String, _ types: Set<String>, _ site: SourceLocation) throws {
        guard case .instance(let i) = v else { return }
        var t: ScriptType? = i.type
        while let c = t {
            if types.contains(c.name) {
                throw RuntimeError("'\(name)' is declared by \(c.name) and by an extension of a protocol it conforms to that does not require it: Swift calls one or the other by the static type of the value, which qas does not follow here (not supported); declare the variable's type, or require '\(name)' in the protocol", at: site)
            }
            t = c.superclass
        }
    }

    /// The protocol a receiver is known to be typed as: a variable or parameter
    /// declared with it, or `self` in the protocol's own extension.
    func protocolTyped(_ base: Expr) -> String? {
        let e = base.rewrittenName ?? base
        // `shapes[0]` with `shapes: [Shape]`.
        if case .subscriptAccess(let array, _, false) = e.kind { return elementProtocol(array) }
        guard case .name(let n, let ref) = e.kind, !ref.isRewritten, let d = ref.declaration else { return nil }
        if n == "self", d.selfKind != .none, let t = currentTypeName, globals.typeInfos[t]?.kind == .protocolType { return t }
        if case .global(let i, _)? = ref.target, let t = globals.knownTypes[i] { return t }
        if let t = d.knownType { return t }
        if case .named(let t, _)? = d.annotation { return t }
        return nil
    }

    /// The element type of an array variable declared `[P]`.
    func elementProtocol(_ array: Expr) -> String? {
        let e = array.rewrittenName ?? array
        guard case .name(_, let ref) = e.kind, !ref.isRewritten, let d = ref.declaration else { return nil }
        var annotation = d.annotation
        if annotation == nil, case .global(let i, _)? = ref.target { annotation = globals.annotations[i] }
        guard case .array(.named(let t, _))? = annotation, globals.typeInfos[t]?.kind == .protocolType else { return nil }
        return t
    }

    /// `super.method(…)`, `super.init(…)`, `self.init(…)`: the implementation of
    /// the declaring type's superclass (or, for `self.init`, of the type itself).
    private func delegatingCall(_ isSuper: Bool, _ base: Expr, _ ref: NameRef, _ typeName: String, _ name: String,
                                _ argNodes: [ExprNode], _ labels: [String?], _ site: SourceLocation) -> ExprCode {
        let selfCode = load(ref, base.range)
        let selfModify = lvalue(base)
        return { rt in
            var values: [Value] = []
            for k in argNodes.indices { values.append(try argNodes.value(k, rt)) }
            let args = Arguments(values, labels: labels)
            if name == "init", !isSuper, rt.types.types[typeName] == nil, let made = rt.types.builtinTypeValues[typeName], let selfModify {
                // `self.init(repeating: "*", count: n)` in `extension String`: the built-in one.
                let value = try Compiler.callValue(rt, made, values, labels, site)
                _ = try selfModify(rt) { v in v = value; return .null }
                return .null
            }
            guard let current = rt.types.types[typeName] else {
                throw RuntimeError("'\(isSuper ? "super" : "self").\(name)' is only available in a type's methods", at: site)
            }
            guard var owner = isSuper ? current.superclass : current else {
                throw RuntimeError("'super' is only available in a class that has a superclass; '\(typeName)' has none", at: site)
            }
            if name == "init" {
                if !isSuper {
                    switch try selfCode(rt) {
                    case .type(let made):
                        // `self.init()` in a static method (`static func make() -> Self`):
                        // a new value of the type the method was called on.
                        return try TypeOperations.construct(rt, made, args, site)
                    case .instance(let made) where owner.kind == .classType || owner.kind == .protocolType:
                        // A class's `self.init(…)` finds the initialiser of the object's
                        // own class, as Swift dispatches it (a subclass's override); a
                        // protocol extension's, that of the conforming type being made.
                        owner = made.type
                    default: break
                    }
                }
                if let raw = TypeOperations.rawValueInit(owner, args), let selfModify {
                    // `self.init(rawValue:)`: the case, or the initialiser fails.
                    _ = try selfModify(rt) { v in v = raw; return .null }
                    return .null
                }
                guard let fn = TypeOperations.initializer(for: owner, args) else {
                    // `super.init()` of a class with only the implicit `init()`: its
                    // properties have their defaults already.
                    if args.count == 0, owner.kind == .classType, !owner.hasDeclaredInitializers { return .null }
                    // `self.init(celsius: v)` in an extension's initialiser: the memberwise one.
                    if owner.keepsMemberwise, let selfModify {
                        let made = try TypeOperations.construct(rt, owner, args, site)
                        _ = try selfModify(rt) { v in v = made; return .null }
                        return .null
                    }
                    throw RuntimeError("'\(owner.name)' has no initializer that takes \(TypeOperations.describe(args))", at: site)
                }
                if owner.kind != .classType, let selfModify {
                    _ = try selfModify(rt) { v in
                        // Delegating to a failable initialiser that fails fails this one too.
                        if try rt.callMutatingMethod(fn, &v, args, at: site).isInitFailed { v = .native(TypeOperations.initFailed) }
                        return .null
                    }
                } else if try rt.callMethodFunction(fn, try selfCode(rt), args, at: site).isInitFailed {
                    throw DelegatedInitFailed()
                }
                return .null
            }
            let receiver = try selfCode(rt)
            guard let fn = TypeOperations.choose(owner.methodCandidates(name), args.labels, args.count) else {
                if owner.computedProperty(name) != nil || owner.storedIndex[name] != nil {
                    let f = try Compiler.superMember(rt, owner, receiver, name, site)
                    return try Compiler.callValue(rt, f, args.values, args.labels, site)
                }
                throw TypeOperations.noMember(owner, name, site, method: true)
            }
            return try rt.callMethodFunction(fn, receiver, args, at: site)
        }
    }

    /// `super.name`: the superclass's getter, or the stored value.
    static func superMember(_ rt: Runtime, _ owner: ScriptType, _ receiver: Value, _ name: String, _ site: SourceLocation) throws -> Value {
        if let c = owner.computedProperty(name) { return try rt.call(.function(c.get), [receiver], at: site) }
        // The storage a subclass's computed override stands in front of.
        if case .instance(let object) = receiver, let i = owner.storedIndex[name] { return object[i] }
        return try Builtins.member(rt, receiver, name, site)
    }

    /// `super.name = value`: the superclass's setter, or its storage with its observers.
    static func setSuperMember(_ rt: Runtime, _ owner: ScriptType, _ receiver: Value, _ name: String, _ value: Value,
                               _ site: SourceLocation) throws {
        if let c = owner.computedProperty(name) {
            guard let set = c.set else { throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", at: site) }
            _ = try rt.call(.function(set), [receiver, value], at: site)
            return
        }
        guard case .instance(let object) = receiver, let i = owner.storedIndex[name] else {
            throw RuntimeError("value of type \(owner.name) has no member '\(name)'", at: site)
        }
        let old = object[i]
        let new = try owner.storedTypes[i]?.conform(value) ?? value
        if let w = owner.observers[i]?.willSet { _ = try rt.call(.function(w), [receiver, new], at: site) }
        object[i] = new
        if let d = owner.observers[i]?.didSet { _ = try rt.call(.function(d), [receiver, old], at: site) }
    }

    /// `owner.property[k, default: v]` (or `property[k, default: v]` in a method)
    /// with a literal default that a declared type could change: the owner,
    /// the property, the key and the default.
    static func declaredDictionaryDefault(_ base: Expr, _ index: Expr) -> (Expr, String, Expr, Expr)? {
        guard case .tuple(let items, let labels) = index.kind, labels == [nil, "default"] else { return nil }
        switch items[1].kind {
        case .tuple, .literal(.int): break
        default: return nil
        }
        let b = base.rewrittenName ?? base
        guard case .member(let owner, let property, false) = b.kind, case .name = owner.kind else { return nil }
        return (owner, property, items[0], items[1])
    }

    /// `d[k, default: v]` of a variable whose declared dictionary type could
    /// change the literal default: that value type, the key and the default.
    static func variableDictionaryDefault(_ base: Expr, _ index: Expr) -> (TypeRef, Expr, Expr)? {
        guard case .tuple(let items, let labels) = index.kind, labels == [nil, "default"],
              case .name(_, let ref) = base.kind, !ref.isRewritten,
              case .dictionary(_, let valueType)? = ref.declaration?.convertingType?.unwrapped, valueType.mayConvert else { return nil }
        switch items[1].kind {
        case .tuple, .literal(.int): return (valueType, items[0], items[1])
        default: return nil
        }
    }

    /// The key and default of `d[k, default: .name]`, a default needing a context.
    static func implicitDefault(_ index: Expr) -> (Expr, Expr)? {
        guard case .tuple(let items, let labels) = index.kind, labels == [nil, "default"], needsContext(items[1]) else { return nil }
        return (items[0], items[1])
    }

    /// `.max` where an `Int` (a `Double`, a `UInt8`…) is expected: the type's
    /// own static member, or one an extension of it declares.
    static func builtinStaticMember(_ rt: Runtime, _ type: String, _ name: String, _ site: SourceLocation) throws -> Value? {
        if let ext = rt.types.builtinExtensions[type],
           ext.staticSlot(name) != nil || ext.staticComputedProperty(name) != nil || !ext.staticMethodCandidates(name).isEmpty {
            return try TypeOperations.staticMember(rt, ext, name, site)
        }
        return NumericLibrary.staticMember(type, name)
    }

    /// `Optional.some` as a function: `.some(nil)` is an Optional holding nil.
    static let optionalSome = Value.native(NativeFunction("some", arity: 1...1) { args, _ in OptionalNil.wrapping(args[0]) })

    /// `.name` where a type is expected: a case or static member of the type the
    /// context needs (`context`), of the type being declared, of the one enum of
    /// the script's own with such a case, a host's value, or the one enum of Swift's with the case. With `preferringHost`
    /// (the other side of a comparison is a host's value), a host's value comes
    /// before the script's enums.
    static func implicitMember(_ rt: Runtime, _ name: String, context: ScriptType?, enclosing: String?,
                               payload: Int? = nil, labels: [String?]? = nil, preferringHost: Bool = false,
                               codingKey: Bool = false, _ site: SourceLocation) throws -> Value {
        if codingKey {
            // `forKey: .ready`: a key is a CodingKey's case (not another enum's, nor
            // a case of the type being decoded), and a keyed container reads it by
            // name in its own key type.
            let keys = rt.types.enums(withCase: name).filter { $0.conforms(to: "CodingKey") }
            if let key = keys.first { return try TypeOperations.staticMember(rt, key, name, site) }
        }
        if let context, context.kind != .builtin {
            return try TypeOperations.staticMember(rt, context, name, site)
        }
        if let context, let v = try builtinStaticMember(rt, context.name, name, site) { return v }
        // (Called with arguments, `.required(field: f)` is no static property of
        // the enclosing type: a case or method with such arguments is looked for.)
        if let enclosing, let t = rt.types.types[enclosing], t.caseIndex[name] != nil
            || payload == nil && (t.staticSlot(name) != nil || t.staticComputedProperty(name) != nil)
            || !t.staticMethodCandidates(name).isEmpty || (name == "init" && t.kind != .protocolType) {
            return try TypeOperations.staticMember(rt, t, name, site)
        }
        // `[.monthSummary(subtitle: s)]` for shortcut items: a static member the
        // program's extension of a host type declares.
        let hostExtension = Set(rt.types.hostTypeObjects.values).sorted().compactMap { rt.types.builtinExtensions[$0] }.first { t in
            t.staticSlot(name) != nil || t.staticComputedProperty(name) != nil || !t.staticMethodCandidates(name).isEmpty
        }
        if preferringHost, let hostExtension { return try TypeOperations.staticMember(rt, hostExtension, name, site) }
        if preferringHost, let v = rt.implicitMembers[name] { return v }
        if name == "init", context == nil, let labels {
            // `set.insert(.init(x: 1, y: 2))` where qas does not know the set's
            // element type: the one script type made with these labels.
            let makers = rt.types.allTypes.filter { !$0.isLibrary && TypeOperations.accepts($0, labels) }
            if makers.count == 1 { return try TypeOperations.staticMember(rt, makers[0], name, site) }
            if makers.count > 1 {
                let names = makers.map { "'\($0.name)'" }.sorted()
                throw RuntimeError("'.init' is ambiguous: \(names.joined(separator: " and ")) are made with these arguments; write the type, as in '\(makers[0].name)(…)'", at: site)
            }
        }
        // A library's own enums are never guessed: Swift would need the context too.
        var enums = rt.types.enums(withCase: name).filter { !$0.isLibrary || $0.module == "Swift" }
        // The script's own enums first: a case of its own is never a host's
        // value of the same name.
        let own = enums.filter { !$0.isLibrary }
        // Nor is a static member of its own (`static let b = Flags(…)`).
        // (Only looked for when no enum of the script has the case.)
        lazy var owners = rt.types.allTypes.filter { t in
            !t.isLibrary && t.kind != .builtin && t.kind != .protocolType
                && (t.staticSlot(name) != nil || t.staticComputedProperty(name) != nil || !t.staticMethodCandidates(name).isEmpty)
        }
        if own.isEmpty, owners.isEmpty, let hostExtension { return try TypeOperations.staticMember(rt, hostExtension, name, site) }
        // `.editDraft(named: n)` where the program's enum has `case editDraft(String)`:
        // a case these arguments cannot make is not it; a host extension's static func is.
        if let hostExtension, let payload, !own.isEmpty, !own.contains(where: { t in
            guard let caseLabels = t.cases[t.caseIndex[name]!].labels, caseLabels.count == payload else { return false }
            return labels.map { $0 == caseLabels } ?? true
        }) {
            return try TypeOperations.staticMember(rt, hostExtension, name, site)
        }
        if own.isEmpty, let v = rt.implicitMembers[name], owners.isEmpty { return v }
        if !own.isEmpty { enums = own }
        if enums.count > 1 {
            // `.edit(identifier: x)` can only be a case with one associated value.
            let fitting = enums.filter { t in
                let caseLabels = t.cases[t.caseIndex[name]!].labels
                guard let payload else { return caseLabels == nil }
                guard let caseLabels, caseLabels.count == payload else { return false }
                // `.number(range: 1...3)` is the case whose value is labelled `range`.
                return labels.map { $0 == caseLabels } ?? true
            }
            if !fitting.isEmpty { enums = fitting }
        }
        if enums.count > 1, let enclosing, let t = rt.types.types[enclosing] {
            // `forKey: .name` in a type's `encode(to:)`: its own `CodingKeys` among others.
            let nested = enums.filter { e in t.nestedTypes.values.contains { $0 === e } }
            if nested.count == 1 { enums = nested }
        }
        if enums.count == 1 { return try TypeOperations.staticMember(rt, enums[0], name, site) }
        if enums.count > 1 {
            throw RuntimeError("'.\(name)' is ambiguous: it is a case of \(enums.map { "'\($0.name)'" }.joined(separator: " and ")); write the type, as in '\(enums[0].name).\(name)'", at: site)
        }
        // `.zero`, `.shared`, `.init(…)` where the context's type is not known:
        // the one script type with a static member of that name.
        if owners.count == 1 { return try TypeOperations.staticMember(rt, owners[0], name, site) }
        if owners.count > 1 {
            let names = owners.map { "'\($0.name)'" }.sorted()
            throw RuntimeError("'.\(name)' is ambiguous: it is a static member of \(names.joined(separator: " and ")); write the type, as in '\(owners[0].name).\(name)'", at: site)
        }
        // `.pi`, `.infinity`: only Double has them (beside an Int literal too: `2 * .pi`).
        if context == nil || context?.name == "Int", ["pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNonzeroMagnitude",
                            "leastNormalMagnitude", "ulpOfOne", "signalingNaN"].contains(name),
           let v = NumericLibrary.staticMember("Double", name) {
            return v
        }
        // Last, the one library enum with the case (`super.init(style: .grouped)` of a library's class).
        let library = rt.types.libraryEnums(withCase: name)
        if library.count == 1 { return try TypeOperations.staticMember(rt, library[0], name, site) }
        // Then the one library type with a static member of that name
        // (`[.foregroundColor: UIColor.red]` for a library dictionary's keys).
        if library.isEmpty {
            let holders = rt.types.allTypes.filter { t in
                t.isLibrary && t.kind != .builtin && t.kind != .protocolType
                    && (t.staticSlot(name) != nil || t.staticComputedProperty(name) != nil)
            }
            if holders.count == 1 { return try TypeOperations.staticMember(rt, holders[0], name, site) }
        }
        // Optional's own cases: `.none`, and `.some(x)` (`.some(nil)` an Optional holding nil).
        if name == "none", payload == nil { return .null }
        if name == "some", payload == 1 { return Compiler.optionalSome }
        var message = "unknown name '.\(name)'"
        let known = Array(rt.implicitMembers.keys) + rt.types.allTypes.flatMap { $0.cases.map(\.name) }
        if let s = Suggestion.closest(to: name, in: known) { message += "; did you mean '.\(s)'?" }
        throw RuntimeError(message, at: site)
    }
}

extension Compiler {
    /// A value for `print` or `"\\(…)"`. One Swift knows to be Optional (declared
    /// `T?`, made by `as?`, `try?`, `?.` or `Int("…")`, or a stored property
    /// declared `T?`) prints as `Optional(…)` when it holds a value.
    func displayed(_ e: Expr) -> ExprCode {
        if let r = e.rewrittenName { return displayed(r) }
        let site = loc(e.range)
        if isOptionalValued(e) {
            let code = expr(e)
            return { rt in OptionalDisplay.wrap(try code(rt)) }
        }
        switch e.kind {
        case .cast(let inner, .named("Any", _), .plain):
            // `print(found as Any)`: shown as the value it holds.
            return displayed(inner)
        case .tryExpr(.plain, let inner):
            // `print(try decode(…).span as Any)`: `try` only marks what may throw.
            return displayed(inner)
        case .member(let base, let name, false) where !Compiler.isSuper(base) && memberDispatch(base, name).isDynamic:
            let baseCode = expr(base)
            // A computed property the program declares `T?` (and none of that name otherwise).
            let optionalComputed = globals.declared.optionalResults[name] == true
            return { rt in
                let b = try baseCode(rt)
                let v = try Builtins.member(rt, b, name, site)
                if optionalComputed {
                    if case .instance(let i) = b, i.type.computedProperty(name) != nil { return OptionalDisplay.wrap(v) }
                    // One an extension gave a built-in type (`extension Collection { var second: Element? }`).
                    if rt.types.builtinExtensions[b.typeName]?.computed[name] != nil { return OptionalDisplay.wrap(v) }
                }
                // A stored property declared `T?`, or a collection's `first`/`last`.
                if case .instance(let i) = b, let index = i.type.storedIndex[name], index < i.type.storedIsOptional.count,
                   i.type.storedIsOptional[index] {
                    return OptionalDisplay.wrap(v)
                }
                if name == "first" || name == "last", b.isStandardCollection { return OptionalDisplay.wrap(v) }
                return v
            }
        case .call(let callee, let args) where args.allSatisfy({ if case .inoutArgument = $0.value.kind { return false } else { return true } }):
            // `xs.min()`, `xs.first(where:)`, `s.firstIndex(of:)` of a standard collection.
            guard case .member(let base, let name, false) = callee.kind, !Compiler.isSuper(base) else { break }
            if case .name = base.kind, ["popLast", "popFirst", "removeValue", "updateValue"].contains(name) {
                // Mutating: run the call as written, then look at what the variable holds.
                let code = expr(e), baseCode = expr(base)
                return { rt in
                    let v = try code(rt)
                    return try baseCode(rt).isStandardCollection ? OptionalDisplay.wrap(v) : v
                }
            }
            if case .name = base.kind, name == "remove" || name == "update", args.count == 1, args[0].label == nil || args[0].label == "with" {
                // A Set's or an OptionSet's `remove(_:)` and `update(with:)` give the member found, or nil.
                let code = expr(e), baseCode = expr(base)
                return { rt in
                    let v = try code(rt)
                    switch try baseCode(rt) {
                    case .set: return OptionalDisplay.wrap(v)
                    case .instance(let i) where i.type.conforms(to: "OptionSet"): return OptionalDisplay.wrap(v)
                    default: return v
                    }
                }
            }
            guard ["min", "max", "first", "last", "firstIndex", "lastIndex", "randomElement"].contains(name) else { break }
            let baseCode = expr(base)
            let literalElement = declaresLiteralTypes && Compiler.elementMethods.contains(name) && args.first?.label == "of"
                ? Compiler.literalProtocol(args[0].value).flatMap { propertyElementLiteral(base, $0, site) } : nil
            let nodes = args.enumerated().map { k, a -> ExprNode in
                let code = expr(a.value)
                guard k == 0, let literalElement else { return ExprNode(code) }
                return ExprNode { rt in try literalElement(rt, try code(rt)) }
            }
            let labels = args.map(\.label)
            return { rt in
                let b = try baseCode(rt)
                var values: [Value] = []
                for k in nodes.indices { values.append(try nodes.value(k, rt)) }
                let v = try Builtins.callMethod(rt, b, name, Arguments(values, labels: labels), site)
                if b.isStandardCollection { return OptionalDisplay.wrap(v) }
                // A sequence of the script's own, where the standard method answers.
                if case .instance(let i) = b, i.type.isSequence, i.type.methodCandidates(name).isEmpty { return OptionalDisplay.wrap(v) }
                return v
            }
        case .subscriptAccess(let base, let key, false) where !Compiler.hasLabels(key):
            // `ages["bob"]`: a dictionary's subscript gives an Optional (not with `default:`).
            let baseCode = expr(base), keyCode = expr(key)
            // A script type's subscripts, when every one gives an Optional.
            let optionalSubscripts = globals.declared.optionalResults["subscript"] == true
            // (A `mutating get` subscript reads where the struct is stored.)
            let mutatingRead = globals.declaresMutatingGetter && lvalue(base) != nil ? expr(e) : nil
            return { rt in
                let b = try baseCode(rt)
                let v = try mutatingRead.map { try $0(rt) } ?? Builtins.subscriptGet(rt, b, try keyCode(rt), site)
                if case .dictionary = b { return OptionalDisplay.wrap(v) }
                if optionalSubscripts, case .instance = b { return OptionalDisplay.wrap(v) }
                return v
            }
        default:
            break
        }
        return expr(e)
    }

    /// Whether Swift gives `e` an Optional type, as far as qas can see.
    func isOptionalValued(_ e: Expr, depth: Int = 0) -> Bool {
        if Compiler.surelyOptional(e) || declaredOptional(e) { return true }
        guard depth < 8 else { return false }
        switch e.kind {
        case .tryExpr(.plain, let inner):
            // `let hours = try c.decodeIfPresent(…)`.
            return Compiler.givesOptional(inner) || isOptionalValued(inner, depth: depth + 1)
        case .name(_, let ref):
            // `let found = find(id)` with `find` declared `-> Item?`.
            guard let d = ref.declaration, d.annotation == nil,
                  let call = d.initialCall ?? { if case .global(let i, _)? = ref.target { return globals.initialCalls[i] }; return nil }()
            else { return false }
            return isOptionalValued(call, depth: depth + 1)
        case .call(let callee, let args):
            // Optional's `map`: `found.map { … }`.
            guard case .member(let base, let name, false) = callee.kind, name == "map" || name == "flatMap", args.count == 1 else { return false }
            return isOptionalValued(base, depth: depth + 1)
        default:
            return false
        }
    }

    /// A call of a function, method or failable initialiser the program
    /// declares to give an Optional (`-> Item?`, `init?`, `init(rawValue:)`), or a
    /// computed property declared `T?`.
    func declaredOptional(_ e: Expr) -> Bool {
        switch e.kind {
        case .call(let callee, let args):
            let labels = args.map(\.label)
            switch callee.kind {
            case .name(let n, let ref):
                if let info = globals.typeInfos[n] {
                    // Making a value: a failable initialiser, or an enum's from its raw value.
                    let key = DeclaredResults.callKey(info.path.joined(separator: "."), labels)
                    if globals.declared.failableInitializers.contains(key) || globals.libraryDeclared.failableInitializers.contains(key) { return true }
                    return info.kind == .enumType && labels == ["rawValue"]
                }
                // A host's failable initialiser (`Decimal(string:)`).
                if globals.libraryDeclared.failableInitializers.contains(DeclaredResults.callKey(n, labels)) { return true }
                guard ref.declaration != nil else { return false }
                return globals.declared.givesOptional(n, labels)
            case .member(let base, let name, _):
                if case .name(let n, _) = base.kind, let info = globals.typeInfos[n], name == "init" {
                    return globals.declared.failableInitializers.contains(DeclaredResults.callKey(info.path.joined(separator: "."), labels))
                }
                // `s.remove(x)`, `flags.update(with: f)` of a variable declared a Set or an OptionSet.
                if name == "remove" || name == "update", labels == [nil] || labels == ["with"],
                   case .name(_, let ref) = base.kind, let d = ref.declaration,
                   case .named(let typeName, _)? = (d.annotation ?? d.copiedAnnotation ?? (d.isGlobal ? globals.annotations[d.slot] : nil))?.unwrapped {
                    if typeName == "Set" { return true }
                    if let info = globals.typeInfos[typeName], info.conformances.contains("OptionSet") { return true }
                }
                return globals.declared.givesOptional(name, labels)
            default:
                return false
            }
        default:
            return false
        }
    }

    /// `formatter.string(from: n)`: a method a Swift-written library declares to
    /// give an Optional, of a name and labels the program declares nothing of
    /// (asked only to tell Optional's `map` from a collection's).
    func libraryGivesOptional(_ e: Expr) -> Bool {
        guard case .call(let callee, let args) = e.kind, case .member(_, let name, _) = callee.kind else { return false }
        let labels = args.map(\.label)
        guard globals.declared.optionalResults[DeclaredResults.callKey(name, labels)] == nil else { return false }
        return globals.libraryDeclared.givesOptional(name, labels)
    }

    /// Expressions whose Swift type is surely an Optional.
    static func surelyOptional(_ e: Expr) -> Bool {
        switch e.kind {
        case .name(_, let ref): return ref.declaration?.isDeclaredOptional == true
        case .optionalChain, .tryExpr(.optional, _), .cast(_, _, .conditional): return true
        case .call(let callee, let args):
            // `s.range(of: "x")`: a `Range<String.Index>?`, whose `map` is Optional's
            // (a range of String.Index is no sequence).
            if case .member(_, let m, _) = callee.kind, m == "range" && args.first?.label == "of"
                || m == "rangeOfCharacter" && args.first?.label == "from" || m == "firstRange" { return true }
            // `Int("42")`, `Double("x")`: converting text may fail.
            guard case .name(let n, let ref) = callee.kind, ref.declaration?.isGlobal == true,
                  args.count == 1 || (args.count == 2 && args[1].label == "radix") else { return false }
            let isNumberType = n == "Int" || n == "Double" || n == "Float" || SizedInteger.Kind(rawValue: n) != nil
            // `UInt8(exactly: x)`, `Int(exactly: d)`.
            if isNumberType, args.count == 1, args[0].label == "exactly" { return true }
            guard args[0].label == nil else { return false }
            if n == "Optional" { return true }
            guard isNumberType else { return false }
            switch args[0].value.kind {
            case .literal(.string), .interpolation: return true
            default: return false
            }
        default: return false
        }
    }
}

/// A value printed as Swift prints an Optional holding it: `Optional(3)`.
final class OptionalDisplay: HostObject {
    let value: Value
    init(_ value: Value) { self.value = value }
    var typeName: String { "Optional" }
    var description: String { "Optional(\(value.debugDescription))" }

    static func wrap(_ v: Value) -> Value {
        if v.isNil || OptionalNil.unwrapped(v).isNil { return v }
        return .object(OptionalDisplay(v))
    }
}

extension Value {
    /// An array, string, dictionary, set or range: its `first`, `min()` and the
    /// like are Optionals.
    var isStandardCollection: Bool {
        switch self {
        case .array, .string, .dictionary, .set, .range, .closedRange: return true
        default: return false
        }
    }
}

extension Compiler {
    /// A subscript's index written with labels (`d[k, default: 0]`, `grid[row: 1, column: 2]`).
    static func hasLabels(_ index: Expr) -> Bool {
        if case .tuple(_, let labels) = index.kind { return labels.contains { $0 != nil } }
        return false
    }
}
