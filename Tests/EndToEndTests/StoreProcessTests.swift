import Foundation
import Testing
import QASStore

/// The store under real processes: killed mid-write, and written by two at once.
@Suite("Store across processes", .serialized)
struct StoreProcessTests {
    func scratchStore() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-proc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("store.sqlite").path
    }

    /// A child adds notes in a loop, printing each id once its transaction has
    /// committed, and is killed with SIGKILL at a random moment. Afterwards the store
    /// passes integrity_check and holds every note the child reported.
    @Test func killedWriterLosesNothingItReported() throws {
        let path = try scratchStore()
        var generator = SystemRandomNumberGenerator()
        var totalReported = 0
        for round in 0..<6 {
            let process = Process()
            process.executableURL = QASProcess.binary
            process.arguments = ["-u", "--store", path, "-e",
                                 "var i = 0\nwhile true { let n = notes.add(title: \"r\(round) \\(i)\", body: \"x\"); print(n.id); i += 1 }"]
            process.environment = QASProcess.hermeticEnvironment
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 150_000...700_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            // The last line may be cut off mid-write: only whole lines were reported.
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if !text.hasSuffix("\n") { lines.removeLast() } else { lines.removeLast() }
            let reported = lines.filter { !$0.isEmpty }
            totalReported += reported.count

            let store = try NoteStore(path: path, clock: FixedClock())
            #expect(try store.integrityCheck() == "ok", "round \(round)")
            for id in reported {
                #expect(try store.note(id: id) != nil, "round \(round): reported note \(id) is missing")
            }
        }
        #expect(totalReported > 0, "the child never got to write")
    }

    /// Two processes add 1,000 notes each to one store at the same time: no
    /// "database is locked", no lost writes.
    @Test func twoWritersAtOnce() throws {
        let path = try scratchStore()
        // Both start on a store that does not exist yet: creation races too.
        func writer(_ name: String) throws -> Process {
            let p = Process()
            p.executableURL = QASProcess.binary
            p.arguments = ["--store", path, "-e", "for i in 0..<1000 { notes.add(title: \"\(name) \\(i)\") }\nprint(\"done\")"]
            p.environment = QASProcess.hermeticEnvironment
            p.standardOutput = Pipe()
            p.standardError = Pipe()
            return p
        }
        let a = try writer("a"), b = try writer("b")
        try a.run()
        try b.run()
        a.waitUntilExit()
        b.waitUntilExit()
        for p in [a, b] {
            let err = String(decoding: (p.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(p.terminationStatus == 0, "\(err)")
            #expect(!err.contains("locked"))
        }
        let store = try NoteStore(path: path, clock: FixedClock())
        #expect(try store.noteCount() == 2000)
        let titles = Set(store.notes().map(\.title))
        #expect(titles.count == 2000)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func badStoreFilesExitWith74AndStayUntouched() throws {
        let path = try scratchStore()
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let r = try QASProcess.run(["--store", path, "-e", "print(notes.count)"])
        #expect(r.status == 74)
        #expect(r.stderr.contains("'\(path)' is not a qas store"))
        #expect(FileManager.default.contents(atPath: path) == garbage)

        let missing = try QASProcess.run(["--store", "/no/such/dir/s.sqlite", "-e", "1"])
        #expect(missing.status == 74)
        #expect(missing.stderr.contains("the directory '/no/such/dir' does not exist"))
    }

    @Test func notesPersistAcrossRunsAndDefaultStoreIsCreated() throws {
        let path = try scratchStore()
        let first = try QASProcess.run(["--store", path, "-e", "notes.add(title: \"kept\")"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try QASProcess.run(["--store", path, "-e", "print(notes.count, notes.first!.title)"])
        #expect(second.stdout == "1 kept\n")

        let data = FileManager.default.temporaryDirectory.appendingPathComponent("qas-xdg-\(UUID().uuidString)").path
        var env = QASProcess.hermeticEnvironment
        env["XDG_DATA_HOME"] = data
        let r = try QASProcess.run(["-e", "notes.add(title: \"default\"); print(notes.count)"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: data + "/qas/store.sqlite"))
    }

    @Test func memoryStoreUsesAFixedClock() throws {
        let r = try QASProcess.run(["--memory", "-e", "print(clock.now)"])
        #expect(r.stdout == "1767225600.0\n")
        let conflicting = try QASProcess.run(["--memory", "--store", "x.sqlite", "-e", "1"])
        #expect(conflicting.status == 64)
    }
}
