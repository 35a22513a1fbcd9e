// MARK: - `xs.count`, `s.isEmpty`

/// The built-in collections' most read properties, chosen when compiling: a read
/// by name compared the name with every Character property and then every
/// collection property on each run (~500 instructions for `s.count`).
/// `Builtins.member` answers these from here too; any other value (a range, a
/// script type's own `count`, a host object, nil) takes the general member read.
enum CollectionProperty {
    case count, isEmpty

    init?(_ name: String) {
        switch name {
        case "count": self = .count
        case "isEmpty": self = .isEmpty
        default: return nil
        }
    }

    /// The property of an array, string, dictionary or set; nil for any other value.
    @inline(__always)
    func read(_ v: Value) -> Value? {
        switch self {
        case .count:
            switch v {
            case .array(let a): return .int(a.items.count)
            case .string(let s): return .int(CharacterCount.of(s))
            case .dictionary(let d), .set(let d): return .int(d.count)
            default: return nil
            }
        case .isEmpty:
            switch v {
            case .array(let a): return .bool(a.items.isEmpty)
            case .string(let s): return .bool(s.isEmpty)
            case .dictionary(let d), .set(let d): return .bool(d.isEmpty)
            default: return nil
            }
        }
    }
}

/// Builds `base.count` (or `isEmpty`) over whichever read fits the base.
struct CollectionPropertyBuilder: OperandBuilder {
    let property: CollectionProperty
    /// The general member read, for any value the property does not cover.
    let general: MemberOfValue
    var code: ExprCode? = nil

    mutating func build<B: OperandRead>(_ base: B) {
        let c = CollectionPropertyRead(base: base, property: property, general: general)
        code = { rt in
            let v = try c.base.read(rt)
            if let r = c.property.read(v) { return r }
            return try c.general.read(rt, v)
        }
    }
}

/// What a compiled `base.count` needs, in one object.
final class CollectionPropertyRead<B: OperandRead> {
    let base: B
    let property: CollectionProperty
    let general: MemberOfValue
    init(base: B, property: CollectionProperty, general: MemberOfValue) {
        self.base = base; self.property = property; self.general = general
    }
}
