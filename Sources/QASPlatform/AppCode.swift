/// What the app's code does when the platform calls it. The engine implements
/// this by running the script's delegate classes, handlers and hooks.
public protocol AppCode: AnyObject {
    /// Whether the app's own delegate classes define this UIKit method.
    func implements(_ callback: UIKitCallback) -> Bool
    /// Whether the app has a scene delegate, so UIKit runs the scene life cycle.
    var usesScenes: Bool { get }
    /// Calls a delegate method the app implements. Returns the Bool the launch
    /// methods return (true for the others, and when the method returns no Bool).
    func call(_ callback: UIKitCallback, _ context: CallbackContext) -> Bool
    /// Runs the declared `on "T"` handler for an item's type.
    func perform(_ item: ShortcutItem, warm: Bool) -> HandlerResult
    /// A scene phase changed (or the app launched).
    func sceneEvent(_ event: SceneEvent)
    /// Computes the dynamic items when the app goes to the background; nil when the
    /// app declares no dynamic actions (the current items are kept).
    func dynamicItems() -> [ShortcutItem]?
    /// A launch begins: the app delegate is made now.
    func willLaunch()
    /// The scene connects: the scene delegate is made now.
    func connectScene()
    /// The process ended: the delegate objects are gone. When the system ended
    /// it (`sessionKept`), the scene session and its configuration remain.
    func appTerminated(sessionKept: Bool)
    /// The user deleted the app: its data goes.
    func appDeleted()
    /// UIKit posts the life-cycle notifications of a step (`callback.notificationNames`)
    /// once the delegate method for it returned, whether or not the app implements it.
    func postNotifications(after callback: UIKitCallback)
}

extension AppCode {
    public func implements(_ callback: UIKitCallback) -> Bool { false }
    public var usesScenes: Bool { false }
    public func call(_ callback: UIKitCallback, _ context: CallbackContext) -> Bool { true }
    public func willLaunch() {}
    public func connectScene() {}
    public func appTerminated(sessionKept: Bool) {}
    public func appDeleted() {}
    public func postNotifications(after callback: UIKitCallback) {}
}

/// What a delegate method is given besides the application or scene.
public struct CallbackContext {
    /// The shortcut item in the launch options, the connection options, or passed
    /// to `performActionFor`.
    public let item: ShortcutItem?
    /// `performActionFor`'s completion handler.
    public let completion: CompletionHandler?
    /// The press this call belongs to (1-based), nil for a plain launch or switch.
    public let press: Int?
}

/// What a handler reported.
public enum HandlerResult: Equatable {
    case success
    /// Returned false or threw (with the error's message).
    case failure(String?)
    /// No handler for the item's type.
    case unhandled
}

/// Scene phases, as SwiftUI's `scenePhase` reports them, and the launch.
public enum SceneEvent: String, Sendable, CaseIterable {
    case launch, active, inactive, background
}

/// The UIKit delegate methods qas calls, by selector. UIKit calls only those an
/// app implements.
public enum UIKitCallback: String, CaseIterable, Sendable {
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case performAction = "application(_:performActionFor:completionHandler:)"
    case willEnterForeground = "applicationWillEnterForeground(_:)"
    case didBecomeActive = "applicationDidBecomeActive(_:)"
    case willResignActive = "applicationWillResignActive(_:)"
    case didEnterBackground = "applicationDidEnterBackground(_:)"
    case willTerminate = "applicationWillTerminate(_:)"
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case scenePerformAction = "windowScene(_:performActionFor:completionHandler:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneDidDisconnect = "sceneDidDisconnect(_:)"

    /// The notifications UIKit posts once this step is done: `UIApplication`'s
    /// (in an app with scenes too) and, for a scene's step, `UIScene`'s.
    public var notificationNames: [String] {
        switch self {
        case .didFinishLaunching: return ["UIApplicationDidFinishLaunchingNotification"]
        case .willEnterForeground: return ["UIApplicationWillEnterForegroundNotification"]
        case .didBecomeActive: return ["UIApplicationDidBecomeActiveNotification"]
        case .willResignActive: return ["UIApplicationWillResignActiveNotification"]
        case .didEnterBackground: return ["UIApplicationDidEnterBackgroundNotification"]
        case .willTerminate: return ["UIApplicationWillTerminateNotification"]
        case .sceneWillConnect: return ["UISceneWillConnectNotification"]
        case .sceneWillEnterForeground: return ["UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification"]
        case .sceneDidBecomeActive: return ["UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"]
        case .sceneWillResignActive: return ["UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification"]
        case .sceneDidEnterBackground: return ["UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification"]
        case .sceneDidDisconnect: return ["UISceneDidDisconnectNotification"]
        default: return []
        }
    }

    /// Whether the scene delegate (rather than the app delegate) implements it.
    public var isSceneMethod: Bool {
        switch self {
        case .sceneWillConnect, .scenePerformAction, .sceneWillEnterForeground, .sceneDidBecomeActive,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect: return true
        default: return false
        }
    }

    /// The method's base name (`application`, `sceneDidBecomeActive`).
    public var baseName: String { String(rawValue.prefix { $0 != "(" }) }

    /// Its argument labels, nil for `_`.
    public var labels: [String?] {
        rawValue.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
    }

    /// The methods through which UIKit hands the app a shortcut item: an app that
    /// implements one of them receives its items there, not through `on "T"`.
    public static let shortcutReceivers: [UIKitCallback] = [
        .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .performAction,
        .sceneWillConnect, .scenePerformAction,
    ]
}

/// The completion handler UIKit passes to `performActionFor`: its Bool is the
/// press's result. Calling it twice, or not before the next event, is logged.
public final class CompletionHandler {
    public let itemType: String
    public let press: Int?
    public private(set) var calls = 0
    /// The first value it was called with.
    public private(set) var result: Bool?
    weak var model: AppModel?

    init(itemType: String, press: Int?, model: AppModel) {
        self.itemType = itemType; self.press = press; self.model = model
    }

    var label: String { "the completion handler for \(itemType)" + (press.map { " (press \($0))" } ?? "") }

    /// The app's code calls it with whether it handled the item.
    public func call(_ handled: Bool) {
        calls += 1
        guard calls == 1 else {
            model?.note("warning: \(label) was called \(calls) times; UIKit uses only the first")
            return
        }
        result = handled
        model?.note("completion \(handled)")
    }
}
