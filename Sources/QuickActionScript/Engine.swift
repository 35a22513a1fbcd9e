import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// The qas language, embedded: runs scripts, evaluates expressions, exposes Swift
/// functions and objects to scripts and reports errors as typed Swift errors.
/// An engine knows Swift's language and Foundation's values, nothing of iOS: the
/// app, its Home Screen and its store come with an `AppSession`, which runs
/// scripts on an engine of its own.
///
/// ```swift
/// import QuickActionScript
///
/// let engine = Engine()
/// var printed = ""
/// engine.output = { printed += $0 }
/// try engine.run("print(\"hello\")")                  // printed == "hello\n"
/// let sum = try engine.evaluate("[1, 2, 3].reduce(0) { a, b in a + b }")   // .int(6)
/// engine.register("double") { args in .int((args[0].intValue ?? 0) * 2) }
/// try engine.evaluate("double(21)")                    // .int(42)
/// ```
///
/// Scripts run on a thread of their own with a large stack, so deep recursion
/// ends in a catchable "stack overflow" error, never a crashed host. An engine is
/// released, with everything its scripts made, when the last reference goes.
/// Engines share nothing they change: several may run at once on several threads.
public final class Engine {
    let interpreter: Interpreter
    private var counter = 0

    /// Native stack given to the script thread: deep recursion meets the call
    /// depth limit long before this runs out, even in a debug build.
    static let scriptStackSize = 512 << 20

    /// The clock `Date()` reads (an app session's is its store's).
    let clock: StoreClock

    /// Creates an engine; `arguments` is what scripts see as `arguments`, and
    /// `Date()` reads `clock` (a fixed clock by default: runs are repeatable).
    public init(arguments: [String] = [], clock: StoreClock = FixedClock()) {
        self.clock = clock
        interpreter = Interpreter()
        interpreter.runtime.memoryLimit = Engine.defaultMemoryLimit
        interpreter.define("arguments", .array(arguments.map { .string($0) }))
        interpreter.modulePrelude = Engine.modulePrelude
        Engine.installFoundation(in: interpreter, clock)
    }

    deinit {
        // Hosts' natives and the runtime hold each other.
        interpreter.release()
    }

    /// Receives everything scripts `print`. Defaults to standard output.
    public var output: (String) -> Void {
        get { interpreter.runtime.output }
        set { interpreter.runtime.output = newValue }
    }

    // MARK: - Limits and interrupts

    /// Stops a script after this many loop iterations and calls (nil: no limit).
    public var instructionBudget: Int? {
        get { interpreter.runtime.instructionBudget }
        set { interpreter.runtime.instructionBudget = newValue }
    }

    /// Stops a script after this many seconds of one run (nil: no limit).
    public var timeLimit: Double? {
        get { interpreter.runtime.timeLimit }
        set { interpreter.runtime.timeLimit = newValue }
    }

    /// Bytes the process may grow by while this engine's scripts run (default 2 GB;
    /// nil leaves only the machine's own bounds). Going past it stops the script
    /// with an uncatchable "memory limit exceeded" error; the engine stays usable.
    /// The engine measures the whole process, so engines running at once on
    /// other threads count against each other's limits.
    public var memoryLimit: Int? {
        get { interpreter.runtime.memoryLimit }
        set { interpreter.runtime.memoryLimit = newValue }
    }

    /// Counts memory as the bytes operations announce rather than what the
    /// process holds, so a run stops at the same step every time (fuzzing).
    package var countsAnnouncedMemory: Bool {
        get { interpreter.runtime.memory.countsAnnouncedBytes }
        set { interpreter.runtime.memory.countsAnnouncedBytes = newValue }
    }

    /// The most bytes a program file (or standard input) may hold.
    public static let maximumProgramSize = Limits.sourceFileSize

    /// The memory limit engines start with: 2 GB.
    public static let defaultMemoryLimit = 2 << 30

    /// Deepest script recursion before a "stack overflow" runtime error.
    public var maxCallDepth: Int {
        get { interpreter.runtime.maxCallDepth }
        set { interpreter.runtime.maxCallDepth = newValue }
    }

    /// Asks the running script to stop with a catchable "interrupted" error.
    /// Safe to call from another thread.
    public func interrupt() { interpreter.runtime.interruptRequested = true }

    /// A handle a signal handler may use to interrupt the running script: its
    /// `request()` is one aligned store and nothing else. Valid while the engine lives.
    public var interruptHandle: InterruptHandle { InterruptHandle(flag: interpreter.runtime.interruptFlagAddress) }

