import Foundation
import Testing

/// Hostile inputs through every command: deep trees, symbolic links and races on
/// the files qas writes, odd current directories. Each ends in a clear error or
/// the right result, never a signal, a hang or lost data.
@Suite("Hostile input through every command")
struct HostileCommandTests {
    /// Programs whose trees are deep through chains built in a loop, not brackets.
    static let deepPrograms: [String: String] = [
        "plus": "let x = " + Array(repeating: "1", count: 15_000).joined(separator: " + ") + "\nprint(x)\n",
        "else-if": "let v = 3\nif v == 0 { print(0) }" + (1..<14_000).map { " else if v == \($0) { print(\($0)) }" }.joined() + "\n",
        "casts": "let x = 1" + String(repeating: " as Int", count: 20_000) + "\nprint(x)\n",
        "members": "let s = \"a\"\nprint(s" + String(repeating: ".uppercased()", count: 20_000) + ")\n",
        "coalescing": "let a: Int? = nil\nprint(a" + String(repeating: " ?? a", count: 20_000) + " ?? 1)\n",
        "unwraps": "let a: Int? = 1\nprint(a" + String(repeating: "!", count: 20_000) + ")\n",
    ]

    @Test(arguments: deepPrograms.keys.sorted())
    func deepTreesAreACompileErrorInEveryCommand(_ name: String) throws {
        let file = try QASProcess.scratchFile("\(name).qas", HostileCommandTests.deepPrograms[name]!)
        for command in [["--memory", file], ["check", file], ["swift", file], ["fmt", "--check", file],
                        ["plist", file], ["explore", file, "--depth", "1"]] {
            let r = try QASProcess.run(command, timeout: 120)
            #expect(r.status == 65 || (command[0] == "check" && r.status == 1), "\(command): \(r.status) \(r.stderr.prefix(300))")
            #expect(r.stderr.contains("nested too deeply") || r.stdout.contains("nested too deeply"),
                    "\(command): \(r.stderr.prefix(300))")
        }
    }

    /// `qas fmt` on a link formats the file it points to; the link stays a link.
    @Test func formattingThroughASymbolicLink() throws {
        let file = try QASProcess.scratchFile("real.qas", "let  x=1\nprint( x )\n")
        chmod(file, 0o640)
        let link = (file as NSString).deletingLastPathComponent + "/link.qas"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.qas")
        let r = try QASProcess.run(["fmt", link])
        #expect(r.status == 0, "\(r.stderr)")
        var st = stat()
        lstat(link, &st)
        #expect((st.st_mode & S_IFMT) == S_IFLNK)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "let x = 1\nprint(x)\n")
        stat(file, &st)
        #expect(st.st_mode & 0o7777 == 0o640)
        let folder = (file as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.qas", "real.qas"])
    }

    /// The names qas once used for its temporary files (`FILE.qas-PID.tmp`) are
    /// no longer followed: a link planted there points at nothing qas writes.
    @Test func aPlantedLinkAtAGuessableNameIsNotFollowed() throws {
        let script = try QASProcess.scratchFile("app.qas", "static action \"A\" { title: \"A\" }\n")
        let folder = (script as NSString).deletingLastPathComponent
        let victim = folder + "/victim.txt"
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        let out = folder + "/Items.plist"
        for pid in 1..<400 where pid % 1 == 0 {
            try? FileManager.default.createSymbolicLink(atPath: "\(out).qas-\(pid).tmp", withDestinationPath: victim)
        }
        let r = try QASProcess.run(["plist", script, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("<string>A</string>"))
    }

    /// `qas explore` never replaces a file: a reproducer kept from an earlier run
    /// stays, and the new one takes the next free name.
    @Test func exploreKeepsEarlierReproducers() throws {
        let app = """
        static action "NewNote" { title: "New Note" }
        var count = 0
        on "NewNote" { count += 1 }
        invariant "at most one" { count <= 1 }
        """
        let script = try QASProcess.scratchFile("app.qas", app)
        let folder = (script as NSString).deletingLastPathComponent
        let kept = folder + "/app.explore-1.qas"
        try "// my regression test\n".write(toFile: kept, atomically: true, encoding: .utf8)
        let r = try QASProcess.run(["explore", script, "--depth", "3"])
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "// my regression test\n")
        #expect(r.stdout.contains("app.explore-2.qas"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/app.explore-2.qas"))
    }

    /// An in-memory store looks at nothing on disk: a folder named `:memory:`
    /// in the current directory changes nothing for any command.
    @Test func aFolderNamedMemoryChangesNothing() throws {
        let script = try QASProcess.scratchFile("app.qas", "static action \"A\" { title: \"A\" }\nprint(notes.count)\n")
        let folder = URL(fileURLWithPath: (script as NSString).deletingLastPathComponent)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(":memory:"), withIntermediateDirectories: false)
        let run = try QASProcess.run(["--memory", "app.qas"], directory: folder)
        #expect(run.status == 0 && run.stdout == "0\n", "\(run.stderr)")
        #expect(try QASProcess.run(["swift", "app.qas"], directory: folder).status == 0)
        #expect(try QASProcess.run(["plist", "app.qas"], directory: folder).status == 0)
        #expect(try QASProcess.run(["check", "app.qas"], directory: folder).status == 0)
        #expect(try QASProcess.run(["fmt", "--check", "app.qas"], directory: folder).status == 0)
        #expect(try QASProcess.run(["lsp"], stdin: Data(), directory: folder).status == 1)
    }

    /// After a run on a store file, the `.sqlite` file alone holds every note:
    /// a copy of it without the write-ahead log is whole.
    @Test func aStoreFileIsWholeAfterEveryRun() throws {
        let folder = (try QASProcess.scratchFile("unused", "") as NSString).deletingLastPathComponent
        let store = folder + "/notes.sqlite"
        let r = try QASProcess.run(["--store", store, "-e", "for i in 0..<40 { notes.add(title: \"n\\(i)\") }"])
        #expect(r.status == 0, "\(r.stderr)")
        let copy = folder + "/copy.sqlite"
        try FileManager.default.copyItem(atPath: store, toPath: copy)
        let count = try QASProcess.run(["--store", copy, "-e", "print(notes.count)"])
        #expect(count.stdout == "40\n", "\(count.stderr)")
    }
}
