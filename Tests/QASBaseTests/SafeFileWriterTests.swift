import Foundation
import Testing
import QASBase

/// Every file qas writes goes through `SafeFileWriter`: these are its promises.
@Suite("Safe file writes")
struct SafeFileWriterTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "qas-safe-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }
    func write(_ text: String, _ path: String) { FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
    func mode(_ path: String) -> mode_t { var st = stat(); stat(path, &st); return st.st_mode & 0o7777 }
    func isLink(_ path: String) -> Bool { var st = stat(); return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK }

    @Test func replacingKeepsTheModeAndLeavesNoTemporaryFile() throws {
        let file = folder + "/app.qas"
        write("old", file)
        chmod(file, 0o751)
        try SafeFileWriter.replace(file, with: Array("new".utf8))
        #expect(contents(file) == "new")
        #expect(mode(file) == 0o751)
        #expect(entries() == ["app.qas"])
    }

    @Test func aNewFileGetsTheUmasksMode() throws {
        let file = folder + "/new.plist"
        let mask = umask(0o027)
        defer { umask(mask) }
        try SafeFileWriter.replace(file, with: [1, 2, 3])
        #expect(mode(file) == 0o640)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let target = folder + "/real.qas", link = folder + "/link.qas"
        write("old", target)
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.qas")
        try SafeFileWriter.replace(link, with: Array("new".utf8))
        #expect(isLink(link))
        #expect(contents(target) == "new")
        #expect(mode(target) == 0o600)
        #expect(entries() == ["link.qas", "real.qas"])
    }

    @Test func aLinkToNothingIsRefused() throws {
        let link = folder + "/dangling.qas"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/elsewhere/victim")
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.replace(link, with: [1]) }
        #expect(entries() == ["dangling.qas"])
    }

    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let file = folder + "/app.qas"
        write("as read", file)
        let read = SafeFileWriter.snapshot(file)
        // Someone else saves the file (same size, a moment later).
        usleep(10_000)
        write("changed", file)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.replace(file, with: Array("formatted".utf8), expecting: read) }
        #expect(contents(file) == "changed")
        #expect(entries() == ["app.qas"])
        // Unchanged since the snapshot: replaced.
        try SafeFileWriter.replace(file, with: Array("formatted".utf8), expecting: SafeFileWriter.snapshot(file))
        #expect(contents(file) == "formatted")
    }

    @Test func notARegularFileIsRefused() throws {
        try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: false)
        #expect(throws: SafeFileWriter.Failure.self) { try SafeFileWriter.replace(folder + "/dir", with: [1]) }
    }

    @Test func creatingNeverReplacesAnything() throws {
        let stem = folder + "/app.explore-"
        write("kept", stem + "1.qas")
        // A link planted at the next name is not followed either.
        try FileManager.default.createSymbolicLink(atPath: stem + "2.qas", withDestinationPath: folder + "/victim")
        let path = try SafeFileWriter.createNew(with: Array("new".utf8)) { "\(stem)\($0).qas" }
        #expect(path == stem + "3.qas")
        #expect(contents(stem + "1.qas") == "kept")
        #expect(contents(path) == "new")
        #expect(!FileManager.default.fileExists(atPath: folder + "/victim"))
        #expect(entries() == ["app.explore-1.qas", "app.explore-2.qas", "app.explore-3.qas"])
    }
}
