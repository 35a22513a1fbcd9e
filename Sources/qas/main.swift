import Foundation
import QuickActionScript

/// Runs a source on a fresh engine and maps the outcome to an exit status.
func runSource(_ load: () throws -> Source, arguments: [String]) -> Int32 {
    let engine = Engine(arguments: arguments)
    engine.output = { StandardOutput.shared.write($0) }
    do {
        let source = try load()
        try engine.run(source)
        StandardOutput.shared.flush()
        return Exit.ok
    } catch let e as QASError {
        writeError(e.description)
        return e.exitCode
    } catch {
        writeError("qas: \(error)")
        return Exit.runtimeError
    }
}

func readStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = read(0, &buffer, buffer.count)
        if n < 0 { throw QASError.io(path: "<stdin>", reason: String(cString: strerror(errno))) }
        if n == 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return bytes
}

let status: Int32
switch parseCommandLine(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(usageText)
    status = Exit.ok
case .version:
    print("qas \(version)")
    status = Exit.ok
case .usageError(let message):
    writeError("qas: \(message)\n\n\(usageText)")
    status = Exit.usage
case .runFile(let path, let arguments):
    status = runSource({ try Engine.loadSource(path) }, arguments: arguments)
case .runCode(let code, let arguments):
    status = runSource({ Source(name: "-e", text: code, directory: FileManager.default.currentDirectoryPath) }, arguments: arguments)
case .runStandardInput(let arguments):
    status = runSource({ Source(name: "<stdin>", bytes: try readStandardInput(), directory: FileManager.default.currentDirectoryPath) }, arguments: arguments)
}
StandardOutput.shared.flush()
exit(status)
