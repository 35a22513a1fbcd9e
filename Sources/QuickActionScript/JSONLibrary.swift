import Foundation
import QASLanguage

/// Foundation's `JSONEncoder` and `JSONDecoder`, `DecodingError` and
/// `EncodingError`, and the `String`/`Data` conversions around them. The coding
/// itself is `JSONValueCoder`'s (Swift's synthesised `Codable`); this adds the
/// Foundation values (`Date`, `UUID`, `Data`, `URL`) and the script-side types.
enum JSONLibrary {
    static let source = #"""
    // One enum each for what the coders and JSONSerialization share, so that `.sortedKeys`
    // or `.iso8601` written without its type is never ambiguous.
    enum __JSONFormatting {
        case prettyPrinted, sortedKeys, withoutEscapingSlashes, fragmentsAllowed
        case mutableContainers, mutableLeaves, json5Allowed, topLevelDictionaryAssumed
    }
    enum __JSONKeys { case useDefaultKeys, convertToSnakeCase, convertFromSnakeCase }
    enum __JSONDates { case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601 }

    final class JSONEncoder {
        typealias OutputFormatting = __JSONFormatting
        typealias KeyEncodingStrategy = __JSONKeys
        typealias DateEncodingStrategy = __JSONDates
        var outputFormatting: [__JSONFormatting] = []
        var keyEncodingStrategy: __JSONKeys = .useDefaultKeys
        var dateEncodingStrategy: __JSONDates = .deferredToDate
        init() {}
        func encode(_ value: Any) throws -> Data {
            try __jsonEncode(value, __optionNames(outputFormatting), "\(keyEncodingStrategy)", "\(dateEncodingStrategy)")
        }
    }

    final class JSONDecoder {
        typealias KeyDecodingStrategy = __JSONKeys
        typealias DateDecodingStrategy = __JSONDates
        var keyDecodingStrategy: __JSONKeys = .useDefaultKeys
        var dateDecodingStrategy: __JSONDates = .deferredToDate
        init() {}
        func decode(_ type: Any, from data: Data) throws -> Any {
            try __jsonDecode(type, data, "\(keyDecodingStrategy)", "\(dateDecodingStrategy)")
        }
    }

    /// A coding path's key, as `CodingKey` gives it.
    struct __CodingPathKey: CustomStringConvertible {
        let stringValue: String
        let intValue: Int?
        var description: String {
            let i = intValue.map { "\($0)" } ?? "nil"
            return intValue == nil ? "CodingKeys(stringValue: \"\(stringValue)\", intValue: \(i))"
                : "_CodingKey(stringValue: \"\(stringValue)\", intValue: \(i))"
        }
    }

    func __codingPathText(_ path: [__CodingPathKey]) -> String {
        var out = ""
        for k in path {
            if let i = k.intValue { out += "[\(i)]" } else { out += out.isEmpty ? k.stringValue : "." + k.stringValue }
        }
        return out
    }

    enum DecodingError: Error, CustomStringConvertible {
        struct Context {
            let codingPath: [__CodingPathKey]
            let debugDescription: String
        }
        case typeMismatch(Any, Context)
        case valueNotFound(Any, Context)
        case keyNotFound(__CodingPathKey, Context)
        case dataCorrupted(Context)

        /// Made by an `init(from:)` that finds a value it cannot use under a key.
        static func dataCorruptedError(forKey key: CodingKey, in container: Any, debugDescription: String) -> DecodingError {
            let path = container.codingPath.map { __CodingPathKey(stringValue: $0, intValue: nil) }
            return .dataCorrupted(Context(codingPath: path + [__CodingPathKey(stringValue: key.stringValue, intValue: nil)],
                                          debugDescription: debugDescription))
        }

        /// Made by an `init(from:)` that finds a single value it cannot use.
        static func dataCorruptedError(in container: Any, debugDescription: String) -> DecodingError {
            let path = container.codingPath.map { __CodingPathKey(stringValue: $0, intValue: nil) }
            return .dataCorrupted(Context(codingPath: path, debugDescription: debugDescription))
        }

        var description: String {
            let summary: String, context: Context
            switch self {
            case .typeMismatch(let type, let c): summary = "typeMismatch: expected value of type \(type)"; context = c
            case .valueNotFound(let type, let c): summary = "valueNotFound: Expected value of type \(type) but found null instead"; context = c
            case .keyNotFound(let key, let c): summary = "keyNotFound: Key '\(key.stringValue)' not found in keyed decoding container"; context = c
            case .dataCorrupted(let c): summary = "dataCorrupted: Data was corrupted"; context = c
            }
            let path = context.codingPath.isEmpty ? "" : " Path: \(__codingPathText(context.codingPath))."
            return "DecodingError.\(summary).\(path) Debug description: \(context.debugDescription)"
        }
        var localizedDescription: String {
            switch self {
            case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
            default: return "The operation could not be completed. The data isn’t in the correct format."
            }
        }
    }

