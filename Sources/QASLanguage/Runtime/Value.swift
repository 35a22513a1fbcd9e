/// A qas value. Small and cheap to copy: integers, doubles and booleans carry no
/// reference; arrays and dictionaries are Swift copy-on-write storage, which gives
/// qas its value semantics (assignment copies) for free.
package enum Value {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// Array storage, shared by copies until one changes (`mutateArray`).
    case array(ArrayObj)
    case dictionary(OrderedDictionary)
    /// A set: the keys of an insertion-ordered dictionary (the values are unused).
    case set(OrderedDictionary)
    case tuple(Tuple)
    /// A half-open integer range `lower..<upper`.
    case range(Int, Int)
    /// A closed integer range `lower...last`, held as its half-open bounds
    /// (`lower..<last + 1`): it counts and iterates as `range` does, and differs
    /// in how it prints and in its `upperBound`.
    case closedRange(Int, Int)
    case function(Function)
    case native(NativeFunction)
    case object(HostObject)
    /// A value of a script's struct, class or enum.
    case instance(Instance)
    /// A script's type itself (`Point`, `Action`): called to make values, and
    /// the owner of static members and enum cases.
    case type(ScriptType)
    /// Storage of a variable captured by a closure; never seen by scripts.
    case cell(Cell)

    /// The name scripts see in messages: `Int`, `String`, `Array`…
    package var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .tuple: return "Tuple"
        case .range: return "Range"
        case .closedRange: return "ClosedRange"
        case .function, .native: return "Function"
        case .object(let o): return o.typeName
        case .instance(let i): return i.type.name
        case .type(let t): return "\(t.name).Type"
        case .cell(let c): return c.value.typeName
        }
    }

    package var isNil: Bool { if case .null = self { return true }; return false }

    /// An Int, Double, String or Bool: what a literal makes.
    var isLiteralScalar: Bool {
        switch self {
        case .int, .double, .string, .bool: return true
        default: return false
        }
    }

    /// Only `false` and `nil` are not true; conditions must be Bool anyway.
    var isTruthy: Bool {
        switch self {
        case .bool(let b): return b
        case .null: return false
        default: return true
        }
    }
}

/// A mutable box shared by a variable and every closure that captured it.
package final class Cell {
    package var value: Value
    init(_ value: Value) { self.value = value }
    deinit { if value.holdsValues, Trash.take(&value) { Trash.empty() } }
}

/// An immutable tuple, optionally with labels (`(key: k, value: v)`).
package final class Tuple {
    // Read on every `t.0` / `pair.value`, never changed during another access:
    // no dynamic exclusivity check.
    @exclusivity(unchecked) package private(set) var items: [Value]
    package let labels: [String?]
    package init(_ items: [Value], labels: [String?]? = nil) {
        self.items = items
        self.labels = labels ?? Array(repeating: nil, count: items.count)
    }
    deinit { if Trash.needed(items), Trash.take(&items) { Trash.empty() } }
}

/// Something a host (Swift) gives scripts: an object with members and methods.
/// Members are looked up by name; `nil` from a lookup means "no such member".
package protocol HostObject: AnyObject {
    /// The type name shown in messages and by `print` of the value's type.
    var typeName: String { get }
    /// A property's value, or nil when the object has no such member.
    func member(_ name: String, in runtime: Runtime) throws -> Value?
    /// Sets a property; returns false when the object has no such settable member.
    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool
    /// Calls a method; nil when the object has no such method.
    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value?
    /// How `print` shows the object.
    var description: String { get }
    /// Equality for `==`; identity by default.
    func isEqual(to other: HostObject) -> Bool
    /// Order for `<`: negative, zero or positive; nil when objects have no order.
    func ordering(to other: HostObject) -> Int?
    /// The values `for x in object` visits, produced lazily; nil if not a sequence.
    func iterator(in runtime: Runtime) throws -> ValueIterator?
    /// `object[index]`; nil when the object cannot be subscripted.
    func element(at index: Value, in runtime: Runtime) throws -> Value?
    /// `object(args)`; nil when the object cannot be called.
    func call(_ args: Arguments, in runtime: Runtime) throws -> Value?
    /// Member and method names, for completion in the REPL.
    var memberNames: [String] { get }
    /// Whether `as? Name` succeeds: the object's type is `Name` or one it
    /// inherits from or bridges to (`UIMutableApplicationShortcutItem` is also a
    /// `UIApplicationShortcutItem`). By default, its own type name only.
    func isKind(of typeName: String) -> Bool
}

