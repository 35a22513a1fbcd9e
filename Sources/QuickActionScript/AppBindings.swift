import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// Runs the script's side of the app: its handlers, scene hooks and dynamic
/// actions, called by the platform model. Also keeps the app's state in the store
/// so dynamic items survive between runs.
final class AppHost: AppCode, AppStatePersistence {
    let model = AppModel()
    unowned let runtime: Runtime
    let store: NoteStore
    var handlers: [String: ScriptBlock] = [:]
    var hooks: [SceneEvent: [ScriptBlock]] = [:]
    var phaseChangeHooks: [ScriptBlock] = []
    /// `invariant "name" { … }` blocks, in order.
    var invariants: [(name: String, block: ScriptBlock)] = []
    var dynamicBlock: ScriptBlock? = nil
    /// Items added by `action` while the dynamic block runs.
    var collecting: [ShortcutItem]? = nil
    /// An error from a hook or the dynamic block, rethrown once the platform call returns.
    var pendingError: Error? = nil
    /// The Swift function that posts UIKit's life-cycle notifications (`NotificationCenterLibrary`).
    var postLifecycle: Value?
    /// The Swift function that makes a storyboard's initial controller (`StoryboardLibrary`).
    var storyboardInitial: Value?
    /// The Swift function that makes a file URL (`URLLibrary`).
    var fileURL: Value?
    /// The Swift function that forgets what the app's process registered (`UIKitViews`).
    var processEnded: Value?
    /// What the model could not do as the app's build would (said once each,
    /// on standard error and in `qas explore`'s report).
    private(set) var notices: [String] = []

