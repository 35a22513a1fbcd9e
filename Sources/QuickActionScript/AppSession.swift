import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// An app on the simulated iPhone: the Note Buddy store, the Home Screen and its
/// menu, the app's life cycle and delivery in UIKit's order, widgets, 3D Touch
/// and the quick-action declarations — given to the scripts of an engine of its
/// own (`notes`, `app`, `homeScreen`, `UIApplication`, `static action` …).
///
/// ```swift
/// import QuickActionScript
///
/// let session = try AppSession()                       // an in-memory store, a fixed clock
/// try session.run("""
///     static action "NewNote" { title: "New Note" }
///     on "NewNote" { notes.add(title: "from the menu") }
///     """)
/// try session.press("New Note")                        // a cold launch; the handler runs
/// session.store.noteCount()                            // 1
/// session.app.state                                    // .active
/// ```
///
/// Pressing, launching and switching from Swift (`press`, `launch`, …) run the
/// app's code as the script's own `homeScreen.press(…)` does, and throw what
/// would crash the app: a fault in a handler, hook or delegate method.
public final class AppSession {
    /// The engine the app's scripts run on: limits, `register`, `define` and
    /// output are set there.
    public let engine: Engine
    /// The note store scripts see as `notes`, `checklist` and `clock`.
    public let store: NoteStore

    let appHost: AppHost
    let widgetHost: WidgetHost
    let forceTouchHost: ForceTouchHost
    /// Runs the app's declarations; the forms hold it unowned.
    let declarationHost: DeclarationHost

