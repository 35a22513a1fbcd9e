import Foundation
import QASLanguage

/// Foundation's `URL`, `URLComponents` and `URLQueryItem`, as deep-link and
/// quick-action routing code uses them. They are Swift structs here (value
/// types, as in Foundation); parsing, percent-encoding and composing are
/// Foundation's own, through natives, so the parts match compiled Swift's.
enum URLLibrary {
    static let source = #"""
    struct URLQueryItem: Hashable, CustomStringConvertible {
        var name: String
        var value: String?
        init(name: String, value: String?) { self.name = name; self.value = value }
        var description: String { value.map { "\(name)=\($0)" } ?? name }
    }

    struct URL: Hashable, CustomStringConvertible {
        let absoluteString: String
        init?(string: String) {
            guard __urlParts(string) != nil else { return nil }
            absoluteString = string
        }
        init(fileURLWithPath path: String) { absoluteString = __fileURL(path) }
        private init(checked: String) { absoluteString = checked }
        private func part(_ name: String) -> Any? { __urlPart(absoluteString, name) }
        var scheme: String? { part("scheme") as? String }
        var host: String? { part("host") as? String }
        var port: Int? { part("port") as? Int }
        var user: String? { part("user") as? String }
        var password: String? { part("password") as? String }
        var path: String { part("path") as! String }
        var query: String? { part("query") as? String }
        var fragment: String? { part("fragment") as? String }
        var lastPathComponent: String { part("lastPathComponent") as! String }
        var pathExtension: String { part("pathExtension") as! String }
        var pathComponents: [String] { part("pathComponents") as! [String] }
        var isFileURL: Bool { scheme == "file" }
        var relativeString: String { absoluteString }
        var description: String { absoluteString }
        func appendingPathComponent(_ component: String) -> URL { URL(checked: __urlAppending(absoluteString, component)) }
        func appending(path: String) -> URL { appendingPathComponent(path) }
        func appendingPathExtension(_ ext: String) -> URL { URL(checked: __urlAppendingExtension(absoluteString, ext)) }
        func deletingLastPathComponent() -> URL { URL(checked: __urlDeletingLast(absoluteString)) }
        func deletingPathExtension() -> URL { URL(checked: __urlDeletingExtension(absoluteString)) }
    }

    /// Foundation's error of a URL load, by its code (`URLError(.timedOut)`).
    struct URLError: Error, Equatable, CustomStringConvertible {
        enum Code: Int {
            case unknown = -1, cancelled = -999, badURL = -1000, timedOut = -1001, unsupportedURL = -1002,
                 cannotFindHost = -1003, cannotConnectToHost = -1004, networkConnectionLost = -1005,
                 notConnectedToInternet = -1009, badServerResponse = -1011, userAuthenticationRequired = -1013,
                 fileDoesNotExist = -1100, dataNotAllowed = -1020
        }
        static let errorDomain = "NSURLErrorDomain"
        let code: Code
        init(_ code: Code) { self.code = code }
        var errorCode: Int { code.rawValue }
        var description: String { "Error Domain=NSURLErrorDomain Code=\(code.rawValue) \"(null)\"" }
        var localizedDescription: String { "The operation could not be completed. (NSURLErrorDomain error \(code.rawValue).)" }
        static let timedOut = Code.timedOut
        static let cancelled = Code.cancelled
        static let notConnectedToInternet = Code.notConnectedToInternet
        static let badServerResponse = Code.badServerResponse
    }

    struct URLComponents: Hashable, CustomStringConvertible {
        var scheme: String? { didSet { __checkURLPart("scheme", scheme) } }
        var user: String?
        var password: String?
        var host: String?
        var port: Int? { didSet { __checkURLPart("port", port) } }
        var path: String = ""
        var percentEncodedQuery: String? { didSet { __checkURLPart("percentEncodedQuery", percentEncodedQuery) } }
        var fragment: String?

