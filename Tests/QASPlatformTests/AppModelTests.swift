import Foundation
import Testing
@testable import QASPlatform

/// A scripted app: records what ran.
final class RecordingApp: AppCode {
    var events: [String] = []
    var handled: [String] = []
    var results: [String: HandlerResult] = [:]
    var dynamic: [ShortcutItem]? = nil
    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult {
        guard let r = results[item.type] else { return .unhandled }
        handled.append("\(item.type) \(warm ? "warm" : "cold")")
        return r
    }
    func sceneEvent(_ event: SceneEvent) { events.append(event.rawValue) }
    func dynamicItems() -> [ShortcutItem]? { dynamic }
}

final class MemoryPersistence: AppStatePersistence {
    var hasLaunched = false
    var items: [ShortcutItem] = []
    func loadAppState() -> (hasLaunched: Bool, items: [ShortcutItem]) { (hasLaunched, items) }
    func saveAppState(hasLaunched: Bool, items: [ShortcutItem]?) {
        self.hasLaunched = hasLaunched
        if let items { self.items = items }
    }
}

func item(_ type: String, _ title: String, _ subtitle: String? = nil) -> ShortcutItem {
    try! ShortcutItem(type: type, title: title, subtitle: subtitle)
}

@Suite("App model")
struct AppModelTests {
    func app() -> (AppModel, RecordingApp) {
        let model = AppModel()
        let delegate = RecordingApp()
        model.delegate = delegate
        model.staticItems = [item("NewNote", "New Note")]
        delegate.results = ["NewNote": .success, "EditNote": .success]
        delegate.dynamic = [item("EditNote", "Edit Note", "a"), item("EditNote", "Edit Note", "b")]
        return (model, delegate)
    }

    @Test func dynamicItemsShowOnlyAfterTheFirstLaunch() throws {
        let (model, keep) = app(); _ = keep
        model.shortcutItems = [item("EditNote", "Edit Note")]
        #expect(model.menu().map(\.type) == ["NewNote"])
        try model.launch()
        #expect(model.menu().map(\.type) == ["NewNote", "EditNote"])
    }

    @Test func menuShowsStaticThenDynamicUpToTheLimit() throws {
        let (model, keep) = app(); _ = keep
        try model.launch()
        model.shortcutItems = (1...6).map { item("D\($0)", "Dynamic \($0)") }
        #expect(model.menu().map(\.type) == ["NewNote", "D1", "D2", "D3"])
        #expect(model.shortcutItems.count == 6)
        model.menuLimit = 2
        #expect(model.menu().map(\.type) == ["NewNote", "D1"])
    }

    @Test func coldLaunchHandlesTheItemOnceWhenActive() throws {
        let (model, delegate) = app()
        try model.press(.text("New Note"))
        #expect(delegate.events == ["launch", "active"])
        #expect(delegate.handled == ["NewNote cold"])
        #expect(model.state == .active)
        #expect(model.pendingItem == nil)
        // Nothing the user does next runs it again.
        try model.background(); try model.activate(); try model.background(); try model.launch()
        #expect(delegate.handled == ["NewNote cold"])
        #expect(model.log.contains("launch (cold) with shortcut NewNote"))
        #expect(!model.log.contains { $0.hasPrefix("completion") })
    }

    @Test func warmDeliveryReportsToTheCompletionHandler() throws {
        let (model, delegate) = app()
        try model.launch()
        try model.background()
        #expect(model.menu().count == 3)
        try model.press(.position(2))
        #expect(delegate.handled == ["EditNote warm"])
        #expect(model.log.suffix(4) == ["shortcut EditNote (warm)", "handler EditNote succeeded", "completion true", "scene active"])
        #expect(model.state == .active)
    }

    @Test func pressingWhileActiveGoesThroughTheBackground() throws {
        let (model, delegate) = app()
        try model.launch()
        try model.press(.text("NewNote"))
        #expect(delegate.events == ["launch", "active", "inactive", "background", "inactive", "active"])
        #expect(delegate.handled == ["NewNote warm"])
    }

