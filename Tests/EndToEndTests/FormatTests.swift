import Foundation
import Testing

/// `qas fmt` through the binary: the command line, and every golden script
/// formatted printing exactly what it printed before.
@Suite("qas fmt")
struct FormatTests {
    /// The golden tree with every script formatted, made once.
    static let formattedGoldens: URL = {
        let fm = FileManager.default
        // Beside a link to the fixtures, as Tests/Golden is: scripts read `../../Fixtures/…`.
        let folder = fm.temporaryDirectory.appendingPathComponent("qas-fmt-goldens-\(UUID().uuidString)")
        let copy = folder.appendingPathComponent("Golden")
        try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
        try? fm.createSymbolicLink(atPath: folder.appendingPathComponent("Fixtures").path,
                                   withDestinationPath: QASProcess.packageRoot.appendingPathComponent("Tests/Fixtures").path)
        try? fm.copyItem(atPath: GoldenScript.root, toPath: copy.path)
        let files = (fm.enumerator(atPath: copy.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".qas") || $0.hasSuffix(".swift") }
        for file in files {
            let path = copy.appendingPathComponent(file).path
            guard let text = fm.contents(atPath: path),
                  let r = try? QASProcess.run(["fmt", "-"], stdin: text), r.status == 0 else { continue }
            try? r.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return copy
    }()

    /// The messages of compile and runtime errors, without their positions, and
    /// with the formatted copy's folder named as the original's.
    static func messages(_ stderr: String) -> [String] {
        stderr.replacingOccurrences(of: formattedGoldens.path, with: GoldenScript.root).split(separator: "\n").compactMap { line in
            guard let r = line.range(of: #":\d+:\d+: (error|warning): "#, options: .regularExpression) else { return nil }
            return String(line[r.upperBound...])
        }
    }

    @Test("a formatted golden prints what it printed before", arguments: GoldenScript.all())
    func goldenKeepsMeaning(_ script: GoldenScript) throws {
        let name = script.testDescription
        let formatted = FormatTests.formattedGoldens.appendingPathComponent(name).path
        let before = try QASProcess.run(["--memory", script.path], timeout: 120)
        let after = try QASProcess.run(["--memory", formatted], timeout: 120)
        #expect(after.status == before.status, "\(name): exit status")
        #expect(after.stdout == before.stdout, "\(name): standard output differs once formatted")
        #expect(FormatTests.messages(after.stderr) == FormatTests.messages(before.stderr), "\(name): errors differ once formatted")
        // Formatting is idempotent.
        let again = try QASProcess.run(["fmt", "--check", formatted])
        let parses = try QASProcess.run(["fmt", "-"], stdin: Data(contentsOf: URL(fileURLWithPath: script.path))).status == 0
        if parses { #expect(again.status == 0, "\(name): formatting it again changes it:\n\(again.stdout)\(again.stderr)") }
    }

    @Test func rewritesFilesAndChecks() throws {
        let path = try QASProcess.scratchFile("a.qas", "let x=1;print(x+1)\n")
        let check = try QASProcess.run(["fmt", "--check", path])
        #expect(check.status == 1)
        #expect(check.stdout == "\(path): not formatted\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let x=1;print(x+1)\n", "--check changed the file")
        let r = try QASProcess.run(["fmt", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "formatted \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let x = 1\nprint(x + 1)\n")
        let second = try QASProcess.run(["fmt", path])
        #expect(second.status == 0 && second.stdout.isEmpty, "an already formatted file is left alone")
        #expect(try QASProcess.run(["fmt", "--check", path]).status == 0)
    }

    @Test func folderStandardInputAndErrors() throws {
        let good = try QASProcess.scratchFile("good.qas", "print( 1 )\n")
        let folder = (good as NSString).deletingLastPathComponent
        let bad = (folder as NSString).appendingPathComponent("bad.qas")
        try "let = 5\n".write(toFile: bad, atomically: true, encoding: .utf8)
        // The folder's good file is formatted; the bad one is reported and left alone.
        let r = try QASProcess.run(["fmt", folder])
        #expect(r.status == 65)
        #expect(r.stdout == "formatted \(good)\n")
        #expect(r.stderr.contains("bad.qas:1:5: error: expected a name after 'let'"), "\(r.stderr)")
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == "let = 5\n")
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "print(1)\n")

        let stdin = try QASProcess.run(["fmt", "-"], stdin: Data("if x{y()}\n".utf8))
        #expect(stdin.status == 0 && stdin.stdout == "if x { y() }\n")
        #expect(try QASProcess.run(["fmt", "--check", "-"], stdin: Data("if x{y()}\n".utf8)).status == 1)
        #expect(try QASProcess.run(["fmt", "--check", "-"], stdin: Data("if x { y() }\n".utf8)).status == 0)

        let missing = try QASProcess.run(["fmt", "/no/such/file.qas"])
        #expect(missing.status == 74 && missing.stderr.contains("/no/such/file.qas: no such file or folder"))
        let usage = try QASProcess.run(["fmt"])
        #expect(usage.status == 64 && usage.stderr.contains("'qas fmt' needs .qas files"))
        let option = try QASProcess.run(["fmt", "--write", good])
        #expect(option.status == 64 && option.stderr.contains("unknown option '--write'"))
        let help = try QASProcess.run(["fmt", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--check"))
    }

    /// The examples are written in the canonical layout (and stay so).
    @Test func examplesAreFormatted() throws {
        let examples = QASProcess.packageRoot.appendingPathComponent("Scripts/examples").path
        let r = try QASProcess.run(["fmt", "--check", examples])
        #expect(r.status == 0, "not formatted:\n\(r.stdout)\(r.stderr)")
    }
}
