/// What an app's own code does for its widgets. The engine implements it by
/// running the script's blocks; tests implement it with plain Swift.
public protocol WidgetProvider: AnyObject {
    /// What a timeline entry holds besides its date.
    associatedtype Entry
    /// What a button or toggle runs (an App Intent with its parameters).
    associatedtype Intent

    /// getTimeline: the entries, each with its date, and the reload policy if the
    /// code set one.
    func timeline(of kind: String) throws -> (entries: [(date: Double, entry: Entry)], policy: ReloadPolicy?)
    /// The placeholder entry, nil when the widget declares none.
    func placeholder(of kind: String) throws -> Entry?
    /// The snapshot entry the widget gallery shows, nil when the widget declares none.
    func snapshot(of kind: String) throws -> Entry?
    /// The intents of the buttons and toggles the view shows for an entry, in order.
    func interactions(of kind: String, entry: Entry?) throws -> [Intent]
    /// Runs an intent. A failure the user would see (the intent threw) comes back
    /// as `.failed`; anything that must stop the program is thrown.
    func perform(_ intent: Intent) throws -> IntentOutcome
}

/// How running an intent went.
public enum IntentOutcome: Equatable {
    case performed(name: String)
    case failed(name: String, message: String)
}

/// The widgets of an app as WidgetKit keeps them: each one's timeline, the entry
/// shown at a moment, reloads asked by policy or by the app and the daily budget
/// they draw on, and taps on interactive elements.
public final class WidgetCenter<Provider: WidgetProvider> {
    /// One widget and its timeline state.
    public final class Widget {
        public let kind: String
        public let family: WidgetFamily
        public fileprivate(set) var entries: [(date: Double, entry: Provider.Entry)] = []
        public fileprivate(set) var policy = ReloadPolicy.atEnd
        public fileprivate(set) var loadedAt = 0.0
        public fileprivate(set) var loaded = false
        /// Timelines made so far.
        public fileprivate(set) var reloads = 0
        public let budget: ReloadBudget
        init(kind: String, family: WidgetFamily, budget: Int) {
            self.kind = kind
            self.family = family
            self.budget = ReloadBudget(limit: budget)
        }
    }

    public private(set) var widgets: [String: Widget] = [:]
    /// Kinds in the order they were declared.
    public private(set) var order: [String] = []
    /// Reloads a day for each widget (set it before or after declaring widgets).
    public var budgetLimit = 70 {
        didSet { for w in widgets.values { w.budget.limit = budgetLimit } }
    }
    public weak var provider: Provider?
    /// The app, whose state makes reloads free and whose log records what happens.
    let app: AppModel
    let clock: () -> Double

    public init(app: AppModel, clock: @escaping () -> Double) {
        self.app = app
        self.clock = clock
    }

    /// Forgets every widget, as for an app that has declared none.
    public func removeAll() {
        widgets = [:]
        order = []
        budgetLimit = 70
    }

    /// Declares a widget.
    public func add(kind: String, family: WidgetFamily) throws {
        guard !kind.isEmpty else { throw PlatformError.invalidWidget("a widget needs a kind") }
        guard widgets[kind] == nil else { throw PlatformError.invalidWidget("widget '\(kind)' is declared twice") }
        widgets[kind] = Widget(kind: kind, family: family, budget: budgetLimit)
        order.append(kind)
    }

    public func widget(_ kind: String) throws -> Widget {
        guard let w = widgets[kind] else {
            var message = "no widget of kind '\(kind)'"
            if !order.isEmpty { message += "; the widgets are " + order.map { "'\($0)'" }.joined(separator: ", ") }
            throw PlatformError.invalidWidget(message)
        }
        return w
    }

    // MARK: - Timelines

    /// getTimeline: new entries and policy.
    func load(_ w: Widget) throws {
        guard let provider else { return }
        let (entries, policy) = try provider.timeline(of: w.kind)
        w.entries = entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        w.policy = policy ?? .atEnd
        w.loadedAt = clock()
        w.loaded = true
        w.reloads += 1
    }

    /// A reload the system or the app asks for: charged to the budget unless the
    /// app is in the foreground; refused (and logged) when the budget is spent.
    @discardableResult
    public func requestReload(_ w: Widget, reason: String) throws -> Bool {
        guard w.budget.charge(now: clock(), appActive: app.state == .active) else {
            app.note("reload of widget '\(w.kind)' refused (\(reason)): daily budget of \(w.budget.limit) used")
            return false
        }
        try load(w)
        app.note("widget '\(w.kind)' reloaded (\(reason))")
        return true
    }

    /// `reloadTimelines(ofKind:)`: the first timeline is free, later ones ask the budget.
    public func reload(_ w: Widget) throws -> Bool {
        guard w.loaded else {
            try load(w)
            return true
        }
        return try requestReload(w, reason: "requested")
    }

    /// `reloadAllTimelines()`: true when every widget reloaded.
    public func reloadAll() throws -> Bool {
        var all = true
        for k in order where !(try reload(widgets[k]!)) { all = false }
        return all
    }

    /// Brings a widget's timeline up to date with the clock.
    public func refresh(_ w: Widget) throws {
        if !w.loaded {
            try load(w)   // the first timeline is free
            return
        }
        if Timeline.reloadDue(w.policy, dates: w.entries.map(\.date), loadedAt: w.loadedAt, now: clock()) {
            try requestReload(w, reason: "policy \(w.policy)")
        }
    }

    /// The entry shown now: the current timeline entry, else the placeholder's,
    /// else the first one.
    public func currentEntry(_ w: Widget) throws -> Provider.Entry? {
        try refresh(w)
        if let i = Timeline.currentIndex(dates: w.entries.map(\.date), now: clock()) { return w.entries[i].entry }
        if let p = try provider?.placeholder(of: w.kind) { return p }
        return w.entries.first?.entry
    }

    /// The entry the widget gallery shows: the snapshot's, else what the widget
    /// shows now. It makes no reload of its own beyond a first timeline.
    public func snapshotEntry(_ w: Widget) throws -> Provider.Entry? {
        if let s = try provider?.snapshot(of: w.kind) { return s }
        return try currentEntry(w)
    }

    // MARK: - Taps

    /// Taps the n-th button or toggle (from 1): runs its intent; on success the
    /// timeline reloads, free, as the system grants interactive widgets. A failed
    /// intent is logged and changes nothing else; a tap on no element does nothing.
    public func tap(_ w: Widget, _ n: Int) throws -> Bool {
        guard let provider else { return false }
        let intents = try provider.interactions(of: w.kind, entry: try currentEntry(w))
        guard n >= 1 && n <= intents.count else {
            app.note("tap \(n) on widget '\(w.kind)' hit nothing: it shows \(intents.count) button\(intents.count == 1 ? "" : "s") and toggles")
            return false
        }
        switch try provider.perform(intents[n - 1]) {
        case .failed(let name, let message):
            app.note("intent \(name) failed: \(message)")
            return false
        case .performed(let name):
            app.note("intent \(name) performed")
            try load(w)
            app.note("widget '\(w.kind)' reloaded (after intent)")
            return true
        }
    }
}
