import Foundation

/// Reads `UIApplicationShortcutItems` from an app's Info.plist (XML or binary), with
/// build settings expanded and titles localised through `InfoPlist.strings`.
public struct InfoPlist {
    public static let itemsKey = "UIApplicationShortcutItems"
    static let typeKey = "UIApplicationShortcutItemType"
    static let titleKey = "UIApplicationShortcutItemTitle"
    static let subtitleKey = "UIApplicationShortcutItemSubtitle"
    static let iconTypeKey = "UIApplicationShortcutItemIconType"
    static let iconFileKey = "UIApplicationShortcutItemIconFile"
    static let iconSymbolKey = "UIApplicationShortcutItemIconSymbolName"
    static let userInfoKey = "UIApplicationShortcutItemUserInfo"

    /// A problem with the file, naming it and (where it applies) the item's index.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let item: Int?
        public let message: String
        public var description: String {
            "\(path)" + (item.map { ": item \($0)" } ?? "") + ": " + message
        }
    }

    /// One item as written in the file, before settings and localisation.
    public struct RawItem {
        public let index: Int
        public let fields: [String: Any]
    }

    public let path: String
    public let root: [String: Any]
    /// Whether the file was a binary property list.
    public let isBinary: Bool

    /// Reads and parses the file.
    public init(path: String) throws {
        self.path = path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw LoadError(path: path, item: nil, message: reason)
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        } catch {
            throw LoadError(path: path, item: nil, message: "not a valid property list (truncated or malformed)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw LoadError(path: path, item: nil, message: "the top level of an Info.plist must be a dictionary")
        }
        root = dictionary
        isBinary = format == .binary
    }

    /// The raw shortcut items, in file order; none when the key is absent.
    public func rawItems() throws -> [RawItem] {
        guard let value = root[InfoPlist.itemsKey] else { return [] }
        guard let array = value as? [Any] else {
            throw LoadError(path: path, item: nil, message: "\(InfoPlist.itemsKey) must be an array, not \(InfoPlist.kind(of: value))")
        }
        return try array.enumerated().map { index, element in
            guard let fields = element as? [String: Any] else {
                throw LoadError(path: path, item: index, message: "must be a dictionary, not \(InfoPlist.kind(of: element))")
            }
            return RawItem(index: index, fields: fields)
        }
    }

    /// The build settings the plist itself provides: PRODUCT_BUNDLE_IDENTIFIER from
    /// a literal CFBundleIdentifier.
    public var ownSettings: [String: String] {
        if let id = root["CFBundleIdentifier"] as? String, !id.contains("$") {
            return ["PRODUCT_BUNDLE_IDENTIFIER": id]
        }
        return [:]
    }

    /// The localised strings for a locale: `<locale>.lproj/InfoPlist.strings`, then
    /// `Base.lproj/InfoPlist.strings`, beside the plist.
    public func strings(locale: String) throws -> [String: String] {
        let dir = (path as NSString).deletingLastPathComponent
        var merged: [String: String] = [:]
        for name in ["Base", locale] {
            let file = (dir.isEmpty ? "." : dir) + "/\(name).lproj/InfoPlist.strings"
            guard FileManager.default.fileExists(atPath: file) else { continue }
            do {
                merged.merge(try StringsFile.load(file)) { _, new in new }
            } catch let e as StringsFile.ParseError {
                throw LoadError(path: file, item: nil, message: "line \(e.line): \(e.message)")
            }
        }
        return merged
    }

    /// Expands `$(NAME)` and `${NAME}`; nil plus the missing name when one is unknown.
    public static func expand(_ text: String, _ settings: [String: String]) -> (String, missing: String?) {
        var out = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "$") {
            out += rest[..<start]
            let after = rest.index(after: start)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                out.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                out += rest[start...]
                rest = ""
                break
            }
            var name = String(rest[rest.index(after: after)..<end])
            // $(NAME:modifier) — the modifier is dropped (rfc1034identifier etc.).
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            guard let value = settings[name] else { return (text, name) }
            out += value
            rest = rest[rest.index(after: end)...]
        }
        out += rest
        return (out, nil)
    }

    /// Expands `text` when every setting it names is known; otherwise leaves it as
    /// written (inline static actions, which `qas check` reports).
    public static func expandKnown(_ text: String, _ settings: [String: String]) -> String {
        let (expanded, missing) = expand(text, settings)
        return missing == nil ? expanded : text
    }

    /// The items, expanded and localised.
    public func shortcutItems(settings: [String: String], locale: String) throws -> [ShortcutItem] {
        let all = ownSettings.merging(settings) { _, given in given }
        let table = try strings(locale: locale)
        return try rawItems().map { raw in try item(raw, settings: all, strings: table) }
    }

    public func item(_ raw: RawItem, settings: [String: String], strings: [String: String]) throws -> ShortcutItem {
        func text(_ key: String, required: Bool) throws -> String? {
            guard let value = raw.fields[key] else {
                if required { throw LoadError(path: path, item: raw.index, message: "has no \(key)") }
                return nil
            }
            guard let s = value as? String else {
                throw LoadError(path: path, item: raw.index, message: "\(key) must be a string, not \(InfoPlist.kind(of: value))")
            }
            let (expanded, missing) = InfoPlist.expand(s, settings)
            if let missing {
                throw LoadError(path: path, item: raw.index,
                                message: "the build setting \(missing) in \(key) is not set; pass --setting \(missing)=VALUE")
            }
            return expanded
        }
        guard let type = try text(InfoPlist.typeKey, required: true), !type.isEmpty else {
            throw LoadError(path: path, item: raw.index, message: "has an empty \(InfoPlist.typeKey)")
        }
        guard var title = try text(InfoPlist.titleKey, required: true), !title.isEmpty else {
            throw LoadError(path: path, item: raw.index, message: "has an empty \(InfoPlist.titleKey)")
        }
        var subtitle = try text(InfoPlist.subtitleKey, required: false)
        title = strings[title] ?? title
        subtitle = subtitle.map { strings[$0] ?? $0 }
        var icon: ShortcutIcon? = nil
        // SymbolName wins over File, which wins over Type.
        if let name = try text(InfoPlist.iconSymbolKey, required: false), !name.isEmpty {
            icon = .symbol(name)
        } else if let file = try text(InfoPlist.iconFileKey, required: false), !file.isEmpty {
            icon = .image(file)
        } else if let typeName = try text(InfoPlist.iconTypeKey, required: false) {
            icon = IconType(plistName: typeName).map { .system($0) }
        }
        var info: [(String, PropertyListValue)] = []
        if let u = raw.fields[InfoPlist.userInfoKey] {
            guard let dict = u as? [String: Any] else {
                throw LoadError(path: path, item: raw.index, message: "\(InfoPlist.userInfoKey) must be a dictionary")
            }
            info = try dict.keys.sorted().map { key in
                guard let v = InfoPlist.plistValue(dict[key]!) else {
                    throw LoadError(path: path, item: raw.index, message: "userInfo[\"\(key)\"] is not a property-list value")
                }
                return (key, try expandValue(v, settings, raw.index))
            }
        }
        do {
            return try ShortcutItem(type: type, title: title, subtitle: subtitle, icon: icon, userInfo: info)
        } catch {
            throw LoadError(path: path, item: raw.index, message: "\(error)")
        }
    }

    private func expandValue(_ v: PropertyListValue, _ settings: [String: String], _ index: Int) throws -> PropertyListValue {
        switch v {
        case .string(let s):
            let (expanded, missing) = InfoPlist.expand(s, settings)
            if let missing {
                throw LoadError(path: path, item: index, message: "the build setting \(missing) in userInfo is not set; pass --setting \(missing)=VALUE")
            }
            return .string(expanded)
        case .array(let a): return .array(try a.map { try expandValue($0, settings, index) })
        case .dictionary(let d): return .dictionary(try d.map { ($0, try expandValue($1, settings, index)) })
        default: return v
        }
    }

    /// A Foundation property-list object as a value.
    public static func plistValue(_ any: Any) -> PropertyListValue? {
        switch any {
        case let s as String: return .string(s)
        case let d as Date: return .date(d)
        case let d as Data: return .data(d)
        case let b as Bool where type(of: any) == Bool.self: return .boolean(b)
        case let n as NSNumber:
            switch String(cString: n.objCType) {
            case "c", "B": return .boolean(n.boolValue)
            case "d", "f": return .real(n.doubleValue)
            default: return .integer(n.intValue)
            }
        case let a as [Any]:
            var out: [PropertyListValue] = []
            for x in a { guard let v = plistValue(x) else { return nil }; out.append(v) }
            return .array(out)
        case let d as [String: Any]:
            var out: [(String, PropertyListValue)] = []
            for k in d.keys.sorted() { guard let v = plistValue(d[k]!) else { return nil }; out.append((k, v)) }
            return .dictionary(out)
        default: return nil
        }
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is NSNumber: return "a number"
        case is Date: return "a date"
        case is Data: return "data"
        default: return "a \(type(of: value))"
        }
    }

    /// Serialises items as an Info.plist fragment holding `UIApplicationShortcutItems`.
    public static func export(_ items: [ShortcutItem], binary: Bool) throws -> Data {
        let array: [[String: Any]] = items.map { item in
            var d: [String: Any] = [typeKey: item.type, titleKey: item.title]
            if let s = item.subtitle { d[subtitleKey] = s }
            switch item.icon {
            case .system(let t)?: d[iconTypeKey] = t.plistName
            case .image(let n)?: d[iconFileKey] = n
            case .symbol(let n)?: d[iconSymbolKey] = n
            case nil: break
            }
            if !item.userInfo.isEmpty { d[userInfoKey] = PropertyListValue.dictionary(item.userInfo).foundationObject }
            return d
        }
        return try PropertyListSerialization.data(fromPropertyList: [itemsKey: array],
                                                  format: binary ? .binary : .xml, options: 0)
    }
}
