import Foundation
import QASLanguage

/// An open document's text, as the client last sent it, and the conversions
/// between LSP positions (line, UTF-16 code unit) and UTF-8 offsets.
struct TextDocument {
    let uri: String
    var version: Int
    private(set) var text: String
    /// The text as a program, named by the URI's path (imports are read beside
    /// it): its bytes and its line table.
    private(set) var source: Source
    var bytes: [UInt8] { source.bytes }

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        source = TextDocument.source(uri, text)
    }

    private static func source(_ uri: String, _ text: String) -> Source {
        let name = URL(string: uri).flatMap { $0.isFileURL ? $0.path : nil } ?? uri
        let directory = (name as NSString).deletingLastPathComponent
        return Source(name: name, text: text, directory: directory.isEmpty ? nil : directory)
    }

    /// A position as LSP gives it.
    struct Position: Equatable {
        var line: Int
        var character: Int
    }

    /// The bytes of the UTF-8 sequence a lead byte starts, and the UTF-16 code
    /// units its scalar takes.
    private static func sequence(_ lead: UInt8) -> (bytes: Int, units: Int) {
        lead < 0x80 ? (1, 1) : lead < 0xE0 ? (2, 1) : lead < 0xF0 ? (3, 1) : (4, 2)
    }

    /// Where 0-based line `n` ends, before its line break.
    private func lineEnd(_ n: Int) -> Int {
        n + 1 < source.lineCount ? source.lineStart(n + 1) - 1 : source.bytes.count
    }

    /// The UTF-8 offset of an LSP position (clamped into the text: a client's
    /// position past a line's end is the line's end).
    func offset(of p: Position) -> Int {
        guard p.line >= 0 else { return 0 }
        let bytes = source.bytes
        guard p.line < source.lineCount else { return bytes.count }
        let end = lineEnd(p.line)
        var units = 0
        var i = source.lineStart(p.line)
        while i < end && units < p.character {
            let s = TextDocument.sequence(bytes[i])
            units += s.units
            i += s.bytes
        }
        return min(i, end)
    }

    /// The LSP position of a UTF-8 offset.
    func position(of offset: Int) -> Position {
        let bytes = source.bytes
        let offset = max(0, min(offset, bytes.count))
        let line = source.lineIndex(of: offset)
        var units = 0
        var i = source.lineStart(line)
        while i < offset {
            let s = TextDocument.sequence(bytes[i])
            units += s.units
            i += s.bytes
        }
        return Position(line: line, character: units)
    }

    /// The text of line `n` (without its line break).
    func line(_ n: Int) -> String {
        guard n >= 0 && n < source.lineCount else { return "" }
        return String(decoding: source.bytes[source.lineStart(n)..<lineEnd(n)], as: UTF8.self)
    }

    /// Replaces the text between two positions (an incremental change), or all of
    /// it (`range` nil).
    mutating func apply(_ range: (Position, Position)?, _ newText: String) {
        if let (from, to) = range {
            let a = offset(of: from), b = max(a, offset(of: to))
            var updated = Array(bytes[0..<a])
            updated += newText.utf8
            updated += bytes[b...]
            text = String(decoding: updated, as: UTF8.self)
        } else {
            text = newText
        }
        source = TextDocument.source(uri, text)
    }
}
