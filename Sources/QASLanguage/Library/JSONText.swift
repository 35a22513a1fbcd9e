/// JSON as Foundation's `JSONEncoder` writes it and `JSONDecoder` reads it.
/// Numbers keep their text, so an integer is told from a fraction when decoded.
package indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// What a decoding error calls the value it found ("found number instead").
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "bool"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "dictionary"
        }
    }

    /// A Double as `JSONEncoder` writes it: Swift's shortest form, without `.0`.
    package static func number(_ d: Double) -> JSONValue {
        let text = "\(d)"
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}

/// How `JSONEncoder.outputFormatting` lays the text out.
package struct JSONLayout {
    package var sortedKeys = false
    package var prettyPrinted = false
    package var escapesSlashes = true
    package init() {}
}

/// Writes JSON text as Foundation does: `"key":value` compact, or two-space
/// indents with `"key" : value`; an empty container pretty-printed keeps a blank line.
package enum JSONWriter {
    package static func text(_ value: JSONValue, _ layout: JSONLayout) -> String {
        var out = ""
        write(value, layout, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, _ layout: JSONLayout, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): quote(s, layout, into: &out)
        case .array(let items):
            out += "["
            container(items.count, layout, indent, into: &out) { i, out in
                write(items[i], layout, indent: indent + 1, into: &out)
            }
            out += "]"
        case .object(let pairs):
            let ordered = layout.sortedKeys ? pairs.sorted { $0.0 < $1.0 } : pairs
            out += "{"
            container(ordered.count, layout, indent, into: &out) { i, out in
                quote(ordered[i].0, layout, into: &out)
                out += layout.prettyPrinted ? " : " : ":"
                write(ordered[i].1, layout, indent: indent + 1, into: &out)
            }
            out += "}"
        }
    }

    private static func container(_ count: Int, _ layout: JSONLayout, _ indent: Int, into out: inout String,
                                  _ element: (Int, inout String) -> Void) {
        guard layout.prettyPrinted else {
            for i in 0..<count {
                if i > 0 { out += "," }
                element(i, &out)
            }
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        out += "\n"
        if count == 0 { out += "\n" }
        for i in 0..<count {
            out += inner
            element(i, &out)
            out += i == count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: "  ", count: indent)
    }

    private static func quote(_ s: String, _ layout: JSONLayout, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += layout.escapesSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}

/// Reads JSON text (RFC 8259) into a `JSONValue`; nil when it is not valid JSON.
/// Nesting deeper than Foundation's limit of 512 is refused rather than
/// exhausting the stack.
package struct JSONReader {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0
    static let maximumDepth = 512

    package static func value(_ bytes: [UInt8]) -> JSONValue? {
        var r = JSONReader(bytes: bytes)
        r.skipSpace()
        guard let v = r.value() else { return nil }
        r.skipSpace()
        return r.i == bytes.count ? v : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func literal(_ word: String, _ v: JSONValue) -> JSONValue? {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { return nil }
        i += w.count
        return v
    }

    private mutating func value() -> JSONValue? {
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "["):
            return nested { r in
                var items: [JSONValue] = []
                return r.elements(close: UInt8(ascii: "]")) { r in
                    guard let v = r.value() else { return false }
                    items.append(v)
                    return true
                } ? .array(items) : nil
            }
        case UInt8(ascii: "{"):
            return nested { r in
                var pairs: [(String, JSONValue)] = []
                return r.elements(close: UInt8(ascii: "}")) { r in
                    guard r.i < r.bytes.count, r.bytes[r.i] == UInt8(ascii: "\""), let k = r.string() else { return false }
                    r.skipSpace()
                    guard r.i < r.bytes.count, r.bytes[r.i] == UInt8(ascii: ":") else { return false }
                    r.i += 1
                    r.skipSpace()
                    guard let v = r.value() else { return false }
                    pairs.append((k, v))
                    return true
                } ? .object(pairs) : nil
            }
        default: return number()
        }
    }

    private mutating func nested(_ body: (inout JSONReader) -> JSONValue?) -> JSONValue? {
        guard depth < JSONReader.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        i += 1
        return body(&self)
    }

    /// `a, b, c]` after the opening bracket: each element read by `element`.
    private mutating func elements(close: UInt8, _ element: (inout JSONReader) -> Bool) -> Bool {
        skipSpace()
        if i < bytes.count, bytes[i] == close { i += 1; return true }
        while true {
            skipSpace()
            guard element(&self) else { return false }
            skipSpace()
            guard i < bytes.count else { return false }
            if bytes[i] == close { i += 1; return true }
            guard bytes[i] == UInt8(ascii: ",") else { return false }
            i += 1
        }
    }

    private mutating func number() -> JSONValue? {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let whole = i
        guard digits() > 0 else { return nil }
        if bytes[whole] == 0x30, i - whole > 1 { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return nil }
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<i], as: UTF8.self))
    }

    private mutating func string() -> String? {
        i += 1
        var scalars = String.UnicodeScalarView()
        var run = i
        func flush(_ r: inout String.UnicodeScalarView) -> Bool {
            guard let s = String(validating: bytes[run..<i], as: UTF8.self) else { return false }
            r.append(contentsOf: s.unicodeScalars)
            return true
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                guard flush(&scalars) else { return nil }
                i += 1
                return String(scalars)
            }
            if b < 0x20 { return nil }
            guard b == UInt8(ascii: "\\") else { i += 1; continue }
            guard flush(&scalars), i + 1 < bytes.count else { return nil }
            i += 1
            switch bytes[i] {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard var unit = hex4(at: i + 1) else { return nil }
                i += 4
                if (0xD800..<0xDC00).contains(unit) {
                    // A surrogate pair: `\uD83D\uDE00`.
                    guard i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"), bytes[i + 2] == UInt8(ascii: "u"),
                          let low = hex4(at: i + 3), (0xDC00..<0xE000).contains(low) else { return nil }
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                guard let scalar = Unicode.Scalar(unit) else { return nil }
                scalars.append(scalar)
            default: return nil
            }
            i += 1
            run = i
        }
        return nil
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for b in bytes[start..<start + 4] {
            guard let d = Character(Unicode.Scalar(b)).hexDigitValue else { return nil }
            v = v * 16 + UInt32(d)
        }
        return v
    }
}