    @Test func unhandledAndFailingHandlers() throws {
        let (model, delegate) = app()
        model.staticItems.append(item("Orphan", "Orphan"))
        delegate.results["NewNote"] = .failure("boom")
        try model.launch(); try model.background()
        try model.press(.text("Orphan"))
        #expect(model.log.contains("unhandled Orphan"))
        #expect(model.log.contains("completion false"))
        try model.background()
        try model.press(.text("New Note"))
        #expect(model.log.contains("handler NewNote failed: boom"))
    }

    @Test func ambiguousAndMissingItemsAreErrors() throws {
        let (model, keep) = app()
        defer { withExtendedLifetime(keep) {} }
        try model.launch(); try model.background()
        #expect(throws: PlatformError.self) { try model.press(.text("Edit Note")) }
        do { try model.press(.text("Edit Note")) } catch {
            #expect("\(error)".contains("2. \"Edit Note\" (EditNote, \"a\")"))
            #expect("\(error)".contains("3. \"Edit Note\" (EditNote, \"b\")"))
        }
        #expect(throws: PlatformError.self) { try model.press(.text("Nope")) }
        #expect(throws: PlatformError.self) { try model.press(.position(9)) }
    }

    @Test func dynamicItemsSurviveTerminationAndRelaunchThroughPersistence() throws {
        let store = MemoryPersistence()
        do {
            let (model, keep) = app()
            model.persistence = store
            try model.launch(); try model.background(); try model.terminate()
            #expect(model.state == .notRunning)
            #expect(model.menu().count == 3)
            withExtendedLifetime(keep) {}
        }
        let (again, keep2) = app()
        again.persistence = store
        #expect(again.hasLaunched)
        #expect(again.menu().map(\.subtitle) == [nil, "a", "b"])
        withExtendedLifetime(keep2) {}
    }

    @Test func itemsNeedTypeAndTitle() {
        #expect(throws: PlatformError.self) { try ShortcutItem(type: "", title: "x") }
        #expect(throws: PlatformError.self) { try ShortcutItem(type: "t", title: "") }
    }

