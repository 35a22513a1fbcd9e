import Foundation
import QASBase
import QuickActionScript

/// `qas fmt`: what to format and whether to change anything.
struct FormatRequest: Equatable {
    /// Files and folders (every `.qas` inside); `["-"]` for standard input.
    var paths: [String] = []
    /// List the files that are not formatted instead of rewriting them.
    var check = false
}

let formatUsage = """
usage: qas fmt [--check] PATH...    rewrite scripts in the one canonical layout
       qas fmt -                    format standard input to standard output

PATH is a .qas file or a folder (every .qas inside). Only blanks between tokens
change, plus a line break where `;` separated two statements: comments and strings
stay as they are, and what the program does is unchanged. A file that does not
parse is reported and left alone.

  --check    change nothing; list the files that are not formatted (exit 1 if any)
  --max-memory SIZE
             laying a file out takes about 64 bytes of memory per byte of it: a
             file that would need more than SIZE (default 2G) is refused

exit status: 0 formatted (or already so), 1 --check found files to format,
65 a file does not parse, 70 a file too big for the memory limit, 74 a file
could not be read or written (or changed while qas fmt read it), 64 usage error
"""

func parseFormat(_ args: [String], _ options: inout Options) -> Command {
    var request = FormatRequest()
    var i = 1
    while i < args.count {
        let a = args[i]
        i += 1
        switch a {
        case "-h", "--help": return .formatHelp
        case "--check": request.check = true
        case "-": request.paths.append(a)
        case "--max-memory":
            guard i < args.count, let size = Options.size(args[i]) else {
                return .usageError("option '--max-memory' needs a size such as 512M or 8G")
            }
            options.memoryLimit = size
            i += 1
        default:
            if a.hasPrefix("-") { return .usageError("unknown option '\(a)' for 'qas fmt' (it takes --check and --max-memory)") }
            request.paths.append(a)
        }
    }
    if request.paths.isEmpty { return .usageError("'qas fmt' needs .qas files or folders, or '-' for standard input") }
    if request.paths.contains("-") && request.paths.count > 1 {
        return .usageError("'qas fmt -' formats standard input alone; give files separately")
    }
    return .format(request)
}

/// Formats the files of `request`; the exit status.
func formatScripts(_ request: FormatRequest, options: Options) -> Int32 {
    let tools: ScriptTools
    do {
        let session = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        session.engine.memoryLimit = options.memoryLimit
        tools = ScriptTools(session)
    } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
    if request.paths == ["-"] {
        do {
            let input = try readStandardInput()
            let text = try tools.format(bytes: input, name: "<stdin>")
            if request.check { return Array(text.utf8) == input ? Exit.ok : 1 }
            StandardOutput.shared.write(text)
            return Exit.ok
        } catch {
            return reportFailure(error, otherwise: Exit.ioError)
        }
    }
    var status = Exit.ok
    var unformatted = 0
    let (files, missing) = expandScriptPaths(request.paths)
    for path in missing {
        writeError("qas: \(path): no such file or folder")
        status = Exit.ioError
    }
    for file in files {
        do {
            // What the file was as it was read: it is replaced only if it is still that.
            let before = SafeFileWriter.snapshot(file)
            let original = try readScript(file)
            guard let read = SafeFileWriter.snapshot(file), read == before else {
                throw QASError.io(path: file, reason: "it changed while qas read it; it is left as it is (run qas fmt again)")
            }
            let formatted = try tools.format(bytes: original, name: file)
            if Array(formatted.utf8) == original { continue }
            if request.check {
                StandardOutput.shared.write("\(file): not formatted\n")
                unformatted += 1
            } else {
                do { try SafeFileWriter.replace(file, with: Array(formatted.utf8), expecting: read) } catch let e as SafeFileWriter.Failure {
                    throw QASError.cannotWrite(path: file, reason: e.reason)
                }
                StandardOutput.shared.write("formatted \(file)\n")
            }
        } catch {
            let s = reportFailure(error, otherwise: Exit.ioError)
            status = max(status, s)
        }
    }
    StandardOutput.shared.flush()
    if status != Exit.ok { return status }
    return unformatted > 0 ? 1 : Exit.ok
}

/// A script's bytes, read as `qas FILE` reads them (a regular file, within the size limit).
private func readScript(_ path: String) throws -> [UInt8] {
    do { return try RegularFile.read(path, limit: Engine.maximumProgramSize) } catch let e as RegularFile.Failure {
        throw QASError.io(path: path, reason: e.reason)
    }
}
