import Foundation

/// Shortcut items as bytes, for keeping dynamic items between runs as the system
/// does. Each item is its own binary property list, so every property-list value
/// survives exactly (NaN, infinities, -0.0, dates, data, nesting up to the
/// property-list depth) and one unreadable item never takes the others with it.
public enum ShortcutItemCoding {
    /// Why saved bytes are not an item.
    public struct DecodeError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static func encode(_ item: ShortcutItem) -> [UInt8] {
        PropertyList.binary(savedForm(item))
    }

    /// The property list an item is saved as.
    static func savedForm(_ item: ShortcutItem) -> PropertyListValue {
        var d: [(String, PropertyListValue)] = [("type", .string(item.type)), ("title", .string(item.title))]
        if let s = item.subtitle { d.append(("subtitle", .string(s))) }
        if let t = item.targetContentIdentifier { d.append(("target", .string(t))) }
        switch item.icon {
        case .system(let t)?: d.append(("iconType", .string(t.rawValue)))
        case .symbol(let n)?: d.append(("iconSymbol", .string(n)))
        case .image(let n)?: d.append(("iconImage", .string(n)))
        case nil: break
        }
        if let info = item.userInfo { d.append(("userInfo", .dictionary(info))) }
        return .dictionary(d)
    }

    public static func decode(_ bytes: [UInt8]) throws -> ShortcutItem {
        let value: PropertyListValue
        do {
            value = try PropertyList.read(bytes).value
        } catch let e as PropertyList.ReadError {
            throw DecodeError(message: e.message)
        }
        func text(_ key: String) throws -> String? {
            switch value[key] {
            case nil: return nil
            case .string(let s)?: return s
            case let other?: throw DecodeError(message: "its \(key) is \(other.kind), not a string")
            }
        }
        guard let type = try text("type"), let title = try text("title") else {
            throw DecodeError(message: "it has no type or no title")
        }
        var icon: ShortcutIcon? = nil
        if let t = try text("iconType") {
            guard let it = IconType(rawValue: t) else { throw DecodeError(message: "unknown icon type '\(t)'") }
            icon = .system(it)
        }
        if let n = try text("iconSymbol") { icon = .symbol(n) }
        if let n = try text("iconImage") { icon = .image(n) }
        var info: [(String, PropertyListValue)]? = nil
        switch value["userInfo"] {
        case nil: break
        case .dictionary(let pairs)?: info = pairs
        case let other?: throw DecodeError(message: "its userInfo is \(other.kind), not a dictionary")
        }
        do {
            return try ShortcutItem(type: type, title: title, subtitle: try text("subtitle"), icon: icon,
                                    userInfo: info, targetContentIdentifier: try text("target"))
        } catch {
            throw DecodeError(message: "\(error)")
        }
    }

    /// Items in the JSON form earlier versions of qas saved: each item read on its
    /// own; the count of those that could not be read comes back too.
    public static func decodeLegacy(_ text: String) -> (items: [ShortcutItem], unreadable: Int) {
        guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else { return ([], text.isEmpty ? 0 : 1) }
        var items: [ShortcutItem] = []
        var unreadable = 0
        for element in array {
            guard let o = element as? [String: Any], let type = o["type"] as? String, let title = o["title"] as? String else {
                unreadable += 1
                continue
            }
            var icon: ShortcutIcon? = nil
            if let t = o["iconType"] as? String, let it = IconType(rawValue: t) { icon = .system(it) }
            if let n = o["iconSymbol"] as? String { icon = .symbol(n) }
            if let n = o["iconImage"] as? String { icon = .image(n) }
            var info: [(String, PropertyListValue)]? = nil
            if let u = o["userInfo"], case .dictionary(let d)? = legacyValue(u, depth: 0) { info = d }
            if let item = try? ShortcutItem(type: type, title: title, subtitle: o["subtitle"] as? String, icon: icon,
                                            userInfo: info, targetContentIdentifier: o["target"] as? String) {
                items.append(item)
            } else {
                unreadable += 1
            }
        }
        return (items, unreadable)
    }

    /// The tagged JSON values of the earlier form.
    private static func legacyValue(_ any: Any, depth: Int) -> PropertyListValue? {
        guard depth < PropertyList.Limits.depth, let o = any as? [String: Any], let (tag, value) = o.first else { return nil }
        switch tag {
        case "s": return (value as? String).map { .string($0) }
        case "i": return (value as? NSNumber).map { .integer($0.intValue) }
        case "r": return (value as? NSNumber).map { .real($0.doubleValue) }
        case "b": return (value as? NSNumber).map { .boolean($0.boolValue) }
        case "t": return (value as? NSNumber).map { .date(Date(timeIntervalSince1970: $0.doubleValue)) }
        case "d": return (value as? String).flatMap { Data(base64Encoded: $0) }.map { .data($0) }
        case "a": return (value as? [Any]).map { .array($0.compactMap { legacyValue($0, depth: depth + 1) }) }
        case "o":
            guard let pairs = value as? [[Any]] else { return nil }
            return .dictionary(pairs.compactMap { p in
                guard p.count == 2, let k = p[0] as? String, let v = legacyValue(p[1], depth: depth + 1) else { return nil }
                return (k, v)
            })
        default: return nil
        }
    }
}
