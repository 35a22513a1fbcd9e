/// A Home Screen quick action, as `UIApplicationShortcutItem` describes it.
public struct ShortcutItem: Equatable, Sendable {
    /// App-defined, handed back to the app; required and non-empty.
    public var type: String
    /// Required and non-empty.
    public var title: String
    public var subtitle: String?
    public var icon: ShortcutIcon?
    /// Property-list values handed back with the item; nil when it has none
    /// (as UIKit's `userInfo` is nil), which differs from an empty dictionary.
    public var userInfo: [(String, PropertyListValue)]?
    /// Scene routing (iOS 13+).
    public var targetContentIdentifier: String?

    public init(type: String, title: String, subtitle: String? = nil, icon: ShortcutIcon? = nil,
                userInfo: [(String, PropertyListValue)]? = nil, targetContentIdentifier: String? = nil) throws {
        guard !type.isEmpty else { throw PlatformError.invalidItem("a shortcut item's type must not be empty") }
        guard !title.isEmpty else { throw PlatformError.invalidItem("the shortcut item '\(type)' needs a non-empty title") }
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
        // What is accepted can always be saved and read back on the next run.
        if let why = PropertyList.excess(of: ShortcutItemCoding.savedForm(self)) {
            throw PlatformError.invalidItem("the shortcut item '\(type)' cannot be saved: \(why)")
        }
    }

    public static func == (a: ShortcutItem, b: ShortcutItem) -> Bool {
        a.type == b.type && a.title == b.title && a.subtitle == b.subtitle && a.icon == b.icon
            && a.userInfo.map(PropertyListValue.dictionary) == b.userInfo.map(PropertyListValue.dictionary)
            && a.targetContentIdentifier == b.targetContentIdentifier
    }
}

/// A rule of the platform was broken.
public enum PlatformError: Error, CustomStringConvertible, Equatable {
    case invalidItem(String)
    case noSuchMenuItem(String)
    case ambiguous(String)
    case invalidState(String)
    /// A widget declared twice, or asked for by a kind no widget has.
    case invalidWidget(String)

    public var description: String {
        switch self {
        case .invalidItem(let m), .noSuchMenuItem(let m), .ambiguous(let m), .invalidState(let m), .invalidWidget(let m): return m
        }
    }
}
