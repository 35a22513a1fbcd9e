import Foundation
import QASLanguage
import QASPlatform

/// The Swift an app needs for the quick actions a script declares (`qas swift`):
/// the action types, a typed `Action` read from a shortcut item, builders for the
/// dynamic items, a delivery object that hands each item to the app exactly once
/// in UIKit's call orders, and the Info.plist fragment. Deterministic: the same
/// script gives the same bytes.
public struct SwiftGlue {
    /// One generated file: its name and contents.
    public struct File {
        public let name: String
        public let contents: String
    }

    /// A script with nothing to generate glue for.
    public struct NoQuickActions: Error, CustomStringConvertible {
        public let script: String
        public var description: String {
            "\(script) declares no quick action (no static action, action, shortcut(type:) or on \"Type\" handler)"
        }
    }

    /// A type written with a build setting that is not set.
    public struct UnsetSetting: Error, CustomStringConvertible {
        public let type: String
        public let setting: String
        public var description: String {
            "the build setting \(setting) in the type '\(type)' is not set; pass --setting \(setting)=VALUE"
        }
    }

    /// An action type and what is known of it.
    struct ActionInfo {
        let type: String
        var caseName: String
        var isStatic: Bool
        var title: String?
        var icon: String?
        /// userInfo keys, with the Swift type of each value.
        var userInfo: [(key: String, type: String)] = []
        /// The keys its handler reads.
        var handlerReads: [String] = []
        var hasHandler = false
    }

    let script: String
    var actions: [ActionInfo] = []
    /// The Info.plist items, as `qas plist` writes them.
    var staticItems: [ShortcutItem] = []

    /// Reads the script's declarations without running it. Throws what running
    /// `qas plist` on it would (compile errors, unset build settings).
    public init(file path: String, settings: [String: String] = [:]) throws {
        script = (path as NSString).lastPathComponent
        let engine = Engine()
        engine.buildSettings = settings
        staticItems = try engine.staticItems(ofFile: path)
        for item in staticItems {
            var info = ActionInfo(type: item.type, caseName: "", isStatic: true, title: item.title, icon: item.icon.map(SwiftGlue.swiftIcon))
            info.userInfo = (item.userInfo ?? []).map { ($0.0, SwiftGlue.swiftType(of: $0.1)) }
            add(info)
        }
        let source = try Engine.loadSource(path)
        let outline: ProgramOutline
        do {
            outline = try QuickActionChecker.outline(of: source)
        } catch let e as CompileError {
            throw QASError.compile(e.diagnostics.map(ScriptDiagnostic.init))
        }
        // Types are written with build settings as Info.plist's are: the plists' own
        // settings apply, and those given win.
        var allSettings = settings
        for d in outline.declarations where d.form == AppDeclaration.staticActionsFrom.rawValue {
            guard case .value(.string(let file))? = d.name else { continue }
            let dir = source.directory ?? "."
            if let plist = try? InfoPlist(path: file.hasPrefix("/") ? file : (dir as NSString).appendingPathComponent(file)) {
                allSettings.merge(plist.ownSettings) { given, _ in given }
            }
        }
        func expanded(_ type: String) throws -> String {
            let (text, missing) = InfoPlist.expand(type, allSettings)
            if let missing { throw UnsetSetting(type: type, setting: missing) }
            return text
        }
        for d in outline.declarations where d.form == AppDeclaration.action.rawValue {
            guard case .value(.string(let written))? = d.name else { continue }
            let type = try expanded(written)
            var info = ActionInfo(type: type, caseName: "", isStatic: false)
            if case .value(.string(let t))? = d.field("title")?.value { info.title = t }
            info.icon = d.field("icon").flatMap { SwiftGlue.swiftIcon($0.value) }
            if case .dictionary(let pairs)? = d.field("userInfo")?.value {
                info.userInfo = pairs.compactMap { k, v in
                    guard case .value(.string(let key)) = k else { return nil }
                    return (key, SwiftGlue.swiftType(of: v))
                }
            }
            add(info)
        }
        for call in outline.calls {
            guard case .value(.string(let written))? = call.argument("type")?.value else { continue }
            let type = try expanded(written)
            var info = ActionInfo(type: type, caseName: "", isStatic: false)
            if case .value(.string(let t))? = (call.argument("title") ?? call.argument("localizedTitle"))?.value { info.title = t }
            add(info)
        }
        for d in outline.declarations where d.form == AppDeclaration.on.rawValue && !d.nameIsWord {
            guard case .value(.string(let written))? = d.name else { continue }
            let type = try expanded(written)
            if !actions.contains(where: { $0.type == type }) { add(ActionInfo(type: type, caseName: "", isStatic: false)) }
            let i = actions.firstIndex { $0.type == type }!
            actions[i].hasHandler = true
            for read in d.userInfoReads {
                actions[i].handlerReads.append(read.key)
                if !actions[i].userInfo.contains(where: { $0.key == read.key }) {
                    actions[i].userInfo.append((read.key, read.type.map(SwiftGlue.optionalStripped) ?? "any NSSecureCoding"))
                } else if let cast = read.type, let j = actions[i].userInfo.firstIndex(where: { $0.key == read.key }),
                          actions[i].userInfo[j].type == "any NSSecureCoding" {
                    actions[i].userInfo[j].type = SwiftGlue.optionalStripped(cast)
                }
            }
        }
        guard !actions.isEmpty else { throw NoQuickActions(script: path) }
        nameCases()
    }

