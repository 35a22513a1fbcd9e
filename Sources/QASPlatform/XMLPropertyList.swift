import Foundation
import QASBase

/// Reads an XML property list: the `<plist>` element and the elements of
/// Apple's DTD (`dict key string integer real true false date data array`).
/// It understands the XML a plist uses — a declaration, a DOCTYPE without an
/// internal subset, comments, CDATA, character references and the five named
/// entities — and refuses the rest (DTD-defined entities above all).
struct XMLPropertyListReader {
    private let b: [UInt8]
    private var i = 0
    private var depth = 0
    private var objects = 0

    init(_ bytes: [UInt8]) throws {
        // UTF-16 with a byte order mark becomes UTF-8; UTF-8's own mark is skipped.
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var k = 2
            while k + 1 < bytes.count {
                units.append(little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
                k += 2
            }
            guard let text = UTF16Text.decode(units) else { throw PropertyList.ReadError("not valid UTF-16") }
            b = Array(text.utf8)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            b = Array(bytes.dropFirst(3))
        } else {
            b = bytes
        }
    }

    mutating func read() throws -> PropertyListValue {
        guard String(decoding: b, as: UTF8.self).utf8.elementsEqual(b) else {
            throw fail("not valid UTF-8 text")
        }
        try skipMisc()
        var tag = try openTag()
        var wrapped = false
        if tag.name == "plist" {
            guard !tag.empty else { throw fail("the <plist> element is empty") }
            wrapped = true
            try skipMisc()
            tag = try openTag()
        }
        let value = try self.value(tag)
        if wrapped {
            try skipMisc()
            try closeTag("plist")
        }
        try skipMisc()
        guard i == b.count else { throw fail("text after the property list") }
        return value
    }

    // MARK: - Values