        init() {}
        init?(string: String) {
            guard let parts = __urlParts(string) else { return nil }
            scheme = parts["scheme"] as? String
            user = parts["user"] as? String
            password = parts["password"] as? String
            host = parts["host"] as? String
            port = parts["port"] as? Int
            path = parts["path"] as! String
            percentEncodedQuery = parts["percentEncodedQuery"] as? String
            fragment = parts["fragment"] as? String
        }
        init?(url: URL, resolvingAgainstBaseURL: Bool) { self.init(string: url.absoluteString) }

        var query: String? {
            get {
                guard let q = percentEncodedQuery else { return nil }
                return __percentDecoded(q)
            }
            set {
                guard let text = newValue else { percentEncodedQuery = nil; return }
                percentEncodedQuery = __queryEncoded(text)
            }
        }
        var queryItems: [URLQueryItem]? {
            get {
                guard let q = percentEncodedQuery else { return nil }
                return __queryItems(q).map { URLQueryItem(name: $0[0]!, value: $0[1]) }
            }
            set {
                guard let items = newValue else { percentEncodedQuery = nil; return }
                percentEncodedQuery = __encodeQueryItems(items.map { [$0.name, $0.value] })
            }
        }
        var string: String? {
            __composeURL(scheme, user, password, host, port, path, percentEncodedQuery, fragment)
        }
        var url: URL? { string.flatMap { URL(string: $0) } }
        var description: String {
            var parts: [String] = []
            if let scheme { parts.append("scheme: \(scheme)") }
            if let host { parts.append("host: \(host)") }
            if let port { parts.append("port: \(port)") }
            parts.append("path: \(path)")
            if let q = percentEncodedQuery { parts.append("query: \(q)") }
            if let fragment { parts.append("fragment: \(fragment)") }
            return parts.joined(separator: " ")
        }
    }
    func __fileURLValue(_ path: String) -> URL { URL(fileURLWithPath: path) }
    """#

    static func install(in interpreter: Interpreter) throws {
        func define(_ name: String, _ arity: ClosedRange<Int>, _ body: @escaping (Arguments) throws -> Value) {
            interpreter.define(name, .native(NativeFunction(name, arity: arity) { args, _ in try body(args) }))
        }
        func text(_ v: Value) -> String? { if case .string(let s) = v { return s }; return nil }
        func optional(_ s: String?) -> Value { s.map(Value.string) ?? .null }
        define("__urlParts", 1...1) { args in
            guard let s = text(args[0]), let c = URLComponents(string: s) else { return .null }
            return parts(c)
        }
        define("__urlPart", 2...2) { args in
            guard let s = text(args[0]), let name = text(args[1]), let url = URL(string: s) else { return .null }
            switch name {
            case "scheme": return optional(url.scheme)
            case "host": return optional(url.host)
            case "port": return url.port.map(Value.int) ?? .null
            case "user": return optional(url.user)
            case "password": return optional(url.password)
            case "path": return .string(url.path)
            case "query": return optional(url.query)
            case "fragment": return optional(url.fragment)
            case "lastPathComponent": return .string(url.lastPathComponent)
            case "pathExtension": return .string(url.pathExtension)
            case "pathComponents": return .array(url.pathComponents.map(Value.string))
            default: throw NativeError("URL has no part '\(name)'")
            }
        }
        define("__fileURL", 1...1) { args in .string(URL(fileURLWithPath: text(args[0]) ?? "").absoluteString) }
        define("__urlAppending", 2...2) { args in
            .string(URL(string: text(args[0]) ?? "")?.appendingPathComponent(text(args[1]) ?? "").absoluteString ?? "")
        }
        define("__urlAppendingExtension", 2...2) { args in
            .string(URL(string: text(args[0]) ?? "")?.appendingPathExtension(text(args[1]) ?? "").absoluteString ?? "")
        }
        define("__urlDeletingExtension", 1...1) { args in
            .string(URL(string: text(args[0]) ?? "")?.deletingPathExtension().absoluteString ?? "")
        }
        define("__urlDeletingLast", 1...1) { args in
            .string(URL(string: text(args[0]) ?? "")?.deletingLastPathComponent().absoluteString ?? "")
        }
        define("__percentDecoded", 1...1) { args in
            let s = text(args[0]) ?? ""
            return .string(s.removingPercentEncoding ?? s)
        }
        define("__queryEncoded", 1...1) { args in
            var c = URLComponents()
            c.query = text(args[0])
            return optional(c.percentEncodedQuery)
        }
        define("__queryItems", 1...1) { args in
            var c = URLComponents()
            c.percentEncodedQuery = try checkedQuery(text(args[0]))
            return .array((c.queryItems ?? []).map { .array([.string($0.name), optional($0.value)]) })
        }
        define("__encodeQueryItems", 1...1) { args in
            guard case .array(let items) = args[0] else { return .null }
            var c = URLComponents()
            c.queryItems = items.items.compactMap { item in
                guard case .array(let pair) = item, pair.count == 2, let name = text(pair.items[0]) else { return nil }
                return URLQueryItem(name: name, value: text(pair.items[1]))
            }
            return optional(c.percentEncodedQuery)
        }
        define("__checkURLPart", 2...2) { args in
            switch (text(args[0]), args[1]) {
            case ("scheme", let v): _ = try checkedScheme(text(v))
            case ("port", .int(let p)) where p < 0: throw NativeError("Attempting to set port with a negative number")
            case ("percentEncodedQuery", let v): _ = try checkedQuery(text(v))
            default: break
            }
            return .null
        }
        define("__composeURL", 8...8) { args in
            var c = URLComponents()
            c.scheme = try checkedScheme(text(args[0]))
            c.user = text(args[1])
            c.password = text(args[2])
            c.host = text(args[3])
            if case .int(let p) = args[4] {
                // Foundation traps on these; a script gets Swift's message as an error instead.
                guard p >= 0 else { throw NativeError("Attempting to set port with a negative number") }
                c.port = p
            }
            c.path = text(args[5]) ?? ""
            c.percentEncodedQuery = try checkedQuery(text(args[6]))
            c.fragment = text(args[7])
            return optional(c.string)
        }
        try interpreter.runLibrary(Source(name: "Foundation", text: source), module: "Foundation")
    }

    /// A scheme Foundation accepts (it traps on any other): a letter, then letters, digits, `+`, `-` or `.`.
    private static func checkedScheme(_ scheme: String?) throws -> String? {
        guard let scheme else { return nil }
        let ascii = Array(scheme.utf8)
        func letter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        let valid = ascii.first.map(letter) == true && ascii.allSatisfy { b in
            letter(b) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
        }
        guard valid else { throw NativeError("Attempting to set scheme with invalid characters") }
        return scheme
    }

    /// An already-encoded query Foundation accepts (it traps on any other): query characters and `%XX` escapes.
    private static func checkedQuery(_ query: String?) throws -> String? {
        guard let query else { return nil }
        let bytes = Array(query.utf8)
        func hex(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66) }
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x25 {
                guard i + 2 < bytes.count, hex(bytes[i + 1]), hex(bytes[i + 2]) else { break }
                i += 3
                continue
            }
            guard b < 0x80, CharacterSet.urlQueryAllowed.contains(Unicode.Scalar(b)) else { break }
            i += 1
        }
        guard i == bytes.count else { throw NativeError("Attempting to set percentEncodedQuery with invalid characters") }
        return query
    }

    /// A parsed URL's parts, as the script side's dictionary.
    private static func parts(_ c: URLComponents) -> Value {
        var d = OrderedDictionary()
        func put(_ k: String, _ v: String?) { if let v { d[.string(k)] = .string(v) } }
        put("scheme", c.scheme)
        put("user", c.user)
        put("password", c.password)
        put("host", c.host)
        if let p = c.port { d[.string("port")] = .int(p) }
        put("path", c.path)
        put("percentEncodedQuery", c.percentEncodedQuery)
        put("fragment", c.fragment)
        return .dictionary(d)
    }
}
