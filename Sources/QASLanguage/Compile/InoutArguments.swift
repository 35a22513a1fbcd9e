/// `inout` parameters, as Swift defines them: copy in, copy out. The caller
/// passes `&x` as a box holding x's value (`InoutArgument`); the callee moves the
/// value into its parameter on entry and back into the box when it returns or
/// throws; the caller then writes the box back to `x`.
extension Compiler {
    /// `&x`: x's value in a box the call's write-back finds. Other arguments are
    /// evaluated after it and may still read x (`sort(&a, 0, a.count - 1)`); the
    /// callee empties a variable when it takes the value.
    func inoutArgument(_ target: Expr, _ site: SourceLocation) -> ExprCode {
        let read = expr(target)
        let plain = target.rewrittenName ?? target
        guard case .name(_, let ref) = plain.kind else {
            return { rt in
                let box = InoutArgument(try read(rt), origin: nil)
                rt.inoutArguments.append(box)
                return .object(box)
            }
        }
        let origin: (Runtime) -> InoutArgument.Origin?
        switch ref.target {
        case .local(let d)?:
            let slot = d.slot
            origin = { rt in
                if case .cell(let c) = rt.stack[rt.base + slot] { return .cell(c) }
                return .stack(rt.base + slot)
            }
        case .upvalue(let i, _)?: origin = { rt in .cell(rt.current!.captures[i]) }
        case .global(let i, _)?: origin = { _ in .global(i) }
        case .ownFunction?, nil: origin = { _ in nil }
        }
        return { rt in
            let box = InoutArgument(try read(rt), origin: origin(rt))
            rt.inoutArguments.append(box)
            return .object(box)
        }
    }

    /// A call some of whose arguments are `&` targets: each target gets the
    /// callee's final value when the call ends, even by an error (as in Swift).
    func writingBack(_ targets: [Expr], _ call: @escaping ExprCode, _ site: SourceLocation) -> ExprCode {
        let stores: [(Runtime, Value) throws -> Void] = targets.map { target in
            guard let modify = lvalue(target) else {
                return { _, _ in throw RuntimeError("cannot pass this expression to an 'inout' parameter; pass a variable, property or element", at: site) }
            }
            return { rt, v in _ = try modify(rt) { slot in slot = v; return .null } }
        }
        func writeBack(_ rt: Runtime, from mark: Int) throws {
            let boxes = rt.inoutArguments[mark...]
            rt.inoutArguments.removeSubrange(mark...)
            for (store, box) in zip(stores, boxes) { try store(rt, box.value) }
            if boxes.contains(where: { !$0.taken }) {
                throw RuntimeError("'&' passes a variable to an 'inout' parameter, and this call's parameter is not 'inout'", at: site)
            }
        }
        return { rt in
            let mark = rt.inoutArguments.count
            let result: Value
            do {
                result = try call(rt)
            } catch {
                // The variables get back what the callee made of them before it threw.
                try? writeBack(rt, from: mark)
                throw error
            }
            try writeBack(rt, from: mark)
            return result
        }
    }

    /// A closure's parameters that are inout only when the caller passes them
    /// so (a box): those take the value and put it back, the others are as given.
    static func bindingPassedInout(_ slots: [Int], _ body: @escaping StmtCode) -> StmtCode {
        { rt in
            var taken: [(slot: Int, box: InoutArgument)] = []
            for slot in slots {
                let i = rt.base + slot
                let captured: Cell?
                if case .cell(let c) = rt.stack[i] { captured = c } else { captured = nil }
                guard case .object(let o) = captured?.value ?? rt.stack[i], let box = o as? InoutArgument, !box.taken else { continue }
                let v = box.take(rt)
                if let captured { captured.value = v } else { rt.stack[i] = v }
                taken.append((slot, box))
            }
            if taken.isEmpty { return try body(rt) }
            defer {
                for (slot, box) in taken {
                    let i = rt.base + slot
                    if case .cell(let c) = rt.stack[i] { swap(&box.value, &c.value) } else { swap(&box.value, &rt.stack[i]) }
                }
            }
            return try body(rt)
        }
    }

    /// A function's `inout` parameters: each takes its value out of the caller's
    /// box on entry and puts the final value back on the way out.
    static func bindingInoutParameters(_ params: [(slot: Int, name: String, site: SourceLocation)], _ function: String,
                                       _ body: @escaping StmtCode) -> StmtCode {
        { rt in
            var boxes: [InoutArgument] = []
            boxes.reserveCapacity(params.count)
            defer {
                for (p, box) in zip(params, boxes) {
                    let i = rt.base + p.slot
                    if case .cell(let c) = rt.stack[i] { swap(&box.value, &c.value) } else { swap(&box.value, &rt.stack[i]) }
                }
            }
            for p in params {
                let i = rt.base + p.slot
                let captured: Cell?
                if case .cell(let c) = rt.stack[i] { captured = c } else { captured = nil }
                guard case .object(let o) = captured?.value ?? rt.stack[i], let box = o as? InoutArgument, !box.taken else {
                    throw RuntimeError("'\(function)' takes '\(p.name)' inout: pass it as '&\(p.name)'", at: p.site)
                }
                let v = box.take(rt)
                if let captured { captured.value = v } else { rt.stack[i] = v }
                boxes.append(box)
            }
            return try body(rt)
        }
    }
}