    /// A session on `store` (`Date()` reads its clock); `arguments` is what
    /// scripts see as `arguments`.
    public init(store: NoteStore, arguments: [String] = []) {
        self.store = store
        engine = Engine(arguments: arguments, clock: store.clock)
        let interpreter = engine.interpreter
        interpreter.define("notes", .object(NotesObject(store: store)))
        interpreter.define("checklist", .object(ChecklistObject(store: store)))
        interpreter.define("clock", .object(ClockObject(store.clock)))
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
        installUserDefaults()
        installLogging(appHost)
        interpreter.registerHostType("Note", members: NoteObject.members.names)
        interpreter.registerHostType("ChecklistItem", members: ItemObject.members.names)
        for name in ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem", "ShortcutItem"] {
            interpreter.registerHostType(name, members: ShortcutItemObject.members.names, objects: "ShortcutItem")
        }
        interpreter.declarations.requireSingleConformance(DelegateObjects.appProtocol, role: "app delegate")
        for p in DelegateObjects.sceneProtocols { interpreter.declarations.requireSingleConformance(p, role: "scene delegate") }
        installWidgets(widgetHost)
        AppDeclaration.install(in: interpreter.declarations, declarationHost)
    }

    /// A session on a new in-memory store with a fixed clock (repeatable, as
    /// tests want).
    ///
    /// - Throws: `StoreError` when SQLite cannot open a database in memory.
    public convenience init(arguments: [String] = []) throws {
        self.init(store: try NoteStore(inMemoryWith: FixedClock()), arguments: arguments)
    }

    deinit {
        // The next session on this store need not check it.
        store.seal()
    }

    var interpreter: Interpreter { engine.interpreter }

    /// The app being simulated: its state, menu and delivery log, to read. Drive
    /// it with `press`, `launch` and the others, which run the app's code.
    public var app: AppModel { appHost.model }

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

    // MARK: - Running the app's scripts

    /// Runs a program on the session's engine (`engine.run`).
    public func run(_ code: String, name: String = "<script>", directory: String? = nil) throws {
        try engine.run(code, name: name, directory: directory)
    }

    /// Runs a `.qas` file on the session's engine (`engine.runFile`).
    public func runFile(_ path: String) throws { try engine.runFile(path) }

    /// Evaluates an expression on the session's engine (`engine.evaluate`).
    @discardableResult
    public func evaluate(_ expression: String) throws -> ScriptValue { try engine.evaluate(expression) }

    // MARK: - Driving the app from Swift

    /// Presses a menu item by its title (or, when no title matches, its type), as
    /// `homeScreen.press` does: a cold launch when the app is not running, a warm
    /// delivery when it is in the background.
    ///
    /// - Throws: `QASError.runtime` when the app's code fails as an app would
    ///   crash: a fault (a bad index, nil unwrapped) in a handler, hook or
    ///   delegate method, or a failed `expect`; `QASError.runtime` too when there
    ///   is no such item. A handler's own `throw` only reports failure to the
    ///   completion handler, as the script's `homeScreen.press` has it.
    public func press(_ item: String) throws {
        try drive { try $0.press(.text(item)) }
    }

    /// Presses the menu's `position`-th item (from 1).
    public func press(position: Int) throws { try drive { try $0.press(.position(position)) } }

    /// A plain tap on the app's icon (`app.launch()`).
    public func launch() throws { try drive { try $0.launch() } }
    /// Back to the app from the switcher (`app.activate()`).
    public func activate() throws { try drive { try $0.activate() } }
    /// The user goes to the Home Screen (`app.background()`): dynamic items are rebuilt.
    public func background() throws { try drive { try $0.background() } }
    /// The system ends the app (`app.terminate()`); its dynamic items stay.
    public func terminate() throws {
        try drive { model in
            try model.terminate()
            self.appHost.screen = .string("list")
        }
    }

    /// Runs a step of the app model on the script thread, as a script's own
    /// statement would, and throws what the app's code raised inside it.
    private func drive(_ step: @escaping (AppModel) throws -> Void) throws {
        let host = appHost
        let interpreter = self.interpreter
        try engine.onScriptThread {
            try interpreter.inRunContext {
                try platform { try host.drive { try step(host.model) } }
                let runtime = interpreter.runtime
                if var failed = runtime.failedExpectations.popLast() {
                    failed.earlierFailures = runtime.failedExpectations
                    runtime.failedExpectations = []
                    throw failed
                }
            }
        }
    }

    // MARK: - Reading the app

    /// The Home Screen menu as `homeScreen.menu()` draws it.
    public var menuText: String { MenuRenderer.render(app.menu()) }

    /// The app's delivery log.
    public var log: [String] { app.log }

    /// The static actions a script file declares (inline and from Info.plist
    /// files, with this session's build settings and locale), read without
    /// running the rest of it, and without changing this session: its
    /// declarations run in a session of their own.
    public func staticItems(ofFile path: String) throws -> [ShortcutItem] {
        let source = try Engine.loadSource(path)
        let reader = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        reader.buildSettings = buildSettings
        reader.locale = locale
        let interpreter = reader.interpreter
        try reader.engine.onScriptThread { try interpreter.runHoistedDeclarations(source) }
        return reader.app.staticItems
    }

    /// A script file's static actions as an Info.plist `UIApplicationShortcutItems`
    /// array, XML or binary (`qas plist`).
    ///
    /// - Throws: as `staticItems(ofFile:)`, and `PropertyListTextError` when XML
    ///   is asked for and a string holds a character XML cannot carry.
    public func staticActionsPropertyList(ofFile path: String, binary: Bool) throws -> [UInt8] {
        try InfoPlist.export(try staticItems(ofFile: path), binary: binary)
    }

    /// The peek a firm press on the notes list's row `row` (from 0) would show,
    /// swiped up to its actions, drawn as text (the REPL's `:peek`). Runs the
    /// preview's view and actions code; changes nothing else.
    ///
    /// - Throws: `QASError.runtime` when there is no such row or the code fails.
    public func peekDrawing(row: Int) throws -> String {
        let host = forceTouchHost
        let interpreter = self.interpreter
        return try engine.onScriptThread {
            try interpreter.inRunContext { try host.peekPreview(Arguments([.int(row)])).description }
        }
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
