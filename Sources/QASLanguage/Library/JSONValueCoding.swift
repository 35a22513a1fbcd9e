/// Encodes a script's values to `JSONValue` and decodes them back, as Swift's
/// synthesised `Codable` conformances do (see `JSONCoding.swift`).
package struct JSONValueCoder {
    let rt: Runtime
    let hooks: JSONCodingHooks
    let site: SourceLocation

    package init(_ rt: Runtime, _ hooks: JSONCodingHooks, at site: SourceLocation = SourceLocation.native) {
        self.rt = rt; self.hooks = hooks; self.site = site
    }

    // MARK: - Encoding

    package func encode(_ value: Value, _ path: [CodingPathItem] = []) throws -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(String(i))
        case .double(let d):
            guard d.isFinite else {
                throw hooks.raise(CodingFailure(.invalidValue, "\(d) (Double)", path, "Unable to encode Double.\(d) directly in JSON."))
            }
            return JSONValue.number(d)
        case .string(let s): return .string(s)
        case .cell(let c): return try encode(c.value, path)
        case .array(let a): return .array(try a.items.enumerated().map { try encode($0.element, path + [.index($0.offset)]) })
        case .set(let d): return .array(try d.keys.enumerated().map { try encode($0.element, path + [.index($0.offset)]) })
        case .dictionary(let d):
            // String and Int keys make an object; any other key, an array of key, value, key, value….
            if d.keys.allSatisfy({ if case .string = $0 { return true }; if case .int = $0 { return true }; return false }) {
                return .object(try d.keys.map { k in
                    let key: String
                    if case .string(let s) = k { key = s } else { key = k.description }
                    return (key, try encode(d[k] ?? .null, path + [.key(key)]))
                })
            }
            // Keys of a `CodingKeyRepresentable` enum make an object too, named by their raw values.
            if !d.keys.isEmpty, d.keys.allSatisfy({ if case .instance(let i) = $0 { return i.isEnumCase && i.type.conforms(to: "CodingKeyRepresentable") }; return false }) {
                return .object(try d.keys.map { k in
                    guard case .instance(let i) = k else { throw notCodable(k.typeName, "CodingKeyRepresentable") }
                    let info = i.type.cases[i.caseIndex]
                    let key: String
                    switch info.rawValue {
                    case .string(let s)?: key = s
                    case let raw?: key = raw.description
                    case nil: key = info.name
                    }
                    return (key, try encode(d[k] ?? .null, path + [.key(key)]))
                })
            }
            var items: [JSONValue] = []
            for (i, k) in d.keys.enumerated() {
                items.append(try encode(k, path + [.index(2 * i)]))
                items.append(try encode(d[k] ?? .null, path + [.index(2 * i + 1)]))
            }
            return .array(items)
        case .instance(let instance):
            if let json = try hooks.encodeHost(value, path) { return json }
            return try encode(instance, path)
        case .object(let o):
            if let json = try hooks.encodeHost(value, path) { return json }
            if let s = o as? SubstringValue { return .string(s.text) }
            if let s = o as? ArraySliceObject { return try encode(ArraySlices.array(s), path) }
            if let n = o as? SizedInteger { return .number(n.description) }
            if let d = o as? DecimalNumber { return .number(d.description) }
            if let f = o as? FloatNumber {
                let text = f.description
                return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
            }
            throw notCodable(o.typeName, "Encodable")
        default:
            throw notCodable(value.typeName, "Encodable")
        }
    }

    private func encode(_ instance: Instance, _ path: [CodingPathItem]) throws -> JSONValue {
        let type = instance.type
        guard type.isCodable("Encodable") else { throw notCodable(type.name, "Encodable") }
        if TypeOperations.method(of: type, "encode", Arguments([.null], labels: ["to"])) != nil {
            let encoder = EncoderValue(self, path)
            _ = try TypeOperations.callMethod(rt, .instance(instance), instance, "encode",
                                              Arguments([.object(encoder)], labels: ["to"]), site)
            return encoder.node.json
        }
        if instance.isEnumCase {
            let info = type.cases[instance.caseIndex]
            if let raw = info.rawValue { return try encode(raw, path) }
            // Swift's synthesised form: `{"case":{"label":value,"_1":value}}`.
            let labels = info.labels ?? []
            let fields = instance.fields
            // (A nil Optional value is left out, as `encodeIfPresent` leaves it.)
            let inner: [(String, JSONValue)] = try labels.enumerated().compactMap { i, label in
                if case .null = fields[i], i < info.optionalValues.count, info.optionalValues[i] { return nil }
                let key = label ?? "_\(i)"
                return (key, try encode(fields[i], path + [.key(info.name), .key(key)]))
            }
            return .object([(info.name, .object(inner))])
        }
        if let i = Self.rawValueIndex(type) {
            // An OptionSet (any RawRepresentable struct) is coded as its raw value.
            return try encode(instance[i], path)
        }
        var pairs: [(String, JSONValue)] = []
        for (key, property) in type.codingKeys(decoding: false) {
            guard let i = type.storedIndex[property] else { continue }
            let v = instance[i]
            if case .null = v { continue }
            let written = hooks.snakeCaseKeys ? snakeCased(key) : key
            pairs.append((written, try encode(v, path + [.key(key)])))
        }
        return .object(pairs)
    }

    /// Where a struct that is an OptionSet (or says it is RawRepresentable)
    /// keeps its raw value: Swift codes such a value as that alone.
    static func rawValueIndex(_ type: ScriptType) -> Int? {
        guard type.kind == .structType, type.conforms(to: "OptionSet") || type.conforms(to: "RawRepresentable") else { return nil }
        return type.storedIndex["rawValue"]
    }

    func notCodable(_ typeName: String, _ half: String) -> RuntimeError {
        RuntimeError("'\(typeName)' does not conform to \(half); declare it ': Codable' (or '\(half)')", at: site)
    }

    // MARK: - Decoding

    package func decode(_ target: CodingTarget, _ json: JSONValue, _ path: [CodingPathItem] = []) throws -> Value {
        switch target {
        case .optional(let wrapped):
            if case .null = json { return .null }
            return try decode(wrapped, json, path)
        case .builtin(let name): return try scalar(name, json, path)
        case .host(let name):
            if case .null = json { throw hooks.raise(valueNotFound(target, path)) }
            if let v = try hooks.decodeHost(name, json, path) { return v }
            throw RuntimeError("decoding '\(name)' is not supported: qas decodes the program's non-generic Decodable types, standard scalars, collections, Date, URL, UUID and Data", at: site)
        case .array(let element), .set(let element):
            guard case .array(let items) = json else { throw mismatch("Array<Any>", json, path) }
            let values = try items.enumerated().map { try decode(element, $0.element, path + [.index($0.offset)]) }
            if case .set = target {
                var d = OrderedDictionary()
                for v in values { d[v] = .bool(true) }
                return .set(d)
            }
            return .array(ArrayObj(values))
        case .dictionary(let key, let value):
            // Keys that are neither Strings nor Ints (nor CodingKeyRepresentable) come as an
            // array of key, value, key, value…, as they were encoded.
            if case .array(let items) = json, items.count % 2 == 0 {
                var d = OrderedDictionary()
                var k = 0
                while k < items.count {
                    let keyValue = try decode(key, items[k], path + [.index(k)])
                    d[keyValue] = try decode(value, items[k + 1], path + [.index(k + 1)])
                    k += 2
                }
                return .dictionary(d)
            }
            guard case .object(let pairs) = json else { throw mismatch("Dictionary<String, Any>", json, path) }
            var d = OrderedDictionary()
            for (k, v) in pairs {
                let keyValue: Value
                if case .builtin("Int") = key {
                    guard let i = Int(k) else { throw hooks.raise(CodingFailure.corrupted(path + [.key(k)])) }
                    keyValue = .int(i)
                } else if case .script(let keyType) = key, keyType.kind == .enumType {
                    // A `CodingKeyRepresentable` enum's case, by its raw value (or name).
                    guard let c = keyType.cases.firstIndex(where: { c in
                        switch c.rawValue {
                        case .string(let s)?: return s == k
                        case let raw?: return raw.description == k
                        case nil: return c.name == k
                        }
                    }) else { throw hooks.raise(CodingFailure.corrupted(path + [.key(k)])) }
                    keyValue = try TypeOperations.makeCase(keyType, c, Arguments([]), SourceLocation.native)
                } else {
                    keyValue = .string(k)
                }
                d[keyValue] = try decode(value, v, path + [.key(k)])
            }
            return .dictionary(d)
        case .script(let type):
            return try decode(type, json, path)
        case .generic(let type, let args):
            var bindings: [String: CodingTarget] = [:]
            for (name, arg) in zip(type.genericParameters, args) { bindings[name] = arg }
            return try decode(type, json, path, bindings)
        }
    }

    private func decode(_ type: ScriptType, _ json: JSONValue, _ path: [CodingPathItem],
                        _ bindings: [String: CodingTarget] = [:]) throws -> Value {
        guard type.isCodable("Decodable") else { throw notCodable(type.name, "Decodable") }
        if case .null = json { throw hooks.raise(valueNotFound(.script(type), path)) }
        // Its own `init(from:)` (not another initialiser it declares, such as `init()`).
        if type.initializers.contains(where: { TypeOperations.fits($0, ["from"], 1, exact: true) }) {
            let decoder = DecoderValue(self, json, path)
            return try TypeOperations.construct(rt, type, Arguments([.object(decoder)], labels: ["from"]), site)
        }
        if type.kind == .enumType {
            if type.hasRawValues {
                let rawType: String
                if case .int? = type.cases.first?.rawValue { rawType = "Int" } else { rawType = "String" }
                let raw = try scalar(rawType, json, path)
                if let made = TypeOperations.rawValueInit(type, Arguments([raw], labels: ["rawValue"])), !made.isInitFailed {
                    return made
                }
                throw hooks.raise(CodingFailure(.dataCorrupted, "", path,
                    "Cannot initialize \(type.name) from invalid \(rawType) value \(raw.description)"))
            }
            guard case .object(let pairs) = json, pairs.count == 1, let index = type.caseIndex[pairs[0].0] else {
                throw hooks.raise(CodingFailure(.typeMismatch, type.name, path, "Invalid number of keys found, expected one."))
            }
            let info = type.cases[index]
            guard let labels = info.labels, !labels.isEmpty else { return try TypeOperations.makeCase(type, index, Arguments([]), site) }
            // Swift's synthesised form: `{"case":{"label":value,"_1":value}}`.
            guard case .object(let inner) = pairs[0].1 else { throw mismatch("Dictionary<String, Any>", pairs[0].1, path + [.key(info.name)]) }
            var found: [String: JSONValue] = [:]
            for (k, v) in inner { found[k] = v }
            var values: [Value] = []
            for (i, label) in labels.enumerated() {
                let key = label ?? "_\(i)"
                let here = path + [.key(info.name), .key(key)]
                guard i < info.payloadTypes.count, let target = CodingTarget.of(info.payloadTypes[i], in: type, rt, bindings) else {
                    throw RuntimeError("cannot decode '\(type.name).\(info.name)': qas does not know the type of its value '\(key)'", at: site)
                }
                guard let json = found[key] else {
                    if case .optional = target { values.append(.null); continue }
                    throw hooks.raise(CodingFailure(.keyNotFound, key, here, "No value associated with key \(key)."))
                }
                values.append(try decode(target, json, here))
            }
            return try TypeOperations.makeCase(type, index, Arguments(values, labels: labels), site)
        }
        if let i = Self.rawValueIndex(type), let declared = type.storedDeclaredTypes[i],
           let target = CodingTarget.of(declared, in: type, rt, bindings) {
            let raw = try decode(target, json, path)
            return try TypeOperations.construct(rt, type, Arguments([raw], labels: ["rawValue"]), site)
        }
        guard case .object(let pairs) = json else { throw mismatch("Dictionary<String, Any>", json, path) }
        var found: [String: JSONValue] = [:]
        for (k, v) in pairs { found[hooks.snakeCaseKeys ? camelCased(k) : k] = v }
        let instance = try TypeOperations.blank(rt, type, site)
        for (key, property) in type.codingKeys(decoding: true) {
            guard let i = type.storedIndex[property] else { continue }
            let declared = type.storedDeclaredTypes[i].flatMap { CodingTarget.of($0, in: type, rt, bindings) }
            guard let target = declared else {
                throw RuntimeError("cannot decode '\(type.name).\(property)': its type must be written in its declaration", at: site)
            }
            guard let json = found[key] else {
                if case .optional = target { instance[i] = .null; continue }
                throw hooks.raise(CodingFailure(.keyNotFound, key, path,
                    "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\")."))
            }
            let v = try decode(target, json, path + [.key(key)])
            instance[i] = try type.storedTypes[i]?.conform(v) ?? v
        }
        return .instance(instance)
    }

    func scalar(_ name: String, _ json: JSONValue, _ path: [CodingPathItem]) throws -> Value {
        if case .null = json { throw hooks.raise(valueNotFound(.builtin(name), path)) }
        switch (name, json) {
        case ("String", .string(let s)): return .string(s)
        case ("Character", .string(let s)) where s.count == 1: return .string(s)
        case ("Bool", .bool(let b)): return .bool(b)
        case ("Decimal", .number(let n)):
            guard let d = Decimals.parse(n) else { throw hooks.raise(CodingFailure.corrupted()) }
            return d
        case ("Float", .number(let n)):
            guard let f = Float(n) else { throw hooks.raise(CodingFailure.corrupted()) }
            return Floats.value(f)
        case ("Double", .number(let n)), ("CGFloat", .number(let n)):
            guard let d = Double(n) else { throw hooks.raise(CodingFailure.corrupted()) }
            return .double(d)
        case (_, .number(let n)) where name.hasPrefix("Int") || name.hasPrefix("UInt"):
            // A number with a fraction (or too big) does not fit: Foundation calls the data corrupted.
            let whole: Int?
            if let i = Int(n) { whole = i } else if let d = Double(n), d == d.rounded(), let i = Int(exactly: d) { whole = i } else { whole = nil }
            guard let whole else { throw hooks.raise(CodingFailure.corrupted()) }
            if name == "Int" { return .int(whole) }
            do { return try TypeRef.named(name, []).conform(.int(whole)) } catch { throw hooks.raise(CodingFailure.corrupted()) }
        default:
            throw mismatch(name, json, path)
        }
    }

    func mismatch(_ expected: String, _ found: JSONValue, _ path: [CodingPathItem]) -> Error {
        let article: String
        switch found {
        case .string: article = "a string"
        case .array: article = "an array"
        case .object: article = "a dictionary"
        default: article = found.kindName
        }
        return hooks.raise(CodingFailure(.typeMismatch, expected, path, "Expected to decode \(expected) but found \(article) instead."))
    }

    func valueNotFound(_ target: CodingTarget, _ path: [CodingPathItem]) -> CodingFailure {
        CodingFailure(.valueNotFound, target.description, path, "Cannot get value of type \(target) -- found null value instead")
    }

    /// A `CodingKey` value (a `CodingKeys` case, or a type with `stringValue`)
    /// as its text. A case of another enum of the same name stands for the
    /// container's key type's case (`.name` found without its context).
    func keyText(_ key: Value, in keyType: ScriptType? = nil) throws -> String {
        switch key {
        case .string(let s): return s
        case .instance(let i) where i.isEnumCase:
            var info = i.type.cases[i.caseIndex]
            if let keyType, keyType !== i.type, let j = keyType.caseIndex[info.name] { info = keyType.cases[j] }
            if case .string(let raw)? = info.rawValue { return raw }
            return info.name
        case .instance(let i):
            if case .string(let s) = try TypeOperations.member(rt, i, "stringValue", site) { return s }
        default: break
        }
        throw RuntimeError("a coding key must be a CodingKey (a 'CodingKeys' case), not \(key.typeName)", at: site)
    }
}
