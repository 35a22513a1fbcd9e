import Foundation

/// Shortcut items as JSON, for keeping dynamic items between runs.
public enum ShortcutItemCoding {
    public static func encode(_ items: [ShortcutItem]) -> String {
        let objects: [[String: Any]] = items.map { item in
            var o: [String: Any] = ["type": item.type, "title": item.title]
            if let s = item.subtitle { o["subtitle"] = s }
            if let t = item.targetContentIdentifier { o["target"] = t }
            switch item.icon {
            case .system(let t)?: o["iconType"] = t.rawValue
            case .symbol(let n)?: o["iconSymbol"] = n
            case .image(let n)?: o["iconImage"] = n
            case nil: break
            }
            if !item.userInfo.isEmpty { o["userInfo"] = encodeValue(.dictionary(item.userInfo)) }
            return o
        }
        let data = (try? JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Items from JSON; anything unreadable is skipped rather than failing a launch.
    public static func decode(_ text: String) -> [ShortcutItem] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else { return [] }
        return array.compactMap { o in
            guard let type = o["type"] as? String, let title = o["title"] as? String else { return nil }
            var icon: ShortcutIcon? = nil
            if let t = o["iconType"] as? String, let it = IconType(rawValue: t) { icon = .system(it) }
            if let n = o["iconSymbol"] as? String { icon = .symbol(n) }
            if let n = o["iconImage"] as? String { icon = .image(n) }
            var info: [(String, PropertyListValue)] = []
            if let u = o["userInfo"], case .dictionary(let d)? = decodeValue(u) { info = d }
            return try? ShortcutItem(type: type, title: title, subtitle: o["subtitle"] as? String, icon: icon,
                                     userInfo: info, targetContentIdentifier: o["target"] as? String)
        }
    }

    // Values are tagged so integers, reals, booleans, dates and data come back as they were.
    static func encodeValue(_ v: PropertyListValue) -> Any {
        switch v {
        case .string(let s): return ["s": s]
        case .integer(let i): return ["i": i]
        case .real(let d): return ["r": d]
        case .boolean(let b): return ["b": b]
        case .date(let d): return ["t": d.timeIntervalSince1970]
        case .data(let d): return ["d": d.base64EncodedString()]
        case .array(let a): return ["a": a.map(encodeValue)]
        case .dictionary(let pairs): return ["o": pairs.map { [$0, encodeValue($1)] }]
        }
    }

    static func decodeValue(_ any: Any) -> PropertyListValue? {
        guard let o = any as? [String: Any], let (tag, value) = o.first else { return nil }
        switch tag {
        case "s": return (value as? String).map { .string($0) }
        case "i": return (value as? NSNumber).map { .integer($0.intValue) }
        case "r": return (value as? NSNumber).map { .real($0.doubleValue) }
        case "b": return (value as? NSNumber).map { .boolean($0.boolValue) }
        case "t": return (value as? NSNumber).map { .date(Date(timeIntervalSince1970: $0.doubleValue)) }
        case "d": return (value as? String).flatMap { Data(base64Encoded: $0) }.map { .data($0) }
        case "a": return (value as? [Any]).map { .array($0.compactMap(decodeValue)) }
        case "o":
            guard let pairs = value as? [[Any]] else { return nil }
            return .dictionary(pairs.compactMap { p in
                guard p.count == 2, let k = p[0] as? String, let v = decodeValue(p[1]) else { return nil }
                return (k, v)
            })
        default: return nil
        }
    }
}
