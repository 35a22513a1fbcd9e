import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds a string in another: the bytes of the UTF-8 text are searched (memchr
/// and memcmp, fast on any size), and a match counts only where it starts and
/// ends between characters as Swift sees them, so "e" is not found inside "é"
/// written as e + U+0301. `check` is called every megabyte or so, so a time
/// limit or Ctrl-C stops a search through a huge string.
enum StringSearch {
    /// The byte ranges of the non-overlapping matches, left to right; at most
    /// `limit` of them.
    static func matches(of needle: String, in haystack: String, limit: Int = .max,
                        check: () throws -> Void) rethrows -> [Range<Int>] {
        let n = Array(needle.utf8)
        guard !n.isEmpty else { return [] }
        var h = haystack
        return try h.withUTF8 { hp in
            var found: [Range<Int>] = []
            var i = 0
            var nextCheck = 1 << 20
            let last = hp.count - n.count
            while i <= last && found.count < limit {
                if i >= nextCheck {
                    try check()
                    nextCheck = i + (1 << 20)
                }
                // The next place the first byte occurs.
                guard let p = memchr(hp.baseAddress! + i, Int32(n[0]), last - i + 1) else { break }
                let at = hp.baseAddress!.distance(to: p.assumingMemoryBound(to: UInt8.self))
                if memcmp(hp.baseAddress! + at, n, n.count) == 0 && onBoundary(haystack, hp, at) && onBoundary(haystack, hp, at + n.count) {
                    found.append(at..<(at + n.count))
                    i = at + n.count
                } else {
                    i = at + 1
                }
            }
            return found
        }
    }

    /// Whether a UTF-8 offset of `s` (whose bytes are `bytes`) falls between two characters.
    static func onBoundary(_ s: String, _ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        if offset == 0 || offset == bytes.count { return true }
        // Two ASCII characters are two grapheme clusters unless they are CR LF;
        // only non-ASCII neighbours need the standard library's grapheme rules.
        let before = bytes[offset - 1], after = bytes[offset]
        if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        let index = s.utf8.index(s.utf8.startIndex, offsetBy: offset)
        return index.samePosition(in: s) != nil
    }

    /// The text between matches (the pieces `components(separatedBy:)` gives).
    static func pieces(of s: String, around matches: [Range<Int>]) -> [String] {
        var out: [String] = []
        var start = 0
        var bytes = s
        bytes.withUTF8 { p in
            for m in matches {
                out.append(String(decoding: UnsafeBufferPointer(rebasing: p[start..<m.lowerBound]), as: UTF8.self))
                start = m.upperBound
            }
            out.append(String(decoding: UnsafeBufferPointer(rebasing: p[start..<p.count]), as: UTF8.self))
        }
        return out
    }
}

extension StringSearch {
    /// The options `range(of:options:)` and `compare(_:options:)` take (`.caseInsensitive`,
    /// `[.backwards, .anchored]`), by name; an error names one qas does not have.
    static func options(_ v: Value) throws -> Set<String> {
        var names: Set<String> = []
        let items: [Value]
        if case .array(let a) = v { items = a.items } else { items = [v] }
        for item in items {
            guard case .instance(let i) = item, i.isEnumCase, i.type.name == "CompareOptions" else {
                throw NativeError("string options are members of String.CompareOptions, not \(item.typeName)")
            }
            let name = i.type.cases[i.caseIndex].name
            guard supportedOptions.contains(name) else {
                throw NativeError("qas does not support the string option .\(name) yet (not supported)")
            }
            names.insert(name)
        }
        return names
    }

    /// Foundation's options of these names (each one of `supportedOptions`).
    static func compareOptions(_ names: Set<String>) -> String.CompareOptions {
        var options: String.CompareOptions = []
        if names.contains("caseInsensitive") { options.insert(.caseInsensitive) }
        if names.contains("diacriticInsensitive") { options.insert(.diacriticInsensitive) }
        if names.contains("backwards") { options.insert(.backwards) }
        if names.contains("anchored") { options.insert(.anchored) }
        if names.contains("literal") { options.insert(.literal) }
        if names.contains("regularExpression") { options.insert(.regularExpression) }
        return options
    }

    static let supportedOptions: Set<String> = ["caseInsensitive", "backwards", "anchored", "literal", "diacriticInsensitive",
                                                 "regularExpression"]
    static let optionNames = ["caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                              "widthInsensitive", "forcedOrdering", "regularExpression"]

    /// Where `needle` first (or last, `.backwards`) occurs in `text`, in characters.
    static func characterRange(of needle: String, in text: String, _ options: Set<String>) -> Range<Int>? {
        if options.contains("regularExpression") {
            // Foundation's own regular expressions (ICU's syntax), positions in characters.
            guard let r = text.range(of: needle, options: compareOptions(options)) else { return nil }
            let lower = text.distance(from: text.startIndex, to: r.lowerBound)
            return lower..<(lower + text.distance(from: r.lowerBound, to: r.upperBound))
        }
        // Folded character by character, so positions stay those of `text`'s characters.
        var folding: String.CompareOptions = []
        if options.contains("caseInsensitive") { folding.insert(.caseInsensitive) }
        if options.contains("diacriticInsensitive") { folding.insert(.diacriticInsensitive) }
        func fold(_ s: String) -> [String] {
            s.map { folding.isEmpty ? String($0) : String($0).folding(options: folding, locale: nil) }
        }
        let hay = fold(text)
        let want = fold(needle)
        guard !want.isEmpty, want.count <= hay.count else { return nil }
        let last = hay.count - want.count
        var starts = Array(0...last)
        if options.contains("anchored") { starts = options.contains("backwards") ? [last] : [0] }
        else if options.contains("backwards") { starts.reverse() }
        for i in starts where hay[i..<(i + want.count)].elementsEqual(want) { return i..<(i + want.count) }
        return nil
    }

    /// `.orderedAscending`, `.orderedSame` or `.orderedDescending`.
    static func ordering(_ rt: Runtime, _ a: String, _ b: String) throws -> Value {
        guard let t = rt.types.types["ComparisonResult"] else { throw NativeError("ComparisonResult is missing") }
        let name = a < b ? "orderedAscending" : a == b ? "orderedSame" : "orderedDescending"
        return try TypeOperations.staticMember(rt, t, name, SourceLocation.native)
    }
}