    // MARK: - Running

    /// Runs a program given as text. `name` is the file name diagnostics show;
    /// imports are relative to `directory` (the current directory by default).
    ///
    /// - Throws: `QASError.compile` for mistakes found before running,
    ///   `QASError.runtime` for errors while running.
    public func run(_ code: String, name: String = "<script>", directory: String? = nil) throws {
        try run(Source(name: name, text: code, directory: directory ?? FileManager.default.currentDirectoryPath))
    }

    /// Runs a program given as bytes (standard input, say); invalid UTF-8 is a
    /// compile error that points at the first bad byte.
    public func run(bytes: [UInt8], name: String, directory: String? = nil) throws {
        try run(Source(name: name, bytes: bytes, directory: directory ?? FileManager.default.currentDirectoryPath))
    }

    /// Runs a `.qas` file; its imports are relative to its directory.
    ///
    /// - Throws: `QASError.io` when the file cannot be read, or as `run(_:name:)`.
    public func runFile(_ path: String) throws {
        try run(try Engine.loadSource(path))
    }

    func run(_ source: Source) throws {
        try onScriptThread { try self.interpreter.run(source) }
    }

    /// Evaluates an expression (or a program ending in one) and returns its value
    /// as a Swift value; `.nil` when the program does not end in an expression.
    @discardableResult
    public func evaluate(_ expression: String) throws -> ScriptValue {
        ScriptValue(try evaluateValue(expression, name: nextName()) ?? .null)
    }

    private func nextName() -> String {
        counter += 1
        return "<eval \(counter)>"
    }

    func evaluateValue(_ code: String, name: String) throws -> Value? {
        let source = Source(name: name, text: code, directory: FileManager.default.currentDirectoryPath)
        return try onScriptThread { try self.interpreter.evaluate(source) }
    }

    /// The mistakes a program has, found without running it or changing anything
    /// the engine knows: empty when it would compile. Throws only when the
    /// engine itself cannot work (`QASError.system`).
    /// `directory` is where `import "file.qas"` looks (default: the current one).
    public func check(_ code: String, name: String = "<check>", directory: String? = nil) throws -> [ScriptDiagnostic] {
        try check(Source(name: name, text: code, directory: directory ?? FileManager.default.currentDirectoryPath))
    }

    /// `check` of a source as read (a file, or an app folder's module).
    func check(_ source: Source) throws -> [ScriptDiagnostic] {
        do {
            try onScriptThread { try self.interpreter.check(source) }
            return []
        } catch QASError.compile(let diagnostics) {
            return diagnostics
        }
    }

    /// Makes a Swift function callable from scripts under `name`.
    ///
    /// ```swift
    /// engine.register("greet") { args in .string("hi \(args[0])") }
    /// ```
    /// A Swift error thrown by `body` becomes a catchable runtime error in the script.
    public func register(_ name: String, _ body: @escaping ([ScriptValue]) throws -> ScriptValue) {
        interpreter.define(name, .native(NativeFunction(name) { args, _ in
            try hostCall { try body(args.values.map(ScriptValue.init)).value }
        }))
    }

    /// Sets a global constant visible to later scripts.
    public func define(_ name: String, _ value: ScriptValue) {
        interpreter.define(name, value.value)
    }

    /// Gives scripts an object of the host's under `name`.
    public func define(_ name: String, object: ScriptObject) {
        interpreter.define(name, .object(PublicObjectAdapter(object)))
    }

