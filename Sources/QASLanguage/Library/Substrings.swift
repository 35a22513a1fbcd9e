/// A `Substring` cut from a string anywhere but at its start (`s[i...]`,
/// `s.dropFirst()`, `s.suffix(3)`): its text, and where it starts in the string
/// it was cut from, so that its indices are that string's, as in Swift
/// (`t.dropFirst().firstIndex(of: "-")` indexes `t`). Everything but its indices
/// is its text's: other methods, comparison, hashing, printing, and natives
/// given one take the text. A slice from the start is a plain string.
final class SubstringValue: HostObject {
    let text: String
    /// The offset, in characters, of its first character in the original string.
    let base: Int

    init(_ text: String, base: Int) {
        self.text = text
        self.base = base
    }

    var typeName: String { "Substring" }
    var description: String { text }
    func isEqual(to other: HostObject) -> Bool { (other as? SubstringValue)?.text == text }
    func ordering(to other: HostObject) -> Int? {
        guard let o = other as? SubstringValue else { return nil }
        return text < o.text ? -1 : text == o.text ? 0 : 1
    }
    func isKind(of name: String) -> Bool {
        ["Substring", "StringProtocol", "Equatable", "Hashable", "Comparable", "Sequence", "Collection",
         "BidirectionalCollection", "CustomStringConvertible", "TextOutputStreamable"].contains(name)
    }
    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        ValueIterator(text.map { Value.string(String($0)) })
    }
}

enum Substrings {
    /// `text` cut at character `base` of a string: a Substring keeping that
    /// start, or a plain string when it starts at 0.
    static func make(_ text: String, base: Int) -> Value {
        base == 0 ? .string(text) : .object(SubstringValue(text, base: base))
    }

    /// The text of a string or Substring (for natives and string methods given one).
    static func text(_ v: Value) -> String? {
        switch v {
        case .string(let s): return s
        case .object(let s as SubstringValue): return s.text
        case .cell(let c): return text(c.value)
        default: return nil
        }
    }

    /// A value with a Substring in it made plain text (natives take text).
    @inline(__always)
    static func plain(_ v: Value) -> Value {
        if case .object(let s as SubstringValue) = v { return .string(s.text) }
        return v
    }

    static func member(_ rt: Runtime, _ s: SubstringValue, _ name: String, _ site: SourceLocation) throws -> Value {
        switch name {
        case "startIndex": return .int(s.base)
        case "endIndex": return .int(s.base + s.text.count)
        case "indices": return .range(s.base, s.base + s.text.count)
        case "base": return .string(s.text)
        default: return try Builtins.member(rt, .string(s.text), name, site)
        }
    }

    /// `sub[i]`, `sub[i..<j]` with the original string's indices.
    static func element(_ rt: Runtime, _ s: SubstringValue, _ index: Value, _ site: SourceLocation) throws -> Value {
        switch index {
        case .int(let i): return try Builtins.subscriptGet(rt, .string(s.text), .int(i - s.base), site)
        case .range(let lo, let hi), .closedRange(let lo, let hi):
            // Missing bounds (`sub[i...]`, `sub[..<j]`) are the Substring's own ends.
            let count = s.text.count
            let from = lo == Int.min ? 0 : lo - s.base
            let to = hi == Int.max ? count : hi - s.base
            guard from >= 0, to <= count, from <= to else { throw Builtins.fail("Substring index is out of bounds", site) }
            let start = s.text.index(s.text.startIndex, offsetBy: from)
            return make(String(s.text[start..<s.text.index(start, offsetBy: to - from)]), base: s.base + from)
        default:
            return try Builtins.subscriptGet(rt, .string(s.text), index, site)
        }
    }

    /// Methods of a Substring: those that take or give indices work in the
    /// original string's; those that cut it keep its start; the rest are its text's.
    static func method(_ rt: Runtime, _ s: SubstringValue, _ name: String, _ args: Arguments, _ site: SourceLocation) throws -> Value {
        let b = s.base
        func shiftedIn(_ v: Value) -> Value {
            switch v {
            case .int(let i): return .int(i - b)
            case .range(let lo, let hi): return .range(lo - b, hi - b)
            case .closedRange(let lo, let hi): return .closedRange(lo - b, hi - b)
            default: return v
            }
        }
        func shiftedOut(_ v: Value) -> Value {
            switch v {
            case .int(let i): return .int(i + b)
            case .range(let lo, let hi): return .range(lo + b, hi + b)
            default: return v
            }
        }
        let own = Value.string(s.text)
        switch name {
        case "index", "distance", "formIndex":
            // Every index argument (and an index result) is the original string's.
            var moved = args
            for k in moved.values.indices where moved.labels[k] != "offsetBy" { moved.values[k] = shiftedIn(moved.values[k]) }
            let r = try Builtins.callMethod(rt, own, name, moved, site)
            return name == "distance" ? r : shiftedOut(r)
        case "firstIndex", "lastIndex", "range", "rangeOfCharacter":
            return shiftedOut(try Builtins.callMethod(rt, own, name, plainArgs(args), site))
        case "dropFirst", "suffix", "drop":
            // Cutting from the front moves the start.
            let given = name == "suffix" && args.labels.first == "from" ? Arguments([shiftedIn(args[0])], labels: args.labels) : plainArgs(args)
            let r = try Builtins.callMethod(rt, own, name, given, site)
            guard let t = text(r) else { return r }
            return make(t, base: b + s.text.count - t.count)
        case "dropLast", "prefix":
            if name == "prefix", args.count == 1, args.labels[0] == "upTo" || args.labels[0] == "through" {
                let r = try Builtins.callMethod(rt, own, name, Arguments([shiftedIn(args[0])], labels: args.labels), site)
                return make(text(r) ?? "", base: b)
            }
            let r = try Builtins.callMethod(rt, own, name, plainArgs(args), site)
            guard let t = text(r) else { return r }
            return make(t, base: b)
        default:
            return try Builtins.callMethod(rt, own, name, plainArgs(args), site)
        }
    }

    /// Arguments with each Substring among them made plain text.
    static func plainArgs(_ args: Arguments) -> Arguments {
        guard args.values.contains(where: { if case .object(let o) = $0 { return o is SubstringValue }; return false }) else { return args }
        return Arguments(args.values.map(plain), labels: args.labels)
    }
}
