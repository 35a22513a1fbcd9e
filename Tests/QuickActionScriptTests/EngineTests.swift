import Foundation
import Testing
import QuickActionScript

/// The embedding API, used the way an app's test suite would.
@Suite("Engine embedding API")
struct EngineTests {
    func engine() -> (Engine, () -> String) {
        let engine = Engine()
        final class Sink: @unchecked Sendable { var text = "" }
        let sink = Sink()
        engine.output = { sink.text += $0 }
        return (engine, { sink.text })
    }

    @Test func runsSourceAndCapturesPrint() throws {
        let (engine, output) = engine()
        try engine.run("let n = 3\nprint(\"n is\", n)")
        #expect(output() == "n is 3\n")
    }

    @Test func evaluatesToSwiftValues() throws {
        let (engine, _) = engine()
        #expect(try engine.evaluate("1 + 2") == 3)
        #expect(try engine.evaluate("[\"a\", 1, 2.5, true, nil]") == ["a", 1, 2.5, true, nil])
        #expect(try engine.evaluate("[\"k\": [1, 2]]") == ["k": [1, 2]])
        #expect(try engine.evaluate("let x = 1") == .nil)
        #expect(try engine.evaluate("\"hi\"").stringValue == "hi")
    }

    @Test func declarationsPersistBetweenCalls() throws {
        let (engine, _) = engine()
        try engine.run("func square(x) { return x * x }")
        #expect(try engine.evaluate("square(12)") == 144)
    }

    @Test func registeredSwiftFunctionsAreCallable() throws {
        let (engine, output) = engine()
        var calls: [[ScriptValue]] = []
        engine.register("record") { args in
            calls.append(args)
            return .int(args.count)
        }
        engine.register("fail") { _ in throw NSError(domain: "test", code: 7) }
        try engine.run("print(record(1, \"two\", [3]))")
        #expect(output() == "3\n")
        #expect(calls == [[1, "two", [3]]])
        try engine.run("do { fail() } catch e { print(\"caught:\", e.message.isEmpty == false) }")
        #expect(output().hasSuffix("caught: true\n"))
    }

    @Test func checkFindsMistakesWithoutKeepingAnything() throws {
        let (engine, output) = engine()
        try engine.run("func greet() { return \"old\" }")
        #expect(try engine.check("func greet() { return \"new\" }\nlet fresh = 1").isEmpty)
        let mistakes = try engine.check("print(missing)\nlet = 2", name: "draft.qas")
        #expect(mistakes.count >= 1 && mistakes.allSatisfy { $0.file == "draft.qas" })
        // Nothing checked was declared or rebound, and nothing ran.
        #expect(try engine.evaluate("greet()") == "old")
        #expect(throws: QASError.self) { try engine.evaluate("fresh") }
        #expect(output() == "")
    }

    @Test func compileErrorsAreTypedWithLocation() {
        let (engine, _) = engine()
        do {
            try engine.run("let a = 1\nprint(b)", name: "app.qas")
            Issue.record("expected an error")
        } catch let error as QASError {
            guard case .compile(let diagnostics) = error else { Issue.record("wrong case \(error)"); return }
            #expect(diagnostics.count == 1)
            #expect(error.file == "app.qas" && error.line == 2 && error.column == 7)
            #expect(error.message == "cannot find 'b' in scope")
            #expect(error.exitCode == 65)
        } catch {
            Issue.record("untyped error \(error)")
        }
    }

    @Test func runtimeErrorsAreTypedWithLocationAndTrace() {
        let (engine, _) = engine()
        do {
            try engine.run("func f() {\n  return 1 / 0\n}\nf()", name: "calc.qas")
            Issue.record("expected an error")
        } catch let error as QASError {
            guard case .runtime(let e) = error else { Issue.record("wrong case \(error)"); return }
            #expect(error.line == 2 && error.column == 10)
            #expect(e.message == "division by zero")
            #expect(e.trace.map(\.function) == ["f", "main"])
            #expect(error.exitCode == 70)
        } catch {
            Issue.record("untyped error \(error)")
        }
    }

