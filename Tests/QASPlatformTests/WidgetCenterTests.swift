import Testing
@testable import QASPlatform

/// A widget's code in plain Swift: entries are strings, intents are names.
final class ScriptedWidgets: WidgetProvider {
    var timelines = 0
    var entries: [(date: Double, entry: String)] = [(0, "first")]
    var policy: ReloadPolicy? = nil
    var placeholderEntry: String? = nil
    var snapshotEntry: String? = nil
    var buttons: [String] = []
    var failing: Set<String> = []
    var performed: [String] = []

    func timeline(of kind: String) throws -> (entries: [(date: Double, entry: String)], policy: ReloadPolicy?) {
        timelines += 1
        return (entries, policy)
    }
    func placeholder(of kind: String) throws -> String? { placeholderEntry }
    func snapshot(of kind: String) throws -> String? { snapshotEntry }
    func interactions(of kind: String, entry: String?) throws -> [String] { buttons }
    func perform(_ intent: String) throws -> IntentOutcome {
        if failing.contains(intent) { return .failed(name: intent, message: "no") }
        performed.append(intent)
        return .performed(name: intent)
    }
}

@Suite("Widget center")
struct WidgetCenterTests {
    func center(_ provider: ScriptedWidgets, now: @escaping () -> Double = { 0 }) throws -> (WidgetCenter<ScriptedWidgets>, AppModel) {
        let app = AppModel()
        let center = WidgetCenter<ScriptedWidgets>(app: app, clock: now)
        center.provider = provider
        try center.add(kind: "W", family: .systemSmall)
        return (center, app)
    }

    @Test func kindsAreUniqueAndNamedInErrors() throws {
        let (center, _) = try center(ScriptedWidgets())
        #expect(throws: PlatformError.invalidWidget("widget 'W' is declared twice")) { try center.add(kind: "W", family: .systemSmall) }
        #expect(throws: PlatformError.invalidWidget("no widget of kind 'X'; the widgets are 'W'")) { try center.widget("X") }
    }

    @Test func theEntryShownIsTheOneWhoseDateLastPassed() throws {
        var now = 0.0
        let p = ScriptedWidgets()
        p.entries = [(10, "later"), (0, "now"), (20, "latest")]
        let (center, _) = try center(p, now: { now })
        let w = try center.widget("W")
        #expect(try center.currentEntry(w) == "now")
        now = 15
        #expect(try center.currentEntry(w) == "later")
        #expect(w.entries.map(\.entry) == ["now", "later", "latest"])
        #expect(p.timelines == 1)
    }

    @Test func beforeAnyEntryThePlaceholderShows() throws {
        let p = ScriptedWidgets()
        p.entries = [(100, "future")]
        p.placeholderEntry = "placeholder"
        let (center, _) = try center(p)
        #expect(try center.currentEntry(try center.widget("W")) == "placeholder")
    }

    @Test func policyAtEndReloadsOnceTheTimelineRunsOutAndChargesTheBudget() throws {
        var now = 0.0
        let p = ScriptedWidgets()
        p.entries = [(0, "a"), (10, "b")]
        let (center, app) = try center(p, now: { now })
        let w = try center.widget("W")
        _ = try center.currentEntry(w)
        now = 11
        _ = try center.currentEntry(w)
        #expect(p.timelines == 2)
        #expect(w.budget.remaining(now: now) == 69)
        #expect(app.log.last == "widget 'W' reloaded (policy .atEnd)")
    }

    @Test func reloadsAreRefusedWhenTheBudgetIsSpentAndFreeInTheForeground() throws {
        let p = ScriptedWidgets()
        let (center, app) = try center(p)
        center.budgetLimit = 1
        let w = try center.widget("W")
        #expect(try center.reload(w))          // the first timeline is free
        #expect(try center.reload(w))          // charged
        #expect(try !center.reload(w))         // refused
        #expect(app.log.last == "reload of widget 'W' refused (requested): daily budget of 1 used")
        try app.launch()
        #expect(try center.reload(w))          // the app is active: free
        #expect(p.timelines == 3)
    }

    @Test func aTapRunsTheIntentThenReloads() throws {
        let p = ScriptedWidgets()
        p.buttons = ["Toggle", "Broken"]
        p.failing = ["Broken"]
        let (center, app) = try center(p)
        let w = try center.widget("W")
        #expect(try center.tap(w, 1))
        #expect(p.performed == ["Toggle"])
        #expect(app.log.suffix(2) == ["intent Toggle performed", "widget 'W' reloaded (after intent)"])
        let before = p.timelines
        #expect(try !center.tap(w, 2))
        #expect(app.log.last == "intent Broken failed: no")
        #expect(p.timelines == before)          // a failed intent changes nothing else
        #expect(try !center.tap(w, 3))
        #expect(app.log.last == "tap 3 on widget 'W' hit nothing: it shows 2 buttons and toggles")
    }

    @Test func theGalleryShowsTheSnapshotWithoutAReload() throws {
        let p = ScriptedWidgets()
        p.snapshotEntry = "preview"
        let (center, _) = try center(p)
        let w = try center.widget("W")
        #expect(try center.snapshotEntry(w) == "preview")
        #expect(p.timelines == 0)
        p.snapshotEntry = nil
        #expect(try center.snapshotEntry(w) == "first")
    }
}
