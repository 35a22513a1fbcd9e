import Foundation
@_exported import QASLanguage
@_exported import QASStore
@_exported import QASPlatform

/// The embeddable qas engine: runs scripts, evaluates expressions, exposes Swift
/// functions to scripts and reports errors as typed Swift errors.
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
/// ends in a catchable "stack overflow" error, never a crashed host.
public final class Engine {
    /// The interpreter underneath, for hosts that bind their own objects.
    public let interpreter: Interpreter
    private var counter = 0

    /// Native stack given to the script thread.
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
        interpreter.runtime.nativeStackAvailable = Engine.scriptStackSize - (8 << 20)
        interpreter.define("arguments", .array(arguments.map { .string($0) }))
        interpreter.define("notes", .object(NotesObject(store: store)))
        interpreter.define("checklist", .object(ChecklistObject(store: store)))
        interpreter.define("clock", .object(ClockObject(store.clock)))
        appHost = AppHost(runtime: interpreter.runtime, store: store)
        let clock = store.clock
        widgetHost = WidgetHost(runtime: interpreter.runtime, app: appHost, clock: { clock.now })
        installPlatform(appHost)
        installWidgets(widgetHost)
    }

    /// The app being simulated: its lifecycle, menu and delivery log.
    public var app: AppModel { appHost.model }
    let appHost: AppHost
    let widgetHost: WidgetHost

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

    /// The static actions a script declares (inline and from Info.plist files),
    /// read without running the rest of it.
    public func staticItems(of source: Source) throws -> [ShortcutItem] {
        try onScriptThread {
            try self.interpreter.runDeclarations(source, calling: ["__staticAction", "__staticActionsFrom"])
        }
        return app.staticItems
    }

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

    /// Deepest script recursion before a "stack overflow" runtime error.
    public var maxCallDepth: Int {
        get { interpreter.runtime.maxCallDepth }
        set { interpreter.runtime.maxCallDepth = newValue }
    }

    /// Asks the running script to stop with a catchable "interrupted" error.
    /// Safe to call from another thread.
    public func interrupt() { interpreter.runtime.interruptRequested = true }

    // MARK: - Running

    /// Runs a program given as text. `name` is the file name diagnostics show.
    ///
    /// - Throws: `QASError.compile` for mistakes found before running,
    ///   `QASError.runtime` for errors while running.
    public func run(_ code: String, name: String = "<script>") throws {
        try run(Source(name: name, text: code, directory: FileManager.default.currentDirectoryPath))
    }

    /// Runs a `.qas` file; its imports are relative to its directory.
    ///
    /// - Throws: `QASError.io` when the file cannot be read, or as `run(_:name:)`.
    public func runFile(_ path: String) throws {
        try run(try Engine.loadSource(path))
    }

    /// Runs a prepared source.
    public func run(_ source: Source) throws {
        try onScriptThread { try self.interpreter.run(source) }
    }

    /// Evaluates an expression (or a program ending in one) and returns its value
    /// as a Swift value; `.nil` when the program does not end in an expression.
    @discardableResult
    public func evaluate(_ expression: String) throws -> ScriptValue {
        counter += 1
        let source = Source(name: "<eval \(counter)>", text: expression, directory: FileManager.default.currentDirectoryPath)
        return try onScriptThread { ScriptValue(try self.interpreter.evaluate(source) ?? .null) }
    }

    /// Evaluates and returns the raw language value (for hosts and the REPL).
    public func evaluateValue(_ source: Source) throws -> Value? {
        try onScriptThread { try self.interpreter.evaluate(source) }
    }

    /// Makes a Swift function callable from scripts under `name`.
    ///
    /// ```swift
    /// engine.register("greet") { args in .string("hi \(args[0])") }
    /// ```
    /// A Swift error thrown by `body` becomes a catchable runtime error in the script.
    public func register(_ name: String, _ body: @escaping ([ScriptValue]) throws -> ScriptValue) {
        interpreter.define(name, .native(NativeFunction(name) { args, _ in
            do {
                return try body(args.values.map(ScriptValue.init)).value
            } catch let e as RuntimeError {
                throw e
            } catch {
                throw NativeError("\(error)")
            }
        }))
    }

    /// Sets a global constant visible to later scripts.
    public func define(_ name: String, _ value: ScriptValue) {
        interpreter.define(name, value.value)
    }

    /// Reads a file into a source named by its path.
    public static func loadSource(_ path: String) throws -> Source {
        let bytes: [UInt8]
        do {
            bytes = try Interpreter.readWholeFile(path)
        } catch let e as FileError {
            throw QASError.io(path: path, reason: e.reason)
        }
        let directory = (path as NSString).deletingLastPathComponent
        return Source(name: path, bytes: bytes, directory: directory.isEmpty ? "." : directory)
    }

    // MARK: - The script thread

    /// Runs `body` on a thread with a large stack and waits for it.
    private func onScriptThread<T>(_ body: @escaping () throws -> T) throws -> T {
        nonisolated(unsafe) var result: Result<T, Error>? = nil
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Result { try body() }
            done.signal()
        }
        thread.stackSize = Engine.scriptStackSize
        thread.start()
        done.wait()
        do {
            return try result!.get()
        } catch let e as CompileError {
            throw QASError.compile(e.diagnostics)
        } catch let e as RuntimeError {
            throw QASError.runtime(e)
        }
    }
}
