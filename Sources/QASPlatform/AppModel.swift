/// What the app's code does when the platform calls it: the engine implements
/// this by running the script's handlers and hooks.
public protocol AppDelegate: AnyObject {
    /// Runs the handler for an item's type.
    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult
    /// A scene phase changed (or the app launched).
    func sceneEvent(_ event: SceneEvent)
    /// Computes the dynamic items when the app goes to the background; nil when the
    /// app declares no dynamic actions (the current items are kept).
    func dynamicItems() -> [ShortcutItem]?
}

/// What a handler reported.
public enum HandlerResult: Equatable {
    case success
    /// Returned false or threw (with the error's message).
    case failure(String?)
    /// No handler for the item's type.
    case unhandled
}

/// Scene lifecycle events, as SwiftUI's scenePhase and the scene delegate report them.
public enum SceneEvent: String, Sendable, CaseIterable {
    case launch, active, background
}

/// Where the system keeps what survives the app: its dynamic items and whether it
/// has ever launched.
public protocol AppStatePersistence: AnyObject {
    func loadAppState() -> (hasLaunched: Bool, items: [ShortcutItem])
    /// Saves the state; `items` is nil when they did not change (so items that
    /// could not be loaded are never overwritten by launching alone).
    func saveAppState(hasLaunched: Bool, items: [ShortcutItem]?)
}

/// The app as iOS sees it: its lifecycle state, its static and dynamic shortcut
/// items, the Home Screen menu built from them, and delivery of a pressed item —
/// cold (with the launch, handled once the scene is active) or warm (to
/// `performActionFor`, whose result goes to the completion handler).
public final class AppModel {
    public enum State: String, Sendable { case notRunning, active, background }

    public private(set) var state: State = .notRunning
    /// The Info.plist items, in declaration order.
    public var staticItems: [ShortcutItem] = []
    /// `UIApplication.shortcutItems`: all of them, even beyond the menu limit.
    public var shortcutItems: [ShortcutItem] = [] {
        didSet { persist(itemsChanged: true) }
    }
    /// The app has launched at least once (dynamic items show only after that).
    public private(set) var hasLaunched = false
    /// How many app items the menu shows (the system's entries are extra).
    public var menuLimit = 4
    /// The delivery trace: launches, phase changes, items delivered, results.
    public private(set) var log: [String] = []
    /// The item that arrived with a cold launch, until it is handled.
    public private(set) var pendingItem: ShortcutItem?

    public weak var delegate: AppDelegate?
    public weak var persistence: AppStatePersistence? {
        didSet { restore() }
    }

    /// The system's entries, below the app's, never counted in the limit.
    public static let systemEntries = ["Edit Home Screen", "Remove App"]

    public init() {}

    private func restore() {
        guard let persistence else { return }
        let saved = persistence.loadAppState()
        hasLaunched = saved.hasLaunched
        // Assigning persists; set the storage without writing it back.
        restoring = true
        shortcutItems = saved.items
        restoring = false
    }
    private var restoring = false

    private func persist(itemsChanged: Bool) {
        guard !restoring else { return }
        persistence?.saveAppState(hasLaunched: hasLaunched, items: itemsChanged ? shortcutItems : nil)
    }

    private func record(_ line: String) { log.append(line) }

    // MARK: - The menu

    /// What a long press on the icon shows: static items in order, then dynamic
    /// ones (only after the first launch), at most `menuLimit` in all.
    public func menu() -> [ShortcutItem] {
        let all = staticItems + (hasLaunched ? shortcutItems : [])
        return Array(all.prefix(max(0, menuLimit)))
    }

