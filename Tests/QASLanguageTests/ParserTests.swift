import Testing
@testable import QASLanguage

@Suite("Parser and resolver")
struct ParserTests {
    func diagnostics(_ code: String) -> [Diagnostic] {
        do {
            _ = try Interpreter().compile(Source(name: "t", text: code))
            return []
        } catch let e as CompileError {
            return e.diagnostics
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    @Test(arguments: ["func f() {", "let x = 1 +", "let xs = [1, 2", "/* open",
                      "if x {\n print(1)", "print(\"\\(1 + \")", "let s = \"\"\"\nline", "foo(1,"])
    func incompleteInputIsFlagged(_ code: String) {
        let d = diagnostics("var x = 1\n" + code)
        #expect(!d.isEmpty)
        #expect(d.contains { $0.isIncompleteInput }, "\(code): \(d)")
    }

    @Test(arguments: ["let = 1", "1 +* 2", "let x = )", "print(1))", "let s = \"a single-line string"])
    func completeButWrongInputIsNotIncomplete(_ code: String) {
        let d = diagnostics(code)
        #expect(!d.isEmpty)
        #expect(!d.contains { $0.isIncompleteInput }, "\(code): \(d)")
    }

    @Test func independentMistakesAreAllReportedOnceEach() {
        let d = diagnostics("let = 1\nlet ok = 2\nprint(ok +)\nnope\n")
        #expect(d.map(\.line) == [1, 3])
        // Resolution errors show only once parsing succeeds, all of them.
        let r = diagnostics("print(a)\nprint(b)\nlet c = 1\nc = 2")
        #expect(r.map(\.line) == [1, 2, 4])
    }

    @Test func aHundredErrorsThenItStops() {
        let d = diagnostics(String(repeating: "let = 1\n", count: 150))
        #expect(d.count == 101)
        #expect(d.prefix(100).map(\.line) == Array(1...100))
        #expect(d.last?.message == "too many errors (100); stopping here")
    }

    @Test func locationsAreOneBasedLineAndCharacterColumn() {
        let d = diagnostics("let é = 1\nprint(é, nope)")
        #expect(d.count == 1)
        #expect(d[0].line == 2 && d[0].column == 10)
        #expect(d[0].description.hasPrefix("t:2:10: error: cannot find 'nope' in scope"))
        #expect(d[0].description.contains("    print(é, nope)\n             ^~~~\n"))
    }

    @Test func columnsCountWhatPeopleSeeAndTheCaretStandsUnderIt() {
        // A family emoji is one character (one column number) but two cells wide.
        let d = diagnostics("print(\"👨‍👩‍👧\", nope)\nprint(\"日本\", nope)")
        #expect(d.map(\.column) == [12, 13])
        #expect(d[0].description.contains("    print(\"👨‍👩‍👧\", nope)\n                ^~~~\n"))
        #expect(d[1].description.contains("    print(\"日本\", nope)\n" + String(repeating: " ", count: 18) + "^~~~\n"))
    }

    @Test func didYouMeanUsesEditDistance() {
        #expect(Suggestion.closest(to: "nots", in: ["notes", "nodes", "x"]) == "nodes" ||
                Suggestion.closest(to: "nots", in: ["notes", "nodes", "x"]) == "notes")
        #expect(Suggestion.closest(to: "xyz", in: ["notes"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func capturedVariablesAreMarked() throws {
        var parser = Parser(source: Source(name: "t", text: "func f() { var a = 1; var b = 2; return { a } }"))
        let program = parser.parseProgram()
        let resolver = Resolver(source: parser.source, globals: GlobalTable(), loader: nil)
        _ = resolver.resolveProgram(program)
        #expect(resolver.diagnostics.isEmpty)
        guard case .function(let f) = program[0].kind,
              case .variable(let a, _) = f.body[0].kind, case .variable(let b, _) = f.body[1].kind else {
            Issue.record("unexpected tree"); return
        }
        #expect(a.isCaptured && !b.isCaptured)
        #expect(a.slot == 0 && b.slot == 1 && f.frameSize == 2)
    }

    /// Finding a program's types skips the bodies of functions that declare none,
    /// so the parser must mark every body that does, however deep the type is.
    @Test func functionBodiesThatDeclareTypesAreMarked() throws {
        let code = """
        func plain() -> Int { let xs = [1, 2].map { $0 * 2 }; return xs[0] }
        func local() { struct Inner { var n = 1 }; print(Inner().n) }
        func deep() { let f = { () -> Int in enum E { case a }; return 1 }; print(f()) }
        func outer() { func nested() { class C {} } }
        struct S { func m() -> Int { 1 }; func n() { struct T {} } }
        """
        var parser = Parser(source: Source(name: "t", text: code))
        let program = parser.parseProgram()
        #expect(parser.diagnostics.isEmpty)
        var marks: [String: Bool] = [:]
        for s in program {
            if case .function(let f) = s.kind { marks[f.name] = f.bodyDeclaresTypes }
            if case .typeDecl(let t) = s.kind { for m in t.methods { marks[m.function.name] = m.function.bodyDeclaresTypes } }
        }
        #expect(marks == ["plain": false, "local": true, "deep": true, "outer": true, "m": false, "n": true])
        // And the types in them are found: each runs.
        _ = try Interpreter.quietlyRunning(code + "\nlocal(); deep(); outer(); S().n()")
    }

    /// Finding types skips a type's members unless the parser marked it as
    /// declaring a type inside one (nested types do not count: they are found
    /// as nested types); a type inside a nested type's method marks the outer too.
    @Test func typesThatDeclareTypesInsideTheirMembersAreMarked() throws {
        let code = """
        struct Plain { var x = 1; func m() -> Int { x } }
        struct Nesting { struct Inner { var y = 2 }; enum E { case a } }
        struct InMethod { func m() -> Int { struct Local { var z = 3 }; return Local().z } }
        struct InInitial { var f = { () -> Int in enum Tag { case t }; return 4 }() }
        struct Deep { struct Inner { func m() -> Int { class C { var w = 5 }; return C().w } } }
        """
        var parser = Parser(source: Source(name: "t", text: code))
        let program = parser.parseProgram()
        #expect(parser.diagnostics.isEmpty)
        var marks: [String: Bool] = [:]
        for s in program { if case .typeDecl(let t) = s.kind { marks[t.name] = t.membersDeclareTypes } }
        #expect(marks == ["Plain": false, "Nesting": false, "InMethod": true, "InInitial": true, "Deep": true])
        // And the types inside them are found: each runs.
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "t", text: code + "\nprint(InMethod().m(), InInitial().f, Deep.Inner().m(), Nesting.Inner().y)"))
        #expect(out == "3 4 5 2\n")
    }

    /// Labels and defaults are kept only from the first that is not nil and padded
    /// with shared nils; a method's `self` comes first with neither.
    @Test func parameterListsPadLabelsAndDefaultsWithNils() throws {
        let code = """
        func none(_ a: Int, _ b: Int) {}
        func late(_ a: Int, for b: Int = 2, c: Int) {}
        func many(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, j: Int = 1) {}
        struct S { func m(x: Int, _ y: Int = 3) {} }
        """
        var parser = Parser(source: Source(name: "t", text: code))
        let program = parser.parseProgram()
        #expect(parser.diagnostics.isEmpty)
        var functions: [String: FunctionDecl] = [:]
        for s in program {
            if case .function(let f) = s.kind { functions[f.name] = f }
            if case .typeDecl(let t) = s.kind { for m in t.methods { functions[m.function.name] = m.function } }
        }
        func shape(_ name: String) -> ([String], [String?], [String?], [Bool]) {
            let f = functions[name]!
            return (f.params.map(\.name), f.argumentLabels, f.callLabels, f.defaultValues.map { $0 != nil })
        }
        #expect(shape("none") == (["a", "b"], [nil, nil], [nil, nil], [false, false]))
        #expect(shape("late") == (["a", "b", "c"], [nil, "for", nil], [nil, "for", "c"], [false, true, false]))
        let many = shape("many")
        #expect(many.0.count == 10 && many.1 == Array(repeating: nil, count: 10))
        #expect(many.3 == Array(repeating: false, count: 9) + [true])
        #expect(many.2.last == "j" && many.2.dropLast().allSatisfy { $0 == nil })
        #expect(shape("m") == (["self", "x", "y"], [nil, nil, nil], [nil, "x", nil], [false, false, true]))
        #expect(functions["m"]!.params[0].selfKind == .immutableValue)
        // And they run so.
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "t", text: code + """

        func show(_ a: Int, for b: Int = 2, c: Int) -> Int { a * 100 + b * 10 + c }
        print(show(1, c: 3), show(1, for: 5, c: 3))
        struct T { var k = 7; func m(x: Int, _ y: Int = 3) -> Int { k + x + y } }
        print(T().m(x: 1), T().m(x: 1, 10))
        """))
        #expect(out == "123 153\n11 18\n")
    }
}
