// MARK: - Reads and changes where a variable's value lies
//
// Shapes that look at (or change) the value in a variable's slot instead of
// copying it out: a copy retains the value's storage and releases it again.
// Each falls back to the general path for any value it does not cover.

/// Member `name` of any value: a script type's field or a tuple's element
/// through the site's cache, otherwise the general lookup by name.
struct MemberOfValue {
    let name: String
    let optional: Bool
    let site: SourceLocation
    let cache: FieldReadCache
    let statics: StaticReadCache

    init(_ name: String, optional: Bool, _ site: SourceLocation) {
        self.name = name
        self.optional = optional
        self.site = site
        cache = FieldReadCache(name)
        statics = StaticReadCache(name)
    }

    /// The member of the value in a variable's slot: a script type's field is
    /// read where the value lies, anything else as `read` does.
    func inPlace<B: OperandPlace>(_ base: B) -> ExprCode {
        let c = MemberInPlace(base: base, member: self)
        return { rt in
            if let field = c.member.field(at: c.base.place(rt)) { return field }
            return try c.member.read(rt, c.base.read(rt))
        }
    }

    @inline(__always)
    private func field(at place: UnsafeMutablePointer<Value>) -> Value? {
        guard case .instance(let i) = place.pointee else { return nil }
        return cache.read(i)
    }

    @inline(__always)
    func read(_ rt: Runtime, _ v: Value) throws -> Value {
        if case .instance(let i) = v {
            if let field = cache.read(i) { return field }
            if let getter = cache.getter(of: i) { return try rt.call(.function(getter), argument: v, at: site) }
        }
        if case .tuple(let t) = v, let element = cache.read(t) { return element }
        if case .type(let t) = v, let value = statics.read(t) { return value }
        if optional, case .null = v { throw Compiler.ChainNil() }
        return try Builtins.member(rt, v, name, site)
    }
}

/// A member read's base and site, in one object.
final class MemberInPlace<B: OperandPlace> {
    let base: B
    let member: MemberOfValue
    init(base: B, member: MemberOfValue) { self.base = base; self.member = member }
}

extension Compiler {
    /// The text of a plain string literal (no interpolation).
    static func stringLiteral(_ e: Expr) -> String? {
        if case .literal(.string(let s)) = e.kind { return s }
        return nil
    }
}

/// `xs.append(x)` on an array in a variable's slot: no argument list, no
/// dispatch on the method's name, the array changed where it lies (copied
/// first only if shared). Anything but an array takes the general call.
final class AppendInPlace<B: OperandPlace> {
    let base: B
    let value: ExprCode
    let site: SourceLocation
    let general: (Runtime, Value) throws -> Value
    init(base: B, value: @escaping ExprCode, site: SourceLocation, general: @escaping (Runtime, Value) throws -> Value) {
        self.base = base; self.value = value; self.site = site; self.general = general
    }

    var code: ExprCode {
        { rt in
            let v = try self.value(rt)
            let place = self.base.place(rt)
            guard case .array = place.pointee else { return try self.general(rt, v) }
            do {
                try rt.memory.allow(MemoryLayout<Value>.stride, at: self.site)
            } catch {
                // Noted at the call, as a method call's errors are.
                throw Runtime.addingSite(error, self.site)
            }
            _ = place.pointee.mutateArray { $0.append(v) }
            return .null
        }
    }
}

/// `item["rank"]` on a dictionary in a variable's slot: the constant key is
/// neither made nor hashed again on each read, and the dictionary is looked at
/// where it lies; any other value takes the general subscript.
final class ConstantKeyRead<B: OperandPlace> {
    let base: B
    let key: Value
    let hash: Int
    let site: SourceLocation
    /// Where the key was last found (see `OrderedDictionary.value(in:forKey:hash:hint:)`).
    private var position = 0
    init(base: B, key: String, site: SourceLocation) {
        self.base = base
        self.key = .string(key)
        hash = DictionaryIndex.hash(self.key)
        self.site = site
    }

    var code: ExprCode {
        { rt in
            // Borrowed where it lies: a copy of the dictionary would retain it.
            if let storage = OrderedDictionary.unretainedStorage(of: self.base.place(rt).pointee) {
                guard let (value, at) = OrderedDictionary.value(in: storage, forKey: self.key, hash: self.hash, hint: self.position) else { return .null }
                if at != self.position { self.position = at }
                return OptionalNil.wrapping(value)
            }
            return try Builtins.subscriptGet(rt, self.base.read(rt), self.key, self.site)
        }
    }
}
