import Foundation
import QASLanguage
import QuickActionScript

/// An open document and what is known of it since its last change: its symbols
/// (for outline, definitions, hover and completion) and its diagnostics.
struct OpenDocument {
    let text: TextDocument
    var source: Source { text.source }
    let symbols: [SourceSymbol]
    /// Every name written in the document (declared or used).
    let declaredNames: Set<String>

    init(_ text: TextDocument, server: LanguageServer) {
        self.text = text
        symbols = SymbolIndex.symbols(of: text.source, registry: server.engine.declarationRegistry)
        declaredNames = SymbolIndex.identifiers(of: text.source)
    }

    /// Every symbol, members included, depth first.
    var allSymbols: [SourceSymbol] {
        var out: [SourceSymbol] = []
        func add(_ s: SourceSymbol) { out.append(s); s.children.forEach(add) }
        symbols.forEach(add)
        return out
    }

    /// The identifier at or just before a UTF-8 offset, and where it is.
    func word(at offset: Int) -> (String, Range<Int>)? {
        let bytes = text.bytes
        func isWord(_ b: UInt8) -> Bool { b == 95 || b >= 48 && b <= 57 || b >= 65 && b <= 90 || b >= 97 && b <= 122 || b >= 0x80 }
        var start = min(offset, bytes.count), end = start
        while start > 0 && isWord(bytes[start - 1]) { start -= 1 }
        while end < bytes.count && isWord(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start..<end)
    }

    /// The string literal around an offset on its line (its text without quotes)
    /// and what comes before its opening quote.
    func stringLiteral(at offset: Int) -> (text: String, before: String)? {
        let bytes = text.bytes
        var lineStart = min(offset, bytes.count)
        while lineStart > 0 && bytes[lineStart - 1] != 10 { lineStart -= 1 }
        var lineEnd = min(offset, bytes.count)
        while lineEnd < bytes.count && bytes[lineEnd] != 10 { lineEnd += 1 }
        var i = lineStart
        var open: Int? = nil
        while i < lineEnd {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") {
                if let o = open {
                    if o < offset && offset <= i {
                        return (String(decoding: bytes[(o + 1)..<i], as: UTF8.self), String(decoding: bytes[lineStart..<o], as: UTF8.self))
                    }
                    open = nil
                } else {
                    open = i
                }
            }
            i += 1
        }
        return nil
    }
}
