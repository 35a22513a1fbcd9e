import Testing
@testable import QASPlatform

/// An app with its own delegate methods: records every call UIKit makes.
final class DelegateApp: AppCode {
    var implemented: Set<UIKitCallback>
    var scenes: Bool
    var calls: [String] = []
    var launchReturns = true
    var completeWith: Bool? = true
    var handlerRuns = 0
    init(_ implemented: Set<UIKitCallback>, scenes: Bool = false) { self.implemented = implemented; self.scenes = scenes }

    func implements(_ callback: UIKitCallback) -> Bool { implemented.contains(callback) }
    var usesScenes: Bool { scenes }
    func call(_ callback: UIKitCallback, _ context: CallbackContext) -> Bool {
        calls.append(callback.baseName + (context.item.map { " " + $0.type } ?? ""))
        if let c = context.completion, let v = completeWith { c.call(v) }
        return callback == .didFinishLaunching || callback == .willFinishLaunching ? launchReturns : true
    }
    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult { handlerRuns += 1; return .success }
    func sceneEvent(_ event: SceneEvent) { calls.append("hook " + event.rawValue) }
    func dynamicItems() -> [ShortcutItem]? { nil }
}

@Suite("App life cycle")
struct AppLifecycleTests {
    func model(_ app: DelegateApp) -> AppModel {
        let m = AppModel()
        m.delegate = app
        m.staticItems = [try! ShortcutItem(type: "T", title: "Title")]
        return m
    }

    @Test func selectorsNameTheirLabels() {
        #expect(UIKitCallback.performAction.baseName == "application")
        #expect(UIKitCallback.performAction.labels == [nil, "performActionFor", "completionHandler"])
        #expect(UIKitCallback.sceneDidBecomeActive.labels == [nil])
        #expect(UIKitCallback.sceneWillConnect.isSceneMethod && !UIKitCallback.didBecomeActive.isSceneMethod)
    }

    @Test func coldLaunchReturningFalseSkipsPerformActionFor() throws {
        let app = DelegateApp([.didFinishLaunching, .performAction, .didBecomeActive])
        app.launchReturns = false
        let m = model(app)
        try m.press(.text("Title"))
        #expect(app.calls == ["application T", "hook launch", "applicationDidBecomeActive", "hook active"])
        #expect(app.handlerRuns == 0)
        app.launchReturns = true
        try m.terminate()
        app.calls = []
        try m.press(.position(1))
        #expect(app.calls == ["application T", "hook launch", "application T", "applicationDidBecomeActive", "hook active"])
    }

    @Test func scenesGetTheItemAtConnectionOnly() throws {
        let app = DelegateApp([.didFinishLaunching, .sceneWillConnect, .scenePerformAction, .sceneDidBecomeActive,
                               .didBecomeActive], scenes: true)
        let m = model(app)
        try m.press(.text("T"))
        #expect(app.calls == ["application", "hook launch", "scene T", "sceneDidBecomeActive", "hook active"])
        app.calls = []
        try m.background()
        try m.press(.text("T"))
        #expect(app.calls == ["hook inactive", "hook background", "hook inactive", "windowScene T", "sceneDidBecomeActive", "hook active"])
        #expect(m.log.contains("windowScene(_:performActionFor:completionHandler:) [press 2]"))
    }

    @Test func uncalledCompletionHandlersAreReportedAtTheNextEvent() throws {
        let app = DelegateApp([.performAction])
        app.completeWith = nil
        let m = model(app)
        try m.launch()
        try m.press(.text("T"))
        #expect(!m.log.contains { $0.contains("never called") })
        try m.background()
        #expect(m.log.contains("warning: the completion handler for T (press 1) was never called"))
    }

    @Test func withoutDelegateReceiversTheHandlersDeliver() throws {
        let app = DelegateApp([.didBecomeActive])
        let m = model(app)
        #expect(!m.deliversThroughDelegates)
        try m.press(.text("T"))
        #expect(app.handlerRuns == 1)
        #expect(app.calls == ["hook launch", "applicationDidBecomeActive", "hook active"])
        #expect(m.applicationState == .active)
    }
}
