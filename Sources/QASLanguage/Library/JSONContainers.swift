/// The `Encoder` and `Decoder` a type's own `encode(to:)` and `init(from:)`
/// receive, with their keyed, unkeyed and single-value containers.

/// JSON being written by an `encode(to:)`: containers add to it in place.
final class JSONNode {
    enum Content {
        case value(JSONValue)
        case object([(String, JSONNode)])
        case array([JSONNode])
    }
    var content: Content
    init(_ content: Content = .object([])) { self.content = content }

    var json: JSONValue {
        switch content {
        case .value(let v): return v
        case .object(let pairs): return .object(pairs.map { ($0.0, $0.1.json) })
        case .array(let nodes): return .array(nodes.map(\.json))
        }
    }

    /// Sets `key` (replacing an earlier value of it, as Foundation does).
    func put(_ key: String, _ node: JSONNode) {
        guard case .object(var pairs) = content else { content = .object([(key, node)]); return }
        if let i = pairs.firstIndex(where: { $0.0 == key }) { pairs[i].1 = node } else { pairs.append((key, node)) }
        content = .object(pairs)
    }

    func append(_ node: JSONNode) {
        guard case .array(var nodes) = content else { content = .array([node]); return }
        nodes.append(node)
        content = .array(nodes)
    }

    var count: Int {
        switch content {
        case .array(let n): return n.count
        case .object(let p): return p.count
        case .value: return 0
        }
    }
}

private func target(_ v: Value, _ what: String) throws -> CodingTarget {
    guard let t = CodingTarget.of(v) else { throw NativeError("\(what) takes a type, as in 'String.self', not \(v.typeName)") }
    return t
}

private func keyType(_ v: Value) -> ScriptType? {
    if case .type(let t) = v { return t }
    return nil
}

private func pathValue(_ path: [CodingPathItem]) -> Value {
    .array(ArrayObj(path.map { .string($0.stringValue) }))
}

// MARK: - Encoding

/// The `Encoder` an `encode(to:)` is given.
final class EncoderValue: TabledObject {
    let coder: JSONValueCoder
    let path: [CodingPathItem]
    let node: JSONNode
    init(_ coder: JSONValueCoder, _ path: [CodingPathItem], node: JSONNode = JSONNode(.value(.object([])))) {
        self.coder = coder; self.path = path; self.node = node
    }
    var typeName: String { "Encoder" }
    func isKind(of name: String) -> Bool { name == "Encoder" }

    static let members = MemberTable<EncoderValue>()
        .property("codingPath") { e, _ in pathValue(e.path) }
        .property("userInfo") { _, _ in .dictionary(OrderedDictionary()) }
        .method("container") { e, args, _ in
            if case .object = e.node.content {} else { e.node.content = .object([]) }
            return .object(KeyedEncodingValue(e.coder, e.path, e.node, args.count == 1 ? keyType(args[0]) : nil))
        }
        .method("unkeyedContainer") { e, _, _ in
            if case .array = e.node.content {} else { e.node.content = .array([]) }
            return .object(UnkeyedEncodingValue(e.coder, e.path, e.node))
        }
        .method("singleValueContainer") { e, _, _ in .object(SingleValueEncodingValue(e.coder, e.path, e.node)) }
}

/// `encoder.container(keyedBy: CodingKeys.self)`.
final class KeyedEncodingValue: TabledObject {
    let coder: JSONValueCoder, path: [CodingPathItem], node: JSONNode, keys: ScriptType?
    init(_ coder: JSONValueCoder, _ path: [CodingPathItem], _ node: JSONNode, _ keys: ScriptType?) {
        self.coder = coder; self.path = path; self.node = node; self.keys = keys
    }
    var typeName: String { "KeyedEncodingContainer" }

    func key(_ args: Arguments, _ what: String) throws -> String {
        guard let k = args.labeled("forKey") else { throw NativeError("\(what) needs 'forKey:'") }
        let text = try coder.keyText(k, in: keys)
        return coder.hooks.snakeCaseKeys ? snakeCased(text) : text
    }

    func encode(_ v: Value, _ key: String) throws {
        node.put(key, JSONNode(.value(try coder.encode(v, path + [.key(key)]))))
    }