    /// An item is refused when its saved form could not be read back next run.
    @Test func itemsTooBigToSaveAreRefused() throws {
        let huge = PropertyListValue.string(String(repeating: "x", count: PropertyList.Limits.fileSize))
        #expect {
            try ShortcutItem(type: "t", title: "T", userInfo: [("k", huge)])
        } throws: { error in
            "\(error)".contains("the shortcut item 't' cannot be saved: written out, it would be more than")
        }
        var deep = PropertyListValue.array([.integer(1)])
        for _ in 0..<510 { deep = .array([deep]) }
        // 511 arrays inside userInfo inside the saved item: 513 levels.
        #expect(throws: PlatformError.self) { try ShortcutItem(type: "t", title: "T", userInfo: [("k", deep)]) }
        guard case .array(let fewer) = deep else { return }
        let item = try ShortcutItem(type: "t", title: "T", userInfo: [("k", fewer[0])])
        #expect(try ShortcutItemCoding.decode(ShortcutItemCoding.encode(item)) == item)
    }

    @Test func iconTypesAndPlistNames() {
        #expect(IconType.allCases.count == 29)
        #expect(IconType.allCases.first == .compose && IconType.allCases.last == .update)
        #expect(IconType.capturePhoto.plistName == "UIApplicationShortcutIconTypeCapturePhoto")
        #expect(IconType(plistName: "UIApplicationShortcutIconTypeTaskCompleted") == .taskCompleted)
        #expect(ShortcutIcon.symbol("star") == .symbol("star") && ShortcutIcon.symbol("star") != .image("star"))
    }

    @Test func itemsRoundTripExactlyOneByOne() throws {
        let a = try ShortcutItem(type: "Play", title: "Play", subtitle: "Will Play", icon: .system(.play),
                                 userInfo: [("icon", .string("play")), ("n", .integer(3)), ("ok", .boolean(true)),
                                            ("when", .date(Date(timeIntervalSince1970: 5))), ("list", .array([.real(1.5)])),
                                            ("inf", .real(.infinity)), ("negzero", .real(-0.0)), ("bytes", .data(Data([0, 255]))),
                                            ("big", .integer(Int.min)), ("é", .string("日本 🏆"))],
                                 targetContentIdentifier: "scene")
        let b = try ShortcutItem(type: "x", title: "y", icon: .symbol("star"))
        for item in [a, b] { #expect(try ShortcutItemCoding.decode(ShortcutItemCoding.encode(item)) == item) }
        // NaN is not equal to itself: compare its bits.
        let nan = try ShortcutItem(type: "n", title: "n", userInfo: [("x", .real(.nan))])
        guard case .real(let d)? = try ShortcutItemCoding.decode(ShortcutItemCoding.encode(nan)).userInfo?.first?.1 else {
            Issue.record("no real"); return
        }
        #expect(d.isNaN)
        let negzero = try ShortcutItemCoding.decode(ShortcutItemCoding.encode(a))
            .userInfo?.first { $0.0 == "negzero" }?.1
        if case .real(let z)? = negzero { #expect(z == 0 && z.sign == .minus) } else { Issue.record("no -0.0") }
        #expect(throws: ShortcutItemCoding.DecodeError.self) { try ShortcutItemCoding.decode([1, 2, 3]) }
    }

    @Test func renderingDrawsAppItemsThenSystemEntries() {
        let text = MenuRenderer.render([try! ShortcutItem(type: "N", title: "New Note", icon: .symbol("square.and.pencil")),
                                        item("E", "Edit Note", "Groceries")])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first!.hasPrefix("╭") && lines.last!.hasPrefix("╰"))
        #expect(lines[1].contains("[square.and.pencil] New Note"))
        #expect(lines[3].contains("Groceries"))
        #expect(text.firstRange(of: "New Note")!.lowerBound < text.firstRange(of: "Edit Home Screen")!.lowerBound)
        #expect(Set(lines.map(\.count)).count == 1)
    }
}

/// Whatever the user does after a press, its handler runs exactly once — as soon
/// as the app is active — and never again.
@Suite("Exactly-once delivery")
struct ExactlyOnceTests {
    @Test func randomSessionsNeverRunAHandlerTwice() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let model = AppModel()
            let delegate = RecordingApp()
            model.delegate = delegate
            model.staticItems = [item("A", "A")]
            delegate.results = ["A": .success]
            var presses = 0
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    try model.press(.text("A"))
                    presses += 1
                    // Delivered by the time press returns: the app is active.
                    #expect(model.state == .active)
                    #expect(delegate.handled.count == presses)
                case 1: try model.launch()
                case 2: try model.background()
                case 3: try model.activate()
                default: try model.terminate()
                }
                #expect(delegate.handled.count == presses)
                #expect(model.pendingItem == nil)
            }
            withExtendedLifetime(delegate) {}
        }
    }
}

@Suite("Info.plist pieces")
struct InfoPlistPieceTests {
    @Test func buildSettingExpansion() {
        let s = ["PRODUCT_BUNDLE_IDENTIFIER": "com.me.app", "X": "y"]
        #expect(InfoPlist.expand("$(PRODUCT_BUNDLE_IDENTIFIER).NewTab", s).0 == "com.me.app.NewTab")
        #expect(InfoPlist.expand("${X}-$(X)", s).0 == "y-y")
        #expect(InfoPlist.expand("$(PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier).a", s).0 == "com.me.app.a")
        #expect(InfoPlist.expand("cost $5 and $(", s).0 == "cost $5 and $(")
        #expect(InfoPlist.expand("$(MISSING).x", s).missing == "MISSING")
    }