extension HostObject {
    package func member(_ name: String, in runtime: Runtime) throws -> Value? { nil }
    package func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool { false }
    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? { nil }
    package func isEqual(to other: HostObject) -> Bool { self === other }
    package func ordering(to other: HostObject) -> Int? { nil }
    package func iterator(in runtime: Runtime) throws -> ValueIterator? { nil }
    package func element(at index: Value, in runtime: Runtime) throws -> Value? { nil }
    package func call(_ args: Arguments, in runtime: Runtime) throws -> Value? { nil }
    package var memberNames: [String] { [] }
    package var description: String { "<\(typeName)>" }
    package func isKind(of typeName: String) -> Bool { typeName == self.typeName }
}

/// The values a host sequence yields, one at a time. A failure while iterating
/// (a store that cannot be read) is thrown from `next`, so a loop over it fails
/// loudly instead of ending early.
package struct ValueIterator {
    private let produce: () throws -> Value?
    package init(_ next: @escaping () throws -> Value?) { produce = next }
    package init<S: Sequence>(_ values: S) where S.Element == Value {
        var iterator = values.makeIterator()
        produce = { iterator.next() }
    }
    package func next() throws -> Value? { try produce() }
    /// Every remaining value.
    package func all() throws -> [Value] {
        var out: [Value] = []
        while let v = try produce() {
            // Collected into one array: a huge sequence (`Array(0..<UInt64.max)`)
            // stops at the memory limit rather than exhausting the machine.
            if out.count & 1023 == 1023 { try MemoryGuard.allow(MemoryGuard.bytes(forValues: 1024), at: nil) }
            out.append(v)
        }
        return out
    }
}

/// Arguments to a native function or method: values with their labels.
package struct Arguments {
    package var values: [Value]
    package var labels: [String?]
    package init(_ values: [Value], labels: [String?]? = nil) {
        self.values = values
        self.labels = labels ?? Array(repeating: nil, count: values.count)
    }
    package var count: Int { values.count }
    package subscript(i: Int) -> Value { values[i] }
    /// The last argument when it has no label: a trailing closure, typically.
    package var trailingUnlabelled: Value? {
        guard let last = labels.last, last == nil else { return nil }
        return values.last
    }

    /// The first argument when it has no label (`make("T", title: …)`).
    package var leadingUnlabelled: Value? {
        guard let first = labels.first, first == nil else { return nil }
        return values.first
    }

    /// A String argument, by label or else by position; an error naming `method`
    /// otherwise (`store.search needs a String, not Int`).
    package func string(at index: Int, label: String? = nil, for method: String) throws -> String {
        let v = label.flatMap { labeled($0) } ?? (index < count ? values[index] : .null)
        if case .object(let sub as SubstringValue) = v { return sub.text }
        guard case .string(let s) = v else {
            throw NativeError("\(method) needs a String\(label.map { " for '\($0):'" } ?? ""), not \(v.typeName)")
        }
        return s
    }

    /// The argument passed with a label, if any.
    package func labeled(_ label: String) -> Value? {
        labels.firstIndex(of: label).map { values[$0] }
    }
}

/// A function written in Swift that scripts can call.
package final class NativeFunction {
    package let name: String
    /// Allowed argument counts; nil means any.
    package let arity: ClosedRange<Int>?
    package let body: (Arguments, Runtime) throws -> Value
    /// The same function of one argument, called without building `Arguments`
    /// (`Double(i)`, `sqrt(x)` in a loop); nil for most natives.
    let unary: ((Value) throws -> Value)?
    package init(_ name: String, arity: ClosedRange<Int>? = nil,
                _ body: @escaping (Arguments, Runtime) throws -> Value) {
        self.name = name
        self.arity = arity
        self.body = body
        self.unary = nil
        self.numeric = .none
    }

    /// What the function does to a number, when the call site may do it itself
    /// (`Double(i)`, `sqrt(x)`): no closure called, no error path entered.
    let numeric: NumericForm

    /// A function of exactly one argument, callable both ways.
    init(_ name: String, numeric: NumericForm = .none, unary: @escaping (Value) throws -> Value) {
        self.name = name
        self.arity = 1...1
        self.body = { args, _ in try unary(args[0]) }
        self.unary = unary
        self.numeric = numeric
    }
}

// MARK: - Equality and hashing