    static let members = MemberTable<KeyedEncodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .method("encode") { c, args, _ in
            try c.encode(args[0], try c.key(args, "encode(_:forKey:)"))
            return .null
        }
        .method("encodeIfPresent") { c, args, _ in
            let key = try c.key(args, "encodeIfPresent(_:forKey:)")
            if case .null = args[0] { return .null }
            try c.encode(args[0], key)
            return .null
        }
        .method("encodeNil") { c, args, _ in
            c.node.put(try c.key(args, "encodeNil(forKey:)"), JSONNode(.value(.null)))
            return .null
        }
        .method("nestedContainer") { c, args, _ in
            let key = try c.key(args, "nestedContainer(keyedBy:forKey:)")
            let child = JSONNode(.object([]))
            c.node.put(key, child)
            return .object(KeyedEncodingValue(c.coder, c.path + [.key(key)], child, keyType(args[0])))
        }
        .method("nestedUnkeyedContainer") { c, args, _ in
            let key = try c.key(args, "nestedUnkeyedContainer(forKey:)")
            let child = JSONNode(.array([]))
            c.node.put(key, child)
            return .object(UnkeyedEncodingValue(c.coder, c.path + [.key(key)], child))
        }
        .method("superEncoder") { c, args, _ in
            let key = args.count == 1 ? try c.key(args, "superEncoder(forKey:)") : "super"
            let child = JSONNode(.value(.object([])))
            c.node.put(key, child)
            return .object(EncoderValue(c.coder, c.path + [.key(key)], node: child))
        }
}

/// `encoder.unkeyedContainer()`.
final class UnkeyedEncodingValue: TabledObject {
    let coder: JSONValueCoder, path: [CodingPathItem], node: JSONNode
    init(_ coder: JSONValueCoder, _ path: [CodingPathItem], _ node: JSONNode) {
        self.coder = coder; self.path = path; self.node = node
    }
    var typeName: String { "UnkeyedEncodingContainer" }

    func encode(_ v: Value) throws {
        node.append(JSONNode(.value(try coder.encode(v, path + [.index(node.count)]))))
    }

    static let members = MemberTable<UnkeyedEncodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .property("count") { c, _ in .int(c.node.count) }
        .method("encode") { c, args, rt in
            if args.labeled("contentsOf") != nil {
                for v in try Builtins.elements(args[0], SourceLocation.native) { try c.encode(v) }
            } else {
                try c.encode(args[0])
            }
            return .null
        }
        .method("encodeNil") { c, _, _ in c.node.append(JSONNode(.value(.null))); return .null }
        .method("nestedContainer") { c, args, _ in
            let child = JSONNode(.object([]))
            let path = c.path + [.index(c.node.count)]
            c.node.append(child)
            return .object(KeyedEncodingValue(c.coder, path, child, keyType(args[0])))
        }
        .method("nestedUnkeyedContainer") { c, _, _ in
            let child = JSONNode(.array([]))
            let path = c.path + [.index(c.node.count)]
            c.node.append(child)
            return .object(UnkeyedEncodingValue(c.coder, path, child))
        }
}

/// `encoder.singleValueContainer()`.
final class SingleValueEncodingValue: TabledObject {
    let coder: JSONValueCoder, path: [CodingPathItem], node: JSONNode
    init(_ coder: JSONValueCoder, _ path: [CodingPathItem], _ node: JSONNode) {
        self.coder = coder; self.path = path; self.node = node
    }
    var typeName: String { "SingleValueEncodingContainer" }
    static let members = MemberTable<SingleValueEncodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .method("encode") { c, args, _ in c.node.content = .value(try c.coder.encode(args[0], c.path)); return .null }
        .method("encodeNil") { c, _, _ in c.node.content = .value(.null); return .null }
}

// MARK: - Decoding

/// The `Decoder` an `init(from:)` is given.
final class DecoderValue: TabledObject {
    let coder: JSONValueCoder, json: JSONValue, path: [CodingPathItem]
    init(_ coder: JSONValueCoder, _ json: JSONValue, _ path: [CodingPathItem]) {
        self.coder = coder; self.json = json; self.path = path
    }
    var typeName: String { "Decoder" }
    func isKind(of name: String) -> Bool { name == "Decoder" }

