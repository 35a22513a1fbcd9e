import Foundation
import QuickActionScript

/// Terminal lines as the REPL handles them: gathered while incomplete, evaluated
/// and shown, with completions asked for at cursor positions along each line.
enum REPLFuzzing {
    /// The characters that end a word for completion (the REPL's readline setting).
    static let wordBreaks = Set(" \t\n\"\\'`@$><=;|&{(.[,:+-*/%!?)]}".utf8)

    static func feed(_ bytes: [UInt8]) {
        guard let session = FuzzTarget.sandboxedSession() else { return }
        let tools = ScriptTools(session)
        var pending = ""
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            complete(line, with: tools)
            // Commands (`:load`, `:reset`) touch files and sessions, not the language.
            if pending.isEmpty && line.trimmingCharacters(in: .whitespaces).hasPrefix(":") { continue }
            pending += pending.isEmpty ? line : "\n" + line
            if pending.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                pending = ""
                continue
            }
            do {
                _ = try tools.evaluateForDisplay(pending)
            } catch let error as QASError where error.isIncompleteInput {
                continue
            } catch {
                _ = "\(error)"
            }
            pending = ""
        }
    }

    /// Asks for completions where they differ: at the end of the line, just
    /// after each `.` and `"`, and at every eighth character (16 places at most).
    static func complete(_ line: String, with tools: ScriptTools) {
        let bytes = Array(line.utf8)
        var cursors: [Int] = []
        var offset = 0
        for (k, scalar) in line.unicodeScalars.enumerated() {
            offset += UTF8.width(scalar)
            if scalar == "." || scalar == "\"" || k % 8 == 7 { cursors.append(offset) }
        }
        cursors = Array(cursors.suffix(15)) + [bytes.count]
        for cursor in cursors {
            var start = cursor
            while start > 0 && !wordBreaks.contains(bytes[start - 1]) { start -= 1 }
            let word = String(decoding: bytes[start..<cursor], as: UTF8.self)
            _ = tools.completions(line: line, wordStart: start, word: word)
        }
    }
}
