import Foundation
import Testing

@Suite("REPL in a terminal", .serialized)
struct REPLTests {
    func historyFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("qas-history-\(UUID().uuidString)").path
    }

    func session(history: String? = nil, _ extra: [String] = []) throws -> Terminal {
        let t = try Terminal(["--memory"] + extra, environment: ["QAS_HISTORY": history ?? historyFile()])
        try t.expect("qas> ")
        return t
    }

    @Test func printsValuesAndKeepsDeclarations() throws {
        let t = try session()
        _ = try t.run("let x = 20")
        _ = try t.run("func double(n) { return n * 2 }")
        #expect(try t.run("double(x) + 2").contains("42"))
        #expect(try t.run("\"text\"").contains("\"text\""))
        #expect(try t.run("[1, 2].map { $0 * 3 }").contains("[3, 6]"))
        // print's own result (nil) is not echoed.
        let printed = try t.run("print(\"once\")")
        #expect(printed.components(separatedBy: "once").count == 3)   // the typed line, and the output
        #expect(!printed.contains("nil"))
    }

    @Test func continuesIncompleteInput() throws {
        let t = try session()
        #expect(try t.run("func f(a) {", prompt: "...> ").contains("...> "))
        _ = try t.run("  let y = a + 1", prompt: "...> ")
        _ = try t.run("", prompt: "...> ")             // an empty line cancels nothing
        _ = try t.run("  return y * 10", prompt: "...> ")
        _ = try t.run("}")
        #expect(try t.run("f(4)").contains("50"))
        _ = try t.run("let xs = [1,", prompt: "...> ")
        #expect(try t.run("2]").contains("qas> "))
        #expect(try t.run("xs.count").contains("2"))
        _ = try t.run("let poem = \"\"\"", prompt: "...> ")
        _ = try t.run("  roses", prompt: "...> ")
        _ = try t.run("  \"\"\"")
        #expect(try t.run("poem").contains("\"roses\""))
        #expect(try t.run("1 +", prompt: "...> ").contains("...> "))
        #expect(try t.run("2").contains("3"))
    }

    @Test func declaresTypesOverSeveralLinesAndUsesThemLater() throws {
        let t = try session()
        _ = try t.run("struct Point {", prompt: "...> ")
        _ = try t.run("  var x = 0", prompt: "...> ")
        _ = try t.run("  mutating func move() { x += 1 }", prompt: "...> ")
        _ = try t.run("}")
        _ = try t.run("var p = Point()")
        _ = try t.run("p.move()")
        #expect(try t.run("p").contains("Point(x: 1)"))
        _ = try t.run("enum Light { case red, green }")
        _ = try t.run("let l: Light = .green")
        #expect(try t.run("l == .green").contains("true"))
        #expect(try t.run("[Light.red]").contains("Light.red]"))
    }

    @Test func errorsShowACaretAndStateSurvives() throws {
        let t = try session()
        _ = try t.run("var total = 5")
        let compile = try t.run("print(totl)")
        #expect(compile.contains("<repl>:1:7: error: cannot find 'totl' in scope; did you mean 'total'?"))
        #expect(compile.contains("          ^~~~\r\n"))
        let runtime = try t.run("total / 0")
        #expect(runtime.contains("error: division by zero"))
        // A failed input declares nothing; everything before it is intact.
        _ = try t.run("let broken = ; let other = 1")
        #expect(try t.run("total + 1").contains("6"))
        #expect(try t.run("broken").contains("cannot find 'broken'"))
    }

    @Test func completesGlobalsMembersAndMenuTitles() throws {
        let t = try session()
        _ = try t.run("let groceryList = [1]")
        t.send("grocer\t")
        try t.expect("groceryList")
        t.send("\r")
        try t.expect("[1]")
        t.send("notes.favo\t")
        try t.expect("notes.favorites")
        t.send("\r")
        try t.expect("[]")
        _ = try t.run("let n = notes.add(title: \"milk\")")
        t.send("n.isFa\t")
        try t.expect("n.isFavorite")
        t.send("\r")
        try t.expect("false")
        _ = try t.run("static action \"NewNote\" { title: \"New Note\" }")
        t.send("homeScreen.press(\"New N\t")
        try t.expect("homeScreen.press(\"New Note\"")
        t.send(")\r")
        try t.expect("qas> ")
        #expect(try t.run("app.state").contains("\"active\""))
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let path = historyFile()
        do {
            let t = try session(history: path)
            _ = try t.run("let remembered = 7")
            _ = try t.run("func two() {", prompt: "...> ")
            _ = try t.run("  return 2", prompt: "...> ")
            _ = try t.run("}")
            t.send("\u{4}")          // Ctrl-D
            #expect(t.waitForExit() == 0)
        }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("let remembered = 7"))
        #expect(saved.contains("func two() {\\n  return 2\\n}"))   // one entry for the multi-line input
        // A second session can call the entries back with the up arrow (Ctrl-P).
        let t = try session(history: path)
        t.send("\u{10}\u{10}")    // Ctrl-P twice: back to `let remembered = 7`
        try t.expect("let remembered = 7")
        t.send("\r")
        try t.expect("qas> ")
        #expect(try t.run("remembered * 6").contains("42"))
    }

    @Test func historyIsCappedAtAThousandEntries() throws {
        let path = historyFile()
        try (0..<1200).map { "entry \($0)" }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let t = try session(history: path)
        _ = try t.run("1 + 1")
        t.send("\u{4}")
        _ = t.waitForExit()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000)
        #expect(lines.last == "1 + 1")
    }

    @Test func aHistoryFileWithBadBytesIsKeptAndOneThatIsNotAFileIsLeftAlone() throws {
        // One byte that is not UTF-8 must not cost the rest of the history.
        let path = historyFile()
        try Data(Array("let kept = 1\nprint(\"caf".utf8) + [0xE9] + Array("\")\n".utf8)).write(to: URL(fileURLWithPath: path))
        do {
            let t = try session(history: path)
            _ = try t.run("2 + 2")
            t.send("\u{4}")
            #expect(t.waitForExit() == 0)
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["let kept = 1", "print(\"caf\u{FFFD}\")", "2 + 2"])
        // A directory where the file should be: the session works and leaves it be.
        let dir = historyFile()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let t = try session(history: dir)
        #expect(try t.run("3 * 3").contains("9"))
        t.send("\u{4}")
        #expect(t.waitForExit() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func controlCInterruptsARunningStatement() throws {
        let t = try session()
        _ = try t.run("var spins = 0")
        let mark = t.output.endIndex
        t.send("do { print(\"spinning\"); while true { spins += 1 } } catch e { print(\"caught\", e) }\r")
        try t.expect("spinning\r\n")     // the loop is running (a bare "spinning" is the echo)
        usleep(200_000)
        t.send("\u{3}")     // Ctrl-C
        try t.expect("caught interrupted", after: mark)
        try t.expect("qas> ", after: mark)
        #expect(try t.run("spins > 0").contains("true"))
        // Uncaught, it is reported and the session goes on.
        let mark2 = t.output.endIndex
        t.send("print(\"looping\"); while true {}\r")
        try t.expect("looping\r\n")
        usleep(200_000)
        t.send("\u{3}")
        try t.expect("error: interrupted", after: mark2)
        #expect(try t.run("spins > 0").contains("true"))
    }

    @Test func controlCAtThePromptClearsTheLine() throws {
        let t = try session()
        _ = try t.run("let xs = [1,", prompt: "...> ")
        let mark = t.output.endIndex
        t.send("\u{3}")
        try t.expect("qas> ", after: mark)
        #expect(try t.run("40 + 2").contains("42"))
        // A Ctrl-C typed with a line still in the input (it arrives before the
        // line is read) is answered with a fresh prompt, and the session goes on.
        let mark2 = t.output.endIndex
        t.send("let ys = [1,\r\u{3}")
        try t.expect("^C", after: mark2)
        try t.expect("qas> ", after: mark2)
        #expect(try t.run("40 + 1").contains("41"))
    }

    @Test func controlDExitsWithZero() throws {
        let t = try session()
        t.send("\u{4}")
        #expect(t.waitForExit() == 0)
    }

    /// Ctrl-D at a continuation ends that input (as Python's REPL does): an
    /// unfinished one shows its mistake, and the session goes on.
    @Test func controlDAtAContinuationEndsTheInputNotTheSession() throws {
        let t = try session()
        _ = try t.run("let xs = [1,", prompt: "...> ")
        let mark = t.output.endIndex
        t.send("\u{4}")
        try t.expect("error: ", after: mark)
        try t.expect("qas> ", after: mark)
        #expect(try t.run("40 + 2").contains("42"))
        t.send("\u{4}")
        #expect(t.waitForExit() == 0)
    }

    /// A Ctrl-C that stops a running statement is followed by one prompt.
    @Test func controlCInALoopLeavesOnePrompt() throws {
        let t = try session()
        let mark = t.output.endIndex
        t.send("print(\"looping\"); while true {}\r")
        try t.expect("looping\r\n")
        usleep(200_000)
        t.send("\u{3}")
        try t.expect("error: interrupted", after: mark)
        try t.expect("qas> ", after: mark)
        usleep(500_000)
        let after = String(t.output[mark...])
        #expect(after.components(separatedBy: "qas> ").count == 2, "\(after)")
    }

    @Test func commands() throws {
        let t = try session()
        #expect(try t.run(":help").contains(":load FILE"))
        _ = try t.run("static action \"S\" { title: \"Scan\"; icon: .capturePhoto }")
        #expect(try t.run(":menu").contains("[capturePhoto] Scan"))
        _ = try t.run("notes.add(title: \"Groceries\")")
        #expect(try t.run(":notes").contains("1.   Groceries"))
        _ = try t.run("app.launch()")
        #expect(try t.run(":log").contains("scene active"))
        // :peek N draws the peek of note N as :notes numbers them.
        _ = try t.run("preview \"notes\" { actions { note in [UIPreviewAction(title: \"Delete\", style: .destructive) { _, n in }] } }")
        let peek = try t.run(":peek 1")
        #expect(peek.contains("Groceries") && peek.contains("Delete  (destructive)"), "\(peek)")
        #expect(try t.run(":peek 2").contains("there is no note 2: :notes lists 1 to 1"))
        #expect(try t.run(":mnu").contains("unknown command ':mnu'; did you mean ':menu'?"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qas-load-\(UUID().uuidString).qas").path
        try "let loaded = \"from file\"".write(toFile: file, atomically: true, encoding: .utf8)
        _ = try t.run(":load \(file)")
        #expect(try t.run("loaded").contains("\"from file\""))
        _ = try t.run(":reset")
        #expect(try t.run("loaded").contains("cannot find 'loaded'"))
        #expect(try t.run("notes.count").contains("1"))          // same store
        t.send(":quit\r")
        #expect(t.waitForExit() == 0)
    }

    @Test func interactiveAfterAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qas-i-\(UUID().uuidString).qas").path
        try "let fromFile = 41\nprint(\"file ran\")".write(toFile: file, atomically: true, encoding: .utf8)
        let t = try Terminal(["--memory", "-i", file], environment: ["QAS_HISTORY": historyFile()])
        try t.expect("file ran")
        try t.expect("qas> ")
        #expect(try t.run("fromFile + 1").contains("42"))
    }

    @Test func withoutATerminalStandardInputIsTheProgram() throws {
        let r = try QASProcess.run([], stdin: Data("print(\"piped\", 1 + 1)\n".utf8))
        #expect(r.status == 0)
        #expect(r.stdout == "piped 2\n")
    }
}