    static let members = MemberTable<DecoderValue>()
        .property("codingPath") { d, _ in pathValue(d.path) }
        .property("userInfo") { _, _ in .dictionary(OrderedDictionary()) }
        .method("container") { d, args, _ in
            guard case .object(let pairs) = d.json else { throw d.coder.mismatch("Dictionary<String, Any>", d.json, d.path) }
            return .object(KeyedDecodingValue(d.coder, pairs, d.path, args.count == 1 ? keyType(args[0]) : nil))
        }
        .method("unkeyedContainer") { d, _, _ in
            guard case .array(let items) = d.json else { throw d.coder.mismatch("Array<Any>", d.json, d.path) }
            return .object(UnkeyedDecodingValue(d.coder, items, d.path))
        }
        .method("singleValueContainer") { d, _, _ in .object(SingleValueDecodingValue(d.coder, d.json, d.path)) }
}

/// `decoder.container(keyedBy: CodingKeys.self)`.
final class KeyedDecodingValue: TabledObject {
    let coder: JSONValueCoder, path: [CodingPathItem], keys: ScriptType?
    let pairs: [(String, JSONValue)]
    let byKey: [String: JSONValue]
    init(_ coder: JSONValueCoder, _ pairs: [(String, JSONValue)], _ path: [CodingPathItem], _ keys: ScriptType?) {
        self.coder = coder; self.path = path; self.keys = keys
        self.pairs = coder.hooks.snakeCaseKeys ? pairs.map { (camelCased($0.0), $0.1) } : pairs
        var d: [String: JSONValue] = [:]
        for (k, v) in self.pairs { d[k] = v }
        byKey = d
    }
    var typeName: String { "KeyedDecodingContainer" }

    func key(_ args: Arguments, _ what: String) throws -> String {
        guard let k = args.labeled("forKey") ?? (args.count == 1 ? args[0] : nil) else { throw NativeError("\(what) needs 'forKey:'") }
        return try coder.keyText(k, in: keys)
    }

    func present(_ key: String) throws -> JSONValue {
        guard let v = byKey[key] else {
            throw coder.hooks.raise(CodingFailure(.keyNotFound, key, path,
                "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\")."))
        }
        return v
    }

    /// The key type's case for a key found in the JSON, if it has one.
    func keyValue(_ text: String, _ rt: Runtime? = nil) -> Value? {
        // `struct AnyKey: CodingKey`: made by its `init?(stringValue:)`.
        if let keys, keys.kind == .structType || keys.kind == .classType, let rt {
            guard let made = try? TypeOperations.construct(rt, keys, Arguments([.string(text)], labels: ["stringValue"]), SourceLocation.native),
                  !made.isNil else { return nil }
            return made
        }
        guard let keys, keys.kind == .enumType else { return .string(text) }
        guard let i = keys.cases.firstIndex(where: { c in
            if case .string(let raw)? = c.rawValue { return raw == text }
            return c.name == text
        }) else { return nil }
        return try? TypeOperations.makeCase(keys, i, Arguments([]), SourceLocation.native)
    }

    static let members = MemberTable<KeyedDecodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .property("allKeys") { c, rt in .array(ArrayObj(c.pairs.compactMap { c.keyValue($0.0, rt) })) }
        .method("contains") { c, args, _ in .bool(c.byKey[try c.key(args, "contains(_:)")] != nil) }
        .method("decode") { c, args, _ in
            let key = try c.key(args, "decode(_:forKey:)")
            return try c.coder.decode(try target(args[0], "decode(_:forKey:)"), try c.present(key), c.path + [.key(key)])
        }
        .method("decodeIfPresent") { c, args, _ in
            let key = try c.key(args, "decodeIfPresent(_:forKey:)")
            guard let json = c.byKey[key], json != .null else { return .null }
            return try c.coder.decode(try target(args[0], "decodeIfPresent(_:forKey:)"), json, c.path + [.key(key)])
        }
        .method("decodeNil") { c, args, _ in .bool(try c.present(try c.key(args, "decodeNil(forKey:)")) == .null) }
        .method("nestedContainer") { c, args, _ in
            let key = try c.key(args, "nestedContainer(keyedBy:forKey:)")
            let json = try c.present(key)
            guard case .object(let pairs) = json else { throw c.coder.mismatch("Dictionary<String, Any>", json, c.path + [.key(key)]) }
            return .object(KeyedDecodingValue(c.coder, pairs, c.path + [.key(key)], keyType(args[0])))
        }
        .method("nestedUnkeyedContainer") { c, args, _ in
            let key = try c.key(args, "nestedUnkeyedContainer(forKey:)")
            let json = try c.present(key)
            guard case .array(let items) = json else { throw c.coder.mismatch("Array<Any>", json, c.path + [.key(key)]) }
            return .object(UnkeyedDecodingValue(c.coder, items, c.path + [.key(key)]))
        }
        .method("superDecoder") { c, args, _ in
            let key = args.count == 1 ? try c.key(args, "superDecoder(forKey:)") : "super"
            return .object(DecoderValue(c.coder, c.byKey[key] ?? .null, c.path + [.key(key)]))
        }
}