    enum EncodingError: Error, CustomStringConvertible {
        struct Context {
            let codingPath: [__CodingPathKey]
            let debugDescription: String
        }
        case invalidValue(Any, Context)

        var description: String {
            guard case .invalidValue(let value, let context) = self else { return "" }
            let path = context.codingPath.isEmpty ? "" : " Path: \(__codingPathText(context.codingPath))."
            return "EncodingError.invalidValue: \(value).\(path) Debug description: \(context.debugDescription)"
        }
        var localizedDescription: String { "The operation could not be completed. The data isn’t in the correct format." }
    }

    func __codingError(_ kind: String, _ subject: String, _ keys: [String], _ indices: [Int], _ debug: String) -> Error {
        var path: [__CodingPathKey] = []
        for (i, k) in keys.enumerated() { path.append(__CodingPathKey(stringValue: k, intValue: indices[i] < 0 ? nil : indices[i])) }
        switch kind {
        case "invalidValue": return EncodingError.invalidValue(subject, EncodingError.Context(codingPath: path, debugDescription: debug))
        case "typeMismatch": return DecodingError.typeMismatch(subject, DecodingError.Context(codingPath: path, debugDescription: debug))
        case "valueNotFound": return DecodingError.valueNotFound(subject, DecodingError.Context(codingPath: path, debugDescription: debug))
        case "keyNotFound":
            let key = __CodingPathKey(stringValue: subject, intValue: nil)
            return DecodingError.keyNotFound(key, DecodingError.Context(codingPath: path, debugDescription: debug))
        default: return DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: debug))
        }
    }

    extension URL: Codable {
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(absoluteString)
        }
        init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard __urlParts(text) != nil else {
                throw __codingError("dataCorrupted", "", [], [], "Invalid URL string.")
            }
            self.init(checked: text)
        }
    }

    extension String {
        init?(data: Data, encoding: __StringEncoding) {
            guard let text = __textOfData(data, "\(encoding)") else { return nil }
            self = text
        }
        init?(bytes: [UInt8], encoding: __StringEncoding) {
            guard let text = __textOfData(Data(bytes), "\(encoding)") else { return nil }
            self = text
        }
        func data(using encoding: __StringEncoding, allowLossyConversion: Bool = false) -> Data? {
            __dataOfText(self, "\(encoding)")
        }
    }
    enum __StringEncoding { case utf8, ascii, utf16, isoLatin1, unicode }

    let NSLocalizedDescriptionKey = "NSLocalizedDescription"
    let NSCocoaErrorDomain = "NSCocoaErrorDomain"

    class NSError: Error, CustomStringConvertible {
        let domain: String
        let code: Int
        let userInfo: [String: Any]
        init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
            self.domain = domain
            self.code = code
            self.userInfo = userInfo ?? [:]
        }
        var localizedDescription: String {
            if let text = userInfo[NSLocalizedDescriptionKey] as? String { return text }
            return "The operation could not be completed. (\(domain) error \(code).)"
        }
        var description: String {
            var out = "Error Domain=\(domain) Code=\(code) \"(null)\""
            if !userInfo.isEmpty {
                out += "UserInfo={" + userInfo.keys.sorted().map { "\($0)=\(userInfo[$0]!)" }.joined(separator: ", ") + "}"
            }
            return out
        }
    }

    enum JSONSerialization {
        typealias ReadingOptions = __JSONFormatting
        typealias WritingOptions = __JSONFormatting
        static func jsonObject(with data: Data, options: Any = []) throws -> Any {
            guard let object = __jsonObject(data) else {
                throw NSError(domain: NSCocoaErrorDomain, code: 3840, userInfo: [
                    NSLocalizedDescriptionKey: "The operation could not be completed. The data is not in the correct format."])
            }
            return object
        }
        static func data(withJSONObject object: Any, options: Any = []) throws -> Data {
            try __jsonData(object, __optionNames(options))
        }
        static func isValidJSONObject(_ object: Any) -> Bool { __jsonValid(object) }
    }
    """#

    static func install(in interpreter: Interpreter) throws {
        func define(_ name: String, _ arity: ClosedRange<Int>, _ body: @escaping (Arguments, Runtime) throws -> Value) {
            interpreter.define(name, .native(NativeFunction(name, arity: arity) { args, rt in try body(args, rt) }))
        }
        func text(_ v: Value) -> String { if case .string(let s) = v { return s }; return v.description }
        define("__optionNames", 1...1) { args, _ in
            if case .array(let items) = args[0] { return .array(ArrayObj(items.items.map { .string($0.description) })) }
            return .array(ArrayObj([.string(args[0].description)]))
        }
        define("__jsonEncode", 4...4) { args, rt in
            let options = Set((try? stringArray(args[1])) ?? [])
            let layout = JSONLayout(options)
            var hooks = JSONCodingHooks()
            hooks.snakeCaseKeys = text(args[2]) == "convertToSnakeCase"
            let dates = text(args[3])
            hooks.encodeHost = { v, _ in
                guard case .object(let o) = v else { return nil }
                switch o {
                case let d as DateObject: return encodeDate(d.seconds, dates)
                case let u as UUIDObject: return .string(u.text)
                case let d as DataObject: return .string(Foundation.Data(d.bytes).base64EncodedString())
                default: return nil
                }
            }
            hooks.raise = raiser(interpreter, rt)
            let json = try JSONValueCoder(rt, hooks).encode(args[0])
            return .object(DataObject(Array(JSONWriter.text(json, layout).utf8)))
        }
        define("__jsonDecode", 4...4) { args, rt in
            guard let target = CodingTarget.of(args[0]) else {
                throw NativeError("decode(_:from:) takes a type, as in 'Item.self' or '[Item].self', not \(args[0].typeName)")
            }
            guard case .object(let data as DataObject) = args[1] else {
                throw NativeError("decode(_:from:) reads Data, not \(args[1].typeName); use Data(text.utf8) or text.data(using: .utf8)!")
            }
            var hooks = JSONCodingHooks()
            hooks.snakeCaseKeys = text(args[2]) == "convertFromSnakeCase"
            let dates = text(args[3])
            let raise = raiser(interpreter, rt)
            hooks.raise = raise
            hooks.decodeHost = { name, json, path in
                switch (name, json) {
                case ("Date", _):
                    guard let seconds = decodeDate(json, dates) else {
                        let expected = dates == "iso8601" ? "Expected date string to be ISO8601-formatted." : "Expected to decode Double but found \(json.kindName) instead."
                        throw raise(CodingFailure(dates == "iso8601" ? .dataCorrupted : .typeMismatch, "Double", path, expected))
                    }
                    return .object(DateObject(seconds))
                case ("UUID", .string(let s)):
                    guard let u = UUID(uuidString: s) else {
                        throw raise(CodingFailure(.dataCorrupted, "", path, "Attempted to decode UUID from invalid UUID string."))
                    }
                    return .object(UUIDObject(u.uuidString))
                case ("Data", .string(let s)):
                    guard let d = Foundation.Data(base64Encoded: s) else {
                        throw raise(CodingFailure(.dataCorrupted, "", path, "Encountered Data is not valid Base64."))
                    }
                    return .object(DataObject(Array(d)))
                case ("UUID", _), ("Data", _):
                    throw raise(CodingFailure(.typeMismatch, "String", path, "Expected to decode String but found \(json.kindName) instead."))
                default: return nil
                }
            }
            guard let json = JSONReader.value(data.bytes) else { throw raise(CodingFailure(.dataCorrupted, "", [], "The given data was not valid JSON.")) }
            return try JSONValueCoder(rt, hooks).decode(target, json)
        }
        // JSONSerialization: JSON as dictionaries, arrays, strings, numbers, Bools and nil.
        define("__jsonObject", 1...1) { args, _ in
            guard case .object(let data as DataObject) = args[0], let json = JSONReader.value(data.bytes) else { return .null }
            return plain(json)
        }
        define("__jsonData", 2...2) { args, rt in
            let options = Set((try? stringArray(args[1])) ?? [])
            let layout = JSONLayout(options)
            guard isPlainJSON(args[0], top: true) || options.contains("fragmentsAllowed") && isPlainJSON(args[0], top: false) else {
                throw NativeError("Invalid type in JSON write (\(args[0].typeName)): JSONSerialization writes dictionaries with String keys, arrays, strings, numbers, Bools and nil")
            }
            var hooks = JSONCodingHooks()
            hooks.encodeHost = { v, _ in
                if case .object(let o) = v, o is NSNullValue { return .null }
                return nil
            }
            let json = try JSONValueCoder(rt, hooks).encode(args[0])
            return .object(DataObject(Array(JSONWriter.text(json, layout).utf8)))
        }
        define("__jsonValid", 1...1) { args, _ in .bool(isPlainJSON(args[0], top: true)) }
        interpreter.define("NSNull", .native(NativeFunction("NSNull", arity: 0...0) { _, _ in .object(NSNullValue.shared) }))
        define("__textOfData", 2...2) { args, _ in
            guard case .object(let data as DataObject) = args[0] else { return .null }
            guard let s = String(bytes: data.bytes, encoding: encoding(text(args[1]))) else { return .null }
            return .string(s)
        }
        define("__dataOfText", 2...2) { args, _ in
            guard let bytes = text(args[0]).data(using: encoding(text(args[1]))) else { return .null }
            return .object(DataObject(Array(bytes)))
        }
        try interpreter.runLibrary(Source(name: "Foundation", text: source), module: "Foundation")
    }

    /// JSON as JSONSerialization gives it: a number is an Int when it has no fraction.
    private static func plain(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .object(NSNullValue.shared)
        case .bool(let b): return .bool(b)
        case .number(let n): return Int(n).map(Value.int) ?? .double(Double(n) ?? 0)
        case .string(let s): return .string(s)
        case .array(let items): return .array(ArrayObj(items.map(plain)))
        case .object(let pairs):
            var d = OrderedDictionary()
            for (k, v) in pairs { d[.string(k)] = plain(v) }
            return .dictionary(d)
        }
    }

    /// Whether JSONSerialization can write the value: a dictionary or array (at the
    /// top) of strings, numbers, Bools, nil and more of them, String keys only.
    private static func isPlainJSON(_ v: Value, top: Bool) -> Bool {
        switch v {
        case .array(let a): return a.items.allSatisfy { isPlainJSON($0, top: false) }
        case .dictionary(let d):
            return d.pairs.allSatisfy { k, x in if case .string = k { return isPlainJSON(x, top: false) }; return false }
        case .string, .int, .bool, .null: return !top
        case .object(let o) where o is NSNullValue: return !top
        case .double(let x): return !top && x.isFinite
        case .cell(let c): return isPlainJSON(c.value, top: top)
        default: return false
        }
    }

    private static func stringArray(_ v: Value) throws -> [String] {
        guard case .array(let a) = v else { return [] }
        return a.items.map { if case .string(let s) = $0 { return s }; return $0.description }
    }

    private static func encoding(_ name: String) -> String.Encoding {
        switch name {
        case "ascii": return .ascii
        case "utf16", "unicode": return .utf16
        case "isoLatin1": return .isoLatin1
        default: return .utf8
        }
    }

    /// A failure as the `DecodingError`/`EncodingError` value a script catches.
    private static func raiser(_ interpreter: Interpreter, _ rt: Runtime) -> (CodingFailure) -> Error {
        { [unowned interpreter] failure in
            let make = interpreter.value(of: "__codingError") ?? .null
            let keys = failure.path.map { Value.string($0.stringValue) }
            let indices = failure.path.map { Value.int($0.intValue ?? -1) }
            do {
                let value = try rt.call(make, [.string(failure.kind.rawValue), .string(failure.subject),
                                               .array(ArrayObj(keys)), .array(ArrayObj(indices)), .string(failure.debugDescription)])
                return rt.scriptError(throwing: value)
            } catch {
                return error
            }
        }
    }

    private static let referenceDate = 978_307_200.0

    private static func encodeDate(_ seconds: Double, _ strategy: String) -> JSONValue {
        switch strategy {
        case "secondsSince1970": return JSONValue.number(seconds)
        case "millisecondsSince1970": return JSONValue.number(seconds * 1000)
        case "iso8601":
            let f = ISO8601DateFormatter()
            return .string(f.string(from: Date(timeIntervalSince1970: seconds)))
        default: return JSONValue.number(seconds - referenceDate)
        }
    }

    private static func decodeDate(_ json: JSONValue, _ strategy: String) -> Double? {
        switch (strategy, json) {
        case ("iso8601", .string(let s)): return ISO8601DateFormatter().date(from: s)?.timeIntervalSince1970
        case ("secondsSince1970", .number(let n)): return Double(n)
        case ("millisecondsSince1970", .number(let n)): return Double(n).map { $0 / 1000 }
        case ("deferredToDate", .number(let n)): return Double(n).map { $0 + referenceDate }
        default: return nil
        }
    }
}

/// `NSNull()`: JSON's `null` inside a JSONSerialization object (not nil, as in Foundation).
final class NSNullValue: HostObject {
    static let shared = NSNullValue()
    var typeName: String { "NSNull" }
    var description: String { "<null>" }
    func isEqual(to other: HostObject) -> Bool { other is NSNullValue }
    func isKind(of name: String) -> Bool { ["NSNull", "NSObject"].contains(name) }
}

extension JSONLayout {
    /// The layout the writing options name (`.sortedKeys`, `.prettyPrinted`, `.withoutEscapingSlashes`).
    init(_ options: Set<String>) {
        self.init()
        sortedKeys = options.contains("sortedKeys")
        prettyPrinted = options.contains("prettyPrinted")
        escapesSlashes = !options.contains("withoutEscapingSlashes")
    }
}
