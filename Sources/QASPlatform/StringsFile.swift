import Foundation

/// Reads Apple `.strings` files (`InfoPlist.strings`): UTF-8, or UTF-16 with a byte
/// order mark; `/* */` and `//` comments; quoted or bare keys; escapes.
public enum StringsFile {
    public struct ParseError: Error, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    public static func load(_ path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try parse(decode(data), path: path)
    }

    /// The text of a `.strings` file in whichever encoding its bytes say.
    static func decode(_ data: Data) -> String {
        let b = [UInt8](data.prefix(3))
        if b.count >= 2 && b[0] == 0xFF && b[1] == 0xFE { return String(data: data, encoding: .utf16LittleEndian).map { String($0.drop(while: { $0 == "\u{FEFF}" })) } ?? "" }
        if b.count >= 2 && b[0] == 0xFE && b[1] == 0xFF { return String(data: data, encoding: .utf16BigEndian).map { String($0.drop(while: { $0 == "\u{FEFF}" })) } ?? "" }
        if b.count == 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { return String(decoding: data.dropFirst(3), as: UTF8.self) }
        return String(decoding: data, as: UTF8.self)
    }

    public static func parse(_ text: String, path: String = "InfoPlist.strings") throws -> [String: String] {
        let chars = Array(text.unicodeScalars)
        var i = 0
        var line = 1
        var result: [String: String] = [:]
        func fail(_ m: String) -> ParseError { ParseError(path: path, line: line, message: m) }
        func skip() throws {
            while i < chars.count {
                let c = chars[i]
                if c == "\n" { line += 1; i += 1 }
                else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { i += 1 }
                else if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
                    i += 2
                    while i + 1 < chars.count && !(chars[i] == "*" && chars[i + 1] == "/") {
                        if chars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < chars.count else { throw fail("unterminated comment") }
                    i += 2
                } else if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
                    while i < chars.count && chars[i] != "\n" { i += 1 }
                } else { break }
            }
        }
        func token() throws -> String {
            guard i < chars.count else { throw fail("unexpected end of file") }
            if chars[i] == "\"" {
                i += 1
                var s = String.UnicodeScalarView()
                while i < chars.count && chars[i] != "\"" {
                    var c = chars[i]
                    if c == "\n" { line += 1 }
                    if c == "\\" && i + 1 < chars.count {
                        i += 1
                        switch chars[i] {
                        case "n": c = "\n"
                        case "t": c = "\t"
                        case "r": c = "\r"
                        case "0": c = "\0"
                        case "U", "u":
                            let hex = String(String.UnicodeScalarView(chars[(i + 1)..<min(i + 5, chars.count)]))
                            guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                                throw fail("bad \\U escape")
                            }
                            c = scalar
                            i += 4
                        default: c = chars[i]
                        }
                    }
                    s.append(c)
                    i += 1
                }
                guard i < chars.count else { throw fail("unterminated string") }
                i += 1
                return String(s)
            }
            var s = String.UnicodeScalarView()
            while i < chars.count, chars[i].properties.isAlphabetic || chars[i].properties.numericType != nil
                || "_.-$:/".unicodeScalars.contains(chars[i]) {
                s.append(chars[i])
                i += 1
            }
            guard !s.isEmpty else { throw fail("expected a key or a quoted string, found '\(chars[i])'") }
            return String(s)
        }
        while true {
            try skip()
            if i >= chars.count { break }
            let key = try token()
            try skip()
            if i < chars.count && chars[i] == ";" { result[key] = key; i += 1; continue }
            guard i < chars.count, chars[i] == "=" else { throw fail("expected '=' after \"\(key)\"") }
            i += 1
            try skip()
            let value = try token()
            try skip()
            guard i < chars.count, chars[i] == ";" else { throw fail("expected ';' after the value of \"\(key)\"") }
            i += 1
            result[key] = value
        }
        return result
    }
}
