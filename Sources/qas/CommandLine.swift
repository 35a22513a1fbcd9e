import Foundation
import QuickActionScript

/// What the command line asked for.
enum Command: Equatable {
    case help
    case version
    case runFile(path: String, arguments: [String])
    case runCode(code: String, arguments: [String])
    case runStandardInput(arguments: [String])
    case test(paths: [String], timeout: Double)
    /// `qas plist FILE.qas`: the static actions as a property list.
    case plist(file: String, binary: Bool, output: String?)
    /// `qas check FILE.qas [--plist Info.plist]`: lint without running.
    case check(file: String, plist: String?)
    /// `qas explore FILE.qas [--depth N] …`: model-check the app's sequences.
    case explore(ExploreRequest)
    /// `qas fmt [--check] PATH...`: the canonical layout.
    case format(FormatRequest)
    /// `qas fmt --help`.
    case formatHelp
    /// `qas swift FILE.qas [-o DIR]`: the app's Swift glue.
    case swiftGlue(SwiftGlueRequest)
    case swiftGlueHelp
    /// `qas lsp`: a language server on standard input and output.
    case languageServer
    /// `qas lsp --help`.
    case languageServerHelp
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
    /// `--setting NAME=VALUE`, for `$(NAME)` in static actions and Info.plist.
    var settings: [String: String] = [:]
    /// `--locale L`: which InfoPlist.strings localise plist titles.
    var locale = "en"
    /// `--max-memory SIZE`: how much the scripts may grow the process by.
    var memoryLimit = Engine.defaultMemoryLimit

    /// Gives a session the build settings, locale and memory limit.
    func apply(to session: AppSession) {
        session.buildSettings = settings
        session.locale = locale
        session.engine.memoryLimit = memoryLimit
    }

