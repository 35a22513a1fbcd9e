/// The box an `&x` argument passes: x's value, which the callee's `inout`
/// parameter takes on entry and puts back when it returns or throws.
final class InoutArgument: HostObject {
    /// Where a variable passed `&` lives, so the callee can empty it while it
    /// works on the value: a callee changing an array then does not copy it.
    enum Origin {
        case stack(Int)
        case global(Int)
        case cell(Cell)
    }

    var value: Value
    let origin: Origin?
    /// Set by the callee: a box no `inout` parameter took means the `&` went to
    /// a parameter that is not `inout`.
    var taken = false

    init(_ value: Value, origin: Origin?) {
        self.value = value
        self.origin = origin
    }

    var typeName: String { "inout argument" }

    /// Takes the value for the callee. The variable is emptied until the
    /// write-back: Swift forbids reading it during the call anyway.
    func take(_ rt: Runtime) -> Value {
        taken = true
        switch origin {
        case .stack(let i)?: rt.stack[i] = .null
        case .global(let i)?: rt.globals[i] = .null
        case .cell(let c)?: c.value = .null
        case nil: break
        }
        var v = Value.null
        swap(&v, &value)
        return v
    }
}