    private mutating func value(_ tag: Tag) throws -> PropertyListValue {
        objects += 1
        guard objects <= PropertyList.Limits.objects else {
            throw fail("more than \(PropertyList.Limits.objects) values")
        }
        switch tag.name {
        case "dict":
            if tag.empty { return .dictionary([]) }
            try enter()
            defer { depth -= 1 }
            var pairs: [(String, PropertyListValue)] = []
            while true {
                try skipMisc()
                if try atClose("dict") { break }
                let keyTag = try openTag()
                guard keyTag.name == "key" else { throw fail("expected <key> in a dictionary, found <\(keyTag.name)>") }
                let key = keyTag.empty ? "" : try text(until: "key")
                // Keys count as values do: a binary file holds each as an object.
                objects += 1
                try skipMisc()
                let valueTag = try openTag()
                pairs.append((key, try value(valueTag)))
            }
            return .dictionary(pairs)
        case "array":
            if tag.empty { return .array([]) }
            try enter()
            defer { depth -= 1 }
            var items: [PropertyListValue] = []
            while true {
                try skipMisc()
                if try atClose("array") { break }
                items.append(try value(try openTag()))
            }
            return .array(items)
        case "string":
            return .string(tag.empty ? "" : try text(until: "string"))
        case "integer":
            let t = tag.empty ? "" : try text(until: "integer").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let n = XMLPropertyListReader.integer(t) else { throw fail("<integer>\(t)</integer> is not a 64-bit integer") }
            return .integer(n)
        case "real":
            let t = tag.empty ? "" : try text(until: "real").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let d = XMLPropertyListReader.real(t) else { throw fail("<real>\(t)</real> is not a number") }
            return .real(d)
        case "true", "false":
            if !tag.empty {
                try skipSpace()
                try closeTag(tag.name)
            }
            return .boolean(tag.name == "true")
        case "date":
            let t = tag.empty ? "" : try text(until: "date").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let seconds = XMLPropertyListReader.date(t) else { throw fail("<date>\(t)</date> is not a date such as 2026-12-01T09:30:00Z") }
            return .date(Date(timeIntervalSince1970: seconds))
        case "data":
            let t = tag.empty ? "" : try text(until: "data")
            guard let d = Data(base64Encoded: t.filter { !$0.isWhitespace }) else { throw fail("<data> is not base64") }
            return .data(d)
        default:
            throw fail("<\(tag.name)> is not a property-list element")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > PropertyList.Limits.depth {
            throw fail("arrays and dictionaries nest more than \(PropertyList.Limits.depth) deep")
        }
    }

    static func integer(_ t: String) -> Int? {
        if t.hasPrefix("0x") || t.hasPrefix("0X") { return Int(t.dropFirst(2), radix: 16) }
        if t.hasPrefix("-0x") || t.hasPrefix("-0X") { return Int(t.dropFirst(3), radix: 16).flatMap { $0 == 0 ? 0 : -$0 } }
        return Int(t)
    }

    static func real(_ t: String) -> Double? {
        switch t.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: return Double(t)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (UTC), as seconds since 1970.
    static func date(_ t: String) -> Double? {
        let s = Array(t.utf8)
        guard s.count == 20, s[4] == 45, s[7] == 45, s[10] == 84, s[13] == 58, s[16] == 58, s[19] == 90 else { return nil }
        func number(_ from: Int, _ to: Int) -> Int? {
            var n = 0
            for k in from..<to {
                guard s[k] >= 48 && s[k] <= 57 else { return nil }
                n = n * 10 + Int(s[k] - 48)
            }
            return n
        }
        guard let y = number(0, 4), let mo = number(5, 7), let d = number(8, 10),
              let h = number(11, 13), let mi = number(14, 16), let se = number(17, 19),
              (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, se < 61 else { return nil }
        return Double(daysFromCivil(y, mo, d) * 86_400 + h * 3_600 + mi * 60 + se)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    // MARK: - XML

    private struct Tag {
        let name: String
        /// `<name/>`
        let empty: Bool
    }

    private func fail(_ message: String) -> PropertyList.ReadError {
        let line = b[0..<min(i, b.count)].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        return PropertyList.ReadError("line \(line): \(message)")
    }

    private func peek(_ s: String) -> Bool {
        let u = Array(s.utf8)
        return i + u.count <= b.count && Array(b[i..<i + u.count]) == u
    }

    private mutating func skipSpace() throws {
        while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { i += 1 }
    }

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws {
        while true {
            try skipSpace()
            if peek("<!--") {
                guard let end = find("-->", from: i + 4) else { throw fail("unterminated comment") }
                i = end + 3
            } else if peek("<?") {
                guard let end = find("?>", from: i + 2) else { throw fail("unterminated <? … ?>") }
                i = end + 2
            } else if peek("<!DOCTYPE") {
                var k = i
                while k < b.count && b[k] != 62 {
                    // An internal subset could define entities; plists never have one.
                    if b[k] == 91 { throw fail("a DOCTYPE with an internal subset ([…]) is not supported") }
                    k += 1
                }
                guard k < b.count else { throw fail("unterminated <!DOCTYPE") }
                i = k + 1
            } else {
                return
            }
        }
    }

    private func find(_ s: String, from start: Int) -> Int? {
        let u = Array(s.utf8)
        var k = start
        while k + u.count <= b.count {
            if b[k] == u[0] && Array(b[k..<k + u.count]) == u { return k }
            k += 1
        }
        return nil
    }

    private mutating func openTag() throws -> Tag {
        guard i < b.count else { throw fail("the file ends too soon") }
        guard b[i] == 60, i + 1 < b.count, b[i + 1] != 47 else { throw fail("expected an element") }
        i += 1
        let start = i
        while i < b.count, !(b[i] == 62 || b[i] == 47 || b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13) { i += 1 }
        let name = String(decoding: b[start..<i], as: UTF8.self)
        guard !name.isEmpty else { throw fail("expected an element name") }
        // Attributes (version="1.0") are skipped; quoted values may hold '>'.
        var quote: UInt8? = nil
        while i < b.count {
            let c = b[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == 34 || c == 39 {
                quote = c
            } else if c == 62 {
                i += 1
                return Tag(name: name, empty: false)
            } else if c == 47, i + 1 < b.count, b[i + 1] == 62 {
                i += 2
                return Tag(name: name, empty: true)
            }
            i += 1
        }
        throw fail("unterminated <\(name)>")
    }

    private mutating func atClose(_ name: String) throws -> Bool {
        guard peek("</") else {
            if i >= b.count { throw fail("<\(name)> is not closed") }
            return false
        }
        try closeTag(name)
        return true
    }

    private mutating func closeTag(_ name: String) throws {
        guard peek("</" + name) else { throw fail("expected </\(name)>") }
        i += 2 + name.utf8.count
        try skipSpace()
        guard i < b.count, b[i] == 62 else { throw fail("expected '>' to end </\(name)>") }
        i += 1
    }

    /// The text of an element up to its closing tag, with references resolved.
    private mutating func text(until name: String) throws -> String {
        var out: [UInt8] = []
        while true {
            guard i < b.count else { throw fail("<\(name)> is not closed") }
            if peek("<![CDATA[") {
                guard let end = find("]]>", from: i + 9) else { throw fail("unterminated CDATA section") }
                out += b[(i + 9)..<end]
                i = end + 3
            } else if peek("<!--") {
                guard let end = find("-->", from: i + 4) else { throw fail("unterminated comment") }
                i = end + 3
            } else if b[i] == 60 {
                try closeTag(name)
                return String(decoding: out, as: UTF8.self)
            } else if b[i] == 38 {
                out += try reference()
            } else {
                out.append(b[i])
                i += 1
            }
        }
    }

    /// `&lt;`, `&#233;`, `&#xE9;`…
    private mutating func reference() throws -> [UInt8] {
        guard let end = b[i...].prefix(12).firstIndex(of: 59) else { throw fail("'&' must start a reference such as &amp;") }
        let body = String(decoding: b[(i + 1)..<end], as: UTF8.self)
        i = end + 1
        switch body {
        case "lt": return [60]
        case "gt": return [62]
        case "amp": return [38]
        case "quot": return [34]
        case "apos": return [39]
        default:
            var code: UInt32? = nil
            if body.hasPrefix("#x") || body.hasPrefix("#X") { code = UInt32(body.dropFirst(2), radix: 16) }
            else if body.hasPrefix("#") { code = UInt32(body.dropFirst()) }
            // &#0; is not XML 1.0, but it is how a string holding NUL is written.
            guard let code, let scalar = Unicode.Scalar(code) else {
                throw fail("unknown reference &\(body); (a property list has only &lt; &gt; &amp; &quot; &apos; and &#…;)")
            }
            return Array(String(Character(scalar)).utf8)
        }
    }
}

/// Writes XML property lists the way Apple's tools do: tab-indented, `<dict/>`
/// and `<array/>` when empty, reals that read back exactly.
enum XMLPropertyListWriter {
    static func write(_ value: PropertyListValue) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        element(value, 0, &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private static func element(_ v: PropertyListValue, _ level: Int, _ out: inout String) {
        let indent = String(repeating: "\t", count: level)
        switch v {
        case .string(let s): out += indent + "<string>" + escape(s) + "</string>\n"
        case .integer(let n): out += indent + "<integer>\(n)</integer>\n"
        case .real(let d): out += indent + "<real>" + real(d) + "</real>\n"
        case .boolean(let b): out += indent + (b ? "<true/>\n" : "<false/>\n")
        case .date(let d): out += indent + "<date>" + date(d.timeIntervalSince1970) + "</date>\n"
        case .data(let d): out += indent + "<data>" + d.base64EncodedString() + "</data>\n"
        case .array(let a):
            if a.isEmpty { out += indent + "<array/>\n"; return }
            out += indent + "<array>\n"
            for x in a { element(x, level + 1, &out) }
            out += indent + "</array>\n"
        case .dictionary(let d):
            if d.isEmpty { out += indent + "<dict/>\n"; return }
            out += indent + "<dict>\n"
            for (k, x) in d {
                out += indent + "\t<key>" + escape(k) + "</key>\n"
                element(x, level + 1, &out)
            }
            out += indent + "</dict>\n"
        }
    }

    /// Bytes of the declaration, the `<plist>` element and the newlines around the value.
    static let frameSize = write(.boolean(true)).count - "<true/>\n".utf8.count

    /// Bytes `element` writes for a value at `level`, not counting what it holds.
    static func size(of v: PropertyListValue, level: Int) -> Int {
        switch v {
        case .string(let s): return level + 18 + escapedSize(s)
        case .integer(let n): return level + 20 + String(n).utf8.count
        case .real(let d): return level + 14 + real(d).utf8.count
        case .boolean(let b): return level + (b ? 8 : 9)
        case .date: return level + 34
        case .data(let d): return level + 14 + (d.count + 2) / 3 * 4
        case .array(let a): return a.isEmpty ? level + 9 : 2 * level + 17
        case .dictionary(let d): return d.isEmpty ? level + 8 : 2 * level + 15
        }
    }

    /// Bytes `write` writes for a value, computed without writing it.
    static func totalSize(_ v: PropertyListValue) -> Int {
        func walk(_ v: PropertyListValue, _ level: Int) -> Int {
            switch v {
            case .array(let a): return size(of: v, level: level) + a.map { walk($0, level + 1) }.reduce(0, +)
            case .dictionary(let d):
                return size(of: v, level: level) + d.map { keySize($0, level: level + 1) + walk($1, level + 1) }.reduce(0, +)
            default: return size(of: v, level: level)
            }
        }
        return frameSize + walk(v, 0)
    }

    /// Bytes of a dictionary's `<key>` line at `level`.
    static func keySize(_ k: String, level: Int) -> Int { level + 12 + escapedSize(k) }

    static func escapedSize(_ s: String) -> Int {
        var n = 0
        for c in s.unicodeScalars {
            switch c {
            case "&": n += 5
            case "<", ">": n += 4
            default:
                if c.value < 0x20 && c != "\t" && c != "\n" { n += c.value < 10 ? 4 : 5 } else { n += UTF8.width(c) }
            }
        }
        return n
    }

    /// Whether XML 1.0 cannot carry `c` at all, not even as a character reference.
    static func cannotHold(_ c: Unicode.Scalar) -> Bool {
        (c.value < 0x20 && c != "\t" && c != "\n" && c != "\r") || c.value == 0xFFFE || c.value == 0xFFFF
    }

    /// A key as an error message shows it: quoted, control characters escaped.
    static func shown(_ key: String) -> String {
        "\"" + key.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default:
                // Control characters other than tab and newline are not XML text,
                // and a raw carriage return would be read back as a newline.
                if c.value < 0x20 && c != "\t" && c != "\n" { out += "&#\(c.value);" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    static func real(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-infinity" : "+infinity" }
        return "\(d)"
    }

    /// Seconds since 1970 as `YYYY-MM-DDTHH:MM:SSZ`.
    static func date(_ seconds: Double) -> String {
        // Readers refuse dates outside the years 0 to 9999; one built in Swift is clamped.
        let limits = PropertyList.Limits.dates
        let total = seconds.isNaN ? 0 : Int(min(max(seconds, limits.lowerBound), limits.upperBound).rounded(.down))
        var days = total / 86_400
        var rest = total % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = y < 0 ? "-" + String(-y) : String(repeating: "0", count: max(0, 4 - String(y).count)) + String(y)
        return "\(year)-\(two(m))-\(two(d))T\(two(rest / 3_600)):\(two(rest % 3_600 / 60)):\(two(rest % 60))Z"
    }
}
