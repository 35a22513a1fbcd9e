import Foundation

/// Swift's `Character` properties, on qas's one-character strings
/// (`c.isLetter`, `c.asciiValue`), and a few more `String` pieces:
/// `capitalized`, `String(n, radix:)`, `Int(s, radix:)`.
extension Builtins {
    static func characterProperty(_ s: String, _ name: String) -> Value? {
        switch name {
        case "capitalized":
            // Foundation's own: a word starts after any character but a letter or an apostrophe.
            return .string(s.capitalized)
        case "isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation",
             "isASCII", "asciiValue", "wholeNumberValue", "isHexDigit", "hexDigitValue", "isSymbol", "isNewline":
            break
        default:
            return nil
        }
        // The rest are a Character's: they mean something on one character only.
        guard s.count == 1, let c = s.first else { return nil }
        switch name {
        case "isLetter": return .bool(c.isLetter)
        case "isNumber": return .bool(c.isNumber)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isNewline": return .bool(c.isNewline)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isSymbol": return .bool(c.isSymbol)
        case "isASCII": return .bool(c.isASCII)
        case "isHexDigit": return .bool(c.isHexDigit)
        case "asciiValue": return c.asciiValue.map { .object(SizedInteger(.uint8, $0)) } ?? .null
        case "wholeNumberValue": return c.wholeNumberValue.map { .int($0) } ?? .null
        case "hexDigitValue": return c.hexDigitValue.map { .int($0) } ?? .null
        default: return nil
        }
    }

    /// `String(255, radix: 16)`: digits in a base from 2 to 36.
    static func string(_ v: Value, radix: Value, uppercase: Bool) throws -> Value {
        if let s = v.sizedInteger, case .int(let r) = radix, (2...36).contains(r) {
            return .string(s.kind.isSigned ? String(Int64(bitPattern: s.bits), radix: r, uppercase: uppercase)
                                           : String(s.bits, radix: r, uppercase: uppercase))
        }
        guard case .int(let n) = v, case .int(let r) = radix, (2...36).contains(r) else {
            throw NativeError("String(_:radix:) needs an Int and a radix from 2 to 36")
        }
        return .string(String(n, radix: r, uppercase: uppercase))
    }

    /// `Int("ff", radix: 16)`: nil when the text is not a number in that base.
    static func int(_ v: Value, radix: Value) throws -> Value {
        guard case .string(let s) = v, case .int(let r) = radix, (2...36).contains(r) else {
            throw NativeError("Int(_:radix:) needs a String and a radix from 2 to 36")
        }
        return Int(s, radix: r).map { .int($0) } ?? .null
    }
}
