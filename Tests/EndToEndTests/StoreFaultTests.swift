import Foundation
import Testing
@testable import QASStore

/// The store when the disk or the file misbehaves: every committed note stays,
/// the file stays sound, and qas says what happened (exit 74) instead of dying
/// by a signal or writing on into a damaged file.
@Suite("Store faults", .serialized)
struct StoreFaultTests {
    func scratch(_ name: String = "store.sqlite") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-fault-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    /// Runs a shell command line (for `ulimit`), capturing everything.
    func shell(_ command: String, timeout: Double = 120) throws -> QASProcess.Result {
        try QASProcess.shell(command, timeout: timeout)
    }

    /// A store like a user's: notes, a checklist and saved app items, with its WAL
    /// folded into the main file so that one file is the whole store.
    func realStore() throws -> String {
        let path = try scratch()
        let r = try QASProcess.run(["--store", path, "-e", """
            for i in 0..<300 { notes.add(title: "Note \\(i)", body: String(i * 7919)) }
            for n in ["Oranges", "Milk", "Bread"] { checklist.add(n) }
            app.launch()
            app.shortcutItems = [shortcut(type: "Edit", title: "Edit", userInfo: ["n": 1])]
            """])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try NoteStore(path: path, clock: FixedClock())
        try s.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return path
    }

    func integrity(_ path: String) -> String {
        (try? SQLiteConnection(path: path, create: false)).flatMap { c in
            try? c.statement("PRAGMA integrity_check")
        }.flatMap { s in (try? s.step()) == true ? s.text(0) : nil } ?? "unreadable"
    }

    /// Damaged copies of a real store: each is either refused with exit 74 and
    /// left byte for byte as it was, or sound enough that SQLite's own integrity
    /// check passes.
    @Test func damagedStoresAreReportedAndNeverModified() throws {
        let original = try realStore()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: original)))
        var rng = SeededGenerator(seed: 20261201)
        var damaged: [[UInt8]] = []
        for length in [0, 17, 100, 512, 4096, bytes.count / 3, bytes.count / 2, bytes.count - 4096, bytes.count - 1] {
            damaged.append(Array(bytes.prefix(length)))
        }
        for _ in 0..<36 {
            var copy = bytes
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                copy[Int.random(in: 0..<copy.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
            damaged.append(copy)
        }
        var refused = 0
        for (i, copy) in damaged.enumerated() {
            let path = try scratch()
            try Data(copy).write(to: URL(fileURLWithPath: path))
            let r = try QASProcess.run(["--store", path, "-e", "print(notes.count)\nnotes.add(title: \"new\")\nprint(notes.count)"])
            #expect(r.status == 0 || r.status == 74, "copy \(i): exit \(r.status)\n\(r.stderr)")
            if r.status == 74 {
                refused += 1
                #expect(!r.stderr.isEmpty, "copy \(i): no message")
                #expect(FileManager.default.contents(atPath: path) == Data(copy), "copy \(i) was modified")
            } else {
                #expect(integrity(path) == "ok", "copy \(i) was used though it is damaged")
            }
        }
        #expect(refused > 0)
    }

    /// A file-size limit (`ulimit -f`) stops the writes: an I/O error (exit 74),
    /// not SIGXFSZ, and every note the program reported is still there.
    @Test func aFullDiskLosesNoCommittedNote() throws {
        let path = try scratch()
        let r = try shell("ulimit -f 400; exec '\(QASProcess.binary.path)' -u --store '\(path)' -e 'var i = 0\nwhile true { let n = notes.add(title: \"note \\(i)\", body: \"a fairly long body so the file grows quickly \\(i)\"); print(n.id); i += 1 }'")
        #expect(r.status == 74, "exit \(r.status)\n\(r.stderr)")
        #expect(r.stderr.contains("store") || r.stderr.contains("disk") || r.stderr.contains("full"), "\(r.stderr)")
        let reported = r.stdout.split(separator: "\n").map(String.init)
        #expect(reported.count > 10)
        #expect(integrity(path) == "ok")
        let s = try NoteStore(path: path, clock: FixedClock())
        for id in reported { #expect(try s.note(id: id) != nil, "note \(id) was reported but is missing") }
    }

    /// Eight processes add 500 notes each at once: exactly 4,000 notes.
    @Test func eightWritersAtOnce() throws {
        let path = try scratch()
        let writers = try (0..<8).map { k -> Process in
            let p = Process()
            p.executableURL = QASProcess.binary
            p.arguments = ["--store", path, "-e", "for i in 0..<500 { notes.add(title: \"w\(k) \\(i)\") }"]
            p.environment = QASProcess.hermeticEnvironment
            p.standardOutput = FileHandle.nullDevice
            p.standardError = Pipe()
            try p.run()
            return p
        }
        for p in writers {
            p.waitUntilExit()
            let err = String(decoding: (p.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 0, "\(err)")
        }
        let s = try NoteStore(path: path, clock: FixedClock())
        #expect(try s.noteCount() == 4000)
        #expect(Set(try s.allNotes().map(\.title)).count == 4000)
        #expect(integrity(path) == "ok")
    }

    @Test func aDeviceIsNotAStore() throws {
        let r = try QASProcess.run(["--store", "/dev/null", "-e", "print(notes.count)"])
        #expect(r.status == 74)
        #expect(r.stderr.contains("not a regular file"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))
    }
}

/// A small deterministic generator, so a failing case can be found again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