    @Test func stringsFiles() throws {
        let table = try StringsFile.parse("""
        /* comment */ "a" = "A";
        // line comment
        bare_key = "with \\"quotes\\" and\\nnewline";
        "unicode" = "\\U00e9t\\U00e9";
        "same";
        """)
        #expect(table == ["a": "A", "bare_key": "with \"quotes\" and\nnewline", "unicode": "été", "same": "same"])
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" = \"b\"") }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse("\"a\" \"b\";") }
        let utf16 = [0xFF, 0xFE] + [UInt8]("\"k\" = \"v\";".data(using: .utf16LittleEndian)!)
        #expect(try StringsFile.parse(StringsFile.decode(utf16)) == ["k": "v"])
        // Apple writes characters outside the basic plane as surrogate pairs.
        #expect(try StringsFile.parse(#""cup" = "\UD83C\UDFC6 won";"#) == ["cup": "🏆 won"])
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse(#""a" = "\UD83C";"#) }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.parse(#""a" = "\UDC00x";"#) }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.decode([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: StringsFile.ParseError.self) { try StringsFile.decode([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) }
    }
}

@Suite("Widget timelines")
struct TimelineTests {
    @Test func currentEntryIsTheOneWhoseDateMostRecentlyPassed() {
        let dates = [100.0, 200, 300]
        #expect(Timeline.currentIndex(dates: dates, now: 50) == nil)
        #expect(Timeline.currentIndex(dates: dates, now: 100) == 0)
        #expect(Timeline.currentIndex(dates: dates, now: 250) == 1)
        #expect(Timeline.currentIndex(dates: dates, now: 1000) == 2)
        #expect(Timeline.currentIndex(dates: [300, 100, 200], now: 250) == 2)
        #expect(Timeline.currentIndex(dates: [], now: 1) == nil)
    }

    @Test func policies() {
        #expect(!Timeline.reloadDue(.atEnd, dates: [100, 200], loadedAt: 100, now: 200))
        #expect(Timeline.reloadDue(.atEnd, dates: [100, 200], loadedAt: 100, now: 201))
        #expect(!Timeline.reloadDue(.atEnd, dates: [50], loadedAt: 100, now: 100))
        #expect(Timeline.reloadDue(.atEnd, dates: [50], loadedAt: 100, now: 101))
        #expect(!Timeline.reloadDue(.after(500), dates: [], loadedAt: 100, now: 499))
        #expect(Timeline.reloadDue(.after(500), dates: [], loadedAt: 100, now: 500))
        #expect(!Timeline.reloadDue(.after(500), dates: [], loadedAt: 600, now: 700))
        #expect(!Timeline.reloadDue(.never, dates: [1], loadedAt: 0, now: 1e12))
    }

    @Test func budgetIsRollingAndFreeInTheForeground() {
        let b = ReloadBudget(limit: 2)
        #expect(b.charge(now: 0, appActive: false))
        #expect(b.charge(now: 10, appActive: false))
        #expect(!b.charge(now: 20, appActive: false))
        #expect(b.charge(now: 30, appActive: true))
        #expect(b.remaining(now: 30) == 0)
        #expect(b.remaining(now: ReloadBudget.window + 1) == 1)
        #expect(b.charge(now: ReloadBudget.window + 1, appActive: false))
        #expect(!b.charge(now: ReloadBudget.window + 2, appActive: false))
    }

    @Test func renderingFitsTheFamilyFrame() {
        let text = WidgetRenderer.render([.text("My List"), .button(index: 1, content: [.image("circle"), .text("Milk")]),
                                          .text(String(repeating: "x", count: 40))], family: .systemSmall)
        let lines = text.split(separator: "\n")
        #expect(lines.count == WidgetFamily.systemSmall.size.height + 2)
        #expect(lines[2] == "│ [○ Milk]             │")
        #expect(lines[3].hasSuffix("…│") || lines[3].contains("…"))
        #expect(WidgetRenderer.interactive([.hstack([.button(index: 1, content: []), .toggle(index: 2, isOn: true, content: [])])]).count == 2)
    }
}
