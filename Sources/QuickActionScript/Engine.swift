import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// The embeddable qas engine: runs scripts, evaluates expressions, exposes Swift
/// functions and objects to scripts and reports errors as typed Swift errors.
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
/// ends in a catchable "stack overflow" error, never a crashed host. An engine and
/// its store are released when the last reference to the engine goes.
public final class Engine {
    let interpreter: Interpreter
    private var counter = 0

    /// Native stack given to the script thread: deep recursion meets the call
    /// depth limit long before this runs out, even in a debug build.
    static let scriptStackSize = 512 << 20

    /// The note store scripts see as `notes`, `checklist` and `clock`.
    public let store: NoteStore

    /// Creates an engine on an in-memory store with a fixed clock (deterministic,
    /// as tests want); `arguments` is what scripts see as `arguments`.
    public convenience init(arguments: [String] = []) {
        // An in-memory store cannot fail to open.
        try! self.init(store: NoteStore(inMemoryWith: FixedClock()), arguments: arguments)
    }

    /// Creates an engine on a given store, for example
    /// `NoteStore(path: "notes.sqlite", clock: WallClock())`.
    public init(store: NoteStore, arguments: [String] = []) throws {
        self.store = store
        interpreter = Interpreter()
        interpreter.runtime.memoryLimit = Engine.defaultMemoryLimit
        interpreter.define("arguments", .array(arguments.map { .string($0) }))
        interpreter.define("notes", .object(NotesObject(store: store)))
        interpreter.define("checklist", .object(ChecklistObject(store: store)))
        interpreter.define("clock", .object(ClockObject(store.clock)))
        Engine.installFoundation(in: interpreter, store.clock)
        appHost = AppHost(runtime: interpreter.runtime, store: store)
        let clock = store.clock
        widgetHost = WidgetHost(runtime: interpreter.runtime, app: appHost, clock: { clock.now })
        forceTouchHost = ForceTouchHost(app: appHost, widgets: widgetHost)
        appHost.forceTouch = forceTouchHost
        declarationHost = DeclarationHost(app: appHost, widgets: widgetHost, forceTouch: forceTouchHost)
        installPlatform(appHost)
        installUIKit(appHost)
        installViewControllers(appHost)
        installForceTouch(forceTouchHost)
        interpreter.registerHostType("Note", members: NoteObject.members.names)
        interpreter.registerHostType("ChecklistItem", members: ItemObject.members.names)
        interpreter.declarations.requireSingleConformance(DelegateObjects.appProtocol, role: "app delegate")
        for p in DelegateObjects.sceneProtocols { interpreter.declarations.requireSingleConformance(p, role: "scene delegate") }
        installWidgets(widgetHost)
        AppDeclaration.install(in: interpreter.declarations, declarationHost)
    }

    deinit {
        // The next engine on this store need not check it.
        store.seal()
        // The hosts' natives and the runtime hold each other.
        interpreter.release()
    }

    /// The app being simulated: its lifecycle, menu and delivery log.
    public var app: AppModel { appHost.model }
    let appHost: AppHost
    let widgetHost: WidgetHost
    let forceTouchHost: ForceTouchHost
    /// Runs the app's declarations; the forms hold it unowned.
    let declarationHost: DeclarationHost

    /// Receives everything scripts `print`. Defaults to standard output.
    public var output: (String) -> Void {
        get { interpreter.runtime.output }
        set { interpreter.runtime.output = newValue }
    }

    /// Receives reports that are not program output, such as a quick-action handler
    /// that threw. Defaults to standard error.
    public var errorOutput: (String) -> Void {
        get { appHost.report }
        set { appHost.report = newValue }
    }

    /// Build settings for `$(NAME)` in static actions and Info.plist items
    /// (`qas --setting NAME=VALUE`).
    public var buildSettings: [String: String] {
        get { appHost.settings }
        set { appHost.settings = newValue }
    }

