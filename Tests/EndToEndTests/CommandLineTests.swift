import Foundation
import Testing

@Suite("qas command line")
struct CommandLineTests {
    func temporaryFile(_ contents: [UInt8], name: String = "script.qas") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url
    }

    @Test func helpExplainsUsageAndExitsZero() throws {
        let r = try QASProcess.run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("usage: qas"))
        #expect(r.stdout.contains("-e CODE"))
        #expect(r.stdout.contains("exit status"))
        for tool in [["test", "--help"], ["plist", "-h"], ["check", "--help"]] {
            let t = try QASProcess.run(tool)
            #expect(t.status == 0 && t.stdout == r.stdout, "\(tool): \(t.stderr)")
        }
    }

    /// The README shows the usage and options exactly as `qas --help` prints them.
    @Test func readmeShowsTheCurrentHelp() throws {
        let readme = try String(contentsOf: QASProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "```\nusage: qas"),
              let end = readme.range(of: "\n```", range: start.upperBound..<readme.endIndex) else {
            Issue.record("README has no usage block")
            return
        }
        let shown = String(readme[readme.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let help = try QASProcess.run(["--help"]).stdout
        #expect(help.hasPrefix(shown + "\n"), "README.md's usage block differs from qas --help")
    }

    @Test func versionPrintsAVersion() throws {
        let r = try QASProcess.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("qas "))
    }

    @Test func noArgumentsWithEmptyInputRunsNothing() throws {
        let r = try QASProcess.run([])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
    }

    @Test func unknownOptionSuggestsTheRightOne() throws {
        let r = try QASProcess.run(["--hepl"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("unknown option '--hepl'; did you mean '--help'?"))
    }

    @Test func dashEWithoutCodeIsAUsageError() throws {
        let r = try QASProcess.run(["-e"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("needs the code"))
    }

    @Test func runsCodeFromTheCommandLineWithArguments() throws {
        let r = try QASProcess.run(["-e", "print(arguments, arguments.count)", "a", "b c"])
        #expect(r.status == 0)
        #expect(r.stdout == "[\"a\", \"b c\"] 2\n")
    }

    @Test func runsAFileWithArguments() throws {
        let url = try temporaryFile(Array("print(arguments.joined(separator: \"+\"))\n".utf8))
        let r = try QASProcess.run([url.path, "x", "-e", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout == "x+-e+--help\n")
    }

    @Test func runsTheProgramFromStandardInput() throws {
        let r = try QASProcess.run(["-", "arg"], stdin: Data("print(\"from stdin\", arguments)\n".utf8))
        #expect(r.status == 0)
        #expect(r.stdout == "from stdin [\"arg\"]\n")
    }

    /// A Swift program reads its standard input with `readLine()` (an Optional,
    /// nil at the end) and ends with the status `exit(_:)` gives.
    @Test func aSwiftProgramReadsLinesAndExits() throws {
        let program = "import Foundation\nwhile let line = readLine() { print(line.uppercased()) }\nprint(readLine() as Any)\nexit(3)\n"
        let file = try temporaryFile(Array(program.utf8), name: "lines.swift")
        let r = try QASProcess.run([file.path], stdin: Data("one\ntwo\n".utf8))
        #expect(r.status == 3)
        #expect(r.stdout == "ONE\nTWO\nnil\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func missingFileIsAnIOError() throws {
        let r = try QASProcess.run(["/no/such/dir/missing.qas"])
        #expect(r.status == 74)
        #expect(r.stderr.contains("cannot read '/no/such/dir/missing.qas'"))
        #expect(r.stderr.contains("No such file or directory"))
    }

    /// A folder is an app's module of `.swift` files; one without any is an I/O error.
    @Test func folderWithoutSwiftFilesIsAnIOError() throws {
        let folder = (try QASProcess.scratchFile("notes.txt", "not swift") as NSString).deletingLastPathComponent
        let r = try QASProcess.run([folder])
        #expect(r.status == 74)
        #expect(r.stderr.contains("cannot read '\(folder)': the folder has no .swift files"), "\(r.stderr)")
    }

    @Test func compileErrorHasLocationSourceLineAndCaret() throws {
        let r = try QASProcess.run(["-e", "let notes = 1\nprint(nots)"])
        #expect(r.status == 65)
        #expect(r.stderr == """
        -e:2:7: error: cannot find 'nots' in scope; did you mean 'notes'?
            print(nots)
                  ^~~~

        """)
        #expect(r.stdout.isEmpty)
    }

    @Test func runtimeErrorHasStackTraceAndKeepsEarlierOutput() throws {
        let code = "func inner() { return [1][2] }\nfunc outer() { return inner() }\nprint(\"start\")\nouter()"
        let r = try QASProcess.run(["-e", code])
        #expect(r.status == 70)
        #expect(r.stdout == "start\n")
        #expect(r.stderr.contains("-e:1:23: error: index 2 out of range (count is 1)"))
        #expect(r.stderr.contains("stack trace:\n  -e:1:23 in inner\n  -e:2:23 in outer\n  -e:4:1 in main"))
    }

    @Test func printedOutputIsFlushedBeforeAnError() throws {
        let r = try QASProcess.run(["-e", "for i in 0..<3 { print(i) }\nthrow \"stop\""])
        #expect(r.stdout == "0\n1\n2\n")
        #expect(r.status == 70)
    }

    @Test func exampleScriptRuns() throws {
        let example = QASProcess.packageRoot.appendingPathComponent("Scripts/examples/hello.qas").path
        let r = try QASProcess.run([example])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Hello"))
    }
}

/// Any byte sequence given as a program gives a diagnostic and exit 65 or 70 —
/// never a crash, a hang or a trap.
@Suite("hostile input")
struct HostileInputTests {
    func run(_ bytes: [UInt8]) throws -> QASProcess.Result {
        // Generous: a 10 MB program takes a debug build tens of seconds on a busy
        // machine; what is tested is that it ends, not how fast.
        try QASProcess.run(["-"], stdin: Data(bytes), timeout: 600)
    }

    @Test func invalidUTF8() throws {
        let r = try run(Array("print(\"ok\")\nlet x = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        #expect(r.status == 65)
        #expect(r.stderr.contains("<stdin>:2:10: error: invalid UTF-8 in source (byte 0xC3)"))
    }

    @Test func loneContinuationAndOverlongBytes() throws {
        for bad: [UInt8] in [[0x80], [0xFF, 0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let r = try run(Array("let a = 1\n".utf8) + bad)
            #expect(r.status == 65, "bytes \(bad)")
            #expect(r.stderr.contains("invalid UTF-8"), "bytes \(bad)")
        }
    }

    @Test func nulByte() throws {
        let r = try run(Array("let a = 1\nlet b".utf8) + [0] + Array(" = 2\n".utf8))
        #expect(r.status == 65)
        #expect(r.stderr.contains("unexpected NUL byte"))
        let inString = try run(Array("print(\"a".utf8) + [0] + Array("b\")".utf8))
        #expect(inString.status == 65)
        #expect(inString.stderr.contains("NUL byte in string literal"))
    }

    @Test func unterminatedStringAndComment() throws {
        let s = try run(Array("let s = \"never closed".utf8))
        #expect(s.status == 65)
        #expect(s.stderr.contains("unterminated string literal"))
        let c = try run(Array("/* open /* nested */ still open".utf8))
        #expect(c.status == 65)
        #expect(c.stderr.contains("unterminated block comment"))
        let m = try run(Array("let s = \"\"\"\nmulti\n".utf8))
        #expect(m.status == 65)
        #expect(m.stderr.contains("unterminated string literal"))
        let i = try run(Array("print(\"\\(1 + \")".utf8))
        #expect(i.status == 65)
    }

    @Test func tenThousandNestedParentheses() throws {
        let depth = 10_000
        let code = "print(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ")"
        let r = try run(Array(code.utf8))
        #expect(r.status == 65)
        #expect(r.stderr.contains("nested too deeply"))
        #expect(r.stderr.split(separator: "\n").filter { $0.contains("error:") }.count == 1)
    }

    @Test func deeplyNestedBracketsBracesAndClosures() throws {
        for (open, close) in [("[", "]"), ("{ ", " }"), ("-", ""), ("!", "")] {
            let code = "let x = " + String(repeating: open, count: 5_000) + "1" + String(repeating: close, count: 5_000)
            let r = try run(Array(code.utf8))
            #expect(r.status == 65, "\(open)")
        }
    }

    @Test func tenMegabyteOneLineFile() throws {
        // One enormous line: an array literal of 10 MB, then a mistake at its end.
        var code = "let xs = ["
        code.reserveCapacity(10_500_000)
        while code.utf8.count < 10_000_000 { code += "12345678, " }
        code += "1] +* 2"
        let r = try run(Array(code.utf8))
        #expect(r.status == 65)
        #expect(r.stderr.contains("expected an expression"))
        // The excerpt is shortened, not 10 MB of text.
        #expect(r.stderr.utf8.count < 2_000)
    }

    @Test func tenMegabyteValidProgramRuns() throws {
        var code = "var total = 0\n"
        while code.utf8.count < 10_000_000 { code += "total += 1; total -= 1; total += 2\n" }
        code += "print(total > 0)\n"
        let r = try run(Array(code.utf8))
        #expect(r.status == 0, "\(r.stderr.prefix(500))")
        #expect(r.stdout == "true\n")
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let count = Int.random(in: 1...400, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let r = try run(bytes)
            #expect(r.status == 65 || r.status == 70 || r.status == 0, "status \(r.status) for \(bytes)")
        }
    }

    @Test func randomTokenSoupNeverCrashes() throws {
        let pieces = ["let", "var", "x", "=", "(", ")", "{", "}", "[", "]", "if", "else", "for", "in", "while",
                      "func", "f", "return", "1", "\"s\"", "+", "-", "*", "/", "?", "!", ".", ",", ":", ";",
                      "\n", "..<", "...", "??", "&&", "switch", "case", "default", "do", "catch", "throw",
                      "guard", "$0", "\"\\(", "/*", "*/", "//", "import", "expect", "0x", "_", "break"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            let n = Int.random(in: 1...80, using: &generator)
            let code = (0..<n).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
            let r = try run(Array(code.utf8))
            #expect([0, 65, 70].contains(r.status), "status \(r.status) for: \(code)\n\(r.stderr)")
        }
    }
}

@Suite("qas test")
struct TestCommandTests {
    func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-test-\(UUID().uuidString)")
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir.path
    }

    @Test func reportsEachFileAndTotals() throws {
        let dir = try folder([
            "a_pass.qas": "let n = notes.add(title: \"x\")\nexpect notes.count == 1\nprint(\"quiet\")",
            "b_fail.qas": "let menu = [1, 2, 3]\nexpect menu.count == 4\nexpect(menu[0] == 2, \"first\")",
            "nested/c_error.test.qas": "func f() { return [1][5] }\nf()",
            "nested/d_compile.test.qas": "let = 1\nprint(nope)",
            "nested/helper.qas": "func shared() { }",
            "notes.txt": "not a script",
        ])
        let r = try QASProcess.run(["test", dir])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "PASS \(dir)/a_pass.qas",
            "FAIL \(dir)/b_fail.qas: \(dir)/b_fail.qas:2:1: expected 3 == 4",
            "  \(dir)/b_fail.qas:3:1: expected 1 == 2: first",
            "FAIL \(dir)/nested/c_error.test.qas: \(dir)/nested/c_error.test.qas:1:19: index 5 out of range (count is 1)",
            "FAIL \(dir)/nested/d_compile.test.qas: \(dir)/nested/d_compile.test.qas:1:5: error: expected a name after 'let'",
            "skipped 1 file that is not a test (not *.test.qas, no expect): \(dir)/nested/helper.qas",
            "1 passed, 3 failed",
        ], "\(r.stdout)")
        #expect(!r.stdout.contains("quiet"))
        // A file named on the command line is run whatever it holds.
        let named = try QASProcess.run(["test", dir + "/nested/helper.qas"])
        #expect(named.status == 0 && named.stdout.hasSuffix("1 passed, 0 failed\n"), "\(named.stdout)")
    }

    /// A fault in a delegate method fails the file, with its place, though the
    /// app model went on (on a device the app would have crashed).
    @Test func aFaultInADelegateFailsItsFile() throws {
        let dir = try folder(["app.test.qas": """
        import UIKit
        static action "A" { title: "A" }
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let items: [Int] = []
                return items[0] > 0
            }
        }
        app.launch()
        expect app.state == "active"
        """])
        let r = try QASProcess.run(["test", dir])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stdout.contains("FAIL \(dir)/app.test.qas: \(dir)/app.test.qas:7:16: index 0 out of range"), "\(r.stdout)")
    }

    @Test func eachFileGetsAFreshStore() throws {
        let dir = try folder([
            "one.qas": "notes.add(title: \"a\")\nexpect notes.count == 1\nexpect clock.now == 1767225600",
            "two.qas": "notes.add(title: \"b\")\nexpect notes.count == 1\napp.launch()\nexpect app.hasLaunched",
            "three.qas": "expect app.hasLaunched == false",
        ])
        let r = try QASProcess.run(["test", dir])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.hasSuffix("3 passed, 0 failed\n"))
    }

    @Test func theExamplesPassTheirTests() throws {
        let examples = QASProcess.packageRoot.appendingPathComponent("Scripts/examples").path
        let r = try QASProcess.run(["test", examples])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").last == "7 passed, 0 failed", "\(r.stdout)")
        #expect(r.stdout.contains("skipped 8 files that are not tests"), "\(r.stdout)")
    }

    @Test func missingPathsAndEmptyFolders() throws {
        let r = try QASProcess.run(["test", "/no/such/place.qas"])
        #expect(r.status == 1)
        #expect(r.stdout == "FAIL /no/such/place.qas: no such file or folder\n0 passed, 1 failed\n")
        let empty = try folder(["readme.txt": "x"])
        let e = try QASProcess.run(["test", empty])
        #expect(e.status == 64)
        let none = try QASProcess.run(["test"])
        #expect(none.status == 64)
        let option = try QASProcess.run(["test", "--bogus", empty])
        #expect(option.status == 64)
        #expect(option.stderr.contains("'qas test' takes files and folders, not '--bogus'"))
        // --memory is what each file gets anyway; --store cannot apply.
        #expect(try QASProcess.run(["test", "--memory", empty]).stderr.contains("no test scripts"))
        let store = try QASProcess.run(["test", "--store", "x.sqlite", empty])
        #expect(store.status == 64)
        #expect(store.stderr.contains("'--store' does not apply"))
    }

    @Test func theReadmeExampleShowsTheMenu() throws {
        let example = QASProcess.packageRoot.appendingPathComponent("Scripts/examples/note-buddy.qas").path
        let r = try QASProcess.run(["--memory", example])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("│ [star] Edit Note"))
        #expect(r.stdout.contains("Open now: Note(title: \"Groceries\""))
    }

    @Test func dynamicItemsPersistAcrossRunsOnOneStore() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("qas-persist-\(UUID().uuidString).sqlite").path
        let app = "dynamic actions { for n in notes { action \"Edit\" { title: n.title } } }\n"
        let first = try QASProcess.run(["--store", store, "-e", app + "notes.add(title: \"Kept\")\napp.launch()\napp.background()"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try QASProcess.run(["--store", store, "-e", app + "print(app.state, homeScreen.menu().titles)"])
        #expect(second.stdout == "notRunning [\"Kept\"]\n", "\(second.stderr)")
    }
}
