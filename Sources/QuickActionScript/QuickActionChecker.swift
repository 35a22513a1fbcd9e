import Foundation
import QASLanguage
import QASPlatform

/// Lints a script's quick actions without running it (`qas check`): titles, duplicate
/// types, icon names, the menu limit, handlers without actions and actions without
/// handlers, userInfo, and build settings — in the script and in Info.plist files.
public struct QuickActionChecker {
    /// One problem, printed GNU-style: `file:line:col: warning|error: message`.
    public struct Finding: CustomStringConvertible {
        public let place: String
        public let isError: Bool
        public let message: String
        /// A mistake that stops the program from compiling (found by compiling it).
        public var isCompileError = false
        public var description: String { "\(place): \(isError ? "error" : "warning"): \(message)" }

        /// The line and column of a place written `file:line:col`.
        public var lineAndColumn: (line: Int, column: Int)? {
            let parts = place.split(separator: ":")
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
            return (line, column)
        }
    }

    public private(set) var findings: [Finding] = []
    let settings: [String: String]
    let locale: String
    public var menuLimit = 4

    public init(settings: [String: String] = [:], locale: String = "en") {
        self.settings = settings
        self.locale = locale
    }

    /// The calls that make shortcut items, in qas's and UIKit's spelling.
    static let itemMakers: Set<String> = ["shortcut", "UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]

    private struct Declared {
        let type: String
        let place: String
        let isStatic: Bool
    }

    private mutating func error(_ place: String, _ message: String) { findings.append(Finding(place: place, isError: true, message: message)) }
    private mutating func warning(_ place: String, _ message: String) { findings.append(Finding(place: place, isError: false, message: message)) }

    /// Lints a script file (and an Info.plist given with `--plist`).
    ///
    /// - Throws: `QASError.io` when the script cannot be read.
    ///
    /// The program is compiled too (nothing runs): its compile errors are
    /// findings (`isCompileError`). Findings come in line order, those of
    /// Info.plist files first.
    public mutating func check(file path: String, plist: String?) throws {
        let source = try Engine.loadSource(path)
        let session = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        session.buildSettings = settings
        session.locale = locale
        for d in try session.engine.check(source) {
            var finding = Finding(place: "\(d.file):\(d.line):\(d.column)", isError: d.severity == .error, message: d.message)
            finding.isCompileError = d.severity == .error
            findings.append(finding)
        }
        // A program that does not compile is linted only when it parses.
        check(source, plist: plist)
        var seen = Set<String>()
        findings = findings.filter { seen.insert($0.description).inserted }
        let script = source.name
        findings = findings.enumerated().sorted { a, b in
            func key(_ f: Finding) -> (Int, Int, Int) {
                guard f.place.hasPrefix(script + ":"), let (line, column) = f.lineAndColumn else { return (0, 0, 0) }
                return (1, line, column)
            }
            let (x, y) = (key(a.element), key(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// Lints a script given as text (an editor's unsaved buffer); `directory` is
    /// where its relative paths are read from.
    public mutating func check(code: String, name: String, directory: String? = nil) {
        check(Source(name: name, text: code, directory: directory ?? FileManager.default.currentDirectoryPath), plist: nil)
    }

    /// The app declarations and item-making calls of a program, read without
    /// running it. Throws `CompileError` when it does not parse.
    static func outline(of source: Source) throws -> ProgramOutline {
        let readOnly = ReadOnlyDeclarations()
        return try withExtendedLifetime(readOnly) {
            try ProgramOutline.of(source, registry: AppDeclaration.registry(readOnly), calls: itemMakers)
        }
    }

    mutating func check(_ source: Source, plist: String?) {
        let outline: ProgramOutline
        do {
            outline = try QuickActionChecker.outline(of: source)
        } catch let e as CompileError {
            for d in e.diagnostics { error("\(d.location)", d.message) }
            return
        } catch {
            self.error(source.name, "\(error)")
            return
        }
        let declarations = outline.declarations
        func declarationsOf(_ kind: AppDeclaration) -> [ProgramOutline.Declaration] {
            declarations.filter { $0.form == kind.rawValue }
        }
        var declared: [Declared] = []
        var allSettings = settings
        // An app folder's own Info.plist (`own`): a build setting it leaves unset is
        // filled by a build, so it is a warning, and the setting stays as written.
        var plists: [(path: String, place: String, own: Bool)] = []
        if let plist { plists.append((plist, plist, false)) }
        for d in declarationsOf(.staticActionsFrom) {
            guard case .value(.string(let file))? = d.name else { continue }
            let dir = source.directory ?? "."
            let path = file.hasPrefix("/") ? file : (dir as NSString).appendingPathComponent(file)
            plists.append((path, "\(d.location)", d.location.file == path))
        }
        // Plists first: their own settings (PRODUCT_BUNDLE_IDENTIFIER) apply to the script too.
        var loaded: [(InfoPlist, [InfoPlist.RawItem], strings: [String: String], own: Bool)] = []
        for (path, place, own) in plists {
            do {
                let p = try InfoPlist(path: path)
                allSettings.merge(p.ownSettings) { given, _ in given }
                loaded.append((p, try p.rawItems(), try p.strings(locale: locale), own))
            } catch {
                self.error(place, "\(error)")
            }
        }
        for (p, items, strings, own) in loaded {
            for raw in items { checkPlistItem(p, raw, settings: allSettings, strings: strings, own: own, into: &declared) }
        }
        // Items in source order, whichever way they are written.
        enum Item { case declaration(ProgramOutline.Declaration), call(ProgramOutline.Call) }
        let items = (declarations.map { ($0.location.range.start, Item.declaration($0)) }
                     + outline.calls.map { ($0.location.range.start, Item.call($0)) }).sorted { $0.0 < $1.0 }
        for (_, item) in items {
            switch item {
            case .declaration(let d) where d.form == AppDeclaration.staticAction.rawValue:
                checkItem(d, isStatic: true, settings: allSettings, into: &declared)
            case .declaration(let d) where d.form == AppDeclaration.action.rawValue:
                checkItem(d, isStatic: false, settings: allSettings, into: &declared)
            case .call(let c):
                checkShortcutCall(c, settings: allSettings, into: &declared)
            default: break
            }
        }
        // Duplicate static types.
        var seen: [String: String] = [:]
        for d in declared where d.isStatic {
            if let first = seen[d.type] { error(d.place, "static action type '\(d.type)' is declared twice (first at \(first))") }
            else { seen[d.type] = d.place }
        }
        let statics = declared.filter(\.isStatic)
        if statics.count > menuLimit {
            warning(statics[menuLimit].place, "\(statics.count) static actions, but the menu shows only \(menuLimit); this one and those after it never appear")
        }
        // Handlers and declared types.
        // Types compare as written and as expanded (`on "$(ID).Scan"` handles "com.x.Scan").
        let declaredTypes = Set(declared.map(\.type))
        // An item whose type is computed (`type: Kind.edit.rawValue`) may be any type.
        let computedTypes = outline.calls.contains { c in
            guard let t = c.argument("type") ?? c.arguments.first.flatMap({ $0.label == nil ? $0 : nil }) else { return false }
            if case .value(.string) = t.value { return false }
            return true
        }
        var handled: Set<String> = []
        for d in declarationsOf(.on) {
            guard case .value(.string(let type))? = d.name, !d.nameIsWord else { continue }
            let expanded = InfoPlist.expand(type, allSettings).0
            handled.formUnion([type, expanded])
            if !declaredTypes.contains(type) && !declaredTypes.contains(expanded) && !computedTypes {
                warning("\(d.location)", "a handler for '\(type)', but no action declares that type")
            }
        }
        // The app's own delegate classes receive the items: no `on` handler is needed.
        if QuickActionChecker.declaresDelegate(String(decoding: source.bytes, as: UTF8.self)) { return }
        var reported: Set<String> = []
        for d in declared where !handled.contains(d.type) && !reported.contains(d.type) {
            reported.insert(d.type)
            warning(d.place, "'\(d.type)' is declared but has no handler; add on \"\(d.type)\" { item in … }")
        }
    }

    private mutating func checkPlistItem(_ p: InfoPlist, _ raw: InfoPlist.RawItem, settings: [String: String],
                                         strings: [String: String], own: Bool, into declared: inout [Declared]) {
        let place = "\(p.path): item \(raw.index)"
        do {
            let item = try p.item(raw, settings: settings, strings: strings)
            declared.append(Declared(type: item.type, place: p.path + " item \(raw.index)", isStatic: true))
        } catch let e as InfoPlist.LoadError where own && e.message.contains("is not set") {
            warning(p.path, (e.item.map { "item \($0): " } ?? "") + e.message.replacingOccurrences(of: "; pass", with: "; it stays as written (pass") + ")")
            if let item = try? p.item(raw, settings: settings, strings: strings, keepingUnset: true) {
                declared.append(Declared(type: item.type, place: p.path + " item \(raw.index)", isStatic: true))
            }
        } catch let e as InfoPlist.LoadError {
            error(p.path, (e.item.map { "item \($0): " } ?? "") + e.message)
        } catch {
            self.error(place, "\(error)")
        }
        if case .string(let name)? = raw.fields["UIApplicationShortcutItemIconType"], IconType(plistName: name) == nil {
            let names = IconType.allCases.map(\.plistName)
            var message = "unknown icon type '\(name)'"
            if let s = closest(name, names) { message += "; did you mean '\(s)'?" }
            error(place, message)
        }
    }

    private mutating func checkItem(_ d: ProgramOutline.Declaration, isStatic: Bool, settings: [String: String],
                                    into declared: inout [Declared]) {
        let place = "\(d.location)"
        guard case .value(.string(let type))? = d.name else { return }
        let (expandedType, missingInType) = InfoPlist.expand(type, settings)
        if type.isEmpty { error(place, "an action's type must not be empty") }
        if let missing = missingInType, isStatic {
            error(place, "the build setting \(missing) in the type '\(type)' is not set; pass --setting \(missing)=VALUE")
        }
        switch d.field("title") {
        case nil: if isStatic { error(place, "static action '\(type)' has no title") }
        case let title?:
            if case .value(.string(let t)) = title.value {
                if t.isEmpty { error("\(title.location)", "the title of '\(type)' is empty") }
                if let missing = InfoPlist.expand(t, settings).missing, isStatic {
                    error("\(title.location)", "the build setting \(missing) in the title of '\(type)' is not set")
                }
            }
        }
        checkIcon(d.field("icon"))
        checkUserInfo(d.field("userInfo"))
        declared.append(Declared(type: expandedType, place: place, isStatic: isStatic))
    }

    private mutating func checkShortcutCall(_ call: ProgramOutline.Call, settings: [String: String], into declared: inout [Declared]) {
        guard case .value(.string(let type))? = (call.argument("type") ?? call.arguments.first.flatMap { $0.label == nil ? $0 : nil })?.value else { return }
        checkIcon(call.argument("icon"))
        checkUserInfo(call.argument("userInfo"))
        declared.append(Declared(type: InfoPlist.expand(type, settings).0, place: "\(call.location)", isStatic: false))
    }

    private mutating func checkIcon(_ icon: ProgramOutline.Labelled?) {
        guard let icon, case .implicitMember(let name) = icon.value, IconType(rawValue: name) == nil else { return }
        var message = "unknown icon type '.\(name)'"
        if let s = closest(name, IconType.allCases.map(\.rawValue)) { message += "; did you mean '.\(s)'?" }
        error("\(icon.location)", message)
    }

    /// Whether the script declares a UIKit app or scene delegate class.
    static func declaresDelegate(_ text: String) -> Bool {
        text.range(of: #"class\s+\w+\s*:[^{]*\b(UIApplicationDelegate|UIWindowSceneDelegate|UISceneDelegate)\b"#,
                   options: .regularExpression) != nil
    }

    private mutating func checkUserInfo(_ info: ProgramOutline.Labelled?) {
        // `userInfo: nil` is an item without userInfo, as in UIKit.
        guard let info else { return }
        if case .value(.null) = info.value { return }
        if let problem = plistProblem(info.value, path: "userInfo") { error("\(info.location)", problem) }
    }

    private func plistProblem(_ a: ProgramOutline.Argument, path: String) -> String? {
        switch a {
        case .value(.null): return "\(path) is nil, which a property list cannot hold"
        case .value, .computed: return nil
        case .array(let items):
            for (i, x) in items.enumerated() { if let p = plistProblem(x, path: "\(path)[\(i)]") { return p } }
            return nil
        case .dictionary(let pairs):
            for (k, v) in pairs {
                guard case .value(.string(let key)) = k else { return "\(path) must have String keys, not \(k)" }
                if let p = plistProblem(v, path: "\(path)[\(key.debugDescription)]") { return p }
            }
            return nil
        // Foundation's values a property list holds (`NSNumber(value: 3)`, `String(id)`, `Date()`).
        case .call(let name, _) where ["NSNumber", "NSString", "String", "Int", "Double", "Bool", "Date", "Data", "NSDate", "NSData"].contains(name):
            return nil
        case .implicitMember, .call: return "\(path) holds \(a), which a property list cannot hold"
        }
    }

    private func closest(_ name: String, _ candidates: [String]) -> String? {
        Suggestion.closest(to: name, in: candidates)
    }
}
