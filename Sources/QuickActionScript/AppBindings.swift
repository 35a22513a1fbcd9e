import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// Runs the script's side of the app: its handlers, scene hooks and dynamic
/// actions, called by the platform model. Also keeps the app's state in the store
/// so dynamic items survive between runs.
final class AppHost: AppDelegate, AppStatePersistence {
    let model = AppModel()
    unowned let runtime: Runtime
    let store: NoteStore
    var handlers: [String: Value] = [:]
    var hooks: [SceneEvent: [Value]] = [:]
    var dynamicBlock: Value? = nil
    /// Items added by `action` while the dynamic block runs.
    var collecting: [ShortcutItem]? = nil
    /// An error from a hook or the dynamic block, rethrown once the platform call returns.
    var pendingError: Error? = nil
    var screen: Value = .string("list")
    var settings: [String: String] = [:]
    var locale = "en"
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

    /// Runs a platform call, then surfaces any script error raised inside it.
    func drive(_ body: () throws -> Void) throws {
        pendingError = nil
        try body()
        if let e = pendingError {
            pendingError = nil
            throw e
        }
    }

    // MARK: AppDelegate

    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult {
        guard pendingError == nil, let handler = handlers[item.type] else { return .unhandled }
        do {
            let result = try runtime.call(handler, [.object(ShortcutItemObject(item))])
            if case .bool(false) = result { return .failure(nil) }
            return .success
        } catch let e as RuntimeError where e.isCatchable {
            report("handler for '\(item.type)' failed: \(e.message)")
            return .failure(e.message)
        } catch {
            pendingError = error
            return .failure("\(error)")
        }
    }

    func sceneEvent(_ event: SceneEvent) {
        guard pendingError == nil else { return }
        for hook in hooks[event] ?? [] {
            do { _ = try runtime.call(hook, []) } catch { pendingError = error; return }
        }
    }

    func dynamicItems() -> [ShortcutItem]? {
        guard pendingError == nil, let block = dynamicBlock else { return nil }
        collecting = []
        defer { collecting = nil }
        do {
            _ = try runtime.call(block, [])
        } catch {
            pendingError = error
            return nil
        }
        return collecting
    }

    // MARK: AppStatePersistence

    func loadAppState() -> (hasLaunched: Bool, items: [ShortcutItem]) {
        let launched = (try? store.appState("hasLaunched")) == "true"
        let items = (try? store.appState("shortcutItems")).flatMap { $0 }.map(ShortcutItemCoding.decode) ?? []
        return (launched, items)
    }

    func saveAppState(hasLaunched: Bool, items: [ShortcutItem]) {
        do {
            try store.setAppState([("hasLaunched", hasLaunched ? "true" : "false"),
                                   ("shortcutItems", ShortcutItemCoding.encode(items))])
        } catch {
            pendingError = pendingError ?? NativeError("\(error)")
        }
    }
}

/// `app`: the app's lifecycle, as the user drives it.
final class AppObject: HostObject {
    let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "App" }
    var memberNames: [String] { ["state", "screen", "log", "shortcutItems", "hasLaunched", "launch", "background", "activate", "terminate", "open"] }
    var description: String { "<app: \(host.model.state.rawValue)>" }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "state": return .string(host.model.state.rawValue)
        case "screen": return host.screen
        case "log": return .array(host.model.log.map { .string($0) })
        case "shortcutItems": return .array(host.model.shortcutItems.map { .object(ShortcutItemObject($0)) })
        case "hasLaunched": return .bool(host.model.hasLaunched)
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        guard name == "shortcutItems" else { return false }
        guard case .array(let values) = value else {
            throw NativeError("app.shortcutItems must be an array of shortcut items, not \(value.typeName)")
        }
        let items = try values.enumerated().map { i, v -> ShortcutItem in
            guard case .object(let o as ShortcutItemObject) = v else {
                throw NativeError("app.shortcutItems[\(i)] is \(v.typeName), not a shortcut item; make one with shortcut(type:title:…)")
            }
            return o.item
        }
        try host.drive { host.model.shortcutItems = items }
        return true
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        let model = host.model
        switch name {
        case "launch": try host.drive { model.launch() }
        case "background": try host.drive { model.background() }
        case "activate": try host.drive { model.activate() }
        case "terminate":
            try host.drive { model.terminate() }
            host.screen = .string("list")
        case "open":
            guard args.count == 1 else { throw NativeError("app.open takes the thing to show, such as a note") }
            host.screen = args[0]
            model.note("open \(args[0].description)")
        default: return nil
        }
        return .null
    }
}

