/// `Codable` values to and from JSON, as Swift's synthesised conformances and
/// Foundation's `JSONEncoder`/`JSONDecoder` do it: a struct or class is an
/// object of its stored properties (or of its `CodingKeys`), a `nil` property is
/// left out, an enum with raw values is its raw value, and a type's own
/// `encode(to:)`/`init(from:)` are called with an encoder or decoder.

/// One step of a coding path: a key, or an index in an array.
package enum CodingPathItem {
    case key(String)
    case index(Int)

    /// As `CodingKey.stringValue` gives it (`Index 1` for an index).
    package var stringValue: String {
        switch self {
        case .key(let k): return k
        case .index(let i): return "Index \(i)"
        }
    }
    package var intValue: Int? {
        if case .index(let i) = self { return i }
        return nil
    }

    /// `items[1].name`, as a coding error's description writes a path.
    package static func text(_ path: [CodingPathItem]) -> String {
        var out = ""
        for item in path {
            switch item {
            case .key(let k): out += out.isEmpty ? k : "." + k
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}

/// A failure Swift reports as a `DecodingError` or `EncodingError`.
package struct CodingFailure: Error {
    package enum Kind: String { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, invalidValue }
    package let kind: Kind
    /// The type expected (`String`, `Array<Any>`), or the key not found.
    package let subject: String
    package let path: [CodingPathItem]
    package let debugDescription: String

    package init(_ kind: Kind, _ subject: String, _ path: [CodingPathItem], _ debugDescription: String) {
        self.kind = kind; self.subject = subject; self.path = path; self.debugDescription = debugDescription
    }

    static func corrupted(_ path: [CodingPathItem] = []) -> CodingFailure {
        CodingFailure(.dataCorrupted, "", path, "The given data was not valid JSON.")
    }
}

/// What the host gives coding: its own values (dates, URLs), key strategies,
/// and how a failure becomes the error a script catches.
package struct JSONCodingHooks {
    /// A host value as JSON, or nil when it is not one the host codes.
    package var encodeHost: (Value, [CodingPathItem]) throws -> JSONValue? = { _, _ in nil }
    /// A value of the host type of this name from JSON, or nil when the name is not one the host decodes.
    package var decodeHost: (String, JSONValue, [CodingPathItem]) throws -> Value? = { _, _, _ in nil }
    /// The error `throw` would raise for a failure (a `DecodingError` value).
    package var raise: (CodingFailure) -> Error = { $0 }
    /// `.convertToSnakeCase` / `.convertFromSnakeCase`.
    package var snakeCaseKeys = false
    package init() {}
}

/// A type to decode: `Item.self`, `[Item].self`, or a stored property's declared type.
package indirect enum CodingTarget: CustomStringConvertible {
    case script(ScriptType)
    /// A generic type with its arguments (`Page<Item>`).
    case generic(ScriptType, [CodingTarget])
    case builtin(String)
    case host(String)
    case array(CodingTarget)
    case set(CodingTarget)
    case dictionary(CodingTarget, CodingTarget)
    case optional(CodingTarget)

    /// As Swift names the type in a decoding error (`Array<Item>`).
    package var description: String {
        switch self {
        case .script(let t): return t.name
        case .generic(let t, let args): return "\(t.name)<\(args.map(\.description).joined(separator: ", "))>"
        case .builtin(let n), .host(let n): return n
        case .array(let e): return "Array<\(e)>"
        case .set(let e): return "Set<\(e)>"
        case .dictionary(let k, let v): return "Dictionary<\(k), \(v)>"
        case .optional(let w): return "Optional<\(w)>"
        }
    }

    /// The type as written (`Vec<Double>`), for converting values stored in it.
    var typeRef: TypeRef {
        switch self {
        case .script(let t): return .named(t.name, [])
        case .generic(let t, let args): return .named(t.name, args.map(\.typeRef))
        case .builtin(let n), .host(let n): return .named(n, [])
        case .array(let e): return .array(e.typeRef)
        case .set(let e): return .named("Set", [e.typeRef])
        case .dictionary(let k, let v): return .dictionary(k.typeRef, v.typeRef)
        case .optional(let w): return .optional(w.typeRef)
        }
    }

    static let scalarNames: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "Decimal", "String", "Bool", "Character",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// A metatype value (`Item.self`, `Int.self`, `[Item].self`) as a target.
    package static func of(_ value: Value) -> CodingTarget? {
        switch value {
        case .type(let t): return .script(t)
        case .native(let f) where scalarNames.contains(f.name): return .builtin(f.name)
        case .object(let m as MetatypeValue): return m.target
        case .cell(let c): return of(c.value)
        default: return nil
        }
    }

    /// A written type, its names looked up from `owner` outwards; `bindings`
    /// give the owner's generic parameters (`Item` in `Page<Item>`).
    static func of(_ ref: TypeRef, in owner: ScriptType?, _ rt: Runtime, _ bindings: [String: CodingTarget] = [:]) -> CodingTarget? {
        func of(_ r: TypeRef) -> CodingTarget? { CodingTarget.of(r, in: owner, rt, bindings) }
        switch ref {
        case .optional(let w): return of(w).map { .optional($0) }
        case .array(let e): return of(e).map { .array($0) }
        case .dictionary(let k, let v):
            guard let k = of(k), let v = of(v) else { return nil }
            return .dictionary(k, v)
        case .named(let n, let args):
            switch (n, args.count) {
            case ("Array", 1): return of(args[0]).map { .array($0) }
            case ("Set", 1): return of(args[0]).map { .set($0) }
            case ("Optional", 1): return of(args[0]).map { .optional($0) }
            case ("Dictionary", 2): return of(.dictionary(args[0], args[1]))
            default: break
            }
            if let bound = bindings[n] { return bound }
            let name = n.hasPrefix("Swift.") || n.hasPrefix("Foundation.") ? String(n.split(separator: ".").last!) : n
            if scalarNames.contains(name) { return .builtin(name) }
            if let t = scriptType(named: name, from: owner, rt) {
                guard !args.isEmpty else { return .script(t) }
                let made = args.compactMap(of)
                return made.count == args.count ? .generic(t, made) : nil
            }
            return .host(name)
        case .tuple, .function: return nil
        }
    }

    /// `Kind` inside `Box` (or any type of that name), `Box.Kind` by its path.
    static func scriptType(named name: String, from owner: ScriptType?, _ rt: Runtime) -> ScriptType? {
        let parts = name.split(separator: ".").map(String.init)
        if let t = owner?.nestedTypes[parts[0]] ?? rt.types.types[parts[0]] { return descend(t, parts.dropFirst()) }
        // A type nested in another (`Order.Status` named as `Status` from a sibling).
        var work = Array(rt.types.types.values), seen = Set<ObjectIdentifier>()
        while let t = work.popLast() {
            guard seen.insert(ObjectIdentifier(t)).inserted else { continue }
            if let inner = t.nestedTypes[parts[0]] { return descend(inner, parts.dropFirst()) }
            work += t.nestedTypes.values
        }
        return nil
    }

    private static func descend(_ t: ScriptType, _ rest: ArraySlice<String>) -> ScriptType? {
        var t = t
        for p in rest {
            guard let inner = t.nestedTypes[p] else { return nil }
            t = inner
        }
        return t
    }
}

/// `[Item].self`, `[String: Int].self`, `Item?.self`: a collection type as a value.
package final class MetatypeValue: HostObject {
    let target: CodingTarget
    init(_ target: CodingTarget) { self.target = target }
    package var typeName: String { "\(target).Type" }
    package var description: String { target.description }
    /// `JSON.self == [String: Any].self`: one type however it is written.
    package func isEqual(to other: HostObject) -> Bool { (other as? MetatypeValue)?.target.description == target.description }
    /// `T.self` where `T` stands for this type.
    package func member(_ name: String, in runtime: Runtime) throws -> Value? { name == "self" ? .object(self) : nil }

    /// `Vec<Double>(1, 2)`: the generic type made, its properties declared of a
    /// type parameter given as their argument type (1 stored as 1.0).
    package func call(_ args: Arguments, in runtime: Runtime) throws -> Value? {
        // `Set<Set<String>>()`, `Array<Double>(repeating: 0, count: 3)`: a standard
        // collection made as its plain type makes it, its elements of the type given.
        let collection: String?
        switch target {
        case .array: collection = "Array"
        case .set: collection = "Set"
        case .dictionary: collection = "Dictionary"
        default: collection = nil
        }
        if let collection, let plain = runtime.types.builtinTypeValues[collection] {
            let made = try Compiler.callValue(runtime, plain, args.values, args.labels, SourceLocation.native)
            // (A Set's elements as an array's would be: `Set<Double>([1])` holds 1.0.)
            if case .set(let element) = target, element.typeRef.mayConvert, case .set(let items) = made {
                let converted = try items.keys.map { try element.typeRef.conform($0) }
                return try Compiler.callValue(runtime, plain, [.array(converted)], [nil], SourceLocation.native)
            }
            let type = target.typeRef
            return type.mayConvert ? try type.conform(made) : made
        }
        guard case .generic(let type, let arguments) = target else { return nil }
        let made = try TypeOperations.construct(runtime, type, args, SourceLocation.native)
        guard case .instance(let instance) = made else { return made }
        var bindings: [String: TypeRef] = [:]
        for (name, arg) in zip(type.genericParameters, arguments) { bindings[name] = arg.typeRef }
        for i in 0..<type.storedNames.count {
            guard let declared = type.storedDeclaredTypes[i]?.substituting(bindings), declared.mayConvert else { continue }
            instance[i] = try declared.conform(instance[i])
        }
        return made
    }
}

extension ScriptType {
    /// Conforms to `Encodable` (or `Decodable`), directly or through `Codable`.
    func isCodable(_ half: String) -> Bool { conforms(to: "Codable") || conforms(to: half) }

    /// The keys synthesised coding uses: its `CodingKeys` cases (each a key and
    /// the property it names), or every stored property.
    func codingKeys(decoding: Bool) -> [(key: String, property: String)] {
        if let keys = nestedTypes["CodingKeys"], keys.kind == .enumType {
            return keys.cases.map { c in
                if case .string(let raw)? = c.rawValue { return (raw, c.name) }
                return (c.name, c.name)
            }
        }
        return storedNames.indices.compactMap { i in
            // A `let` with an initial value is encoded but never decoded, as in Swift.
            if decoding && storedIsLet[i] && storedHasDefault[i] { return nil }
            if storedIsLazy[i] { return nil }
            return (storedNames[i], storedNames[i])
        }
    }
}

/// `userName` → `user_name`, `imageURL` → `image_url`, as `.convertToSnakeCase` writes keys.
func snakeCased(_ key: String) -> String {
    let chars = Array(key)
    var out = ""
    for (i, c) in chars.enumerated() {
        if c.isUppercase, i > 0 {
            let before = chars[i - 1], after = i + 1 < chars.count ? chars[i + 1] : nil
            // A word starts at a capital after a small letter or digit, or at the
            // last capital of an acronym followed by a small letter.
            if before.isLowercase || before.isNumber || (before.isUppercase && after?.isLowercase == true) { out += "_" }
        }
        out += c.lowercased()
    }
    return out
}

/// `user_name` → `userName`, as `.convertFromSnakeCase` reads keys.
func camelCased(_ key: String) -> String {
    let leading = key.prefix { $0 == "_" }
    guard leading.count < key.count else { return key }
    let trailing = key.reversed().prefix { $0 == "_" }
    let core = key.dropFirst(leading.count).dropLast(trailing.count)
    let words = core.split(separator: "_", omittingEmptySubsequences: true)
    guard words.count > 1 else { return key }
    let joined = String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    return String(leading) + joined + String(trailing)
}