    func notice(_ message: String) {
        guard !notices.contains(message) else { return }
        notices.append(message)
        report(message)
    }
    var screen: Value = .string("list")
    var settings: [String: String] = [:]
    var locale = "en"
    /// The script's UIKit delegate objects.
    let delegates = DelegateObjects()
    /// `UIApplication.shared`.
    private(set) lazy var application = UIApplicationObject(self)
    /// The device and its presses (the Home Screen's firm and long presses).
    weak var forceTouch: ForceTouchHost?
    /// Where handler failures are reported besides the log.
    var report: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("qas: " + message + "\n").utf8))
    }

    init(runtime: Runtime, store: NoteStore) {
        self.runtime = runtime
        self.store = store
        model.delegate = self
        model.persistence = self
    }

    /// Forgets everything the script declared or did, for a new session of
    /// `qas explore` (the settings and locale stay).
    func resetForNewSession() {
        handlers = [:]
        hooks = [:]
        phaseChangeHooks = []
        invariants = []
        dynamicBlock = nil
        collecting = nil
        pendingError = nil
        screen = .string("list")
        delegates.reset()
        if let processEnded { _ = try? runtime.call(processEnded, []) }
        model.resetForNewSession()
    }

    /// Runs a platform call, then surfaces any script error raised inside it.
    func drive(_ body: () throws -> Void) throws {
        pendingError = nil
        try body()
        // The main run loop turns once the event is handled: the tasks the app
        // made meanwhile (`Task { @MainActor in … }`) run before the next event.
        if pendingError == nil {
            do { try model.tracker.during("work on the main queue") { try runtime.tasks.runUntilIdle(runtime) } } catch { pendingError = error }
        }
        if let e = pendingError {
            pendingError = nil
            throw e
        }
    }

    // MARK: AppCode: handlers, hooks and dynamic actions

    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult {
        guard pendingError == nil, let handler = handlers[item.type] else { return .unhandled }
        do {
            let given = ShortcutItemObject(delivered: item, press: model.currentPress, tracker: model.tracker)
            let result = try handler.call(runtime, [.object(given)])
            if case .bool(false) = result { return .failure(nil) }
            return .success
        } catch let e as RuntimeError where e.isCatchable {
            report((e.location.map { "\($0): " } ?? "") + "handler for '\(item.type)' failed: \(e.message)")
            model.tracker.failed("the handler for '\(item.type)' failed: \(e.message)")
            // A `throw` reports failure to the completion handler; a fault (a bad
            // index, nil unwrapped) is what crashes an app: it stops the script.
            if e.kind != .thrown { pendingError = e }
            return .failure(e.message)
        } catch {
            pendingError = error
            return .failure("\(error)")
        }
    }

    /// Runs the `on` hooks of a phase; `on launch { options in … }` is given the
    /// launch options (`options.shortcutItem`).
    /// UIKit's life-cycle notifications, posted to `NotificationCenter.default`
    /// with the application (or the scene) as the object.
    func postNotifications(after callback: UIKitCallback) {
        guard pendingError == nil, let post = postLifecycle else { return }
        let object: Value = callback.isSceneMethod ? delegates.scene.map { .object($0) } ?? .null : .object(application)
        do {
            _ = try model.tracker.during("observers of \(callback.notificationNames[0])") {
                try runtime.call(post, [.array(callback.notificationNames.map { .string($0) }), object])
            }
        } catch let e as RuntimeError where e.isCatchable {
            report((e.location.map { "\($0): " } ?? "") + "an observer of \(callback.notificationNames[0]) failed: \(e.message)")
            model.note("an observer of \(callback.notificationNames[0]) failed: \(e.message)")
            pendingError = e
        } catch {
            pendingError = error
        }
    }

    func sceneEvent(_ event: SceneEvent) {
        guard pendingError == nil else { return }
        for hook in hooks[event] ?? [] {
            var arguments: [Value] = []
            if event == .launch && (hook.code.parameterCount ?? 0) > 0 {
                let reading = model.launchItem.flatMap { i in
                    model.currentPress.map { ItemReading(i, press: $0, channel: "the options of 'on launch'", tracker: model.tracker) }
                }
                arguments = [.object(LaunchOptionsObject(model.launchItem, reading: reading))]
            }
            do { _ = try hook.call(runtime, arguments) } catch { pendingError = error; return }
        }
        guard event != .launch else { return }
        for hook in phaseChangeHooks {
            let arguments = (hook.code.parameterCount ?? 0) > 0 ? [UIKitConstant.phase(event.rawValue)] : []
            do { _ = try hook.call(runtime, arguments) } catch { pendingError = error; return }
        }
    }

    /// `on scenePhase { phase in … }`: runs on every phase change.
    static let everyPhase = "scenePhase"

    func dynamicItems() -> [ShortcutItem]? {
        guard pendingError == nil, let block = dynamicBlock else { return nil }
        collecting = []
        defer { collecting = nil }
        do {
            _ = try block.call(runtime, [])
        } catch {
            pendingError = error
            return nil
        }
        return collecting
    }

    // MARK: AppStatePersistence

    /// The saved items, each read on its own: one that cannot be read is reported
    /// and left out (its row stays until the app sets new items).
    func loadAppState() -> (hasLaunched: Bool, items: [ShortcutItem]) {
        var launched = false
        var items: [ShortcutItem] = []
        do {
            launched = try store.appState("hasLaunched") == "true"
            let rows = try store.appItems()
            if rows.isEmpty, let legacy = try store.appState(AppHost.legacyItemsKey) {
                let (old, unreadable) = ShortcutItemCoding.decodeLegacy(legacy)
                items = old
                if unreadable > 0 { report("\(unreadable) saved shortcut item\(unreadable == 1 ? "" : "s") could not be read and \(unreadable == 1 ? "was" : "were") left out") }
            }
            for (position, data) in rows {
                do {
                    items.append(try ShortcutItemCoding.decode(data))
                } catch {
                    report("saved shortcut item \(position + 1) could not be read (\(error)); it was left out")
                }
            }
        } catch {
            report("cannot read the saved app state: \(error)")
        }
        return (launched, items)
    }

    /// `app.shortcutItems = […]` and `UIApplication.shared.shortcutItems = […]`
    /// (nil clears them, as in UIKit).
    func setShortcutItems(_ value: Value, as name: String) throws {
        if case .null = value { return try drive { model.shortcutItems = [] } }
        guard case .array(let values) = value else {
            throw NativeError("\(name) must be an array of shortcut items, not \(value.typeName)")
        }
        let items = try values.enumerated().map { i, v -> ShortcutItem in
            guard case .object(let o as ShortcutItemObject) = v else {
                throw NativeError("\(name)[\(i)] is \(v.typeName), not a shortcut item; make one with shortcut(type:title:…) or UIApplicationShortcutItem(type:localizedTitle:…)")
            }
            return o.item
        }
        try drive { model.shortcutItems = items }
    }

    /// Where earlier versions kept every item in one JSON text.
    static let legacyItemsKey = "shortcutItems"

    func saveAppState(hasLaunched: Bool, items: [ShortcutItem]?) {
        do {
            try store.saveAppState([("hasLaunched", hasLaunched ? "true" : "false")],
                                   items: items.map { $0.map(ShortcutItemCoding.encode) },
                                   removing: items == nil ? [] : [AppHost.legacyItemsKey])
        } catch {
            pendingError = pendingError ?? NativeError("cannot save the app's shortcut items: \(error)")
        }
    }
}

