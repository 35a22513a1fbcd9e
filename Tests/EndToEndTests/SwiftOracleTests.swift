import Foundation
import Testing

/// The programs under `Tests/Golden/swift` are valid Swift and valid qas. Each is
/// compiled with `swiftc` and run, and qas must print exactly what the Swift binary
/// prints. A program whose comments expect a compile error must be rejected by
/// both. (The same files also run as golden scripts, against their comments.)
struct SwiftProgram: CustomTestStringConvertible, Sendable {
    let path: String
    var testDescription: String { (path as NSString).lastPathComponent }

    static let directory = QASProcess.packageRoot.appendingPathComponent("Tests/Golden/swift").path

    static func all() -> [SwiftProgram] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { SwiftProgram(path: directory + "/" + $0) }
    }
}

/// Compiles Swift programs once per content: binaries are kept under `.build`,
/// named by a hash of the source and the compiler's version.
enum SwiftCompiler {
    static let path: String? = {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static let version: String = {
        guard let path, let r = try? QASProcess.runProgram(path, ["--version"], timeout: 60) else { return "" }
        return r.stdout
    }()

    static let cache = QASProcess.packageRoot.appendingPathComponent(".build/swift-oracle").path

    /// FNV-1a: stable across runs, unlike `Hasher`.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }

    enum Outcome { case binary(String), rejected(String) }

    /// Compiles `source` as a file named `name`: swiftc names the module after
    /// it, and Swift prints that name before types (`app.Action.edit`), as qas does.
    static func compile(_ source: String, named name: String) throws -> Outcome {
        // The key covers everything that shapes the binary: compiler, flags, name, text.
        let key = hash(version + "-Onone -module-name " + name + "\n" + source)
        let dir = cache + "/" + key
        let binary = dir + "/program"
        let rejected = dir + "/rejected.txt"
        if FileManager.default.isExecutableFile(atPath: binary) { return .binary(binary) }
        if let why = try? String(contentsOfFile: rejected, encoding: .utf8) { return .rejected(why) }
        let scratch = dir + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try source.write(toFile: scratch + "/" + name, atomically: true, encoding: .utf8)
        let module = String(name.prefix { $0 != "." })
        let r = try QASProcess.runProgram(path!, ["-Onone", "-module-name", module, "-o", scratch + "/program",
                                                  scratch + "/" + name], timeout: 300)
        if r.status != 0 {
            try r.stderr.write(toFile: scratch + "/rejected.txt", atomically: true, encoding: .utf8)
        }
        // Another process may have finished first; either result is the same.
        try? FileManager.default.moveItem(atPath: scratch, toPath: dir)
        return r.status == 0 ? .binary(binary) : .rejected(r.stderr)
    }
}

@Suite("Swift is the oracle")
struct SwiftOracleTests {
    @Test("qas prints what the Swift binary prints", .enabled(if: SwiftCompiler.path != nil),
          arguments: SwiftProgram.all())
    func printsWhatSwiftPrints(_ program: SwiftProgram) throws {
        let source = try String(contentsOfFile: program.path, encoding: .utf8)
        let expected = Expectations(parsing: source)
        let qas = try QASProcess.run(["--memory", program.path], timeout: 120)
        switch try SwiftCompiler.compile(source, named: program.testDescription) {
        case .rejected(let why):
            #expect(!expected.compileErrors.isEmpty, "\(program.testDescription): swiftc rejects it:\n\(why)")
            #expect(qas.status == 65, "\(program.testDescription): Swift rejects it, so must qas; qas said:\n\(qas.stdout)\(qas.stderr)")
        case .binary(let binary):
            #expect(expected.compileErrors.isEmpty, "\(program.testDescription): expects a compile error, but swiftc accepts it")
            let swift = try QASProcess.runProgram(binary, [], timeout: 60)
            #expect(swift.status == 0, "\(program.testDescription): the Swift binary failed:\n\(swift.stderr)")
            #expect(qas.stdout == swift.stdout,
                    "\(program.testDescription): qas printed\n\(qas.stdout)\nSwift printed\n\(swift.stdout)\nqas stderr:\n\(qas.stderr)")
            #expect(qas.status == 0, "\(program.testDescription): qas failed:\n\(qas.stderr)")
        }
    }

    @Test("there are Swift programs to compare")
    func programsExist() {
        #expect(SwiftProgram.all().count >= 10)
    }
}
