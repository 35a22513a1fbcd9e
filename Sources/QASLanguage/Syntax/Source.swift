#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program text and its name, with the line table diagnostics need.
///
/// Positions inside qas are UTF-8 byte offsets; `location(of:)` turns one into the
/// 1-based line and column (counted in characters) that users see.
///
/// A module of several files (a folder, compiled as one target) is one
/// source made of parts: each keeps its own name and line numbers.
package final class Source {
    /// One file of a module: its name and where its text starts.
    package struct Part {
        package let name: String
        package let start: Int
        /// The 0-based line of the whole text its first line is.
        package let firstLine: Int
    }

    /// The name shown in diagnostics: a path, `-e`, `<stdin>` or `<repl>`; for a
    /// module of several files, its folder.
    package let name: String
    /// The files of a module, in order (empty for a single file).
    package let parts: [Part]
    /// The program as UTF-8 bytes (invalid UTF-8 is reported by the lexer).
    package let bytes: [UInt8]
    /// The directory `import` paths are relative to, if any.
    package let directory: String?
    /// Where each line starts, as 32-bit offsets (a program is far smaller than
    /// 4 GiB, `Limits.sourceFileSize`): a 10 MB program has 400,000 lines.
    private let starts: [UInt32]

    package init(name: String, bytes: [UInt8], directory: String? = nil) {
        self.name = name
        self.bytes = bytes
        self.directory = directory
        parts = []
        starts = Source.lineStarts(bytes)
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [UInt32] {
        // memchr finds each line break many bytes at a time.
        bytes.withUnsafeBufferPointer { buffer in
            var table: [UInt32] = [0]
            guard let base = buffer.baseAddress else { return table }
            var at = 0
            while at < buffer.count, let found = memchr(base + at, Int32(UInt8(ascii: "\n")), buffer.count - at) {
                at = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                table.append(UInt32(clamping: at))
            }
            return table
        }
    }

    package convenience init(name: String, text: String, directory: String? = nil) {
        self.init(name: name, bytes: Array(text.utf8), directory: directory)
    }

    /// A module made of files, read one after the other as one text (each ends
    /// with a line break); `name` is the module's folder.
    package init(module name: String, files: [(name: String, bytes: [UInt8])], directory: String?) {
        var bytes: [UInt8] = []
        var parts: [Part] = []
        var line = 0
        for file in files {
            parts.append(Part(name: file.name, start: bytes.count, firstLine: line))
            guard !file.bytes.isEmpty else { continue }
            bytes += file.bytes
            if file.bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            line += file.bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + (file.bytes.last == UInt8(ascii: "\n") ? 0 : 1)
        }
        self.name = name
        self.bytes = bytes
        self.directory = directory
        self.parts = parts
        starts = Source.lineStarts(bytes)
    }

    /// The part holding a byte offset, when the source has parts.
    private func part(at offset: Int) -> Part? {
        guard !parts.isEmpty else { return nil }
        var lo = 0, hi = parts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if parts[mid].start <= offset { lo = mid } else { hi = mid - 1 }
        }
        return parts[lo]
    }

    /// The name of the file a byte offset is in: `name`, or its part's.
    package func name(at offset: Int) -> String { part(at: offset)?.name ?? name }

    /// Whether the text is Swift (`.swift` files), not a `.qas` script.
    package var isSwift: Bool {
        parts.isEmpty ? name.hasSuffix(".swift") : parts.allSatisfy { $0.name.hasSuffix(".swift") }
    }

    /// The 1-based line and column of a byte offset (the line in its own file,
    /// for a module's part). Columns count characters as people see them
    /// (grapheme clusters): a family emoji is one column.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        var offset = max(0, min(offset, bytes.count))
        let lo = lineIndex(of: offset)
        let start = lineStart(lo)
        // Back up to the start of a UTF-8 sequence.
        while offset > start, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let before = String(decoding: bytes[start..<offset], as: UTF8.self)
        return (lo + 1 - (part(at: offset)?.firstLine ?? 0), before.count + 1)
    }

    /// The byte offsets where the line holding `offset` starts and ends (before its
    /// newline and any carriage return).
    package func lineBounds(containing offset: Int) -> (start: Int, end: Int) {
        let lo = lineIndex(of: max(0, min(offset, bytes.count)))
        let start = lineStart(lo)
        var end = lo + 1 < starts.count ? lineStart(lo + 1) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return (start, max(start, end))
    }

    /// How many lines the text has (what follows the last line break is one, even if empty).
    package var lineCount: Int { starts.count }

    /// The byte offset where 0-based line `n` starts.
    package func lineStart(_ n: Int) -> Int { Int(starts[n]) }

    /// The 0-based index of the line holding a byte offset.
    package func lineIndex(of offset: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStart(mid) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The text of a 1-based line, without its newline.
    package func lineText(_ line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        let start = lineStart(line - 1)
        var end = line < starts.count ? lineStart(line) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The source text between two byte offsets.
    package func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }
}

/// A span of a source, as byte offsets.
package struct SourceRange: Sendable, Equatable {
    // Kept in 32 bits: every parse-tree node, token and compiled site holds a
    // range, and a program is far smaller than 2 GiB (`Limits.sourceFileSize`).
    private var lower: Int32
    private var upper: Int32
    package var start: Int {
        get { Int(lower) }
        set { lower = Int32(clamping: newValue) }
    }
    package var end: Int {
        get { Int(upper) }
        set { upper = Int32(clamping: newValue) }
    }
    package init(_ start: Int, _ end: Int) { lower = Int32(clamping: start); upper = Int32(clamping: end) }
    /// The smallest range covering both.
    package func to(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }
}

/// A place in a named source: what errors point at.
package struct SourceLocation: CustomStringConvertible {
    /// Stands for code with no source of its own (natives calling closures).
    static let native = SourceLocation(Source(name: "<native>", text: ""), SourceRange(0, 0))

    package let source: Source
    package let range: SourceRange
    package init(_ source: Source, _ range: SourceRange) { self.source = source; self.range = range }

    package var line: Int { source.location(of: range.start).line }
    package var column: Int { source.location(of: range.start).column }
    /// The file it is in (a module's part, or the source itself).
    package var file: String { source.name(at: range.start) }
    /// `file:line:col`
    package var description: String {
        let (l, c) = source.location(of: range.start)
        return "\(file):\(l):\(c)"
    }
}