/// `app`: the app's lifecycle, as the user drives it.
final class AppObject: TabledObject {
    let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "App" }
    var description: String { "<app: \(host.model.state.rawValue)>" }

    /// Runs a lifecycle step of the model, surfacing script errors raised inside it.
    private func drive(_ step: @escaping (AppModel) -> Void) -> MemberTable<AppObject>.Method {
        { o, _, _ in
            try o.host.drive { step(o.host.model) }
            return .null
        }
    }

    static let members = MemberTable<AppObject>()
        .property("state") { o, _ in .string(o.host.model.state.rawValue) }
        .property("screen") { o, _ in o.host.screen }
        .property("log") { o, _ in .array(o.host.model.log.map { .string($0) }) }
        .property("shortcutItems", { o, _ in .array(o.host.model.shortcutItems.map { .object(ShortcutItemObject($0)) }) },
                  set: { o, v, _ in try o.host.setShortcutItems(v, as: "app.shortcutItems") })
        .property("hasLaunched") { o, _ in .bool(o.host.model.hasLaunched) }
        .property("applicationState") { o, _ in .object(UIKitConstant("UIApplication.State", o.host.model.applicationState.rawValue)) }
        .method("launch") { o, _, _ in try platform { try o.host.drive { try o.host.model.launch() } }; return .null }
        .method("background") { o, _, _ in try platform { try o.host.drive { try o.host.model.background() } }; return .null }
        .method("activate") { o, _, _ in try platform { try o.host.drive { try o.host.model.activate() } }; return .null }
        .method("terminate") { o, _, _ in
            try platform { try o.host.drive { try o.host.model.terminate() } }
            o.host.screen = .string("list")
            return .null
        }
        .method("delete") { o, _, _ in
            try platform { try o.host.drive { try o.host.model.delete() } }
            o.host.screen = .string("list")
            return .null
        }
        .method("purge") { o, _, _ in
            try platform { try o.host.drive { try o.host.model.purge() } }
            o.host.screen = .string("list")
            return .null
        }
        // Delegate code routes an item into the declared `on "T"` handler.
        .method("handle") { o, args, _ in
            guard args.count == 1, case .object(let i as ShortcutItemObject) = args[0] else {
                throw NativeError("app.handle takes a shortcut item, as delegate methods are given")
            }
            var handled = false
            try o.host.drive { handled = o.host.model.handle(i.item) }
            return .bool(handled)
        }
        // `expect app.holds("exactly-once")`: the invariant held after every
        // event so far (what `qas explore` checks; its reproducers end so).
        .method("holds") { o, args, rt in
            guard args.count == 1, case .string(let name) = args[0] else {
                throw NativeError("app.holds takes an invariant's name, such as \"exactly-once\"")
            }
            let known = Explorer.builtInInvariants + o.host.invariants.map(\.0)
            guard known.contains(name) else {
                throw NativeError("no invariant named \"\(name)\"; the invariants are \(known.joined(separator: ", "))")
            }
            return .bool(QuickActionInvariants.firstBroken(name, host: o.host, runtime: rt) == nil)
        }
        // `app.wait(seconds: 2)`: time passes; work the app scheduled for then
        // (`asyncAfter`) runs as it falls due.
        .method("wait") { o, args, rt in
            guard args.count == 1, args.labels[0] == "seconds" || args.labels[0] == nil else {
                throw NativeError("app.wait takes seconds: a number of seconds")
            }
            let seconds: Double
            switch args[0] {
            case .int(let i) where i >= 0: seconds = Double(i)
            case .double(let d) where d >= 0 && d.isFinite: seconds = d
            default: throw NativeError("app.wait needs a number of seconds of 0 or more, not \(args[0])")
            }
            try o.host.drive { try rt.tasks.wait(seconds, rt) }
            return .null
        }
        .method("open") { o, args, _ in
            guard args.count == 1 else { throw NativeError("app.open takes the thing to show, such as a note") }
            o.host.screen = args[0]
            o.host.model.note("open \(args[0].description)")
            o.host.model.tracker.effect()
            return .null
        }

}

