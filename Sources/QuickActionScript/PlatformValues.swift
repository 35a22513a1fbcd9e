import QASLanguage
import QASPlatform

/// Script values for icons and shortcut items, and the conversions between script
/// values and property lists.

/// An icon: `.compose`, `symbol("star")`, `image("Logo")`. Icons compare with `==`.
final class IconObject: TabledObject {
    let icon: ShortcutIcon
    init(_ icon: ShortcutIcon) { self.icon = icon }
    var typeName: String { "Icon" }
    var description: String { icon.description }
    func isEqual(to other: HostObject) -> Bool { (other as? IconObject)?.icon == icon }

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
}

/// A shortcut item value.
final class ShortcutItemObject: TabledObject {
    let item: ShortcutItem
    init(_ item: ShortcutItem) { self.item = item }
    var typeName: String { "ShortcutItem" }
    var description: String {
        var parts = ["type: \(item.type.debugDescription)", "title: \(item.title.debugDescription)"]
        if let s = item.subtitle { parts.append("subtitle: \(s.debugDescription)") }
        if let i = item.icon { parts.append("icon: \(i)") }
        if !item.userInfo.isEmpty { parts.append("userInfo: \(PropertyListValue.dictionary(item.userInfo))") }
        return "ShortcutItem(" + parts.joined(separator: ", ") + ")"
    }
    func isEqual(to other: HostObject) -> Bool { (other as? ShortcutItemObject)?.item == item }

    static let members = MemberTable<ShortcutItemObject>()
        .property("type") { o, _ in .string(o.item.type) }
        .property("title") { o, _ in .string(o.item.title) }
        .property("subtitle") { o, _ in o.item.subtitle.map { .string($0) } ?? .null }
        .property("icon") { o, _ in o.item.icon.map { .object(IconObject($0)) } ?? .null }
        .property("userInfo") { o, _ in scriptValue(.dictionary(o.item.userInfo)) }
        .property("targetContentIdentifier") { o, _ in o.item.targetContentIdentifier.map { .string($0) } ?? .null }
}

/// A property-list value as a script value.
func scriptValue(_ p: PropertyListValue) -> Value {
    switch p {
    case .string(let s): return .string(s)
    case .integer(let i): return .int(i)
    case .real(let d): return .double(d)
    case .boolean(let b): return .bool(b)
    case .date(let d): return .double(d.timeIntervalSince1970)
    case .data(let d): return .array(d.map { .int(Int($0)) })
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
    case .null:
        throw NativeError("\(path) is nil, which a property list cannot hold; leave the key out instead")
    default:
        throw NativeError("\(path) is a \(v.typeName), which a property list cannot hold (use strings, numbers, booleans, arrays and dictionaries)")
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
    var info: [(String, PropertyListValue)] = []
    for (name, value) in fields {
        switch name {
        case "title", "subtitle", "targetContentIdentifier":
            if case .null = value, name != "title" { continue }
            guard case .string(let s) = value else {
                throw NativeError("the \(name) of shortcut item '\(typeName)' must be a String, not \(value.typeName)")
            }
            if name == "title" { title = s } else if name == "subtitle" { subtitle = s } else { target = s }
        case "icon":
            switch value {
            case .null: icon = nil
            case .object(let o as IconObject): icon = o.icon
            case .string(let s):
                // A plain string names an SF Symbol.
                icon = .symbol(s)
            default:
                throw NativeError("the icon of shortcut item '\(typeName)' must be an icon (.compose, symbol(\"…\"), image(\"…\")), not \(value.typeName)")
            }
        case "userInfo":
            if case .null = value { continue }
            guard case .dictionary = value else {
                throw NativeError("the userInfo of shortcut item '\(typeName)' must be a dictionary, not \(value.typeName)")
            }
            guard case .dictionary(let pairs) = try propertyListValue(value, at: "userInfo") else { break }
            info = pairs
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

/// The labelled fields of a call (`title: …`), after the first positional argument.
func labelledFields(_ args: Arguments, skipping first: Int) -> [(String, Value)] {
    zip(args.labels, args.values).dropFirst(first).compactMap { label, v in label.map { ($0, v) } }
}