    /// Merges what a second mention of a type adds.
    private mutating func add(_ info: ActionInfo) {
        if let i = actions.firstIndex(where: { $0.type == info.type }) {
            if actions[i].title == nil { actions[i].title = info.title }
            if actions[i].icon == nil { actions[i].icon = info.icon }
            for pair in info.userInfo where !actions[i].userInfo.contains(where: { $0.key == pair.key }) { actions[i].userInfo.append(pair) }
            actions[i].isStatic = actions[i].isStatic || info.isStatic
        } else {
            actions.append(info)
        }
    }

    /// Swift case names from the types: `com.me.app.NewNote` → `newNote`, told
    /// apart by a number when two types share a name.
    private mutating func nameCases() {
        var used = Set<String>()
        for i in actions.indices {
            var name = SwiftGlue.identifier(actions[i].type.split(separator: ".").last.map(String.init) ?? actions[i].type)
            if used.contains(name) {
                var n = 2
                while used.contains("\(name)\(n)") { n += 1 }
                name = "\(name)\(n)"
            }
            used.insert(name)
            actions[i].caseName = name
        }
    }

    // MARK: Names and types

    static let swiftKeywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "is", "let", "nil",
        "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// A lowerCamelCase Swift identifier from any text: `NoteID` → `noteID`,
    /// `open-url` → `openUrl`, `42` → `_42`.
    static func identifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return "action" }
        var name = words.enumerated().map { i, w in i == 0 ? w : w.prefix(1).uppercased() + w.dropFirst() }.joined()
        // Lower the leading capitals, keeping an acronym's last one for the next word (`URLTitle` → `urlTitle`).
        let chars = Array(name)
        var k = 0
        while k < chars.count && chars[k].isUppercase { k += 1 }
        if k == 1 || k == chars.count || k > 1 && !chars[k].isLetter {
            name = String(chars[..<k]).lowercased() + String(chars[k...])
        } else if k > 1 {
            name = String(chars[..<(k - 1)]).lowercased() + String(chars[(k - 1)...])
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The Swift name of a userInfo value: its key as an identifier, kept clear of
    /// the builders' own parameters (`icon` → `iconInfo`).
    static func valueName(_ key: String) -> String {
        let name = identifier(key)
        return ["title", "subtitle", "icon"].contains(name) ? name + "Info" : name
    }

    static func swiftType(of value: PropertyListValue) -> String {
        switch value {
        case .string: return "String"
        case .integer: return "Int"
        case .real: return "Double"
        case .boolean: return "Bool"
        case .date: return "Date"
        case .data: return "Data"
        case .array: return "[Any]"
        case .dictionary: return "[String: Any]"
        }
    }

    static func swiftType(of argument: ProgramOutline.Argument) -> String {
        switch argument {
        case .value(.string): return "String"
        case .value(.int): return "Int"
        case .value(.double): return "Double"
        case .value(.bool): return "Bool"
        case .array: return "[Any]"
        case .dictionary: return "[String: Any]"
        default: return "any NSSecureCoding"
        }
    }

    static func optionalStripped(_ type: String) -> String { type.hasSuffix("?") ? String(type.dropLast()) : type }

    static func swiftIcon(_ icon: ShortcutIcon) -> String {
        switch icon {
        case .system(let t): return "UIApplicationShortcutIcon(type: .\(t.rawValue))"
        case .symbol(let name): return "UIApplicationShortcutIcon(systemImageName: \(literal(name)))"
        case .image(let name): return "UIApplicationShortcutIcon(templateImageName: \(literal(name)))"
        }
    }

    static func swiftIcon(_ argument: ProgramOutline.Argument) -> String? {
        switch argument {
        case .implicitMember(let name): return IconType(rawValue: name).map { "UIApplicationShortcutIcon(type: .\($0.rawValue))" }
        case .call("symbol", let args) where args.count == 1:
            if case .value(.string(let n)) = args[0] { return swiftIcon(.symbol(n)) }
            return nil
        case .call("image", let args) where args.count == 1:
            if case .value(.string(let n)) = args[0] { return swiftIcon(.image(n)) }
            return nil
        default: return nil
        }
    }

    /// A Swift string literal.
    static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
