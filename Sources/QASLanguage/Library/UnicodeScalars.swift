/// `Unicode.Scalar`, as `string.unicodeScalars` gives them: its `value`, what
/// kind of character it is, `String(scalar)`; it prints as its character.
final class UnicodeScalarValue: HostObject {
    let scalar: Unicode.Scalar
    init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

    var typeName: String { "Unicode.Scalar" }
    var description: String { String(scalar) }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "value": return .object(SizedInteger(.uint32, scalar.value))
        case "isASCII": return .bool(scalar.isASCII)
        case "description": return .string(String(scalar))
        case "properties": return .object(UnicodeScalarProperties(scalar))
        default:
            // `isLetter`, `isNumber`… answered as for the scalar's character.
            return Builtins.characterProperty(String(scalar), name)
        }
    }

    func isEqual(to other: HostObject) -> Bool {
        (other as? UnicodeScalarValue)?.scalar == scalar
    }

    func ordering(to other: HostObject) -> Int? {
        guard let o = other as? UnicodeScalarValue else { return nil }
        return scalar.value < o.scalar.value ? -1 : scalar.value == o.scalar.value ? 0 : 1
    }

    func isKind(of typeName: String) -> Bool { typeName == "Unicode.Scalar" || typeName == "UnicodeScalar" }

    /// The scalars of a string, in order (`String.UnicodeScalarView`).
    static func scalars(of s: String) -> Value { .object(UnicodeScalarView(s)) }
}

/// `string.unicodeScalars`: a sequence of `Unicode.Scalar` that prints as the string.
final class UnicodeScalarView: HostObject {
    let text: String
    init(_ text: String) { self.text = text }

    /// `String.UnicodeScalarView()`, `String.UnicodeScalarView(scalars)`: a view
    /// of the string those scalars make.
    static let maker = Value.native(NativeFunction("String.UnicodeScalarView", arity: 0...1) { args, rt in
        guard args.count == 1 else { return .object(UnicodeScalarView("")) }
        var view = String.UnicodeScalarView()
        let items = try Builtins.lazyIterator(args[0], rt, SourceLocation.native)
        while let v = try items.next() {
            switch v {
            case .object(let s as UnicodeScalarValue): view.append(s.scalar)
            case .string(let s) where s.unicodeScalars.count == 1: view.append(s.unicodeScalars.first!)
            default: throw NativeError("String.UnicodeScalarView(_:) needs Unicode.Scalar values, not \(v.typeName)")
            }
        }
        return .object(UnicodeScalarView(String(view)))
    })

    var typeName: String { "String.UnicodeScalarView" }
    var description: String { text }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "count": return .int(text.unicodeScalars.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return text.unicodeScalars.first.map { .object(UnicodeScalarValue($0)) } ?? .null
        case "last": return text.unicodeScalars.last.map { .object(UnicodeScalarValue($0)) } ?? .null
        default: return nil
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        // `view.contains("b")`: the literal is a Unicode.Scalar there.
        guard name == "contains", args.count == 1, args.labels[0] == nil else { return nil }
        switch args[0] {
        case .string(let s) where s.unicodeScalars.count == 1:
            return .bool(text.unicodeScalars.contains(s.unicodeScalars.first!))
        case .object(let o as UnicodeScalarValue):
            return .bool(text.unicodeScalars.contains(o.scalar))
        default:
            return nil
        }
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        ValueIterator(text.unicodeScalars.lazy.map { Value.object(UnicodeScalarValue($0)) })
    }

    func isEqual(to other: HostObject) -> Bool { (other as? UnicodeScalarView)?.text == text }
}

/// `Unicode`, for `Unicode.Scalar(…)`.
final class UnicodeNamespace: HostObject {
    let scalar: NativeFunction
    init(scalar: NativeFunction) { self.scalar = scalar }
    var typeName: String { "Unicode" }
    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        name == "Scalar" ? .native(scalar) : nil
    }
    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard name == "Scalar" else { return nil }
        return try runtime.call(.native(scalar), args.values, at: SourceLocation.native)
    }
}

/// `scalar.properties`: the Unicode properties Swift's `Unicode.Scalar.Properties` gives.
final class UnicodeScalarProperties: HostObject {
    let properties: Unicode.Scalar.Properties
    init(_ scalar: Unicode.Scalar) { properties = scalar.properties }
    var typeName: String { "Unicode.Scalar.Properties" }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        let p = properties
        switch name {
        case "isAlphabetic": return .bool(p.isAlphabetic)
        case "isWhitespace": return .bool(p.isWhitespace)
        case "isUppercase": return .bool(p.isUppercase)
        case "isLowercase": return .bool(p.isLowercase)
        case "isMath": return .bool(p.isMath)
        case "isEmoji": return .bool(p.isEmoji)
        case "isEmojiPresentation": return .bool(p.isEmojiPresentation)
        case "isHexDigit": return .bool(p.isHexDigit)
        case "isASCIIHexDigit": return .bool(p.isASCIIHexDigit)
        case "isDash": return .bool(p.isDash)
        case "isDiacritic": return .bool(p.isDiacritic)
        case "isIdeographic": return .bool(p.isIdeographic)
        case "isCased": return .bool(p.isCased)
        case "changesWhenUppercased": return .bool(p.changesWhenUppercased)
        case "changesWhenLowercased": return .bool(p.changesWhenLowercased)
        case "lowercaseMapping": return .string(p.lowercaseMapping)
        case "uppercaseMapping": return .string(p.uppercaseMapping)
        case "titlecaseMapping": return .string(p.titlecaseMapping)
        case "name": return p.name.map(Value.string) ?? .null
        case "generalCategory": return .string("\(p.generalCategory)")
        default: return nil
        }
    }
    var memberNames: [String] {
        ["isAlphabetic", "isWhitespace", "isUppercase", "isLowercase", "isMath", "isEmoji", "isEmojiPresentation",
         "isHexDigit", "isASCIIHexDigit", "isDash", "isDiacritic", "isIdeographic", "isCased", "changesWhenUppercased",
         "changesWhenLowercased", "lowercaseMapping", "uppercaseMapping", "titlecaseMapping", "name",
         "generalCategory"]
    }
}
