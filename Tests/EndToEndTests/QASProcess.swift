import Foundation

/// Runs the `qas` binary built next to the test bundle.
struct QASProcess {
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The directory holding the built products (the test runner lives there too).
    static let productsDirectory: URL = {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        // The test runner may sit inside a bundle directory.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("qas").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }()

    static var binary: URL { productsDirectory.appendingPathComponent("qas") }

    /// The test process's environment with XDG_DATA_HOME pointing at a scratch directory.
    static let hermeticEnvironment: [String: String] = {
        var env = ProcessInfo.processInfo.environment
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-e2e-data-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        env["XDG_DATA_HOME"] = dir
        return env
    }()

    /// Writes `text` to a file named `name` in a new temporary folder; its path.
    static func scratchFile(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `qas` with arguments and optional standard input; kills it after `timeout`.
    static func run(_ arguments: [String], stdin: Data? = nil, timeout: TimeInterval = 60,
                    environment: [String: String]? = nil, directory: URL? = nil) throws -> Result {
        try runProgram(binary.path, arguments, stdin: stdin, timeout: timeout, environment: environment, directory: directory)
    }

    /// Runs any program, as `run` runs `qas`.
    static func runProgram(_ path: String, _ arguments: [String], stdin: Data? = nil, timeout: TimeInterval = 60,
                           environment: [String: String]? = nil, directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // Never touch the user's own store: the default store lives in a scratch directory.
        process.environment = environment ?? QASProcess.hermeticEnvironment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            DispatchQueue.global().async {
                input.fileHandleForWriting.write(stdin)
                try? input.fileHandleForWriting.close()
            }
        }
        // Read both pipes while the process runs so neither fills up.
        final class Box: @unchecked Sendable { var data = Data() }
        let outData = Box(), errData = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outData.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2000) }
        if process.isRunning {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        group.wait()
        return Result(stdout: String(decoding: outData.data, as: UTF8.self),
                      stderr: String(decoding: errData.data, as: UTF8.self),
                      status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus)
    }

    /// Runs a bash command line (to set `ulimit`s, say), capturing its output;
    /// killed after `timeout`.
    static func shell(_ command: String, timeout: Double = 120) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-c", command]
        p.environment = hermeticEnvironment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        final class Box: @unchecked Sendable { var o = Data(), e = Data() }
        let box = Box()
        let group = DispatchGroup()
        group.enter(); DispatchQueue.global().async { box.o = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { box.e = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(5_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
        group.wait()
        return Result(stdout: String(decoding: box.o, as: UTF8.self), stderr: String(decoding: box.e, as: UTF8.self),
                      status: p.terminationReason == .uncaughtSignal ? 128 + p.terminationStatus : p.terminationStatus)
    }
}
