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

    public internal(set) var state: State = .notRunning
    /// Between the start of a launch or a return from the background and the
    /// app becoming active: UIKit reports `.inactive` then.
    public internal(set) var isTransitioning = false
    /// The Info.plist items, in declaration order.
    public var staticItems: [ShortcutItem] = []
    /// `UIApplication.shortcutItems`: all of them, even beyond the menu limit.
    public var shortcutItems: [ShortcutItem] = [] {
        didSet { persist(itemsChanged: true) }
    }
    /// The app has launched at least once (dynamic items show only after that).
    public internal(set) var hasLaunched = false
    /// How many app items the menu shows (the system's entries are extra).
    public var menuLimit = 4
    /// The delivery trace: launches, phase changes, items delivered, results.
    public private(set) var log: [String] = []
    /// The item that arrived with a cold launch, until it is handled.
    public internal(set) var pendingItem: ShortcutItem?
    /// The item the current launch carries (nil for a plain tap), for `on launch`.
    public internal(set) var launchItem: ShortcutItem?

    public weak var delegate: AppCode?

    // Driving state (AppLifecycle.swift).
    var pressCount = 0
    /// The press being handled (1-based), if any.
    public internal(set) var currentPress: Int?
    /// Presses made while another event is being handled, delivered after it.
    var queuedPresses: [MenuSelector] = []
    var handlingEvent = false
    /// Completion handlers not yet called, checked at the next event.
    var openCompletions: [CompletionHandler] = []
    /// The delegate method being called, if any.
    public internal(set) var currentCallback: UIKitCallback?
    /// Where each press's item went (for `qas explore`).
    public let tracker = DeliveryTracker()
    /// The app's scene session, which outlives a process the system ended (a
    /// purge) but not one the user closed from the switcher: when it is kept,
    /// the next launch restores it without asking the app delegate for a
    /// configuration.
    public internal(set) var sceneSessionKept = false

    /// Everything back to a newly installed app that has never run, as a fresh
    /// store would load it: no items, no log, no presses.
    public func resetForNewSession() {
        state = .notRunning
        isTransitioning = false
        staticItems = []
        restoring = true
        shortcutItems = []
        restoring = false
        hasLaunched = false
        menuLimit = 4
        log = []
        pendingItem = nil
        launchItem = nil
        pressCount = 0
        currentPress = nil
        queuedPresses = []
        handlingEvent = false
        openCompletions = []
        currentCallback = nil
        sceneSessionKept = false
        tracker.reset()
    }
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

    func persist(itemsChanged: Bool) {
        guard !restoring else { return }
        persistence?.saveAppState(hasLaunched: hasLaunched, items: itemsChanged ? shortcutItems : nil)
    }

    func record(_ line: String) { log.append(line) }

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
