/// `Optional(nil)`: an Optional that holds an Optional that is nil, as
/// `x.map { … }` gives when its closure returns nil, or a `[K: V?]`
/// dictionary for a key it holds with a nil value. It is not nil itself:
/// `??`, `!` and `if let` unwrap it to nil, and it prints as Swift prints it.
package final class OptionalNil: HostObject {
    package static let shared = OptionalNil()
    private init() {}

    package var typeName: String { "Optional" }
    package var description: String { "Optional(nil)" }
    package func isEqual(to other: HostObject) -> Bool { other === self }

    /// One level unwrapped: `Optional(nil)` is nil, anything else itself.
    @inline(__always)
    package static func unwrapped(_ v: Value) -> Value {
        if case .object(let o) = v, o === shared { return .null }
        return v
    }

    /// What a nil result of `map`'s closure gives: an Optional holding it.
    @inline(__always)
    static func wrapping(_ v: Value) -> Value {
        if case .null = v { return .object(shared) }
        return v
    }
}