    /// `512M`, `8G`, `100K`, `1048576` (bytes): nil when it is not a size.
    static func size(_ text: String) -> Int? {
        var digits = Substring(text)
        var unit = 1
        switch digits.last?.uppercased() {
        case "K"?: unit = 1 << 10
        case "M"?: unit = 1 << 20
        case "G"?: unit = 1 << 30
        case "T"?: unit = 1 << 40
        default: break
        }
        if unit > 1 { digits = digits.dropLast() }
        if digits.last?.uppercased() == "B" && unit == 1 { digits = digits.dropLast() }
        guard let n = Int(digits), n > 0 else { return nil }
        let (bytes, overflow) = n.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }
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
       qas [options] run PATH [ARGS...] the same; PATH may be an app's folder: its .swift
                                        files are one module, its Info.plist the static items
       qas test [--timeout S] PATH...   run test scripts (folders: every *.test.qas and .qas
                                        holding an expect), each in its own process, stopped
                                        after S seconds (default 60); --setting and --locale
                                        apply to every file
       qas plist FILE.qas [--format xml|binary | --binary] [-o OUT]
                                        print the script's static actions as Info.plist items
       qas check FILE.qas|DIR [--plist Info.plist]
                                        compile the script and lint its quick actions without
                                        running anything (exit 65 when it does not compile)
       qas explore FILE.qas|DIR [--depth N] [--events LIST] [--invariant NAME]... [--json]
                         [--timeout S]  try every sequence of presses, launches, switches and
                                        kills up to N events (default 6); report the shortest
                                        that loses, doubles or mishandles an action; stop when
                                        one event runs S seconds (default 5) or memory passes
                                        --max-memory, and on Ctrl-C, with what was found
       qas fmt [--check] PATH...        rewrite scripts in the canonical layout (qas fmt --help)
       qas lsp                          serve the Language Server Protocol on stdin/stdout (editors)
       qas swift FILE.qas [-o DIR]      generate the app's Swift glue for its quick actions
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
  --setting N=V  build setting for $(N) in static actions and Info.plist (repeatable)
  --locale L     localise Info.plist titles with L.lproj/InfoPlist.strings (default en)
  --max-memory SIZE
                 stop a script that grows memory past SIZE (512M, 8G; default 2G)
  --             stop reading options: the next word is the file
  -h, --help     show this help and exit
  --version      show the version and exit

the store: by default $XDG_DATA_HOME/qas/store.sqlite, or
~/.local/share/qas/store.sqlite; scripts see it as `notes`, `checklist` and `clock`

qas test runs each file on a fresh in-memory store with a fixed clock, prints one
line per file and `N passed, M failed`, and exits 1 when any failed

exit status: 0 ok, 1 test failures, 64 usage error, 65 compile error, 70 runtime error
(memory limit included), 71 qas could not start its script thread, 74 I/O error

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

/// Reads `--setting`/`--locale` at `args[i]`; the number of words used (0: not one).
enum Shared { case used(Int), failure(String) }

/// What a subcommand's option loop does first: reads the shared options at `i`
/// (moving past them) and answers `-h`/`--help`; a command when parsing is over.
private func sharedOrHelp(_ args: [String], _ i: inout Int, _ options: inout Options) -> Command? {
    while i < args.count {
        switch parseShared(args, i, &options) {
        case .failure(let m): return .usageError(m)
        case .used(let n) where n > 0: i += n; continue
        default: break
        }
        return args[i] == "-h" || args[i] == "--help" ? .help : nil
    }
    return nil
}

func parseShared(_ args: [String], _ i: Int, _ options: inout Options) -> Shared {
    switch args[i] {
    case "--setting":
        guard i + 1 < args.count, let eq = args[i + 1].firstIndex(of: "="), eq != args[i + 1].startIndex else {
            return .failure("option '--setting' needs NAME=VALUE")
        }
        options.settings[String(args[i + 1][..<eq])] = String(args[i + 1][args[i + 1].index(after: eq)...])
        return .used(2)
    case "--locale":
        guard i + 1 < args.count, !args[i + 1].isEmpty else { return .failure("option '--locale' needs a locale such as de") }
        options.locale = args[i + 1]
        return .used(2)
    case "--max-memory":
        guard i + 1 < args.count, let size = Options.size(args[i + 1]) else {
            return .failure("option '--max-memory' needs a size such as 512M or 8G")
        }
        options.memoryLimit = size
        return .used(2)
    default:
        return .used(0)
    }
}

private func parseTool(_ args: [String], _ options: inout Options) -> Command {
    let tool = args[0]
    var file: String? = nil, plist: String? = nil, output: String? = nil
    var binary = false
    var i = 1
    while i < args.count {
        if let done = sharedOrHelp(args, &i, &options) { return done }
        if i >= args.count { break }
        let a = args[i]
        if tool == "plist" && a == "--format" {
            guard i + 1 < args.count, ["xml", "binary"].contains(args[i + 1]) else { return .usageError("option '--format' takes xml or binary") }
            binary = args[i + 1] == "binary"
            i += 2
        } else if tool == "plist" && (a == "--binary" || a == "--xml") {
            binary = a == "--binary"
            i += 1
        } else if tool == "plist" && a == "-o" {
            guard i + 1 < args.count else { return .usageError("option '-o' needs a file") }
            output = args[i + 1]
            i += 2
        } else if tool == "check" && a == "--plist" {
            guard i + 1 < args.count else { return .usageError("option '--plist' needs an Info.plist") }
            plist = args[i + 1]
            i += 2
        } else if a.hasPrefix("-") {
            return .usageError("unknown option '\(a)' for 'qas \(tool)'")
        } else if file == nil {
            file = a
            i += 1
        } else {
            return .usageError("'qas \(tool)' takes one script")
        }
    }
    guard let file else { return .usageError("'qas \(tool)' needs a .qas script") }
    return tool == "plist" ? .plist(file: file, binary: binary, output: output) : .check(file: file, plist: plist)
}

private func parseExplore(_ args: [String], _ options: inout Options) -> Command {
    var request = ExploreRequest(file: "")
    var file: String? = nil
    var i = 1
    while i < args.count {
        if let done = sharedOrHelp(args, &i, &options) { return done }
        if i >= args.count { break }
        let a = args[i]
        func value() -> String? { i + 1 < args.count ? args[i + 1] : nil }
        switch a {
        case "--depth":
            guard let v = value(), let n = Int(v), n >= 1, n <= 12 else {
                return .usageError("option '--depth' needs a number of events from 1 to 12")
            }
            request.depth = n
            i += 2
        case "--events":
            guard let v = value() else { return .usageError("option '--events' needs a list such as press,background,terminate") }
            let kinds = v.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for k in kinds where !Explorer.Event.kinds.contains(k) {
                return .usageError("unknown event '\(k)'; the events are \(Explorer.Event.kinds.joined(separator: ", "))")
            }
            guard !kinds.isEmpty else { return .usageError("option '--events' needs at least one event") }
            request.events = Set(kinds)
            i += 2
        case "--invariant":
            guard let v = value(), !v.isEmpty else { return .usageError("option '--invariant' needs an invariant's name") }
            request.invariants += v.split(separator: ",").map(String.init)
            i += 2
        case "--json":
            request.json = true
            i += 1
        case "--timeout":
            guard let v = value(), let seconds = Double(v), seconds > 0, seconds.isFinite else {
                return .usageError("option '--timeout' needs a number of seconds one event may take, such as 5")
            }
            request.timeout = seconds
            i += 2
        case "--memory":
            i += 1
        default:
            if a.hasPrefix("-") { return .usageError("unknown option '\(a)' for 'qas explore'") }
            guard file == nil else { return .usageError("'qas explore' takes one script") }
            file = a
            i += 1
        }
    }
    guard let file else { return .usageError("'qas explore' needs a .qas script") }
    request.file = file
    return .explore(request)
}

private func parseCommand(_ args: [String], _ options: inout Options) -> Command {
    if args.first == "test" {
        var paths: [String] = []
        var timeout = 60.0
        var i = 1
        while i < args.count {
            if let done = sharedOrHelp(args, &i, &options) { return done }
            if i >= args.count { break }
            let a = args[i]
            if a == "--timeout" {
                guard i + 1 < args.count, let s = Double(args[i + 1]), s > 0, s.isFinite else {
                    return .usageError("option '--timeout' needs a number of seconds, such as 30")
                }
                timeout = s
                i += 2
            } else if a == "--memory" || a == "-u" {
                // Each file already runs in memory, its output discarded: nothing to change.
                i += 1
            } else if a == "--store" {
                return .usageError("'qas test' runs each file on a fresh in-memory store, so '--store' does not apply (to run one script on a store: qas --store PATH FILE)")
            } else if a.hasPrefix("-") {
                return .usageError("'qas test' takes files and folders, not '\(a)'; each file always gets a fresh in-memory store")
            } else {
                paths.append(a)
                i += 1
            }
        }
        return .test(paths: paths, timeout: timeout)
    }
    if args.first == "plist" || args.first == "check" { return parseTool(args, &options) }
    if args.first == "explore" { return parseExplore(args, &options) }
    if args.first == "fmt" { return parseFormat(args, &options) }
    if args.first == "swift" { return parseSwiftGlue(args, &options) }
    if args.first == "lsp" {
        if args.count == 1 || args[1...].allSatisfy({ $0 == "--stdio" }) { return .languageServer }
        if args[1] == "-h" || args[1] == "--help" { return .languageServerHelp }
        return .usageError("'qas lsp' takes no arguments (it serves on standard input and output)")
    }
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
        case "--setting", "--locale", "--max-memory":
            switch parseShared(args, i, &options) {
            case .failure(let m): return .usageError(m)
            case .used(let n): i += n
            }
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
        case "run":
            // `qas run PATH`: the same as `qas PATH` (a file named `run`: `qas ./run`).
            guard i + 1 < args.count else { return .usageError("'qas run' needs a script, a Swift file or an app's folder") }
            return .runFile(path: args[i + 1], arguments: Array(args[(i + 2)...]))
        case "test", "plist", "check", "explore", "fmt", "lsp", "swift":
            // Options may come before the subcommand: `qas --setting N=V test PATH`.
            if a == "test", case .file = options.store {
                return .usageError("'qas test' runs each file on a fresh in-memory store, so '--store' does not apply (to run one script on a store: qas --store PATH FILE)")
            }
            return parseCommand(Array(args[i...]), &options)
        default:
            if a.hasPrefix("-") {
                let known = ["--help", "--version", "-e", "-h", "-i", "--store", "--memory", "-u", "--setting", "--locale", "--max-memory"]
                var message = "unknown option '\(a)'"
                if let close = Suggestion.closest(to: a, in: known) { message += "; did you mean '\(close)'?" }
                return .usageError(message)
            }
            return .runFile(path: a, arguments: Array(args[(i + 1)...]))
        }
    }
    // No program: a terminal gets the REPL, a pipe is read as the program (like `lua -`).
    return isatty(0) != 0 ? .interactive(file: nil) : .runStandardInput(arguments: [])
}
