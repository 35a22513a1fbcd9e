import Testing
@testable import QASLanguage

/// A large program is parsed in two halves at once; the halves must stand for
/// the whole, or be given up for the usual parse.
@Suite("Parsing on two threads")
struct ParallelParseTests {
    /// What a statement list looks like, with ranges: two parses agree on it
    /// exactly when they made the same tree (class-typed annotations print their
    /// type only, and are filled in later by the resolver).
    func shape(_ statements: [Stmt]) -> [String] {
        statements.map { "\($0.range.start)-\($0.range.end) \($0.kind)" }
    }

    func sequential(_ source: Source) -> [Stmt] {
        var parser = Parser(source: source)
        return parser.parseProgram()
    }

    let program = """
    struct A { var x: Int; func twice() -> Int { x * 2 } }
    extension A { func thrice() -> Int { x * 3 } }
    func first() -> Int {
        A(x: 1).twice()
    }
    let early = first()
    func second() -> Int {
        A(x: 2).thrice() + early
    }
    struct B { var y = "b" }
    extension A { var half: Int { x / 2 } }
    print(first(), second(), B().y, A(x: 9).half)
    """

    @Test func theCutIsAtADeclarationAfterAClosingLine() throws {
        let bytes = Array(program.utf8)
        let cut = try #require(ParallelParse.cut(bytes))
        #expect(cut >= bytes.count / 2)
        #expect(String(decoding: bytes[cut...], as: UTF8.self).hasPrefix("struct B"))
        #expect(bytes[cut - 2] == UInt8(ascii: "}") && bytes[cut - 3] == UInt8(ascii: "\n"))
        #expect(ParallelParse.cut(Array("print(1)\nprint(2)\n".utf8)) == nil)
    }

    /// The halves, put together, are the tree one parse makes: the same
    /// statements in the same order (types, then extensions, then the rest, each
    /// in source order across the cut), and the program runs the same.
    @Test func halvesMakeTheSameTreeAsOneParse() throws {
        let source = Source(name: "t", text: program)
        for cut in [ParallelParse.cut(source.bytes)!, Array(program.utf8).firstIndex(of: UInt8(ascii: "l"))!] where cut > 0 {
            guard let halves = ParallelParse.parse(source, registry: nil, cut: cut) else {
                Issue.record("cut at \(cut) was given up"); continue
            }
            #expect(shape(halves) == shape(sequential(source)), "cut at \(cut)")
        }
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(source)
        #expect(out == "2 8 b 4\n")
    }

    /// A cut inside something left open is noticed by the first half's mistake,
    /// and one inside the second half's mistake too: the halves are given up.
    @Test func aCutInsideAnythingOpenIsGivenUp() throws {
        let openAtTheCut = [
            "let text = \"\"\"\n}\nfunc inString() {}\n\"\"\"\nprint(text)\n",
            "/* a comment\n}\nfunc inComment() {}\n*/\nprint(1)\n",
            "func outer() {\n  if true {\n}\nfunc inner() {}\n}\nprint(2)\n",
        ]
        for text in openAtTheCut {
            let source = Source(name: "t", text: text)
            let cut = try #require(text.utf8.indices(of: "}\nfunc").first.map { $0 + 2 })
            #expect(ParallelParse.parse(source, registry: nil, cut: cut) == nil, "\(text)")
            // And the usual parse reads it as one program, without a mistake.
            var parser = Parser(source: source)
            _ = parser.parseProgram()
            #expect(parser.diagnostics.isEmpty, "\(text)")
        }
        let mistakeLater = Source(name: "t", text: "func a() {\n}\nfunc b( {\n}\n")
        #expect(ParallelParse.parse(mistakeLater, registry: nil, cut: 13) == nil)
    }

    /// A program over the size that parses in two halves compiles and runs as
    /// one parse would have it.
    @Test func aLargeProgramRunsTheSame() throws {
        var text = ""
        var i = 0
        while text.utf8.count < TwoThreads.minimumSourceSize + 1000 {
            text += "struct P\(i) { var v = \(i) }\nfunc f\(i)() -> Int {\n    P\(i)().v\n}\n"
            i += 1
        }
        text += "print(f0() + f\(i - 1)(), \(i))\n"
        let source = Source(name: "t", text: text)
        let cut = try #require(ParallelParse.cut(source.bytes))
        let halves = try #require(ParallelParse.parse(source, registry: nil, cut: cut))
        #expect(shape(halves) == shape(sequential(source)))
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(source)
        #expect(out == "\(i - 1) \(i)\n")
    }
}

private extension String.UTF8View {
    /// Byte offsets where `needle` starts.
    func indices(of needle: String) -> [Int] {
        let bytes = Array(self), n = Array(needle.utf8)
        guard bytes.count >= n.count else { return [] }
        return (0...(bytes.count - n.count)).filter { bytes[$0..<$0 + n.count].elementsEqual(n) }
    }
}