    @Test func instructionBudgetStopsRunawayScripts() {
        let (engine, _) = engine()
        engine.instructionBudget = 50_000
        #expect {
            try engine.run("while true { }")
        } throws: { error in
            guard case .runtime(let e)? = error as? QASError else { return false }
            return e.kind == .budgetExceeded && e.message.contains("budget")
        }
        // The engine stays usable after a stopped script.
        engine.instructionBudget = nil
        #expect((try? engine.evaluate("2 * 21")) == 42)
    }

    @Test func deepRecursionIsACatchableErrorNotACrash() throws {
        let (engine, output) = engine()
        try engine.run("func down(n) { return down(n + 1) }\ndo { down(0) } catch e { print(e) }")
        #expect(output() == "stack overflow\n")
        // Legitimately deep recursion (below the limit) works.
        #expect(try engine.evaluate("func depth(n) { return n == 0 ? 0 : 1 + depth(n - 1) }\ndepth(5000)") == 5000)
    }

    @Test func runFileResolvesImportsRelativeToTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try "import \"lib/util.qas\"\nprint(twice(21))".write(to: dir.appendingPathComponent("main.qas"), atomically: true, encoding: .utf8)
        try "func twice(x) { return x * 2 }".write(to: dir.appendingPathComponent("lib/util.qas"), atomically: true, encoding: .utf8)
        let (engine, output) = engine()
        try engine.runFile(dir.appendingPathComponent("main.qas").path)
        #expect(output() == "42\n")
    }

    @Test func missingFileIsAnIOError() {
        let (engine, _) = engine()
        #expect {
            try engine.runFile("/nonexistent/app.qas")
        } throws: { error in
            guard case .io(let path, _)? = error as? QASError else { return false }
            return path == "/nonexistent/app.qas"
        }
    }

    @Test func argumentsAreVisibleToScripts() throws {
        let engine = Engine(arguments: ["--fast", "file.txt"])
        #expect(try engine.evaluate("arguments") == ["--fast", "file.txt"])
    }

    @Test func definedConstantsAreVisible() throws {
        let (engine, _) = engine()
        engine.define("limit", 4)
        #expect(try engine.evaluate("limit + 1") == 5)
    }
}

@Suite("Engine lifetime and failures")
struct EngineLifetimeTests {
    @Test func aSessionItsEngineAndItsStoreAreReleasedWithTheLastReference() throws {
        weak var weakSession: AppSession?
        weak var weakEngine: Engine?
        weak var weakStore: NoteStore?
        try {
            let store = try NoteStore(inMemoryWith: FixedClock())
            let session = AppSession(store: store)
            let engine = session.engine
            engine.output = { _ in }
            try session.run("""
                static action "A" { title: "A" }
                func helper() { return 1 }
                on "A" { item in helper() }
                dynamic actions { action "D" { title: "D" } }
                intent Tap(n) { title: "Tap"; perform { print(n) } }
                widget "W" { timeline { entry(n: 1) }; view { e in button(intent: Tap(n: 1)) { text("hi") } } }
                notes.add(title: "x")
                print(Array(notes).count, [3, 1].sorted(by: <))
                homeScreen.press("A")
                app.background()
                widgets.tap("W", 1)
                """)
            weakSession = session
            weakEngine = engine
            weakStore = store
        }()
        #expect(weakSession == nil, "the session outlived its last reference")
        #expect(weakEngine == nil, "the engine outlived its session")
        #expect(weakStore == nil, "the store outlived its engine")
    }
    /// A host object the script keeps; freed only when everything the script
    /// made is.
    final class Probe: ScriptObject {
        var typeName: String { "Probe" }
        func member(_ name: String) throws -> ScriptValue? { nil }
    }

    @Test func whatAScriptMadeIsFreedWithItsEngine() throws {
        weak var weakProbe: Probe?
        try {
            let engine = Engine()
            engine.output = { _ in }
            let probe = Probe()
            weakProbe = probe
            engine.define("probe", object: probe)
            // Recursion at the top level and inside a function, and a compile
            // that is checked and forgotten: each used to keep its code (and so
            // everything it reached) alive after the engine was gone.
            try engine.run("""
                func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) }
                func outer(_ n: Int) -> Int {
                    let mine = [probe]
                    func inner(_ k: Int) -> Int { k == 0 ? mine.count + depth(2) : inner(k - 1) }
                    return inner(n)
                }
                print(outer(3))
                """)
            _ = try engine.check("func again(_ n: Int) -> Int { n == 0 ? probe.hashValue : again(n - 1) }")
        }()
        #expect(weakProbe == nil, "the script's values outlived the engine")
    }
}

