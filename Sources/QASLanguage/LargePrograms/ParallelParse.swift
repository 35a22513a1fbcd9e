import QASBase

/// Parsing a large program on two threads. The source is cut where one top-level
/// declaration seems to end and the next to begin (a line holding only `}`, then
/// a line starting `func`, `struct` …), and the two parts are parsed at once. The
/// cut is a guess — it may fall inside a string, a comment or a badly indented
/// body — so the halves count only if neither reports a mistake: anything left
/// open at the cut makes the first half report one (an unterminated string or
/// comment, a missing `}`). Otherwise, and whenever the source has mistakes, the
/// program is parsed whole, as always, and its diagnostics are the usual ones.
enum ParallelParse {
    /// How far past the middle a cut is looked for.
    static let searchLength = 1 << 16
    private static let declarationStarts: [[UInt8]] = ["func ", "struct ", "class ", "enum ", "extension ", "protocol ", "final class "]
        .map { Array($0.utf8) }

    /// Where to cut: the start of a line beginning a declaration after a line
    /// that is only `}`, at or after the middle; nil if there is none near it.
    static func cut(_ bytes: [UInt8]) -> Int? {
        let from = bytes.count / 2, to = min(bytes.count, from + searchLength)
        var i = from
        while i + 3 <= to {
            if bytes[i] == UInt8(ascii: "\n"), bytes[i + 1] == UInt8(ascii: "}"), bytes[i + 2] == UInt8(ascii: "\n") {
                let line = i + 3
                for word in declarationStarts where line + word.count <= bytes.count {
                    if bytes[line..<line + word.count].elementsEqual(word) { return line }
                }
            }
            i += 1
        }
        return nil
    }

    /// The program parsed in two halves cut at `cut`, or nil when the halves do
    /// not stand for the whole (either reported a mistake) or no thread could be made.
    static func parse(_ source: Source, registry: DeclarationRegistry?, cut: Int) -> [Stmt]? {
        let second = SecondHalf(source: source, registry: registry, start: cut)
        var first = Parser(source: source, registry: registry, start: 0, end: cut)
        var firstParts = Parser.ProgramParts()
        guard TwoThreads.run({ second.run() }, alongside: { firstParts = first.parseProgramParts() }) else { return nil }
        guard first.diagnostics.isEmpty, !first.stopped, let secondParts = second.parts else { return nil }
        return firstParts.followed(by: secondParts).ordered
    }

    /// The second half, parsed on a thread of its own.
    private final class SecondHalf: @unchecked Sendable {
        let source: Source
        let registry: DeclarationRegistry?
        let start: Int
        /// Set when it parsed without a mistake.
        var parts: Parser.ProgramParts?
        init(source: Source, registry: DeclarationRegistry?, start: Int) {
            self.source = source; self.registry = registry; self.start = start
        }
        func run() {
            var parser = Parser(source: source, registry: registry, start: start)
            let result = parser.parseProgramParts()
            if parser.diagnostics.isEmpty && !parser.stopped { parts = result }
        }
    }
}