/// `decoder.unkeyedContainer()`: reads its elements in order.
final class UnkeyedDecodingValue: TabledObject {
    let coder: JSONValueCoder, items: [JSONValue], path: [CodingPathItem]
    var index = 0
    init(_ coder: JSONValueCoder, _ items: [JSONValue], _ path: [CodingPathItem]) {
        self.coder = coder; self.items = items; self.path = path
    }
    var typeName: String { "UnkeyedDecodingContainer" }

    func next(_ t: CodingTarget) throws -> JSONValue {
        guard index < items.count else {
            throw coder.hooks.raise(CodingFailure(.valueNotFound, t.description, path + [.index(index)], "Unkeyed container is at end."))
        }
        defer { index += 1 }
        return items[index]
    }

    static let members = MemberTable<UnkeyedDecodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .property("count") { c, _ in .int(c.items.count) }
        .property("currentIndex") { c, _ in .int(c.index) }
        .property("isAtEnd") { c, _ in .bool(c.index >= c.items.count) }
        .method("decode") { c, args, _ in
            let t = try target(args[0], "decode(_:)")
            let at = c.path + [.index(c.index)]
            return try c.coder.decode(t, try c.next(t), at)
        }
        .method("decodeIfPresent") { c, args, _ in
            let t = try target(args[0], "decodeIfPresent(_:)")
            guard c.index < c.items.count else { return .null }
            let at = c.path + [.index(c.index)]
            let json = try c.next(t)
            return json == .null ? .null : try c.coder.decode(t, json, at)
        }
        .method("decodeNil") { c, _, _ in
            guard c.index < c.items.count, c.items[c.index] == .null else { return .bool(false) }
            c.index += 1
            return .bool(true)
        }
        .method("nestedContainer") { c, args, _ in
            let at = c.path + [.index(c.index)]
            let json = try c.next(.builtin("Dictionary<String, Any>"))
            guard case .object(let pairs) = json else { throw c.coder.mismatch("Dictionary<String, Any>", json, at) }
            return .object(KeyedDecodingValue(c.coder, pairs, at, keyType(args[0])))
        }
        .method("nestedUnkeyedContainer") { c, _, _ in
            let at = c.path + [.index(c.index)]
            let json = try c.next(.builtin("Array<Any>"))
            guard case .array(let items) = json else { throw c.coder.mismatch("Array<Any>", json, at) }
            return .object(UnkeyedDecodingValue(c.coder, items, at))
        }
}

/// `decoder.singleValueContainer()`.
final class SingleValueDecodingValue: TabledObject {
    let coder: JSONValueCoder, json: JSONValue, path: [CodingPathItem]
    init(_ coder: JSONValueCoder, _ json: JSONValue, _ path: [CodingPathItem]) {
        self.coder = coder; self.json = json; self.path = path
    }
    var typeName: String { "SingleValueDecodingContainer" }
    static let members = MemberTable<SingleValueDecodingValue>()
        .property("codingPath") { c, _ in pathValue(c.path) }
        .method("decode") { c, args, _ in try c.coder.decode(try target(args[0], "decode(_:)"), c.json, c.path) }
        .method("decodeNil") { c, _, _ in .bool(c.json == .null) }
}
