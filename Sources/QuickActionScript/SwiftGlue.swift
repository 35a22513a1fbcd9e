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
        /// The Swift name of each userInfo key's value, told apart from each
        /// other and from the names the generated code uses.
        var valueNames: [String: String] = [:]

        /// The Swift name of a userInfo key's value.
        func name(of key: String) -> String { valueNames[key] ?? SwiftGlue.identifier(key) }
    }

    let script: String
    var actions: [ActionInfo] = []
    /// The Info.plist items, as `qas plist` writes them.
    var staticItems: [ShortcutItem] = []

    /// Reads the script's declarations without running it. Throws what running
    /// `qas plist` on it would (compile errors, unset build settings).
    public init(file path: String, settings: [String: String] = [:]) throws {
        // The name goes into comments only, written so that it cannot end one.
        script = SwiftGlue.commentSafe((path as NSString).lastPathComponent)
        let session = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        session.buildSettings = settings
        staticItems = try session.staticItems(ofFile: path)
        // The glue writes its Info.plist fragment as XML.
        if let problem = InfoPlist.xmlProblem(staticItems) { throw problem }
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
    /// apart by a number when two types share a name; and the names of each
    /// action's userInfo values.
    private mutating func nameCases() {
        var used = SwiftGlue.enumMembers
        for i in actions.indices {
            let base = SwiftGlue.identifier(actions[i].type.split(separator: ".").last.map(String.init) ?? actions[i].type)
            actions[i].caseName = SwiftGlue.unique(base, in: &used)
            var names = SwiftGlue.reservedValueNames
            for (key, _) in actions[i].userInfo where actions[i].valueNames[key] == nil {
                var name = SwiftGlue.identifier(key, keywordSuffix: "Value")
                if SwiftGlue.reservedValueNames.contains(name) { name += "Info" }
                actions[i].valueNames[key] = SwiftGlue.unique(name, in: &names)
            }
            for (key, type) in actions[i].userInfo { actions[i].userInfo[actions[i].userInfo.firstIndex { $0.key == key }!].type = SwiftGlue.plistType(type) }
        }
    }

    /// `name`, or `name2`, `name3`… the first not in `used` (which then holds it).
    static func unique(_ name: String, in used: inout Set<String>) -> String {
        let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        var candidate = bare, n = 2
        while used.contains(candidate) {
            candidate = "\(bare)\(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate == bare ? name : candidate
    }

    /// Names an `ActionType`/`Action` case may not take: the enums' own members.
    static let enumMembers: Set<String> = ["allCases", "rawValue", "init", "hashValue", "hash", "Type", "self", "Self",
                                           "AllCases", "RawValue"]

    /// Names a userInfo value may not take: the builders' parameters and the
    /// names the delivery code binds where the values are used.
    static let reservedValueNames: Set<String> = ["title", "subtitle", "icon", "handler", "action", "item", "type",
                                                  "shortcutItem", "completionHandler", "Type", "Self", "self", "super"]

    /// A type a userInfo value can have in the generated code: what the script
    /// cast it to when that is a property-list type (`String`, `[Int]`,
    /// `[String: Any]`…), else `any NSSecureCoding`.
    static func plistType(_ type: String) -> String {
        isPlistType(Substring(type.replacingOccurrences(of: " ", with: ""))) ? type : "any NSSecureCoding"
    }

    private static let plistScalars: Set<Substring> = ["String", "Int", "Double", "Bool", "Date", "Data", "Float", "Int8", "Int16",
                                                       "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Any"]

    private static func isPlistType(_ t: Substring) -> Bool {
        if plistScalars.contains(t) { return t != "Any" }
        guard t.first == "[", t.last == "]" else { return false }
        let inner = t.dropFirst().dropLast()
        var depth = 0
        for i in inner.indices {
            switch inner[i] {
            case "[": depth += 1
            case "]": depth -= 1
            case ":" where depth == 0:
                return inner[..<i] == "String" && (inner[inner.index(after: i)...] == "Any" || isPlistType(inner[inner.index(after: i)...]))
            default: break
            }
        }
        return inner == "Any" || isPlistType(inner)
    }

    // MARK: Names and types

    static let swiftKeywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
        "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup", "private",
        "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Any", "Type",
        "_",
    ]

    /// A lowerCamelCase Swift identifier from any text: `NoteID` → `noteID`,
    /// `open-url` → `openUrl`, `42` → `_42`; only ASCII letters and digits are
    /// kept (`🎉` alone → `value`). A keyword is written in backticks, or with
    /// `keywordSuffix` after it.
    static func identifier(_ text: String, keywordSuffix: String? = nil) -> String {
        func isWordCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        let words = text.split { !isWordCharacter($0) }.map(String.init)
        guard !words.isEmpty else { return "value" }
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
        guard swiftKeywords.contains(name) else { return name }
        return keywordSuffix.map { name + $0 } ?? "`\(name)`"
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

    /// Text for a `//` comment: a character that could end the comment (a line
    /// break of any kind) or that a reader cannot see is written as `\u{…}`.
    static func commentSafe(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