/// `homeScreen`: the icon's menu, and pressing its items.
final class HomeScreenObject: TabledObject {
    let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "HomeScreen" }
    var description: String { MenuRenderer.render(host.model.menu()) }

    static let members = MemberTable<HomeScreenObject>()
        .method("menu") { o, _, _ in .object(MenuObject(o.host.model.menu())) }
        .method("press") { o, args, _ in try o.press(args) }
        // A firm press (3D Touch) or a long press (Haptic Touch) on the app's icon:
        // the quick-action menu where the device shows one, else nil.
        .method("forcePress") { o, _, _ in o.host.forceTouch?.iconPress(firm: true) ?? .null }
        .method("longPress") { o, _, _ in o.host.forceTouch?.iconPress(firm: false) ?? .null }
        .property("limit", { o, _ in .int(o.host.model.menuLimit) }, set: { o, v, _ in
            guard case .int(let n) = v, n >= 0 else { throw NativeError("homeScreen.limit must be a non-negative Int") }
            o.host.model.menuLimit = n
        })

    private func press(_ args: Arguments) throws -> Value {
        guard args.count == 1 else { throw NativeError("homeScreen.press takes a title, a type or a 1-based position") }
        let selector: MenuSelector
        switch args[0] {
        case .string(let s): selector = .text(s)
        case .int(let n): selector = .position(n)
        case .object(let o as ShortcutItemObject): selector = .text(o.item.title)
        default: throw NativeError("homeScreen.press takes a title, a type or a 1-based position, not \(args[0].typeName)")
        }
        try platform { try host.drive { try host.model.press(selector) } }
        return .null
    }
}

/// What `homeScreen.menu()` returns: the items, usable like an array, printed as
/// the menu box.
final class MenuObject: TabledObject {
    let items: [ShortcutItem]
    init(_ items: [ShortcutItem]) { self.items = items }
    var typeName: String { "Menu" }
    var description: String { MenuRenderer.render(items) }
    var values: [Value] { items.map { .object(ShortcutItemObject($0)) } }
    func isEqual(to other: HostObject) -> Bool { (other as? MenuObject)?.items == items }

    static let members = MemberTable<MenuObject>()
        .property("count") { o, _ in .int(o.items.count) }
        .property("isEmpty") { o, _ in .bool(o.items.isEmpty) }
        .property("first") { o, _ in o.values.first ?? .null }
        .property("last") { o, _ in o.values.last ?? .null }
        .property("items") { o, _ in .array(o.values) }
        .property("titles") { o, _ in .array(o.items.map { .string($0.title) }) }
        .property("types") { o, _ in .array(o.items.map { .string($0.type) }) }

    /// Sequence methods (`map`, `filter`…) come with iteration.
    var memberNames: [String] { MenuObject.members.names + ["map", "filter"] }

    func element(at index: Value, in runtime: Runtime) throws -> Value? {
        guard case .int(let i) = index, i >= 0, i < items.count else {
            throw NativeError("menu index \(index) out of range (the menu has \(items.count) item\(items.count == 1 ? "" : "s"))")
        }
        return values[i]
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? { ValueIterator(values) }
}

extension AppSession {
    /// Declares `app`, `homeScreen`, icons and the quick-action statements' natives.
    func installPlatform(_ host: AppHost) {
        let i = interpreter
        i.define("app", .object(AppObject(host)))
        i.define("homeScreen", .object(HomeScreenObject(host)))
        for t in IconType.allCases {
            i.runtime.implicitMembers[t.rawValue] = .object(IconObject(.system(t)))
        }
        i.define("symbol", .native(NativeFunction("symbol", arity: 1...1) { args, _ in
            guard case .string(let s) = args[0], !s.isEmpty else { throw NativeError("symbol needs the name of an SF Symbol") }
            return .object(IconObject(.symbol(s)))
        }))
        i.define("shortcut", .native(NativeFunction("shortcut") { args, _ in
            guard let type = args.labeled("type") ?? args.leadingUnlabelled else {
                throw NativeError("shortcut needs a type: shortcut(type: \"…\", title: \"…\")")
            }
            let fields = zip(args.labels, args.values).compactMap { l, v in l.flatMap { $0 == "type" ? nil : ($0, v) } }
            return .object(ShortcutItemObject(try shortcutItem(type: type, fields: fields)))
        }))

    }
}

// MARK: - Running the app's declarations

extension AppHost {
    /// `static action "T" { … }`: appends an Info.plist item.
    func declareStaticAction(_ d: DeclarationValue) throws {
        var item = try shortcutItem(type: .string(d.name ?? ""), fields: d.fields)
        // Build settings expand when known; an unknown one stays as written
        // (`qas check` reports it).
        item.type = InfoPlist.expandKnown(item.type, settings)
        item.title = InfoPlist.expandKnown(item.title, settings)
        if model.staticItems.contains(where: { $0.type == item.type }) {
            throw NativeError("static action '\(item.type)' is declared twice")
        }
        model.staticItems.append(item)
    }