    /// The locale whose `InfoPlist.strings` localise plist titles (default `en`).
    public var locale: String {
        get { appHost.locale }
        set { appHost.locale = newValue }
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

    /// Evaluates input as the REPL does: the value of a final expression as the
    /// REPL shows it (strings in quotes, tuples in parentheses), or nil when the
    /// input ends without a value or the value is nil.
    public func evaluateForDisplay(_ code: String, name: String = "<repl>") throws -> String? {
        guard let value = try evaluateValue(code, name: name), !value.isNil else { return nil }
        return value.debugDescription
    }

    private func nextName() -> String {
        counter += 1
        return "<eval \(counter)>"
    }

    private func evaluateValue(_ code: String, name: String) throws -> Value? {
        let source = Source(name: name, text: code, directory: FileManager.default.currentDirectoryPath)
        return try onScriptThread { try self.interpreter.evaluate(source) }
    }

    /// The mistakes a program has, found without running it or changing anything
    /// the engine knows: empty when it would compile. Throws only when the
    /// engine itself cannot work (`QASError.system`).
    /// `directory` is where `import "file.qas"` looks (default: the current one).
    public func check(_ code: String, name: String = "<check>", directory: String? = nil) throws -> [ScriptDiagnostic] {
        let source = Source(name: name, text: code, directory: directory ?? FileManager.default.currentDirectoryPath)
        do {
            try onScriptThread { try self.interpreter.check(source) }
            return []
        } catch QASError.compile(let diagnostics) {
            return diagnostics
        }
    }

    /// `code` in qas's one canonical layout (what `qas fmt` writes): indentation,
    /// spacing, one statement per line, blank lines; comments and string
    /// literals kept as they are, and what the program does unchanged. Throws
    /// `QASError.compile` with the syntax errors of a program that does not parse.
    public func format(_ code: String, name: String = "<format>") throws -> String {
        try format(Source(name: name, text: code, directory: FileManager.default.currentDirectoryPath))
    }

    /// `format` of a program given as bytes (standard input); invalid UTF-8 is
    /// a compile error.
    public func format(bytes: [UInt8], name: String) throws -> String {
        try format(Source(name: name, bytes: bytes, directory: FileManager.default.currentDirectoryPath))
    }

    /// `format` of a script file, read as `runFile` reads it.
    public func formatFile(_ path: String) throws -> String {
        try format(Engine.loadSource(path))
    }

    func format(_ source: Source) throws -> String {
        try onScriptThread { try self.interpreter.format(source) }
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

    /// Reads a file into a source named by its path.
    static func loadSource(_ path: String) throws -> Source {
        let bytes: [UInt8]
        do {
            bytes = try Interpreter.readWholeFile(path)
        } catch let e as FileError {
            throw QASError.io(path: path, reason: e.reason)
        }
        let directory = (path as NSString).deletingLastPathComponent
        return Source(name: path, bytes: bytes, directory: directory.isEmpty ? "." : directory)
    }

    // MARK: - Reading a script's declarations

    /// The static actions a script file declares (inline and from Info.plist
    /// files), read without running the rest of it.
    public func staticItems(ofFile path: String) throws -> [ShortcutItem] {
        let source = try Engine.loadSource(path)
        try onScriptThread { try self.interpreter.runHoistedDeclarations(source) }
        return app.staticItems
    }

    /// A script file's static actions as an Info.plist `UIApplicationShortcutItems`
    /// array, XML or binary (`qas plist`).
    ///
    /// - Throws: as `staticItems(ofFile:)`, and `PropertyListTextError` when XML
    ///   is asked for and a string holds a character XML cannot carry.
    public func staticActionsPropertyList(ofFile path: String, binary: Bool) throws -> [UInt8] {
        try InfoPlist.export(try staticItems(ofFile: path), binary: binary)
    }

    // MARK: - Views for tools

    /// The declaration forms scripts parse with (for tools in this package that
    /// read syntax, such as the language server).
    package var declarationRegistry: DeclarationRegistry { interpreter.declarations }

    /// The Home Screen menu as `homeScreen.menu()` draws it.
    public var menuText: String { MenuRenderer.render(app.menu()) }

    /// The app's delivery log.
    public var log: [String] { app.log }

    /// The language's keywords and the engine's globals, for completion.
    public var globalNames: [String] {
        let globals = interpreter.globals.names.filter { !$0.hasPrefix("$") }
        return Array(Set(Interpreter.keywordNames + interpreter.declarations.leadingWords + globals)).sorted()
    }

    /// Completions for the word being typed: `word` starts at byte `wordStart`
    /// of `line`. Inside `homeScreen.press("` they are the menu's titles and types;
    /// after `name.` the members of that global; otherwise names in scope.
    public func completions(line: String, wordStart: Int, word: String) -> [String] {
        let bytes = Array(line.utf8)
        let before = String(decoding: bytes[0..<min(max(0, wordStart), bytes.count)], as: UTF8.self)
        if before.range(of: #"press\(\s*"$"#, options: .regularExpression) != nil {
            let menu = app.menu()
            return Array(Set(menu.map(\.title) + menu.map(\.type))).filter { $0.hasPrefix(word) }.sorted()
        }
        if before.hasSuffix(".") {
            let owner = String(before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if owner.isEmpty {
                // `.` alone: an enum case or a host's value (`.newNote`, `.compose`).
                return Set(interpreter.implicitMemberNames).filter { $0.hasPrefix(word) }.sorted()
            }
            guard let value = interpreter.value(of: owner) else { return [] }
            return Set(Interpreter.memberNames(of: value)).filter { $0.hasPrefix(word) }.sorted()
        }
        return globalNames.filter { $0.hasPrefix(word) }
    }

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
        let done = DispatchSemaphore(value: 0)
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
        pthread_detach(thread)
        job.done.wait()
        return try job.result!.get() as! T
    }

    /// What the script thread runs: the job, with signals blocked.
    static let body: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        // Signals are for the host's thread (a REPL's Ctrl-C), not the script's.
        var signals = sigset_t()
        sigfillset(&signals)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        job.result = Result { try job.work!() }
        // Let go of what the work captured (the engine) before the caller goes on.
        job.work = nil
        job.done.signal()
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

/// Runs the app's declarations: quick actions on the app host, intents and
/// widgets on the widget host.
final class DeclarationHost: AppDeclarationLowering {
    let app: AppHost
    let widgets: WidgetHost
    let forceTouch: ForceTouchHost
    init(app: AppHost, widgets: WidgetHost, forceTouch: ForceTouchHost) { self.app = app; self.widgets = widgets; self.forceTouch = forceTouch }

    func lower(_ kind: AppDeclaration, _ d: DeclarationValue, _ runtime: Runtime) throws -> Value {
        switch kind {
        case .staticAction: try app.declareStaticAction(d)
        case .staticActionsFrom: try app.declareStaticActions(from: d)
        case .dynamicActions: try app.declareDynamicActions(d)
        case .action: try app.addDynamicAction(d)
        case .on: try app.declareHandler(d)
        case .intent: return try widgets.declareIntent(d)
        case .widget: try widgets.declareWidget(d)
        case .invariant: try app.declareInvariant(d)
        case .preview: try forceTouch.declarePreview(d)
        case .contextMenu: try forceTouch.declareContextMenu(d)
        }
        return .null
    }

    func timelinePolicy(_ value: Value, _ runtime: Runtime) throws { try widgets.setPolicy(value) }
}
