// The part of UIKit that `qas swift`'s output uses, with UIKit's own names and
// signatures, so that generated code type-checks on Linux (the real UIKit is
// not there). SwiftGlueTests compiles this as the module `UIKit`, and links it
// to run the generated delivery code: items keep what they are made with, and
// connection options can be made with an item (UIKit makes those itself).
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
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
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
    public init() {}
}

open class UIScene: UIResponder {
    open class ConnectionOptions {
        open private(set) var shortcutItem: UIApplicationShortcutItem?
        /// The stub's own: UIKit makes connection options itself.
        public init(shortcutItem: UIApplicationShortcutItem?) { self.shortcutItem = shortcutItem }
    }
}

open class UIWindowScene: UIScene {}