    /// `static actions from "Info.plist"`: the plist's items, relative to the script.
    func declareStaticActions(from d: DeclarationValue) throws {
        let file = d.name ?? ""
        let directory = d.location.source.directory ?? "."
        let path = file.hasPrefix("/") ? file : (directory as NSString).appendingPathComponent(file)
        // An app folder's own Info.plist (read before its Swift files): what a
        // build would fill in and was not given stays as written.
        let ownPlist = d.location.file == path
        do {
            let plist = try InfoPlist(path: path)
            let items = try plist.shortcutItems(settings: settings, locale: locale, keepingUnset: ownPlist)
            // The plist's own settings (its literal CFBundleIdentifier) expand the
            // handlers' types too, as `qas check` expands them; given ones win.
            settings.merge(plist.ownSettings) { given, _ in given }
            for item in items where model.staticItems.contains(where: { $0.type == item.type }) {
                throw NativeError("static action '\(item.type)' from \(path) is already declared")
            }
            model.staticItems += items
        } catch let e as InfoPlist.LoadError {
            throw NativeError(e.description)
        }
    }

    /// `dynamic actions { … }`
    func declareDynamicActions(_ d: DeclarationValue) throws {
        if dynamicBlock != nil { throw NativeError("'dynamic actions' is declared twice; put every action in one block") }
        dynamicBlock = d.body.map { ScriptBlock($0, d.location) }
    }

    /// `action "T" { … }`: one item of the dynamic block being run.
    func addDynamicAction(_ d: DeclarationValue) throws {
        guard collecting != nil else {
            throw NativeError("'action' can only be used inside 'dynamic actions { … }'")
        }
        collecting!.append(try shortcutItem(type: .string(d.name ?? ""), fields: d.fields))
    }

    /// `invariant "name" { … }`: kept for `qas explore`, which evaluates it after
    /// every event; an ordinary run does not.
    func declareInvariant(_ d: DeclarationValue) throws {
        guard let name = d.name, !name.isEmpty, let body = d.body else { throw NativeError("an invariant needs a name and a body") }
        if invariants.contains(where: { $0.name == name }) { throw NativeError("the invariant '\(name)' is declared twice") }
        invariants.append((name, ScriptBlock(body, d.location)))
    }

    /// `on "T" { item in … }` or `on launch|active|background { … }`.
    func declareHandler(_ d: DeclarationValue) throws {
        guard let name = d.name, let body = d.body else { throw NativeError("'on' needs an action type") }
        if d.nameIsWord {
            if name == AppHost.everyPhase {
                phaseChangeHooks.append(ScriptBlock(body, d.location))
                return
            }
            guard let event = SceneEvent(rawValue: name) else { throw NativeError("unknown scene phase '\(name)'") }
            hooks[event, default: []].append(ScriptBlock(body, d.location))
            return
        }
        guard !name.isEmpty else { throw NativeError("'on' needs an action type") }
        // `on "$(PRODUCT_BUNDLE_IDENTIFIER).Scan"` matches the static item it expands like.
        let type = InfoPlist.expandKnown(name, settings)
        if handlers[type] != nil { throw NativeError("a handler for '\(type)' is already declared") }
        handlers[type] = ScriptBlock(body, d.location)
    }
}

/// Code of the script's that the app runs later (a handler, a hook, a widget's
/// block), with the place it was declared: an error at the call itself (the
/// wrong number of parameters, say) points there, not at `<native>`.
struct ScriptBlock {
    let code: Value
    let location: SourceLocation
    init(_ code: Value, _ location: SourceLocation) { self.code = code; self.location = location }

    func call(_ runtime: Runtime, _ arguments: [Value]) throws -> Value {
        try runtime.call(code, arguments, at: location)
    }
}