/// `homeScreen`: the icon's menu, and pressing its items.
final class HomeScreenObject: HostObject {
    let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "HomeScreen" }
    var memberNames: [String] { ["menu", "press", "limit"] }
    var description: String { MenuRenderer.render(host.model.menu()) }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        name == "limit" ? .int(host.model.menuLimit) : nil
    }

    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        guard name == "limit" else { return false }
        guard case .int(let n) = value, n >= 0 else { throw NativeError("homeScreen.limit must be a non-negative Int") }
        host.model.menuLimit = n
        return true
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch name {
        case "menu":
            return .object(MenuObject(host.model.menu()))
        case "press":
            guard args.count == 1 else { throw NativeError("homeScreen.press takes a title, a type or a 1-based position") }
            let selector: MenuSelector
            switch args[0] {
            case .string(let s): selector = .text(s)
            case .int(let n): selector = .position(n)
            case .object(let o as ShortcutItemObject): selector = .text(o.item.title)
            default: throw NativeError("homeScreen.press takes a title, a type or a 1-based position, not \(args[0].typeName)")
            }
            do {
                try host.drive { try host.model.press(selector) }
            } catch let e as PlatformError {
                throw NativeError(e.description)
            }
            return .null
        default:
            return nil
        }
    }
}

/// What `homeScreen.menu()` returns: the items, usable like an array, printed as
/// the menu box.
final class MenuObject: HostObject {
    let items: [ShortcutItem]
    init(_ items: [ShortcutItem]) { self.items = items }
    var typeName: String { "Menu" }
    var memberNames: [String] { ["count", "isEmpty", "first", "last", "items", "titles", "types", "map", "filter"] }
    var description: String { MenuRenderer.render(items) }
    var values: [Value] { items.map { .object(ShortcutItemObject($0)) } }
    func isEqual(to other: HostObject) -> Bool { (other as? MenuObject)?.items == items }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return values.first ?? .null
        case "last": return values.last ?? .null
        case "items": return .array(values)
        case "titles": return .array(items.map { .string($0.title) })
        case "types": return .array(items.map { .string($0.type) })
        default: return nil
        }
    }

    func element(at index: Value, in runtime: Runtime) throws -> Value? {
        guard case .int(let i) = index, i >= 0, i < items.count else {
            throw NativeError("menu index \(index) out of range (the menu has \(items.count) item\(items.count == 1 ? "" : "s"))")
        }
        return values[i]
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? { ValueIterator(values) }
}

extension Engine {
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
        i.define("image", .native(NativeFunction("image", arity: 1...1) { args, _ in
            guard case .string(let s) = args[0], !s.isEmpty else { throw NativeError("image needs the name of a template image") }
            return .object(IconObject(.image(s)))
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
        do {
            let items = try InfoPlist(path: path).shortcutItems(settings: settings, locale: locale)
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
        dynamicBlock = d.body
    }

    /// `action "T" { … }`: one item of the dynamic block being run.
    func addDynamicAction(_ d: DeclarationValue) throws {
        guard collecting != nil else {
            throw NativeError("'action' can only be used inside 'dynamic actions { … }'")
        }
        collecting!.append(try shortcutItem(type: .string(d.name ?? ""), fields: d.fields))
    }

    /// `on "T" { item in … }` or `on launch|active|background { … }`.
    func declareHandler(_ d: DeclarationValue) throws {
        guard let name = d.name, let body = d.body else { throw NativeError("'on' needs an action type") }
        if d.nameIsWord {
            guard let event = SceneEvent(rawValue: name) else { throw NativeError("unknown scene phase '\(name)'") }
            hooks[event, default: []].append(body)
            return
        }
        guard !name.isEmpty else { throw NativeError("'on' needs an action type") }
        if handlers[name] != nil { throw NativeError("a handler for '\(name)' is already declared") }
        handlers[name] = body
    }
}
