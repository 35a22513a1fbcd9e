import Foundation
import QASLanguage
import QASPlatform

/// Script values for icons and shortcut items, and the conversions between script
/// values and property lists.

/// An icon: `.compose`, `symbol("star")`, `image("Logo")`; UIKit's
/// `UIApplicationShortcutIcon(type:)`, `(systemImageName:)`, `(templateImageName:)`
/// make the same values. Icons compare with `==`.
final class IconObject: TabledObject {
    let icon: ShortcutIcon
    init(_ icon: ShortcutIcon) { self.icon = icon }
    var typeName: String { "Icon" }
    var description: String { icon.description }
    func isEqual(to other: HostObject) -> Bool { (other as? IconObject)?.icon == icon }
    func isKind(of name: String) -> Bool {
        switch name {
        case "Icon", "UIApplicationShortcutIcon", "NSObject": return true
        case "UIApplicationShortcutIcon.IconType": if case .system = icon { return true } else { return false }
        default: return false
        }
    }

    static let members = MemberTable<IconObject>()
        .property("name") { o, _ in
            switch o.icon {
            case .system(let t): return .string(t.rawValue)
            case .symbol(let n), .image(let n): return .string(n)
            }
        }
        .property("kind") { o, _ in
            switch o.icon {
            case .system: return .string("system")
            case .symbol: return .string("symbol")
            case .image: return .string("image")
            }
        }
        // `UIApplicationShortcutIcon.IconType.play.rawValue`: its place in the enum.
        .property("rawValue") { o, _ in
            guard case .system(let t) = o.icon else { throw NativeError("only a system icon type has a rawValue") }
            return .int(IconType.allCases.firstIndex(of: t)!)
        }
}

/// A shortcut item: qas's `shortcut(…)` and UIKit's `UIApplicationShortcutItem`
/// are the same value. A `UIMutableApplicationShortcutItem` is one whose
/// properties may be set; `mutableCopy()` and `copy()` convert between them.
final class ShortcutItemObject: TabledObject {
    private(set) var item: ShortcutItem
    let isMutable: Bool
    init(_ item: ShortcutItem, mutable: Bool = false) { self.item = item; self.isMutable = mutable }