@Suite("Names scripts see")
struct ScriptNameTests {
    @Test func internalNamesNeverReachSuggestions() {
        let engine = Engine()
        for (code, message) in [("Icon.play", "cannot find 'Icon' in scope"), ("__on(1)", "cannot find '__on' in scope"),
                                ("ob(1)", "cannot find 'ob' in scope")] {
            do {
                try engine.run(code)
                Issue.record("\(code) ran")
            } catch let e as QASError {
                // A suggestion of a public name (`acos` for `Icon`) is fine; an internal one is not.
                #expect(e.message.hasPrefix(message), "\(code)")
                #expect(!e.message.contains("__") || code.hasPrefix("__") && e.message == message, "\(code): \(e.message)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func completionOffersDeclarationWordsAndMembers() throws {
        let tools = ScriptTools(try AppSession())
        #expect(tools.completions(line: "sta", wordStart: 0, word: "sta").contains("static"))
        #expect(tools.completions(line: "notes.fa", wordStart: 6, word: "fa") == ["favorites"])
        #expect(tools.completions(line: "notes.", wordStart: 6, word: "").contains("lastModified") == false)
        #expect(!tools.globalNames.contains { $0.hasPrefix("__") })
        // An engine alone has the language's words, not the app's.
        let plain = ScriptTools(Engine())
        #expect(plain.completions(line: "sta", wordStart: 0, word: "sta").contains("static") == false)
        #expect(plain.completions(line: "no", wordStart: 0, word: "no").isEmpty)
    }

    @Test func completionOffersMembersOfScriptTypesAndEnumCases() throws {
        let engine = Engine()
        let tools = ScriptTools(engine)
        engine.output = { _ in }
        try engine.run("""
            enum Action: String, CaseIterable { case newNote, editNote
                var title: String { rawValue.uppercased() }
                static let first = Action.newNote
            }
            struct Point { var x = 0, y = 0; func moved() -> Point { self } }
            let p = Point()
            """)
        #expect(tools.completions(line: "Action.", wordStart: 7, word: "") == ["allCases", "editNote", "first", "init", "newNote"])
        #expect(tools.completions(line: "p.", wordStart: 2, word: "") == ["moved", "x", "y"])
        #expect(tools.completions(line: "p.m", wordStart: 2, word: "m") == ["moved"])
        #expect(tools.completions(line: "let a: Action = .e", wordStart: 17, word: "e") == ["editNote"])
        #expect(tools.completions(line: "Int.", wordStart: 4, word: "") == ["max", "min"])
    }
}

/// An app session driven from Swift, as an app's own tests drive it.
@Suite("App session")
struct AppSessionTests {
    static let app = """
        static action "NewNote" { title: "New Note" }
        static action "Broken" { title: "Broken" }
        static action "Refuse" { title: "Refuse" }
        on "NewNote" { notes.add(title: "from the menu") }
        on "Broken" { let recent: [String] = []; print(recent[3]) }
        on "Refuse" { throw "not now" }
        """

    @Test func pressingRunsTheHandlerAndTheModelFollows() throws {
        let session = try AppSession()
        try session.run(AppSessionTests.app)
        try session.press("New Note")
        #expect(try session.store.noteCount() == 1)
        #expect(session.app.state == .active)
        try session.background()
        try session.press(position: 1)
        #expect(try session.store.noteCount() == 2)
        #expect(session.log.contains("completion true"))
    }

    /// A fault in a handler is what crashes an app: the press throws, with the
    /// handler's line. A `throw` only reports failure to the completion handler.
    @Test func aHandlerFaultThrowsFromThePress() throws {
        let session = try AppSession()
        session.errorOutput = { _ in }
        try session.run(AppSessionTests.app, name: "app.qas")
        #expect {
            try session.press("Broken")
        } throws: { error in
            guard case .runtime(let e)? = error as? QASError else { return false }
            return e.kind == .error && e.line == 5 && e.message.contains("index 3 out of range")
        }
        try session.background()
        try session.press("Refuse")
        #expect(session.log.suffix(3).contains("completion false"))
        #expect(throws: QASError.self) { try session.press("No such item") }
    }

    /// An engine alone knows the language, not the app.
    @Test func anEngineAloneHasNoApp() {
        let engine = Engine()
        #expect(throws: QASError.self) { try engine.run("notes.add(title: \"x\")") }
        #expect(throws: QASError.self) { try engine.run("static action \"A\" { title: \"A\" }") }
        #expect((try? engine.evaluate("[1, 2].count")) == 2)
    }
}
