/// Foundation's `CharacterSet`: a set of Unicode scalars. The named sets
/// (`.letters`, `.decimalDigits`, `.whitespaces`…) are the library enum's cases,
/// so `.whitespaces` is found without a context; used as values (`.inverted`,
/// `union`, `contains`) or made from text (`CharacterSet(charactersIn: " =")`)
/// they become this object. Membership follows Foundation's definitions by
/// Unicode general category.
final class CharacterSetValue: HostObject {
    let test: (Unicode.Scalar) -> Bool
    init(_ test: @escaping (Unicode.Scalar) -> Bool) { self.test = test }

    var typeName: String { "CharacterSet" }
    var description: String { "<CFCharacterSet>" }
    func isEqual(to other: HostObject) -> Bool { other === self }
    func isKind(of name: String) -> Bool { name == "CharacterSet" || name == "SetAlgebra" || name == "Hashable" || name == "Equatable" }

    var memberNames: [String] { ["inverted", "contains", "union", "intersection", "subtracting", "symmetricDifference", "isEmpty"] }

    /// A character is in the set when all its scalars are (`é` written as two).
    func contains(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy(test) }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "inverted":
            let t = test
            return .object(CharacterSetValue { !t($0) })
        default: return nil
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard args.count == 1 else { return nil }
        let t = test
        switch name {
        case "contains":
            if args.labels[0] == "where" { return nil }
            guard let u = CharacterSetValue.scalar(args[0]) else {
                throw NativeError("CharacterSet.contains needs a Unicode.Scalar, not \(args[0].typeName)")
            }
            return .bool(test(u))
        case "union", "intersection", "subtracting", "symmetricDifference":
            let o = try CharacterSetValue.make(args[0]).test
            switch name {
            case "union": return .object(CharacterSetValue { t($0) || o($0) })
            case "intersection": return .object(CharacterSetValue { t($0) && o($0) })
            case "subtracting": return .object(CharacterSetValue { t($0) && !o($0) })
            default: return .object(CharacterSetValue { t($0) != o($0) })
            }
        default: return nil
        }
    }

    /// A scalar given as one (from `unicodeScalars`) or as one-scalar text.
    static func scalar(_ v: Value) -> Unicode.Scalar? {
        switch v {
        case .object(let s as UnicodeScalarValue): return s.scalar
        case .string(let s) where s.unicodeScalars.count == 1: return s.unicodeScalars.first
        case .cell(let c): return scalar(c.value)
        default: return nil
        }
    }

    /// A character set of any form: this object, a named set (`.letters`).
    static func make(_ v: Value) throws -> CharacterSetValue {
        switch v {
        case .object(let o as CharacterSetValue): return o
        case .instance(let i) where i.isEnumCase && i.type.name == "CharacterSet":
            return CharacterSetValue(named(NumericLibrary.characterSets[i.caseIndex]))
        case .cell(let c): return try make(c.value)
        case .array(let a):
            // `subtracting(["@", "_"])`: an array literal of scalars is a character set.
            var members = Set<Unicode.Scalar>()
            for item in a.items {
                guard let u = scalar(item) else { throw NativeError("a character set's elements are single scalars, not \(item.typeName)") }
                members.insert(u)
            }
            return CharacterSetValue { members.contains($0) }
        default: throw NativeError("expected a character set such as .whitespaces, not \(v.typeName)")
        }
    }

    /// `CharacterSet(charactersIn: "aeiou")`, `CharacterSet()`.
    static func construct(_ args: Arguments) throws -> Value {
        if args.count == 0 { return .object(CharacterSetValue { _ in false }) }
        guard args.count == 1, args.labels[0] == "charactersIn", case .string(let s) = args[0] else {
            throw NativeError("CharacterSet is made with () or (charactersIn: String)")
        }
        let members = Set(s.unicodeScalars)
        return .object(CharacterSetValue { members.contains($0) })
    }

    /// Foundation's named sets, by general category.
    static func named(_ name: String) -> (Unicode.Scalar) -> Bool {
        func category(_ u: Unicode.Scalar) -> Unicode.GeneralCategory { u.properties.generalCategory }
        func isLetter(_ u: Unicode.Scalar) -> Bool {
            switch category(u) {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
        func isNumber(_ u: Unicode.Scalar) -> Bool {
            switch category(u) {
            case .decimalNumber, .letterNumber, .otherNumber: return true
            default: return false
            }
        }
        func isNewline(_ u: Unicode.Scalar) -> Bool {
            (0x0A...0x0D).contains(u.value) || u.value == 0x85 || u.value == 0x2028 || u.value == 0x2029
        }
        func isSpace(_ u: Unicode.Scalar) -> Bool { category(u) == .spaceSeparator || u.value == 0x09 }
        switch name {
        case "whitespaces": return isSpace
        case "newlines": return isNewline
        case "whitespacesAndNewlines": return { isSpace($0) || isNewline($0) }
        case "decimalDigits": return { category($0) == .decimalNumber }
        case "letters": return isLetter
        case "alphanumerics": return { isLetter($0) || isNumber($0) }
        case "uppercaseLetters": return { category($0) == .uppercaseLetter || category($0) == .titlecaseLetter }
        case "lowercaseLetters": return { category($0) == .lowercaseLetter }
        case "capitalizedLetters": return { category($0) == .titlecaseLetter }
        case "controlCharacters": return { category($0) == .control || category($0) == .format }
        case "punctuationCharacters":
            return {
                switch category($0) {
                case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                     .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
                default: return false
                }
            }
        default:
            // symbols
            return {
                switch category($0) {
                case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
                default: return false
                }
            }
        }
    }
}
