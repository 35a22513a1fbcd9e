import Foundation

/// What the command line asked for.
enum Command: Equatable {
    case help
    case version
    case runFile(path: String, arguments: [String])
    case runCode(code: String, arguments: [String])
    case runStandardInput(arguments: [String])
    case test(paths: [String])
    /// The interactive loop, after running a file if one is given (`-i FILE`).
    case interactive(file: String?)
    case usageError(String)
}

/// Which note store scripts use.
enum StoreChoice: Equatable {
    /// `$XDG_DATA_HOME/qas/store.sqlite` (or `~/.local/share/qas/store.sqlite`).
    case standard
    case file(String)
    /// In memory with a fixed clock: nothing is kept.
    case memory
}

/// Options that apply whatever runs.
struct Options: Equatable {
    var store = StoreChoice.standard
    /// Write each `print` out at once (for pipes read line by line).
    var unbuffered = false
}

enum Exit {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let compileError: Int32 = 65
    static let runtimeError: Int32 = 70
    static let ioError: Int32 = 74
}

let version = "0.1.0"

let usageText = """
usage: qas [options] FILE [ARGS...]     run a script; it sees ARGS as `arguments`
       qas test PATH...                 run test scripts (folders: every .qas inside)
       qas [options]                    start the interactive REPL (from a terminal)
       qas [options] -i FILE            run FILE, then stay interactive
       qas [options] -e CODE [ARGS...]  run CODE given on the command line
       qas [options] - [ARGS...]        run the program read from standard input

options:
  -e CODE        run CODE instead of a file
  -i FILE        run FILE, then start the REPL
  -              read the program from standard input
  --store PATH   keep notes in the SQLite file PATH (created if missing)
  --memory       keep notes in memory only, with a fixed clock (nothing is saved)
  -u             unbuffered: write each print at once
  --             stop reading options: the next word is the file
  -h, --help     show this help and exit
  --version      show the version and exit

the store: by default $XDG_DATA_HOME/qas/store.sqlite, or
~/.local/share/qas/store.sqlite; scripts see it as `notes`, `checklist` and `clock`

qas test runs each file on a fresh in-memory store with a fixed clock, prints one
line per file and `N passed, M failed`, and exits 1 when any failed

exit status: 0 ok, 1 test failures, 64 usage error, 65 compile error, 70 runtime error,
74 I/O error

examples:
  qas Scripts/examples/hello.qas
  qas -e 'print((1...10).map { $0 * $0 })'
  echo 'print("hi")' | qas -
"""

/// Parses `qas` arguments (without the program name).
func parseCommandLine(_ args: [String]) -> (Options, Command) {
    var options = Options()
    let command = parseCommand(args, &options)
    return (options, command)
}

private func parseCommand(_ args: [String], _ options: inout Options) -> Command {
    if args.first == "test" { return .test(paths: Array(args.dropFirst())) }
    var i = 0
    while i < args.count {
        let a = args[i]
        switch a {
        case "-h", "--help": return .help
        case "--version": return .version
        case "--store":
            guard i + 1 < args.count, !args[i + 1].isEmpty else { return .usageError("option '--store' needs a file path") }
            if options.store == .memory { return .usageError("'--store' and '--memory' cannot be used together") }
            options.store = .file(args[i + 1])
            i += 2
            continue
        case "--memory":
            if case .file = options.store { return .usageError("'--store' and '--memory' cannot be used together") }
            options.store = .memory
            i += 1
            continue
        case "-u":
            options.unbuffered = true
            i += 1
            continue
        case "-e":
            guard i + 1 < args.count else { return .usageError("option '-e' needs the code to run") }
            return .runCode(code: args[i + 1], arguments: Array(args[(i + 2)...]))
        case "-": return .runStandardInput(arguments: Array(args[(i + 1)...]))
        case "-i":
            guard i + 1 < args.count else { return .usageError("option '-i' needs a file to run first") }
            return .interactive(file: args[i + 1])
        case "--":
            guard i + 1 < args.count else { return .usageError("'--' must be followed by a file name") }
            return .runFile(path: args[i + 1], arguments: Array(args[(i + 2)...]))
        default:
            if a.hasPrefix("-") {
                let known = ["--help", "--version", "-e", "-h", "-i", "--store", "--memory", "-u"]
                var message = "unknown option '\(a)'"
                if let close = known.first(where: { editDistance($0, a) <= 2 }) { message += "; did you mean '\(close)'?" }
                return .usageError(message)
            }
            return .runFile(path: a, arguments: Array(args[(i + 1)...]))
        }
    }
    // No program: a terminal gets the REPL, a pipe is read as the program (like `lua -`).
    return isatty(0) != 0 ? .interactive(file: nil) : .runStandardInput(arguments: [])
}
