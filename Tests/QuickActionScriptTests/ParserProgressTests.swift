import Foundation
import Testing
@testable import QASLanguage
@testable import QuickActionScript

/// The parser always makes progress: every prefix of every golden script and
/// example, and every copy with one token deleted, parses (to a program or to
/// diagnostics) quickly, never looping and never crashing. Malformed declarations
/// such as `static action "A" {\n "x" }` once looped forever. Time is the parsing
/// thread's CPU time, not the clock's: other tests running beside this one on a
/// busy machine must not make it fail.
@Suite("Parser progress")
struct ParserProgressTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scripts() -> [String] {
        var found: [String] = []
        for folder in ["Tests/Golden", "Scripts/examples"] {
            let dir = root.appendingPathComponent(folder).path
            let files = FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? []
            found += files.filter { $0.hasSuffix(".qas") }.sorted().map { dir + "/" + $0 }
        }
        return found
    }

    /// Parses with the app's declaration forms; the CPU time it took.
    static func parse(_ bytes: [UInt8], _ registry: DeclarationRegistry) -> Double {
        let start = threadCPUTime()
        var parser = Parser(source: Source(name: "t", bytes: bytes), registry: registry)
        _ = parser.parseProgram()
        return threadCPUTime() - start
    }

    /// Seconds of CPU the calling thread has used.
    static func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Every token of a script up to this many tokens is cut after and deleted;
    /// in a longer one, tokens at an even stride, so the few generated
    /// thousand-token chains do not take most of the suite's time.
    static let exhaustiveTokens = 2_000

    @Test(arguments: scripts())
    func everyPrefixAndEveryDeletionParses(_ path: String) throws {
        let readOnly = ReadOnlyDeclarations()
        let registry = AppDeclaration.registry(readOnly)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var lexer = Lexer(source: Source(name: "t", bytes: bytes))
        let tokens = lexer.tokenize().dropLast()
        var slowest = 0.0
        let stride = max(1, tokens.count / ParserProgressTests.exhaustiveTokens)
        for (i, t) in tokens.enumerated() where i % stride == 0 {
            slowest = max(slowest, ParserProgressTests.parse(Array(bytes[..<t.range.end]), registry))
            slowest = max(slowest, ParserProgressTests.parse(Array(bytes[..<t.range.start] + bytes[t.range.end...]), registry))
        }
        withExtendedLifetime(readOnly) {}
        #expect(slowest < 2.0, "\(path): a parse took \(slowest) s")
    }

    @Test func malformedDeclarationsEndInDiagnostics() {
        let registry = AppDeclaration.registry(ReadOnlyDeclarations())
        for code in ["static action \"A\" {\n \"x\" }", "static action \"A\" { \"x\" }", "widget \"W\" {\n 1\n 2 }",
                     "intent I(a) {\n perform\n }", "static action \"A\" {\n title: \n}", "on \"A\" {", "dynamic actions {"] {
            var parser = Parser(source: Source(name: "t", text: code), registry: registry)
            _ = parser.parseProgram()
            #expect(!parser.diagnostics.isEmpty, "\(code)")
        }
    }
}
