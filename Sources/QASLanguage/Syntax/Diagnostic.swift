import QASBase

/// A compile-time problem found before a program runs.
package struct Diagnostic: Error, CustomStringConvertible {
    package enum Severity: String { case error, warning }
    package let severity: Severity
    package let message: String
    package let location: SourceLocation
    /// True when the problem is that the input ended too soon (the REPL reads on).
    package let isIncompleteInput: Bool

    package init(_ message: String, at location: SourceLocation,
                severity: Severity = .error, incomplete: Bool = false) {
        self.message = message
        self.location = location
        self.severity = severity
        self.isIncompleteInput = incomplete
    }

    package var line: Int { location.line }
    package var column: Int { location.column }

    /// `file:line:col: error: message`, the source line and a caret.
    package var description: String {
        "\(location): \(severity.rawValue): \(message)\n" + Diagnostic.excerpt(location)
    }

    /// The source line under a location and a `^~~~` marker, shortened around the
    /// caret when the line is very long (only the bytes near the caret are ever
    /// decoded, so a 30 MB line costs nothing). The marker is placed by display
    /// width, so it stands under the right character after wide ones (CJK, emoji).
    package static func excerpt(_ location: SourceLocation) -> String {
        let source = location.source
        let (lineStart, lineEnd) = source.lineBounds(containing: location.range.start)
        guard lineEnd > lineStart else { return "" }
        let offset = min(max(location.range.start, lineStart), lineEnd)
        // A window of bytes around the caret, on scalar boundaries.
        var from = max(lineStart, offset - 800), to = min(lineEnd, offset + 800)
        while from > lineStart, source.bytes[from] & 0xC0 == 0x80 { from -= 1 }
        while to < lineEnd, source.bytes[to] & 0xC0 == 0x80 { to += 1 }
        let before = Array(String(decoding: source.bytes[from..<offset], as: UTF8.self)).map { $0 == "\t" ? " " : $0 }
        let after = Array(String(decoding: source.bytes[offset..<to], as: UTF8.self)).map { $0 == "\t" ? " " : $0 }
        guard !(before.isEmpty && after.isEmpty) else { return "" }
        // The marker spans the range on this line, in characters.
        let rangeEnd = min(max(location.range.end, offset), lineEnd, to)
        var width = max(1, String(decoding: source.bytes[offset..<rangeEnd], as: UTF8.self).count)
        // At most 60 characters before the caret and 100 after are shown.
        let shownBefore = before.suffix(60), shownAfter = after.prefix(100)
        let prefix = shownBefore.count < before.count || from > lineStart ? "..." : ""
        width = min(width, 80, max(1, shownAfter.count))
        let lead = prefix.count + DisplayWidth.of(String(shownBefore))
        let span = max(1, DisplayWidth.of(String(shownAfter.prefix(width))))
        let marker = String(repeating: " ", count: lead) + "^" + String(repeating: "~", count: span - 1)
        return "    " + prefix + String(shownBefore) + String(shownAfter) + "\n    " + marker + "\n"
    }
}

/// One or more compile errors: the program did not run.
package struct CompileError: Error, CustomStringConvertible {
    package let diagnostics: [Diagnostic]
    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// True when the only problem is input that ended too soon.
    package var isIncompleteInput: Bool { diagnostics.contains { $0.isIncompleteInput } }
    package var description: String { diagnostics.map(\.description).joined() }
}
