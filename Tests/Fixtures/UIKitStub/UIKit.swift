// The part of UIKit that `qas swift`'s output uses, with UIKit's own names and
// signatures, so that generated code type-checks on Linux (the real UIKit is
// not there). SwiftGlueTests compiles this as the module `UIKit`.
import Foundation

open class UIResponder {
    public init() {}
}

open class UIWindow: UIResponder {}

public protocol UIApplicationDelegate: AnyObject {}
public protocol UISceneDelegate: AnyObject {}
public protocol UIWindowSceneDelegate: UISceneDelegate {}

open class UIApplicationShortcutIcon {
    public enum IconType: Int {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }
    public init(type: IconType) {}
    public init(systemImageName: String) {}
    public init(templateImageName: String) {}
}

open class UIApplicationShortcutItem {
    open var type: String { "" }
    open var localizedTitle: String { "" }
    open var localizedSubtitle: String? { nil }
    open var icon: UIApplicationShortcutIcon? { nil }
    open var userInfo: [String: any NSSecureCoding]? { nil }
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {}
    public init(type: String, localizedTitle: String) {}
}

open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {}

open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    open var shortcutItems: [UIApplicationShortcutItem]?
    public struct LaunchOptionsKey: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

open class UISceneSession {
    open var role: String { "" }
}

open class UIScene: UIResponder {
    open class ConnectionOptions {
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }
}

open class UIWindowScene: UIScene {}