    /// For an item handed to the app's code for a press: reading it is using it,
    /// which `qas explore` tracks.
    init(delivered item: ShortcutItem, press: Int?, tracker: DeliveryTracker) {
        self.item = item
        self.isMutable = false
        if let press { delivery = (tracker, press) }
    }
    private var delivery: (tracker: DeliveryTracker, press: Int)?

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        if let delivery { delivery.tracker.used(press: delivery.press) }
        return try Self.members.get(self, name, runtime)
    }
    var typeName: String { "ShortcutItem" }
    var description: String {
        var parts = ["type: \(item.type.debugDescription)", "title: \(item.title.debugDescription)"]
        if let s = item.subtitle { parts.append("subtitle: \(s.debugDescription)") }
        if let i = item.icon { parts.append("icon: \(i)") }
        if let info = item.userInfo, !info.isEmpty { parts.append("userInfo: \(scriptValue(.dictionary(info)))") }
        if let t = item.targetContentIdentifier { parts.append("targetContentIdentifier: \(t.debugDescription)") }
        return "ShortcutItem(" + parts.joined(separator: ", ") + ")"
    }
    func isEqual(to other: HostObject) -> Bool { (other as? ShortcutItemObject)?.item == item }
    func isKind(of name: String) -> Bool {
        switch name {
        case "ShortcutItem", "UIApplicationShortcutItem", "NSObject", "NSCopying", "NSMutableCopying": return true
        case "UIMutableApplicationShortcutItem": return isMutable
        default: return false
        }
    }

    /// Sets a property of a mutable item, checking the result as UIKit would.
    private func change(_ name: String, _ body: (inout ShortcutItem) throws -> Void) throws {
        guard isMutable else {
            throw NativeError("cannot assign to '\(name)': a UIApplicationShortcutItem is immutable; make a UIMutableApplicationShortcutItem (or call mutableCopy())")
        }
        var changed = item
        try body(&changed)
        do {
            item = try ShortcutItem(type: changed.type, title: changed.title, subtitle: changed.subtitle, icon: changed.icon,
                                    userInfo: changed.userInfo, targetContentIdentifier: changed.targetContentIdentifier)
        } catch let e as PlatformError {
            throw NativeError(e.description)
        }
    }

    private static func string(_ v: Value, _ name: String) throws -> String {
        guard case .string(let s) = v else { throw NativeError("\(name) must be a String, not \(v.typeName)") }
        return s
    }

    private static func optionalString(_ v: Value, _ name: String) throws -> String? {
        if case .null = v { return nil }
        return try string(v, name)
    }

    static let members = MemberTable<ShortcutItemObject>()
        .property("type", { o, _ in .string(o.item.type) },
                  set: { o, v, _ in try o.change("type") { $0.type = try string(v, "type") } })
        .property("title", { o, _ in .string(o.item.title) },
                  set: { o, v, _ in try o.change("title") { $0.title = try string(v, "title") } })
        .property("localizedTitle", { o, _ in .string(o.item.title) },
                  set: { o, v, _ in try o.change("localizedTitle") { $0.title = try string(v, "localizedTitle") } })
        .property("subtitle", { o, _ in o.item.subtitle.map { .string($0) } ?? .null },
                  set: { o, v, _ in try o.change("subtitle") { $0.subtitle = try optionalString(v, "subtitle") } })
        .property("localizedSubtitle", { o, _ in o.item.subtitle.map { .string($0) } ?? .null },
                  set: { o, v, _ in try o.change("localizedSubtitle") { $0.subtitle = try optionalString(v, "localizedSubtitle") } })
        .property("icon", { o, _ in o.item.icon.map { .object(IconObject($0)) } ?? .null },
                  set: { o, v, _ in try o.change("icon") { $0.icon = try shortcutIcon(v, of: $0.type) } })
        .property("userInfo", { o, _ in o.item.userInfo.map { scriptValue(.dictionary($0)) } ?? .null },
                  set: { o, v, _ in try o.change("userInfo") { $0.userInfo = try shortcutUserInfo(v, of: $0.type) } })
        .property("targetContentIdentifier", { o, _ in o.item.targetContentIdentifier.map { .string($0) } ?? .null },
                  set: { o, v, _ in try o.change("targetContentIdentifier") { $0.targetContentIdentifier = try optionalString(v, "targetContentIdentifier") } })
        .method("mutableCopy") { o, _, _ in .object(ShortcutItemObject(o.item, mutable: true)) }
        .method("copy") { o, _, _ in .object(ShortcutItemObject(o.item)) }
}

/// A property-list value as a script value.
func scriptValue(_ p: PropertyListValue) -> Value {
    switch p {
    case .string(let s): return .string(s)
    case .integer(let i): return .int(i)
    case .real(let d): return .double(d)
    case .boolean(let b): return .bool(b)
    case .date(let d): return .object(DateObject(d.timeIntervalSince1970))
    case .data(let d): return .object(DataObject(Array(d)))
    case .array(let a): return .array(a.map(scriptValue))
    case .dictionary(let pairs): return .dictionary(OrderedDictionary(pairs.map { (.string($0), scriptValue($1)) }))
    }
}

