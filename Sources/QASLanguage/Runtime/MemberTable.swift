/// A host type's members declared once: the table that answers `object.name`,
/// `object.name = v` and `object.name(args)` also lists the names for completion
/// and "did you mean", so the two cannot drift apart.
///
/// ```swift
/// static let members = MemberTable<Counter>()
///     .property("count") { c, _ in .int(c.count) }
///     .method("increment") { c, _, _ in c.count += 1; return .null }
/// ```
package struct MemberTable<Object> {
    package typealias Getter = (Object, Runtime) throws -> Value
    package typealias Setter = (Object, Value, Runtime) throws -> Void
    package typealias Method = (Object, Arguments, Runtime) throws -> Value

    private(set) var getters: [String: Getter] = [:]
    private(set) var setters: [String: Setter] = [:]
    private(set) var methods: [String: Method] = [:]
    /// Every member, in the order declared.
    package private(set) var names: [String] = []

    package init() {}

    /// A read-only property; `set` makes it assignable.
    package func property(_ name: String, _ get: @escaping Getter, set: Setter? = nil) -> MemberTable {
        var t = self
        t.getters[name] = get
        if let set { t.setters[name] = set }
        t.names.append(name)
        return t
    }

    package func method(_ name: String, _ body: @escaping Method) -> MemberTable {
        var t = self
        t.methods[name] = body
        t.names.append(name)
        return t
    }

    package func get(_ object: Object, _ name: String, _ runtime: Runtime) throws -> Value? {
        try getters[name]?(object, runtime)
    }

    /// False when there is no such settable property.
    package func set(_ object: Object, _ name: String, _ value: Value, _ runtime: Runtime) throws -> Bool {
        guard let setter = setters[name] else { return false }
        try setter(object, value, runtime)
        return true
    }

    package func call(_ object: Object, _ name: String, _ args: Arguments, _ runtime: Runtime) throws -> Value? {
        try methods[name]?(object, args, runtime)
    }
}

/// A host object whose members are a `MemberTable`: lookups, assignment, calls
/// and `memberNames` all come from it.
package protocol TabledObject: HostObject {
    static var members: MemberTable<Self> { get }
}

extension TabledObject {
    package func member(_ name: String, in runtime: Runtime) throws -> Value? {
        try Self.members.get(self, name, runtime)
    }
    package func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        try Self.members.set(self, name, value, runtime)
    }
    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try Self.members.call(self, name, args, runtime)
    }
    package var memberNames: [String] { Self.members.names }
}
