/// Shapes of single sites that change or build a value where it lies.
extension Compiler {
    /// `d[k, default: v] += 1`: the key and the default as they are, without the
    /// `(k, default: v)` tuple (two allocations) made and taken apart again on
    /// every change. Nil for any other subscript.
    func defaultedSubscript(_ base: Expr, _ index: Expr, _ site: SourceLocation) -> ModifyCode? {
        guard case .tuple(let parts, let labels) = index.kind, parts.count == 2, labels == [nil, "default"],
              let baseModify = lvalue(base) else { return nil }
        let keyCode = expr(parts[0]), fallbackCode = expr(parts[1])
        return { rt, body in
            let key = try keyCode(rt)
            let fallback = try fallbackCode(rt)
            return try baseModify(rt) { container in
                try Builtins.modifyDefaultedSubscript(&container, key, fallback, site, body)
            }
        }
    }

    /// `if let l = left` into a plain local: the value moves into the local's
    /// slot, not copied there through a closure and then released (the code and
    /// the slot in one object: the closure captures one reference).
    func bindingInPlace(_ d: VarDecl, _ code: @escaping ExprCode, _ site: SourceLocation) -> ((Runtime) throws -> Bool)? {
        guard !d.isGlobal, !d.isCaptured else { return nil }
        let b = PlaceAndValue(SlotRead(slot: d.slot), code, site)
        return { rt in
            let v = try b.value(rt)
            if case .null = v { return false }
            b.place.place(rt).store(OptionalNil.unwrapped(v))
            return true
        }
    }

    /// `["type": t, "title": s]`: distinct constant keys (as Swift compares
    /// them), made once, need no lookup to be added. Nil for other keys.
    func literalKeyDictionary(_ pairs: [(Expr, Expr)], _ values: [ExprNode], _ bytes: Int, _ site: SourceLocation) -> ExprCode? {
        let literalKeys = pairs.compactMap { Compiler.stringLiteral($0.0) }
        guard literalKeys.count == pairs.count, Set(literalKeys).count == literalKeys.count else { return nil }
        let keys = literalKeys.map { Value.string($0) }
        return { rt in
            try rt.memory.allow(bytes, at: site)
            var d = OrderedDictionary(capacity: keys.count)
            for i in keys.indices { d.appendNew(keys[i], try values.value(i, rt)) }
            return .dictionary(d)
        }
    }

    /// `xs.append(x)` on a plain local or global variable array: chosen when
    /// compiling, the element added where the array lies. Nil for any other base.
    func appendInPlace(_ base: Expr, _ value: @escaping ExprCode, _ site: SourceLocation,
                       _ wrap: @escaping (() throws -> Value) throws -> Value) -> ExprCode? {
        guard constantRoot(base) == nil, plainLocalSlot(base) != nil || globalIndex(base) != nil,
              let modify = lvalue(base) else { return nil }
        let general: (Runtime, Value) throws -> Value = { rt, x in
            try wrap { try modify(rt) { v in try Builtins.callMutating(rt, &v, "append", Arguments([x], labels: [nil]), site) } }
        }
        if let slot = plainLocalSlot(base) {
            return AppendInPlace(base: SlotRead(slot: slot), value: value, site: site, general: general).code
        }
        return AppendInPlace(base: GlobalRead(index: globalIndex(base)!), value: value, site: site, general: general).code
    }
}
