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
    /// caret when the line is very long. The marker is placed by display width, so
    /// it stands under the right character after wide ones (CJK, emoji).
    package static func excerpt(_ location: SourceLocation) -> String {
        let (line, column) = location.source.location(of: location.range.start)
        let text = Array(location.source.lineText(line)).map { $0 == "\t" ? " " : $0 }
        guard !text.isEmpty else { return "" }
        let (endLine, endColumn) = location.source.location(of: location.range.end)
        var width = endLine == line ? max(1, endColumn - column) : max(1, text.count - column + 1)
        var caret = min(column - 1, text.count)
        var shown = text[...]
        var prefix = ""
        // Keep excerpts readable for megabyte-long lines.
        if text.count > 160 {
            let from = max(0, min(caret - 60, text.count - 160))
            shown = text[from..<min(text.count, from + 160)]
            caret -= from
            prefix = from > 0 ? "..." : ""
        }
        width = min(width, 80, max(1, shown.count - caret))
        let lead = prefix.count + DisplayWidth.of(String(shown.prefix(caret)))
        let span = max(1, DisplayWidth.of(String(shown.dropFirst(caret).prefix(width))))
        let marker = String(repeating: " ", count: lead) + "^" + String(repeating: "~", count: span - 1)
        return "    " + prefix + String(shown) + "\n    " + marker + "\n"
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
