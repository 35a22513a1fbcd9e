import Testing
@testable import QASLanguage

/// A large program's declarations are resolved and compiled two at a time (its
/// types gathered while its names are hoisted, then each long run of type or
/// function declarations split between two threads): the program must run, and
/// its mistakes be reported, exactly as on one thread.
@Suite("Resolving and compiling on two threads")
struct ParallelFrontEndTests {
    /// Over the size, with runs of types and of functions longer than
    /// `ParallelDeclaration.minimumRun`, top-level variables between them, and `mistakes`
    /// (index → code) put in at some of them.
    func program(types: Int, mistakes: [Int: String] = [:]) -> String {
        var text = "protocol Named { var name: String { get } }\nvar total = 0\n"
        for i in 0..<types {
            text += """
            struct P\(i)\(i % 3 == 0 ? ": Named" : "") {
                var x: Int
                var name: String { "p\\(x)" }
                func scaled(_ k: Int) -> Int { x * k + \(i % 5)\(mistakes[i].map { " + " + $0 } ?? "") }
            }

            """
        }
        text += "let base = 7\n"
        for i in 0..<types {
            text += """
            func f\(i)(_ n: Int) -> Int {
                let p = P\(i)(x: n)
                total += 1
                return p.scaled(\(i % 4 + 1)) + base\(mistakes[types + i].map { " + " + $0 } ?? "")
            }

            """
        }
        text += "print(f0(1), f\(types - 1)(2), P3(x: 9).name, total)\n"
        while text.utf8.count < TwoThreads.minimumSourceSize + 1000 {
            text += "// padding that makes the program large enough to be split\n"
        }
        return text
    }

    func outcome(of text: String, parallel: Bool) -> String {
        let interpreter = Interpreter()
        interpreter.parallelFrontEnd = parallel
        interpreter.declarations.requireSingleConformance("Lone", role: "lone one")
        var out = ""
        interpreter.runtime.output = { out += $0 }
        do {
            try interpreter.run(Source(name: "big.qas", text: text))
        } catch let e as CompileError {
            return e.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
        return out
    }

    /// A run is split where half its source text lies, not after half its
    /// declarations: one long function then small ones puts the long one alone
    /// in the first half.
    @Test func runsAreSplitByTheirSourceText() throws {
        func statements(_ text: String) -> [Stmt] {
            var parser = Parser(source: Source(name: "split.qas", text: text))
            return parser.parseProgram()
        }
        let long = "func long() -> Int {\n" + String(repeating: "    _ = 1 + 2\n", count: 40) + "    return 0\n}\n"
        let small = (0..<9).map { "func s\($0)() -> Int { \($0) }\n" }.joined()
        let longFirst = statements(long + small)
        #expect(longFirst.count == 10)
        #expect(ParallelDeclaration.middle(of: 0..<10, in: longFirst) == 1)
        let longLast = statements(small + long)
        #expect(ParallelDeclaration.middle(of: 0..<10, in: longLast) == 9)
        let even = statements(small)
        #expect(ParallelDeclaration.middle(of: 0..<9, in: even) == 5)
        #expect(ParallelDeclaration.middle(of: 2..<4, in: even) == 3)
        #expect(ParallelDeclaration.middle(of: 3..<9, in: even[...]) == 6)
    }

    @Test func aLargeProgramRunsAsOnOneThread() throws {
        let types = 3 * ParallelDeclaration.minimumRun
        let text = program(types: types)
        let expected = "8 \(2 * ((types - 1) % 4 + 1) + (types - 1) % 5 + 7) p9 2\n"
        #expect(outcome(of: text, parallel: true) == expected)
        #expect(outcome(of: text, parallel: false) == expected)
    }

    /// Mistakes in both halves of each run, one found while gathering the types
    /// (a second class in a role only one may play), one found while hoisting
    /// (a name declared twice, reported after it though found at the same time)
    /// and one in a statement after the runs: the same diagnostics in the same
    /// order either way.
    @Test func mistakesAreReportedAsOnOneThread() throws {
        let types = 3 * ParallelDeclaration.minimumRun
        var text = program(types: types, mistakes: [3: "missingA", types - 2: "missingB",
                                                      types + 5: "missingC", 2 * types - 1: "missingD"])
        text += "func f10(_ n: Int) -> Int { n }\nprint(missingE)\nstruct Q: Named {}\n"
        text += "protocol Lone {}\nclass L1: Lone {}\nclass L2: Lone {}\n"
        let parallel = outcome(of: text, parallel: true)
        #expect(parallel == outcome(of: text, parallel: false))
        for name in ["missingA", "missingB", "missingC", "missingD", "missingE", "redeclaration of 'f10'", "type 'Q' does not conform",
                     "'L2' is a second lone one"] {
            #expect(parallel.contains(name), "\(name)")
        }
    }
}