    /// Finds a menu item by title, by type or by 1-based position.
    public func menuItem(_ selector: MenuSelector) throws -> ShortcutItem {
        let items = menu()
        switch selector {
        case .position(let n):
            guard n >= 1 && n <= items.count else {
                throw PlatformError.noSuchMenuItem("the menu has \(items.count) item\(items.count == 1 ? "" : "s"); there is no item \(n)")
            }
            return items[n - 1]
        case .text(let text):
            let byTitle = items.enumerated().filter { $0.element.title == text }
            let matches = byTitle.isEmpty ? items.enumerated().filter { $0.element.type == text } : byTitle
            if matches.count == 1 { return matches[0].element }
            if matches.count > 1 {
                let list = matches.map { "\($0.offset + 1). \(AppModel.describe($0.element))" }.joined(separator: "; ")
                throw PlatformError.ambiguous("'\(text)' matches \(matches.count) menu items: \(list); press one by position")
            }
            let shown = items.isEmpty ? "the menu is empty" + (hasLaunched || staticItems.count > 0 ? "" : " (dynamic items show after the first launch)")
                : "the menu has: " + items.map { "\"\($0.title)\"" }.joined(separator: ", ")
            throw PlatformError.noSuchMenuItem("no menu item has the title or type '\(text)'; \(shown)")
        }
    }

    static func describe(_ item: ShortcutItem) -> String {
        var s = "\"\(item.title)\" (\(item.type)"
        if let sub = item.subtitle { s += ", \"\(sub)\"" }
        return s + ")"
    }

    // MARK: - Driving the app

    /// A tap on a menu item. Not running: a cold launch carrying the item, handled
    /// once the scene is active. In the background: a warm delivery. Active: the
    /// user was on the Home Screen, so the app first went to the background.
    public func press(_ selector: MenuSelector) throws {
        let item = try menuItem(selector)
        switch state {
        case .notRunning:
            record("launch (cold) with shortcut \(item.type)")
            pendingItem = item
            startUp()
        case .active:
            background()
            fallthrough
        case .background:
            record("shortcut \(item.type) (warm)")
            let result = delegate?.perform(item, warm: true) ?? .unhandled
            recordResult(item, result, warm: true)
            becomeActive()
        }
    }

    /// A plain tap on the icon.
    public func launch() {
        switch state {
        case .notRunning:
            record("launch")
            startUp()
        case .background:
            becomeActive()
        case .active:
            break
        }
    }

    /// The user comes back to the app.
    public func activate() {
        if state == .notRunning { return launch() }
        if state == .background { becomeActive() }
    }

    /// The user goes to the Home Screen: the background hook runs and the dynamic
    /// items are recomputed.
    public func background() {
        guard state == .active else { return }
        state = .background
        record("scene background")
        delegate?.sceneEvent(.background)
        if let items = delegate?.dynamicItems() {
            shortcutItems = items
            record("dynamic items set: \(items.count)")
        }
    }

    /// The system ends the app. Its dynamic items survive; a pending item does not.
    public func terminate() {
        guard state != .notRunning else { return }
        state = .notRunning
        pendingItem = nil
        record("terminate")
    }

    private func startUp() {
        hasLaunched = true
        persist(itemsChanged: false)
        delegate?.sceneEvent(.launch)
        becomeActive()
    }

    private func becomeActive() {
        state = .active
        record("scene active")
        delegate?.sceneEvent(.active)
        // A cold launch's item is handled now, once, and then cleared.
        if let item = pendingItem {
            pendingItem = nil
            record("deliver \(item.type) (from launch)")
            let result = delegate?.perform(item, warm: false) ?? .unhandled
            recordResult(item, result, warm: false)
        }
    }

    private func recordResult(_ item: ShortcutItem, _ result: HandlerResult, warm: Bool) {
        switch result {
        case .success: record("handler \(item.type) succeeded")
        case .failure(let message?): record("handler \(item.type) failed: \(message)")
        case .failure(nil): record("handler \(item.type) failed")
        case .unhandled: record("unhandled \(item.type)")
        }
        if warm { record("completion \(result == .success)") }
    }

    /// Marks a line in the log (the engine notes errors it reports).
    public func note(_ line: String) { record(line) }
}

/// How `homeScreen.press` names an item.
public enum MenuSelector: Equatable {
    /// A title, or a type when no title matches.
    case text(String)
    /// 1-based.
    case position(Int)
}
