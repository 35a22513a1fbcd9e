/// The 29 system icon types of `UIApplicationShortcutIcon.IconType`, in raw-value order.
public enum IconType: String, CaseIterable, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home
    case markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date
    case time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle
    case audio, update

    /// The Info.plist spelling: `UIApplicationShortcutIconTypeCapturePhoto`.
    public var plistName: String {
        "UIApplicationShortcutIconType" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Reads an Info.plist icon type name.
    public init?(plistName: String) {
        let prefix = "UIApplicationShortcutIconType"
        guard plistName.hasPrefix(prefix) else { return nil }
        let rest = plistName.dropFirst(prefix.count)
        guard let match = IconType.allCases.first(where: { $0.rawValue.lowercased() == rest.lowercased() }) else { return nil }
        self = match
    }
}

/// A shortcut item's icon: a system type, an SF Symbol or a template image.
public enum ShortcutIcon: Equatable, Sendable, CustomStringConvertible {
    case system(IconType)
    case symbol(String)
    case image(String)

    /// How scripts write it: `.compose`, `symbol("star")`, `image("Logo")`.
    public var description: String {
        switch self {
        case .system(let t): return "." + t.rawValue
        case .symbol(let name): return "symbol(\(name.debugDescription))"
        case .image(let name): return "image(\(name.debugDescription))"
        }
    }

    /// A short name for drawing the menu.
    public var displayName: String {
        switch self {
        case .system(let t): return t.rawValue
        case .symbol(let name): return name
        case .image(let name): return name
        }
    }
}