/// A script value as a property-list value; anything else is an error naming
/// where it was found (`userInfo["k"]`). Nesting is limited as property lists
/// are (`PropertyList.Limits.depth`), so what is accepted can always be saved and
/// read back.
func propertyListValue(_ v: Value, at path: String, depth: Int = 0) throws -> PropertyListValue {
    if depth >= PropertyList.Limits.depth, v.holdsValues {
        throw NativeError("\(path) nests arrays and dictionaries more than \(PropertyList.Limits.depth) deep, more than a property list holds")
    }
    switch v {
    case .string(let s): return .string(s)
    case .int(let i): return .integer(i)
    case .double(let d): return .real(d)
    case .bool(let b): return .boolean(b)
    case .array(let a):
        return .array(try a.enumerated().map { try propertyListValue($1, at: "\(path)[\($0)]", depth: depth + 1) })
    case .dictionary(let d):
        return .dictionary(try d.pairs.map { k, value in
            guard case .string(let key) = k else {
                throw NativeError("\(path) must have String keys, but has the key \(k.debugDescription)")
            }
            return (key, try propertyListValue(value, at: "\(path)[\(key.debugDescription)]", depth: depth + 1))
        })
    case .object(let o as DateObject): return .date(Date(timeIntervalSince1970: o.seconds))
    case .object(let o as DataObject): return .data(Data(o.bytes))
    case .null:
        throw NativeError("\(path) is nil, which a property list cannot hold; leave the key out instead")
    default:
        throw NativeError("\(path) is a \(v.typeName), which a property list cannot hold (use strings, numbers, booleans, dates, data, arrays and dictionaries)")
    }
}

/// Reads shortcut fields given as labelled arguments: `type`, `title`, `subtitle`,
/// `icon`, `userInfo`, `targetContentIdentifier`.
func shortcutItem(type: Value, fields: [(String, Value)]) throws -> ShortcutItem {
    guard case .string(let typeName) = type else {
        throw NativeError("a shortcut item's type must be a String, not \(type.typeName)")
    }
    var title: String? = nil, subtitle: String? = nil, target: String? = nil
    var icon: ShortcutIcon? = nil
    // Written in qas's own form, an item without userInfo has an empty one;
    // `userInfo: nil` leaves it nil, as UIKit's initialiser does.
    var info: [(String, PropertyListValue)]? = []
    for (name, value) in fields {
        switch name {
        case "title", "subtitle", "targetContentIdentifier":
            if case .null = value, name != "title" { continue }
            guard case .string(let s) = value else {
                throw NativeError("the \(name) of shortcut item '\(typeName)' must be a String, not \(value.typeName)")
            }
            if name == "title" { title = s } else if name == "subtitle" { subtitle = s } else { target = s }
        case "icon":
            icon = try shortcutIcon(value, of: typeName)
        case "userInfo":
            info = try shortcutUserInfo(value, of: typeName)
        default:
            throw NativeError("a shortcut item has no field '\(name)'; it has title, subtitle, icon, userInfo and targetContentIdentifier")
        }
    }
    guard let title else { throw NativeError("the shortcut item '\(typeName)' needs a title") }
    do {
        return try ShortcutItem(type: typeName, title: title, subtitle: subtitle, icon: icon, userInfo: info,
                                targetContentIdentifier: target)
    } catch let e as PlatformError {
        throw NativeError(e.description)
    }
}

/// An item's icon from a script value: an icon, or a String naming an SF Symbol.
func shortcutIcon(_ value: Value, of typeName: String) throws -> ShortcutIcon? {
    switch value {
    case .null: return nil
    case .object(let o as IconObject): return o.icon
    case .string(let s): return .symbol(s)
    case .instance(let i) where iconType(named: i) != nil:
        // `icon: .add` where the script has an enum of its own with a case
        // `add`: in an icon's place, `.add` is the icon, as Swift's context says.
        return .system(iconType(named: i)!)
    default:
        throw NativeError("the icon of shortcut item '\(typeName)' must be an icon (.compose, symbol(\"…\"), image(\"…\")), not \(value.typeName)")
    }
}

/// The icon type a script enum's case without payload names (`add`, `play`).
func iconType(named value: Instance) -> IconType? {
    guard let name = value.caseName, !value.hasPayload else { return nil }
    return IconType(rawValue: name)
}

/// An item's userInfo from a script value: nil, or a dictionary of property-list values.
func shortcutUserInfo(_ value: Value, of typeName: String) throws -> [(String, PropertyListValue)]? {
    if case .null = value { return nil }
    guard case .dictionary = value else {
        throw NativeError("the userInfo of shortcut item '\(typeName)' must be a dictionary, not \(value.typeName)")
    }
    guard case .dictionary(let pairs) = try propertyListValue(value, at: "userInfo") else { return [] }
    return pairs
}
