/// How `print` and string interpolation show values — as Swift prints them:
/// strings bare at the top level, quoted inside collections. Nested values are
/// walked with a work list, not recursion, so an array nested a million deep
/// prints instead of overflowing the native stack.
extension Value: CustomStringConvertible, CustomDebugStringConvertible {
    package var description: String { format(quoted: false) }
    package var debugDescription: String { format(quoted: true) }

    fileprivate enum Piece {
        case value(Value, quoted: Bool)
        case text(String)
    }

    func format(quoted: Bool) -> String {
        // Scalars, the common case, without a work list.
        if let s = formatScalar(quoted: quoted) { return s }
        var out = ""
        var work: [Piece] = [.value(self, quoted: quoted)]
        while let piece = work.popLast() {
            switch piece {
            case .text(let t):
                out += t
            case .value(let v, let q):
                if let s = v.formatScalar(quoted: q) { out += s; continue }
                switch v {
                case .array(let a):
                    out += "["
                    work.append(.text("]"))
                    // An array holding nil holds Optionals: Swift prints the others wrapped.
                    let optional = a.items.contains { $0.isNil }
                    for i in a.items.indices.reversed() {
                        work.appendElement(a.items[i], optional: optional)
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .dictionary(let d):
                    if d.isEmpty { out += "[:]"; continue }
                    out += "["
                    work.append(.text("]"))
                    let keys = d.keys, values = d.values
                    let optional = values.contains { $0.isNil }
                    for i in keys.indices.reversed() {
                        work.appendElement(values[i], optional: optional)
                        work.append(.text(": "))
                        work.append(.value(keys[i], quoted: true))
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .set(let d):
                    // Inside a collection (and in debugPrint) Swift names the type: `Set([3])`.
                    out += q ? "Set([" : "["
                    work.append(.text(q ? "])" : "]"))
                    let keys = d.keys
                    for i in keys.indices.reversed() {
                        work.append(.value(keys[i], quoted: true))
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .tuple(let t):
                    out += "("
                    work.append(.text(")"))
                    for i in t.items.indices.reversed() {
                        work.append(.value(t.items[i], quoted: true))
                        if let label = t.labels[i] { work.append(.text(label + ": ")) }
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .cell(let c):
                    work.append(.value(c.value, quoted: q))
                case .instance(let i):
                    if let custom = i.customDescription(quoted: q) { out += custom; continue }
                    // Inside collections Swift qualifies a type by module and outer types;
                    // a class instance it always prints so.
                    var qualified = i.type.module + "." + i.type.path
                    // A generic type prints with its arguments (`Vector<Double>`), read
                    // off the properties declared of its parameters.
                    var arguments = ""
                    if i.type.isGeneric, i.type.kind == .classType || q || !i.isEnumCase {
                        guard let names = i.typeArguments(qualified: q || i.type.kind == .classType) else {
                            if let rt = Runtime.running, rt.descriptionFailure == nil {
                                rt.descriptionFailure = RuntimeError("qas cannot tell the type arguments of this \(i.type.name) to print it (Swift prints them, as in \(i.type.name)<Int>); give it a description", at: nil)
                            }
                            out += i.type.name
                            continue
                        }
                        arguments = "<" + names.joined(separator: ", ") + ">"
                        qualified += arguments
                    }
                    if i.type.kind == .classType { out += qualified; continue }
                    let labels: [String?]
                    if i.isEnumCase {
                        out += (q ? qualified + "." : "") + i.caseInfo.name
                        guard let l = i.caseInfo.labels else { continue }
                        labels = l
                    } else {
                        out += q ? qualified : i.type.name + arguments
                        labels = i.type.storedNames
                    }
                    out += "("
                    work.append(.text(")"))
                    let optional = i.isEnumCase ? i.caseInfo.optionalValues : i.type.storedIsOptional
                    for k in i.fields.indices.reversed() {
                        // A field declared Optional prints wrapped, as Swift prints it.
                        work.appendElement(i.fields[k], optional: k < optional.count && optional[k])
                        if k < labels.count, let label = labels[k] { work.append(.text(label + ": ")) }
                        if k > 0 { work.append(.text(", ")) }
                    }
                default:
                    break
                }
            }
        }
        return out
    }

    /// The text of a value that holds no other values; nil for containers.
    private func formatScalar(quoted: Bool) -> String? {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .string(let s): return quoted ? s.debugDescription : s
        // One-sided ranges keep Int.min or Int.max for the missing bound.
        case .range(Int.min, let b): return "PartialRangeUpTo<Int>(upperBound: \(b))"
        case .closedRange(Int.min, let b): return "PartialRangeThrough<Int>(upperBound: \(b - 1))"
        case .range(let a, Int.max): return "PartialRangeFrom<Int>(lowerBound: \(a))"
        case .range(let a, let b): return quoted ? "Range(\(a)..<\(b))" : "\(a)..<\(b)"
        case .closedRange(let a, let b): return quoted ? "ClosedRange(\(a)...\(b - 1))" : "\(a)...\(b - 1)"
        case .function(let f): return "<func \(f.proto.name)>"
        // `Int.self`, `UInt8.self`: a built-in type prints as its name, as in Swift.
        case .native(let f) where TypeRegistry.builtinNames[f.name] != nil:
            // Inside a collection, qualified by its module: `[Swift.Int]`.
            return quoted && Value.standardLibraryTypes.contains(f.name) ? "Swift." + f.name : f.name
        case .native(let f): return "<func \(f.name)>"
        case .object(let o as SubstringValue): return quoted ? o.text.debugDescription : o.text
        case .object(let o): return o.description
        case .type(let t): return quoted && !t.isLibrary && t.kind != .builtin ? t.module + "." + t.path : t.name
        case .array, .dictionary, .set, .tuple, .cell, .instance: return nil
        }
    }
}

extension Instance {
    /// What the type's own `description` (or, inside collections, its
    /// `debugDescription`) says, when it has one and a script is running.
    func customDescription(quoted: Bool) -> String? {
        guard let rt = Runtime.running else { return nil }
        var accessors = quoted ? type.computedProperty("debugDescription") : nil
        if accessors == nil { accessors = type.computedProperty("description") }
        guard let get = accessors?.get else { return nil }
        do {
            guard case .string(let s) = try rt.call(.function(get), [.instance(self)]) else { return nil }
            return s
        } catch {
            // Formatting cannot throw: `Runtime.describe` reports it.
            if rt.descriptionFailure == nil { rt.descriptionFailure = error }
            return nil
        }
    }
}

extension Instance {
    /// The type arguments of a generic struct's or class's value (`Double` for a
    /// `Vector<T>` whose `x: T` holds 3.0), Swift-qualified inside collections
    /// (`Swift.Double`); nil when a parameter's type cannot be read off a value.
    func typeArguments(qualified: Bool) -> [String]? {
        guard !isEnumCase else { return nil }
        var found: [String: String] = [:]
        func read(_ t: TypeRef, _ v: Value) {
            switch (t, v) {
            case (.named(let g, let args), _) where args.isEmpty && type.genericParameters.contains(g):
                if found[g] == nil, let name = v.qualifiedSwiftTypeName(qualified) { found[g] = name }
            case (.optional(let w), _) where !v.isNil: read(w, v)
            case (.array(let e), .array(let a)): for x in a.items.prefix(8) { read(e, x) }
            case (.dictionary(let k, let e), .dictionary(let d)):
                for (x, y) in d.pairs.prefix(8) { read(k, x); read(e, y) }
            default: break
            }
        }
        let values = fields
        for (k, declared) in type.storedDeclaredTypes.enumerated() where k < values.count {
            if let declared { read(declared, values[k]) }
        }
        let names = type.genericParameters.compactMap { found[$0] }
        return names.count == type.genericParameters.count ? names : nil
    }
}

extension Value {
    /// The standard library's types among the built-in ones (`Date` is Foundation's).
    static let standardLibraryTypes: Set<String> = ["Int", "Double", "Float", "Bool", "String", "Character", "Int8", "Int16", "Int32",
                                                    "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The type's name as Swift prints it in a generic type's arguments:
    /// `Double`, or `Swift.Double` qualified; nil when it would guess.
    func qualifiedSwiftTypeName(_ qualified: Bool) -> String? {
        switch self {
        case .instance(let i):
            let base = qualified ? i.type.module + "." + i.type.path : i.type.path
            guard i.type.isGeneric else { return base }
            return i.typeArguments(qualified: qualified).map { base + "<" + $0.joined(separator: ", ") + ">" }
        case .int, .double, .bool, .string:
            return qualified ? "Swift." + typeName : typeName
        case .array(let a):
            guard let first = a.items.first?.qualifiedSwiftTypeName(qualified),
                  a.items.allSatisfy({ $0.qualifiedSwiftTypeName(qualified) == first }) else { return nil }
            return qualified ? "Swift.Array<\(first)>" : "Array<\(first)>"
        default:
            guard let name = knownSwiftTypeName, !name.contains("<") else { return nil }
            return qualified ? "Swift." + name : name
        }
    }

    /// `swiftTypeName`, or nil where it would guess: a collection whose elements
    /// differ in type or that is empty, or a value of a generic type of the program's.
    var knownSwiftTypeName: String? {
        switch self {
        case .array(let a) where a.items.isEmpty: return nil
        case .set(let d) where d.keys.isEmpty: return nil
        case .dictionary(let d) where d.keys.isEmpty: return nil
        case .instance(let i) where i.type.isGeneric: return nil
        // A function's type (`(Int, Int) -> Int`) and an Optional's are not kept.
        case .function, .native, .null: return nil
        // A slice of a string is a Substring in Swift and a String to qas, as are
        // the pieces `split` gives: the name would be a guess.
        case .string: return nil
        case .array(let a) where a.items.contains(where: { if case .string = $0 { return true }; return false }): return nil
        default: break
        }
        let name = swiftTypeName
        return ["Array", "Set", "Dictionary"].contains(name) ? nil : name
    }

    /// The type `type(of:)` names, as Swift spells it: `Array<Int>`, `(Int, String)`,
    /// `ClosedRange<Int>`. A collection's element type is read off its elements, so
    /// an empty or mixed one is named without it.
    var swiftTypeName: String {
        func common(_ items: some Sequence<Value>) -> String? {
            var name: String?
            for v in items {
                let n = v.swiftTypeName
                if name == nil { name = n } else if name != n { return nil }
            }
            return name
        }
        switch self {
        case .range: return "Range<Int>"
        case .closedRange: return "ClosedRange<Int>"
        case .array(let a): return common(a.items).map { "Array<\($0)>" } ?? "Array"
        case .object(let s as ArraySliceObject): return common(s.items).map { "ArraySlice<\($0)>" } ?? "ArraySlice"
        case .set(let d): return common(d.keys).map { "Set<\($0)>" } ?? "Set"
        case .dictionary(let d):
            guard let k = common(d.keys), let v = common(d.values) else { return "Dictionary" }
            return "Dictionary<\(k), \(v)>"
        case .tuple(let t):
            let parts = t.items.indices.map { i in
                let label = i < t.labels.count ? t.labels[i] : nil
                return (label.map { "\($0): " } ?? "") + t.items[i].swiftTypeName
            }
            return "(" + parts.joined(separator: ", ") + ")"
        default: return typeName
        }
    }
}

extension Array where Element == Value.Piece {
    /// Queues a collection's element, quoted; one of a collection of Optionals
    /// that holds a value prints as `Optional(…)`.
    fileprivate mutating func appendElement(_ v: Value, optional: Bool) {
        if optional, !OptionalNil.unwrapped(v).isNil {
            append(.text(")"))
            append(.value(v, quoted: true))
            append(.text("Optional("))
        } else {
            append(.value(v, quoted: true))
        }
    }
}
