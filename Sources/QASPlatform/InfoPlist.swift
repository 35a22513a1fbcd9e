import Foundation
import QASBase

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
        /// The item's dictionary.
        public let fields: PropertyListValue
    }

    public let path: String
    /// The top-level dictionary.
    public let root: PropertyListValue
    /// Whether the file was a binary property list.
    public let isBinary: Bool

    /// Reads and parses the file (a regular file of at most 16 MB, XML or binary).
    public init(path: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: PropertyList.Limits.fileSize)
        } catch let e as RegularFile.Failure {
            throw LoadError(path: path, item: nil, message: e.reason == "No such file or directory" ? "no such file" : e.reason)
        }
        try self.init(path: path, bytes: bytes)
    }

    /// Parses the bytes of a file (named `path` in errors).
    public init(path: String, bytes: [UInt8]) throws {
        self.path = path
        let read: (value: PropertyListValue, format: PropertyList.Format)
        do {
            read = try PropertyList.read(bytes)
        } catch let e as PropertyList.ReadError {
            throw LoadError(path: path, item: nil, message: "not a valid property list (truncated or malformed): \(e.message)")
        }
        guard case .dictionary = read.value else {
            throw LoadError(path: path, item: nil, message: "the top level of an Info.plist must be a dictionary")
        }
        root = read.value
        isBinary = read.format == .binary
    }

    /// The raw shortcut items, in file order; none when the key is absent.
    public func rawItems() throws -> [RawItem] {
        guard let value = root[InfoPlist.itemsKey] else { return [] }
        guard case .array(let array) = value else {
            throw LoadError(path: path, item: nil, message: "\(InfoPlist.itemsKey) must be an array, not \(value.kind)")
        }
        return try array.enumerated().map { index, element in
            guard case .dictionary = element else {
                throw LoadError(path: path, item: index, message: "must be a dictionary, not \(element.kind)")
            }
            return RawItem(index: index, fields: element)
        }
    }

    /// The build settings the plist itself provides: PRODUCT_BUNDLE_IDENTIFIER from
    /// a literal CFBundleIdentifier.
    public var ownSettings: [String: String] {
        if case .string(let id)? = root["CFBundleIdentifier"], !id.contains("$") {
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
            // A file that is there but cannot be read is an error, not a silent skip.
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

    /// The items, expanded and localised. A build setting not given is an
    /// error, unless `keepingUnset` (an app folder's own Info.plist, whose
    /// settings a build would fill): then it stays as written, as
    /// `Bundle.main.bundleIdentifier` does.
    public func shortcutItems(settings: [String: String], locale: String, keepingUnset: Bool = false) throws -> [ShortcutItem] {
        let all = ownSettings.merging(settings) { _, given in given }
        let table = try strings(locale: locale)
        return try rawItems().map { raw in try item(raw, settings: all, strings: table, keepingUnset: keepingUnset) }
    }

    public func item(_ raw: RawItem, settings: [String: String], strings: [String: String], keepingUnset: Bool = false) throws -> ShortcutItem {
        func text(_ key: String, required: Bool) throws -> String? {
            guard let value = raw.fields[key] else {
                if required { throw LoadError(path: path, item: raw.index, message: "has no \(key)") }
                return nil
            }
            guard case .string(let s) = value else {
                throw LoadError(path: path, item: raw.index, message: "\(key) must be a string, not \(value.kind)")
            }
            let (expanded, missing) = InfoPlist.expand(s, settings)
            if let missing {
                if keepingUnset { return InfoPlist.expandKnown(s, settings) }
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
        var info: [(String, PropertyListValue)]? = nil
        if let u = raw.fields[InfoPlist.userInfoKey] {
            guard case .dictionary(let pairs) = u else {
                throw LoadError(path: path, item: raw.index, message: "\(InfoPlist.userInfoKey) must be a dictionary")
            }
            // Keys in sorted order: a dictionary in a plist has no order of its own.
            let latest = Dictionary(pairs, uniquingKeysWith: { _, last in last })
            info = try latest.keys.sorted().map { key in (key, try expandValue(latest[key]!, settings, raw.index, keepingUnset)) }
        }
        do {
            return try ShortcutItem(type: type, title: title, subtitle: subtitle, icon: icon, userInfo: info)
        } catch {
            throw LoadError(path: path, item: raw.index, message: "\(error)")
        }
    }

    private func expandValue(_ v: PropertyListValue, _ settings: [String: String], _ index: Int, _ keepingUnset: Bool) throws -> PropertyListValue {
        switch v {
        case .string(let s):
            let (expanded, missing) = InfoPlist.expand(s, settings)
            if let missing {
                if keepingUnset { return .string(InfoPlist.expandKnown(s, settings)) }
                throw LoadError(path: path, item: index, message: "the build setting \(missing) in userInfo is not set; pass --setting \(missing)=VALUE")
            }
            return .string(expanded)
        case .array(let a): return .array(try a.map { try expandValue($0, settings, index, keepingUnset) })
        case .dictionary(let d): return .dictionary(try d.map { ($0, try expandValue($1, settings, index, keepingUnset)) })
        default: return v
        }
    }

    /// Why items cannot be written as XML: a string holds a character that XML
    /// 1.0 cannot carry (a control character other than tab, newline and
    /// carriage return, or U+FFFE, U+FFFF), not even as a `&#…;` reference.
    public struct NotXMLText: Error, CustomStringConvertible, Equatable {
        /// Which item (from 1) and where in it.
        public let item: Int
        public let place: String
        public let scalar: UInt32
        public var description: String {
            let code = String(scalar, radix: 16, uppercase: true)
            return "item \(item): \(place) holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which an XML property list cannot hold; remove it, or write a binary property list (--format binary)"
        }
    }

    /// The first string of `items` that XML cannot carry, as an error.
    public static func xmlProblem(_ items: [ShortcutItem]) -> NotXMLText? {
        func bad(_ s: String) -> UInt32? { s.unicodeScalars.first(where: XMLPropertyListWriter.cannotHold)?.value }
        func inValue(_ v: PropertyListValue, _ place: String) -> (String, UInt32)? {
            switch v {
            case .string(let s): return bad(s).map { (place, $0) }
            case .array(let a):
                for (i, e) in a.enumerated() { if let p = inValue(e, "\(place)[\(i)]") { return p } }
            case .dictionary(let d):
                for (k, e) in d {
                    if let c = bad(k) { return ("a key of \(place)", c) }
                    if let p = inValue(e, "\(place)[\(XMLPropertyListWriter.shown(k))]") { return p }
                }
            default: break
            }
            return nil
        }
        for (n, item) in items.enumerated() {
            var strings = [("the type", item.type), ("the title", item.title)]
            if let s = item.subtitle { strings.append(("the subtitle", s)) }
            switch item.icon {
            case .image(let name)?, .symbol(let name)?: strings.append(("the icon's name", name))
            default: break
            }
            for (place, text) in strings { if let c = bad(text) { return NotXMLText(item: n + 1, place: place, scalar: c) } }
            if let info = item.userInfo, let (place, c) = inValue(.dictionary(info), "userInfo") {
                return NotXMLText(item: n + 1, place: place, scalar: c)
            }
        }
        return nil
    }

    /// Serialises items as an Info.plist fragment holding `UIApplicationShortcutItems`;
    /// as XML only when every string is XML text (`xmlProblem`).
    public static func export(_ items: [ShortcutItem], binary: Bool) throws -> [UInt8] {
        if !binary, let problem = xmlProblem(items) { throw problem }
        let array: [PropertyListValue] = items.map { item in
            var d: [(String, PropertyListValue)] = [(typeKey, .string(item.type)), (titleKey, .string(item.title))]
            if let s = item.subtitle { d.append((subtitleKey, .string(s))) }
            switch item.icon {
            case .system(let t)?: d.append((iconTypeKey, .string(t.plistName)))
            case .image(let n)?: d.append((iconFileKey, .string(n)))
            case .symbol(let n)?: d.append((iconSymbolKey, .string(n)))
            case nil: break
            }
            if let info = item.userInfo, !info.isEmpty { d.append((userInfoKey, .dictionary(info))) }
            return .dictionary(d)
        }
        let root = PropertyListValue.dictionary([(itemsKey, .array(array))])
        return binary ? PropertyList.binary(root) : PropertyList.xml(root)
    }
}
