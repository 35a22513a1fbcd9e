/// How a stored property holds an object: Swift's `weak` and `unowned`.
enum Ownership: UInt8 {
    case strong, weak, unowned
}

/// What a `weak` or `unowned` stored property holds: the object without a
/// reference count of its own, so its `deinit` runs when the last strong
/// reference goes, and reading it then gives `nil` (`weak`) or fails
/// (`unowned`), as in Swift.
final class WeakReference: HostObject {
    private weak var instance: Instance?
    private weak var host: AnyObject?
    private let isUnowned: Bool
    private let typeNameHeld: String

    private init(instance: Instance?, host: AnyObject?, typeName: String, isUnowned: Bool) {
        self.instance = instance
        self.host = host
        self.typeNameHeld = typeName
        self.isUnowned = isUnowned
    }

    var typeName: String { typeNameHeld }
    var description: String {
        let v = load()
        return v.isNil ? "nil" : "Optional(\(v.debugDescription))"
    }

    /// The object held, or nil once it is gone.
    func load() -> Value {
        if let instance { return .instance(instance) }
        if let host = host as? HostObject { return .object(host) }
        return .null
    }

    /// The value to keep in a property of this ownership: a class instance or
    /// host object is held weakly; anything else (nil) as it is.
    static func store(_ v: Value, _ ownership: Ownership) -> Value {
        guard ownership != .strong else { return v }
        switch v {
        case .instance(let i) where i.type.kind == .classType:
            return .object(WeakReference(instance: i, host: nil, typeName: i.type.name, isUnowned: ownership == .unowned))
        case .object(let h) where !(h is WeakReference):
            return .object(WeakReference(instance: nil, host: h, typeName: h.typeName, isUnowned: ownership == .unowned))
        default:
            return v
        }
    }

    /// What a property of this ownership holds, as the program sees it.
    static func load(_ stored: Value, _ name: String, _ site: SourceLocation) throws -> Value {
        guard case .object(let h) = stored, let w = h as? WeakReference else { return stored }
        let v = w.load()
        if v.isNil && w.isUnowned {
            throw RuntimeError("attempted to read the unowned reference '\(name)' but its \(w.typeNameHeld) was already deallocated", at: site)
        }
        return v
    }
}
