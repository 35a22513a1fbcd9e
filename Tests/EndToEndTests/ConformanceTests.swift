import Foundation
import Testing

/// Programs written for each chapter of *The Swift Programming Language*, with
/// what swiftc's build of each prints (`NAME.expected`), under
/// `Tests/Conformance/book/CHAPTER/`. A program listed in `passing.txt` must
/// print exactly that; every other one must stop with an error — qas never
/// prints something else. `reject_*.swift` are programs swiftc refuses
/// (`NAME.expected-error`); those in `rejected.txt` qas refuses too. Both lists
/// must stay true: a program that starts to pass (or to be refused) is added.
/// Documentation/Language.md's chapter table counts them.
struct ConformanceProgram: CustomTestStringConvertible, Sendable {
    let path: String
    var testDescription: String { String(path.dropFirst(ConformanceProgram.root.count + 1)) }
    var isReject: Bool { (path as NSString).lastPathComponent.hasPrefix("reject_") }

    static let root = QASProcess.packageRoot.appendingPathComponent("Tests/Conformance/book").path

    static func all() -> [ConformanceProgram] {
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { ConformanceProgram(path: root + "/" + $0) }
    }

    static func listed(_ file: String) -> Set<String> {
        let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init))
    }
    static let passing = listed("passing.txt")
    static let rejected = listed("rejected.txt")
}

@Suite("The Swift book, chapter by chapter")
struct ConformanceTests {
    @Test("each program prints what swiftc's build printed, or stops with an error", arguments: ConformanceProgram.all())
    func program(_ program: ConformanceProgram) throws {
        let name = program.testDescription
        let r = try QASProcess.run(["--memory", program.path], timeout: 60)
        if program.isReject {
            if ConformanceProgram.rejected.contains(name) {
                #expect(r.status != 0, "\(name): swiftc refuses it and qas should too, but it ran:\n\(r.stdout)")
            } else {
                #expect(r.status == 0 || r.status == 70, "\(name): qas now refuses it: add it to rejected.txt\n\(r.stderr)")
            }
            return
        }
        let expected = try String(contentsOfFile: program.path.replacingOccurrences(of: ".swift", with: ".expected"), encoding: .utf8)
        if ConformanceProgram.passing.contains(name) {
            #expect(r.status == 0, "\(name): stopped:\n\(r.stderr)")
            #expect(r.stdout == expected, "\(name): prints something else than swiftc's build")
        } else if r.status == 0 {
            // Not listed: it must not finish with output of its own.
            #expect(r.stdout == expected, "\(name): ran to the end printing something else than swiftc's build (a silent wrong answer)")
            Issue.record("\(name) now prints what swiftc's build prints: add it to passing.txt")
        } else {
            #expect(r.stderr.contains("error"), "\(name): stopped without naming an error:\n\(r.stderr)")
        }
    }
}
