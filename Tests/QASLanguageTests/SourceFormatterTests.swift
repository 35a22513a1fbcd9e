import Testing
@testable import QASLanguage

@Suite("Source formatter")
struct SourceFormatterTests {
    func format(_ text: String) throws -> String {
        let source = Source(name: "t.qas", text: text)
        let formatted = try SourceFormatter.format(source).get()
        #expect(SourceFormatCheck.keepsMeaning(source, Source(name: "f.qas", text: formatted)), "\(formatted)")
        let again = try SourceFormatter.format(Source(name: "f.qas", text: formatted)).get()
        #expect(again == formatted, "not idempotent:\n\(formatted)\n---\n\(again)")
        return formatted
    }

    @Test func spacingAroundOperatorsColonsAndCommas() throws {
        #expect(try format("let x:Int=1+2*3\nlet d:[String:Int]=[\"a\":1 ,\"b\":2]\nf(a:1,b : 2)\n")
            == "let x: Int = 1 + 2 * 3\nlet d: [String: Int] = [\"a\": 1, \"b\": 2]\nf(a: 1, b: 2)\n")
        #expect(try format("let e = [:]\nlet r = xs[0 ..< 2]\nlet s = -x + (-1)\nif !ok&&a>=b {}\n")
            == "let e = [:]\nlet r = xs[0..<2]\nlet s = -x + (-1)\nif !ok && a >= b {}\n")
        #expect(try format("func f(_ a:Int)->[Int]{[a]}\n") == "func f(_ a: Int) -> [Int] { [a] }\n")
    }

    @Test func optionalsAgainstTernaries() throws {
        #expect(try format("let v = o?.count ?? 0\nlet w = c ?a:b\nlet z = x! + 1\nh?()\nlet t = y as? Int\n")
            == "let v = o?.count ?? 0\nlet w = c ? a : b\nlet z = x! + 1\nh?()\nlet t = y as? Int\n")
        #expect(try format("var s: Set<Int> = []\nlet a = Array<[String]>()\nif a<b, c>d {}\n")
            == "var s: Set<Int> = []\nlet a = Array<[String]>()\nif a < b, c > d {}\n")
        // Nested lists keep every angle tight (the inner `<` is the outer list's).
        #expect(try format("var g = Set<Set<String>>()\nlet b: Array<Array<Int>> = []\n")
            == "var g = Set<Set<String>>()\nlet b: Array<Array<Int>> = []\n")
    }

    /// A number after a dot keeps the blank before it: `1. 3` is member `3` of
    /// 1 (an error when run), and tight it would be the Double `1.3`.
    @Test func aNumberAfterADotKeepsItsBlank() throws {
        #expect(try format("let x = [2.5, 1. 3]\nprint(t .0, t.1)\n") == "let x = [2.5, 1. 3]\nprint(t.0, t.1)\n")
    }

    /// After a `>` that is a comparison, a call, subscript or member attached in
    /// the source stays attached (the layout check cannot tell it from a generic
    /// list's `>`): `Set<Strin||g>()` is comparisons, not a type.
    @Test func attachedAfterAComparisonStaysAttached() throws {
        #expect(try format("let s = Set<Strin||g>()\nlet t = x>.zero\n") == "let s = Set < Strin || g >()\nlet t = x >.zero\n")
        #expect(try format("let u = Set<Int>()\nif a>(b) {}\n") == "let u = Set<Int>()\nif a >(b) {}\n")
    }

    /// An operator function's generic parameters stay attached to its name:
    /// `func ⊕ <T>` and `func ⊕<T>` are both Swift, but a declared operator's
    /// blanks are kept, and the angles are a type list, not comparisons.
    @Test func genericParametersOfAnOperatorFunction() throws {
        let declarations = "infix operator ⊕: AdditionPrecedence\npostfix operator ′\n"
        #expect(try format(declarations + "func ⊕<T:Numeric>(a: T, b: T) -> T { a + b }\npostfix func ′<T>(x: [T]) -> [T] { x }\n")
            == declarations + "func ⊕<T: Numeric>(a: T, b: T) -> T { a + b }\npostfix func ′<T>(x: [T]) -> [T] { x }\n")
        #expect(try format(declarations + "let y = a ⊕ b\n") == declarations + "let y = a ⊕ b\n")
    }

    @Test func oneStatementPerLineAndBlocksOpened() throws {
        #expect(try format("struct P { var x: Int; var y: Int; func s() -> Int { x + y } }\n")
            == "struct P {\n    var x: Int\n    var y: Int\n    func s() -> Int { x + y }\n}\n")
        #expect(try format("let f = { a, b in print(a); print(b) }\n")
            == "let f = { a, b in\n    print(a)\n    print(b)\n}\n")
        #expect(try format("if x { a()\n  b() }\n") == "if x {\n    a()\n    b()\n}\n")
        #expect(try format("a(); b();\n") == "a()\nb()\n")
        #expect(try format("func f() {\n}\n") == "func f() {}\n")
    }

    @Test func indentationBySwitchesAndContinuations() throws {
        let source = """
        func f(_ n: Int) -> String {
        switch n {
                case 0:
              return "zero"
        default:
        let s = "n" +
        "!"
          return s
        }
        }
        let y = xs
        .map { $0 }
        func g(a: Int,
               b: Int) -> Int {
        a + b
        }

        """
        #expect(try format(source) == """
        func f(_ n: Int) -> String {
            switch n {
            case 0:
                return "zero"
            default:
                let s = "n" +
                    "!"
                return s
            }
        }
        let y = xs
            .map { $0 }
        func g(a: Int,
            b: Int) -> Int {
            a + b
        }

        """)
    }

    @Test func commentsStringsAndBlankLinesKept() throws {
        let source = """
        #!/usr/bin/env qas
        // leading
        let a = 1      // aligned
        let bb = 22    // aligned


        /* block */ let s = "  keep \\(a+1)  "
        let m = \"\"\"
            raw   text
          \"\"\"
        if a { /* inner */

            print(a)

        }

        """
        #expect(try format(source) == """
        #!/usr/bin/env qas
        // leading
        let a = 1      // aligned
        let bb = 22    // aligned

        /* block */ let s = "  keep \\(a+1)  "
        let m = \"\"\"
            raw   text
          \"\"\"
        if a { /* inner */
            print(a)
        }

        """)
    }

    @Test func attachedParenthesesStayAttached() throws {
        // `.some (let v)` does not parse as a pattern: spacing never joins or splits these.
        #expect(try format("switch m {\ncase .some(let v): print(v)\ncase .none: break\n}\n")
            == "switch m {\ncase .some(let v): print(v)\ncase .none: break\n}\n")
    }

    @Test func aLayoutThatChangesMeaningIsCaught() throws {
        let original = Source(name: "a", text: "let a = x\n-1\nlet b = c?.d\n")
        #expect(!SourceFormatCheck.keepsMeaning(original, Source(name: "b", text: "let a = x - 1\nlet b = c?.d\n")))
        #expect(!SourceFormatCheck.keepsMeaning(original, Source(name: "b", text: "let a = x\n-1\nlet b = c ?.d\n")))
        #expect(!SourceFormatCheck.keepsMeaning(original, Source(name: "b", text: "let a = x\n-1\nlet b = c?.e\n")))
        #expect(SourceFormatCheck.keepsMeaning(original, Source(name: "b", text: "let a =   x\n-1\n\nlet b = c?.d\n")))
        // A ternary's `?` after a force unwrap is not an optional chain.
        let ternary = Source(name: "a", text: "let s = x! ? 1 : 2\n")
        #expect(!SourceFormatCheck.keepsMeaning(ternary, Source(name: "b", text: "let s = x!? 1 : 2\n")))
        #expect(try format("let s = x! ? 1 : 2\n") == "let s = x! ? 1 : 2\n")
        // A prefix `!` may come off the comma before it; a comment keeps its column
        // counted in scalars (a combining mark after a blank is one).
        #expect(try format("print(min(3,!2))\n") == "print(min(3, !2))\n")
        #expect(try format("let a = \" \u{5C4}\"   // c\nlet bb=1 // d\n") == "let a = \" \u{5C4}\"   // c\nlet bb = 1 // d\n")
    }

    @Test func sourceThatDoesNotLexIsRefused() {
        guard case .failure(let e) = SourceFormatter.format(Source(name: "t", text: "let s = \"open\n")) else {
            Issue.record("an unterminated string formatted")
            return
        }
        #expect(e.message.contains("unterminated string"))
    }
}