    /// Reads a file into a source named by its path; a folder is an app's module
    /// (its `.swift` files, after the static items of its `Info.plist`).
    static func loadSource(_ path: String) throws -> Source {
        if ModuleFolder.isFolder(path) {
            do {
                return try ModuleFolder.load(path, prelude: modulePrelude(path))
            } catch let e as FileError {
                throw QASError.io(path: e.path, reason: e.reason)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try Interpreter.readWholeFile(path)
        } catch let e as FileError {
            throw QASError.io(path: path, reason: e.reason)
        }
        let directory = (path as NSString).deletingLastPathComponent
        return Source(name: path, bytes: bytes, directory: directory.isEmpty ? "." : directory)
    }

    /// An app folder's Info.plist, read before its Swift files: its static
    /// items are the app's, as a build copies them into the bundle.
    static func modulePrelude(_ folder: String) -> [(name: String, bytes: [UInt8])] {
        let plist = (folder as NSString).appendingPathComponent("Info.plist")
        guard FileManager.default.fileExists(atPath: plist) else { return [] }
        return [(plist, Array("static actions from \"Info.plist\"\n".utf8))]
    }

    /// Whether programs are compiled with the specialisations (the default, unless
    /// `QAS_GENERIC_ONLY=1`): for tests and the fuzz target that compare the two.
    package var specialises: Bool {
        get { interpreter.specialises }
        set { interpreter.specialises = newValue }
    }

    /// The sites each specialisation compiled in this engine's programs (tests).
    package var specialisationCounts: SpecialisationCounts { interpreter.specialisationCounts }

    /// The declaration forms scripts parse with (for tools in this package that
    /// read syntax, such as the language server).
    package var declarationRegistry: DeclarationRegistry { interpreter.declarations }

    // MARK: - The script thread

    /// Runs `body` on a thread with a large stack and waits for it; language
    /// errors come back as `QASError`.
    func onScriptThread<T>(_ body: @escaping () throws -> T) throws -> T {
        do {
            return try ScriptThread.run(interpreter.runtime, body)
        } catch {
            throw QASError.from(error) ?? error
        }
    }
}

/// The thread scripts run on: a big native stack, so that deep recursion meets
/// the call-depth limit (a catchable error) long before the stack ends.
enum ScriptThread {
    /// Stack sizes to try, biggest first: a tight address-space limit (`ulimit -v`)
    /// may not leave room for 512 MB.
    static let stackSizes = [Engine.scriptStackSize, 128 << 20, 32 << 20, 8 << 20]

    final class Job: @unchecked Sendable {
        var work: (() throws -> Any)?
        var result: Result<Any, Error>? = nil
        init(_ work: @escaping () throws -> Any) { self.work = work }
    }

    static func run<T>(_ runtime: Runtime, _ body: @escaping () throws -> T) throws -> T {
        let job = Job { try body() }
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        var thread = pthread_t()
        var started = false
        var reason: Int32 = 0
        let context = Unmanaged.passRetained(job)
        let previousAvailable = runtime.nativeStackAvailable
        for size in stackSizes {
            pthread_attr_setstacksize(&attr, size)
            // Set before the thread exists: it reads this as soon as it starts,
            // which on a busy machine is before pthread_create has returned here
            // (it then took the default, and deep recursion ended early).
            runtime.nativeStackAvailable = size - min(Limits.nativeStackReserve, size / 8)
            // EAGAIN may be a passing shortage (a machine busy with many processes):
            // try the same size a few times, 30 ms in all, before a smaller stack,
            // which would lower how deep scripts may recurse. A real address-space
            // limit (`ulimit -v`) fails every time and falls through quickly.
            for attempt in 0..<4 {
                if attempt > 0 { usleep(UInt32(attempt) * 5_000) }
                reason = pthread_create(&thread, &attr, ScriptThread.body, context.toOpaque())
                if reason != EAGAIN { break }
            }
            if reason == 0 {
                started = true
                break
            }
        }
        guard started else {
            runtime.nativeStackAvailable = previousAvailable
            context.release()
            throw QASError.system("cannot start a thread to run the script (\(String(cString: strerror(reason)))); the process may have too little address space (ulimit -v)")
        }
        // Joined, not detached: the thread has ended (and given back what the C
        // library keeps per thread, such as its malloc arena) before the caller
        // goes on, so one run's thread never overlaps the next run's work.
        pthread_join(thread, nil)
        // The thread's reference, released here: the job and what its result
        // holds are freed on this thread.
        context.release()
        return try job.result!.get() as! T
    }

    /// What the script thread runs: the job, with signals blocked.
    static let body: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        // The caller keeps the job until the thread ends and then releases it:
        // this thread holds no reference of its own (not even a retained local),
        // so nothing of the caller's is freed here.
        Unmanaged<Job>.fromOpaque(raw!)._withUnsafeGuaranteedRef { job in
            // Signals are for the host's thread (a REPL's Ctrl-C), not the script's.
            var signals = sigset_t()
            sigfillset(&signals)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            job.result = Result { try job.work!() }
            // Let go of what the work captured (the engine) before the caller goes on.
            job.work = nil
        }
        return nil
    }
}

/// Interrupts an engine's running script from a signal handler: `request()` only
/// stores to a flag the script checks as it runs.
public struct InterruptHandle: @unchecked Sendable {
    let flag: UnsafeMutablePointer<Int32>
    /// A second flag set with it (an explorer's own stop request).
    var also: UnsafeMutablePointer<Int32>? = nil
    /// Asks the running script to stop with a catchable "interrupted" error.
    public func request() {
        also?.pointee = 1
        flag.pointee = 1
    }
}