extension Value {
    /// Whether the values at `a` and `b` have the same bits, which makes them the
    /// same value (not the converse: equal strings may lie in different storage;
    /// and not for Double, where NaN's bits equal its own but NaN != NaN).
    @inline(__always)
    static func sameBits(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        if MemoryLayout<Value>.size == 17 {
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                && a.load(fromByteOffset: 16, as: UInt8.self) == b.load(fromByteOffset: 16, as: UInt8.self)
        }
        for i in 0..<MemoryLayout<Value>.size where a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) {
            return false
        }
        return true
    }
}

extension Value: Equatable {
    /// Deep equality as Swift's `==`: numbers compare across Int and Double.
    /// Containers are compared with a work list, so any nesting depth is fine.
    package static func == (a: Value, b: Value) -> Bool {
        if let same = a.shallowEquals(b) { return same }
        var work: [(Value, Value)] = [(a, b)]
        while let (x, y) = work.popLast() {
            if let same = x.shallowEquals(y) {
                if !same { return false }
                continue
            }
            switch (x, y) {
            case (.array(let p), .array(let q)):
                if p === q { continue }
                guard p.items.count == q.items.count else { return false }
                for i in p.items.indices { work.append((p.items[i], q.items[i])) }
            case (.tuple(let p), .tuple(let q)):
                guard p.items.count == q.items.count else { return false }
                for i in p.items.indices { work.append((p.items[i], q.items[i])) }
            case (.instance(let p), .instance(let q)):
                if p === q { continue }
                // A struct's or enum's own `==` decides (in a Set, as a key, in `contains`).
                if p.type === q.type, p.type.kind != .classType, let own = p.type.ownEquality {
                    if !own(x, y) { return false }
                    continue
                }
                // Classes compare by identity (or their own `==`, which the runtime calls).
                guard p.type === q.type, p.caseIndex == q.caseIndex, p.type.kind != .classType,
                      p.fields.count == q.fields.count else { return false }
                for i in p.fields.indices { work.append((p.fields[i], q.fields[i])) }
            case (.dictionary(let p), .dictionary(let q)):
                guard p.count == q.count else { return false }
                if p.sharesStorage(with: q) { continue }
                for (k, v) in p.pairs {
                    guard let w = q[k] else { return false }
                    work.append((v, w))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Equality when it needs no look inside containers; nil when both are
    /// containers of the same kind.
    @inline(__always)
    private func shallowEquals(_ b: Value) -> Bool? {
        switch (self, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)): return Double(x) == y
        case (.double(let x), .int(let y)): return x == Double(y)
        case (.string(let x), .string(let y)): return x == y
        case (.range(let a1, let b1), .range(let a2, let b2)), (.closedRange(let a1, let b1), .closedRange(let a2, let b2)):
            return a1 == a2 && b1 == b2
        case (.set(let x), .set(let y)):
            return x.count == y.count && x.keys.allSatisfy { y[$0] != nil }
        // `Set(xs) == [15]`: in Swift the literal is a Set there (no other
        // comparison of a Set with an array type-checks).
        // A Substring equals text of the same characters.
        case (.object(let x as SubstringValue), .string(let y)): return x.text == y
        case (.string(let x), .object(let y as SubstringValue)): return x == y.text
        // `scalar == "+"`: the literal is a Unicode.Scalar there.
        case (.object(let x as UnicodeScalarValue), .string(let y)): return y.unicodeScalars.count == 1 && x.scalar == y.unicodeScalars.first!
        case (.string(let x), .object(let y as UnicodeScalarValue)): return x.unicodeScalars.count == 1 && y.scalar == x.unicodeScalars.first!
        case (.set, .array(let a)): return self == Builtins.makeSet(a.items)
        case (.array(let a), .set): return Builtins.makeSet(a.items) == b
        case (.function(let x), .function(let y)): return x === y
        case (.native(let x), .native(let y)): return x === y
        case (.object(let x), .object(let y)): return x.isEqual(to: y)
        case (.type(let x), .type(let y)): return x === y
        case (.instance(let x), .instance(let y)):
            if x === y { return true }
            if x.type !== y.type || x.caseIndex != y.caseIndex || x.type.kind == .classType { return false }
            return x.count == 0 ? true : nil
        case (.cell(let x), _): return x.value == b
        case (_, .cell(let y)): return self == y.value
        case (.array, .array), (.tuple, .tuple), (.dictionary, .dictionary): return nil
        case (.object(let x as SizedInteger), .int(let y)): return x.wide == SizedInteger.Wide(y)
        case (.int(let x), .object(let y as SizedInteger)): return y.wide == SizedInteger.Wide(x)
        // A Float and a literal.
        case (.object(let x as FloatNumber), .int), (.object(let x as FloatNumber), .double): return x.value == Floats.operand(b)
        case (.int, .object(let y as FloatNumber)), (.double, .object(let y as FloatNumber)): return Floats.operand(self) == y.value
        case (.object(let x as DecimalNumber), .int), (.object(let x as DecimalNumber), .double): return x.value == Decimals.operand(b)
        case (.int, .object(let y as DecimalNumber)), (.double, .object(let y as DecimalNumber)): return Decimals.operand(self) == y.value
        // A slice equals an array or slice of the same elements, whatever its indices.
        case (.object(let x as ArraySliceObject), .array): return ArraySlices.array(x) == b
        case (.array, .object(let y as ArraySliceObject)): return self == ArraySlices.array(y)
        default: return false
        }
    }
}

extension Value: Hashable {
    /// Hashes containers only so deep (equal values still hash equally; values
    /// that differ only deeper share a hash), so hashing never recurses far.
    package func hash(into h: inout Hasher) { hash(into: &h, depth: 0) }

    private static let hashDepth = 8

    private func hash(into h: inout Hasher, depth: Int) {
        switch self {
        case .null: h.combine(0)
        case .bool(let b): h.combine(b)
        case .int(let i): h.combine(Double(i))
        case .double(let d): h.combine(d)
        case .string(let s): h.combine(s)
        case .array(let a):
            h.combine(a.items.count)
            if depth < Value.hashDepth { for x in a.items { x.hash(into: &h, depth: depth + 1) } }
        case .dictionary(let d): h.combine(d.count)
        case .set(let s): h.combine(s.count)
        case .tuple(let t):
            h.combine(t.items.count)
            if depth < Value.hashDepth { for x in t.items { x.hash(into: &h, depth: depth + 1) } }
        case .range(let a, let b), .closedRange(let a, let b): h.combine(a); h.combine(b)
        case .function(let f): h.combine(ObjectIdentifier(f))
        case .native(let f): h.combine(ObjectIdentifier(f))
        case .object(let o):
            // A sized integer hashes as an equal Int does (they are `==`).
            if let s = o as? SizedInteger {
                h.combine(s.wide.approximate)
            } else if let s = o as? ArraySliceObject {
                ArraySlices.array(s).hash(into: &h, depth: depth)
            } else if let sub = o as? SubstringValue {
                Value.string(sub.text).hash(into: &h, depth: depth)
            } else if let u = o as? UnicodeScalarValue {
                // Equal to its one-scalar text (`scalar == "a"`), so hashed as that text.
                Value.string(String(u.scalar)).hash(into: &h, depth: depth)
            } else if let id = o as? ObjectIdentity {
                h.combine(id.id)
            } else {
                // Objects equal by value (a scalar, a date) show alike: hashed by
                // what they show, so equal ones meet in a set or as keys.
                h.combine(o.typeName)
                h.combine(o.description)
            }
        case .type(let t): h.combine(ObjectIdentifier(t))
        case .instance(let i):
            if i.type.kind == .classType { h.combine(ObjectIdentifier(i)); return }
            h.combine(ObjectIdentifier(i.type))
            // Its own `==` may find values equal whatever their fields: they
            // hash alike, and `==` tells them apart.
            if i.type.ownEquality != nil { return }
            h.combine(i.caseIndex)
            if depth < Value.hashDepth { for x in i.fields { x.hash(into: &h, depth: depth + 1) } }
        case .cell(let c): c.value.hash(into: &h, depth: depth)
        }
    }
}

// MARK: - Moving payloads out for in-place changes

extension Value {
    /// Moves the dictionary out (leaving nil) so the caller holds the only reference
    /// and can change it in place.
    mutating func takeDictionary() -> OrderedDictionary? {
        guard case .dictionary = self else { return nil }
        var taken = Value.null
        swap(&taken, &self)
        switch consume taken {
        case .dictionary(let d): return d
        default: return nil
        }
    }

    /// Moves the string out, as `takeDictionary`.
    mutating func takeString() -> String? {
        guard case .string = self else { return nil }
        var taken = Value.null
        swap(&taken, &self)
        switch consume taken {
        case .string(let s): return s
        default: return nil
        }
    }
}

extension Value {
    /// A closed range as the half-open range of the same integers; any other value as it is.
    var halfOpen: Value {
        if case .closedRange(let lo, let hi) = self { return .range(lo, hi) }
        return self
    }
}

extension Value {
    /// A function or closure, which a call can take where Swift passes a predicate.
    package var isCallable: Bool {
        switch self {
        case .function, .native: return true
        case .cell(let c): return c.value.isCallable
        default: return false
        }
    }
}
