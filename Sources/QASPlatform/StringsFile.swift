import Foundation
import QASBase

/// Reads Apple `.strings` files (`InfoPlist.strings`): UTF-8, or UTF-16 with a byte
/// order mark; `/* */` and `//` comments; quoted or bare keys; escapes.
public enum StringsFile {
    public struct ParseError: Error, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    /// Reads a strings file: a regular file of at most 16 MB.
    public static func load(_ path: String) throws -> [String: String] {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: PropertyList.Limits.fileSize)
        } catch let e as RegularFile.Failure {
            throw ParseError(path: path, line: 0, message: e.reason)
        }
        return try parse(decode(bytes, path: path), path: path)
    }

    /// The text of a `.strings` file in whichever encoding its bytes say: UTF-16
    /// with a byte order mark, else UTF-8 (with or without one). Bytes that are
    /// not valid in that encoding are an error naming where, never replaced.
    public static func decode(_ b: [UInt8], path: String = "InfoPlist.strings") throws -> String {
        if b.count >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF) {
            let little = b[0] == 0xFF
            guard b.count % 2 == 0 else { throw ParseError(path: path, line: 0, message: "UTF-16 text with an odd number of bytes") }
            var units: [UInt16] = []
            units.reserveCapacity(b.count / 2)
            var k = 2
            while k + 1 < b.count {
                units.append(little ? UInt16(b[k]) | UInt16(b[k + 1]) << 8 : UInt16(b[k]) << 8 | UInt16(b[k + 1]))
                k += 2
            }
            guard let text = UTF16Text.decode(units) else { throw ParseError(path: path, line: 0, message: "not valid UTF-16 (a lone surrogate)") }
            return text
        }
        let body = b.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(b.dropFirst(3)) : b
        let text = String(decoding: body, as: UTF8.self)
        guard text.utf8.elementsEqual(body) else {
            // The line of the first byte that decoding had to replace.
            var line = 1
            for (offset, (x, y)) in zip(body, text.utf8).enumerated() where x != y {
                line += body[..<offset].filter { $0 == 10 }.count
                break
            }
            throw ParseError(path: path, line: line, message: "not valid UTF-8 (save the file as UTF-8 or UTF-16)")
        }
        return text
    }

    /// The key-value pairs of a `.strings` text; a mistake is an error naming its line.
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
                            // Four hex digits of UTF-16: a character outside the basic
                            // plane is a surrogate pair, \UD83D\UDE00, as Apple writes it.
                            func unit(at k: Int) -> UInt32? {
                                guard k + 4 <= chars.count else { return nil }
                                let hex = String(String.UnicodeScalarView(chars[k..<(k + 4)]))
                                guard hex.count == 4, hex.allSatisfy(\.isHexDigit) else { return nil }
                                return UInt32(hex, radix: 16)
                            }
                            guard let high = unit(at: i + 1) else { throw fail("bad \\U escape: it takes four hex digits") }
                            i += 4
                            if (0xD800...0xDBFF).contains(high) {
                                guard i + 2 < chars.count, chars[i + 1] == "\\", chars[i + 2] == "U" || chars[i + 2] == "u",
                                      let low = unit(at: i + 3), (0xDC00...0xDFFF).contains(low) else {
                                    throw fail("\\U\(String(high, radix: 16, uppercase: true)) is half of a surrogate pair; the other half must follow")
                                }
                                i += 6
                                c = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))!
                            } else {
                                guard let scalar = Unicode.Scalar(high) else {
                                    throw fail("\\U\(String(high, radix: 16, uppercase: true)) is a lone surrogate, not a character")
                                }
                                c = scalar
                            }
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
