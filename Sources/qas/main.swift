import Foundation
import QuickActionScript
import QASLanguageServer

/// Opens the store the options ask for.
func openStore(_ choice: StoreChoice) throws -> NoteStore {
    switch choice {
    case .memory:
        return try NoteStore(inMemoryWith: FixedClock())
    case .file(let path):
        return try NoteStore(path: path, clock: WallClock())
    case .standard:
        let path = NoteStore.defaultPath()
        // The default location is ours to create.
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        return try NoteStore(path: path, clock: WallClock())
    }
}

/// Runs a program in a fresh app session and maps the outcome to an exit status.
func runSource(_ run: (Engine) throws -> Void, arguments: [String], options: Options) -> Int32 {
    let session: AppSession
    do {
        session = AppSession(store: try openStore(options.store), arguments: arguments)
    } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
    let engine = session.engine
    session.errorOutput = { writeError("qas: " + $0) }
    options.apply(to: session)
    let unbuffered = options.unbuffered
    engine.output = { text in
        StandardOutput.shared.write(text)
        if unbuffered { StandardOutput.shared.flush() }
        StandardOutput.shared.stopIfBroken()
    }
    // The process ends right after: what the script built is left for the
    // system to reclaim, not freed value by value.
    keptUntilExit = session
    // However the run ends, the store is left in a known good state.
    defer { session.store.seal() }
    do {
        try run(engine)
        StandardOutput.shared.flush()
        return Exit.ok
    } catch QASError.runtime(let e) where e.kind == .exited {
        // `exit(2)`: the status the program asked for, no error.
        StandardOutput.shared.flush()
        return Int32(e.message) ?? Exit.runtimeError
    } catch {
        return reportFailure(error, otherwise: Exit.runtimeError)
    }
}

/// The session of a one-shot run, alive until `exit`.
nonisolated(unsafe) var keptUntilExit: AppSession?

/// The program on standard input, up to the size a program file may have.
func readStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = read(0, &buffer, buffer.count)
        if n < 0 {
            if errno == EINTR { continue }
            throw QASError.io(path: "<stdin>", reason: String(cString: strerror(errno)))
        }
        if n == 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
        if bytes.count > Engine.maximumProgramSize {
            throw QASError.io(path: "<stdin>", reason: "the program is more than \(Engine.maximumProgramSize) bytes")
        }
    }
    return bytes
}

// A full disk or a closed pipe is reported as an I/O error (exit 74), not a
// death by SIGXFSZ or SIGPIPE.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
// A parent may start us with signals blocked (some process launchers pass their
// own mask on): qas must still stop when told to, and so must its children.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&stopSignals, s) }
pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)

let status: Int32
let (options, command) = parseCommandLine(Array(CommandLine.arguments.dropFirst()))
switch command {
case .help:
    print(usageText)
    status = Exit.ok
case .version:
    print("qas \(version)")
    status = Exit.ok
case .usageError(let message):
    writeError("qas: \(message)\nqas: run 'qas --help' for the commands and options")
    status = Exit.usage
case .runFile(let path, let arguments):
    status = runSource({ try $0.runFile(path) }, arguments: arguments, options: options)
case .runCode(let code, let arguments):
    status = runSource({ try $0.run(code, name: "-e") }, arguments: arguments, options: options)
case .test(let paths, let timeout):
    status = runTests(paths, options: options, timeout: timeout)
case .plist(let file, let binary, let output):
    status = exportPlist(file, binary: binary, output: output, options: options)
case .check(let file, let plist):
    status = checkScript(file, plist: plist, options: options)
case .explore(let request):
    status = exploreScript(request, options: options)
case .format(let request):
    status = formatScripts(request, options: options)
case .formatHelp:
    print(formatUsage)
    status = Exit.ok
case .swiftGlue(let request):
    status = generateSwiftGlue(request, options: options)
case .swiftGlueHelp:
    print(swiftUsage)
    status = Exit.ok
case .languageServer:
    do { status = try LanguageServer().run() } catch { status = reportFailure(error, otherwise: Exit.ioError) }
case .languageServerHelp:
    print(languageServerUsage)
    status = Exit.ok
case .interactive(let file):
    do {
        let repl = REPL(store: try openStore(options.store), options: options)
        if let file { repl.load(file) }
        status = repl.run()
    } catch {
        status = reportFailure(error, otherwise: Exit.ioError)
    }
case .runStandardInput(let arguments):
    status = runSource({ try $0.run(bytes: try readStandardInput(), name: "<stdin>") },
                       arguments: arguments, options: options)
}
StandardOutput.shared.flush()
if let failure = StandardOutput.shared.failure {
    // Output that was lost is an I/O error, whatever the program did otherwise.
    if failure != String(cString: strerror(EPIPE)) { writeError("qas: cannot write to standard output: \(failure)") }
    exit(status == Exit.ok || status == 1 ? Exit.ioError : status)
}
exit(status)
