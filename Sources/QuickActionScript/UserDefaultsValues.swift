import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// `UserDefaults.standard` and `UserDefaults(suiteName:)`: property-list values
/// by key, kept in the store, so they outlive `terminate()` and the qas run (with
/// a store on disk). A suite (an App Group) is shared by the app, its widgets and
/// its intents. Values registered with `register(defaults:)` are read when
/// nothing was set, and are not saved.
final class UserDefaultsObject: TabledObject {
    let suite: String
    let store: NoteStore
    /// Told what the app saves from an item and reads back (`qas explore`).
    weak var tracker: DeliveryTracker?
    private var registered: [String: PropertyListValue] = [:]

    init(suite: String, store: NoteStore, tracker: DeliveryTracker?) { self.suite = suite; self.store = store; self.tracker = tracker }
    var typeName: String { "UserDefaults" }
    var description: String { suite.isEmpty ? "<NSUserDefaults>" : "<NSUserDefaults: \(suite)>" }
    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? UserDefaultsObject else { return false }
        return o.suite == suite && o.store === store
    }
    func isKind(of name: String) -> Bool { ["UserDefaults", "NSUserDefaults", "NSObject"].contains(name) }

    /// The row a key is kept in: `defaults/<suite>/<key>`.
    private func row(_ key: String) -> String { "defaults/\(suite)/\(key)" }

    func value(_ key: String) throws -> PropertyListValue? {
        if let text = try store.appState(row(key)) {
            return try PropertyList.read(Array(text.utf8)).value
        }
        return registered[key]
    }

    func set(_ value: Value, _ key: String) throws {
        if case .null = value { return try remove(key) }
        let p: PropertyListValue
        do {
            p = try propertyListValue(value, at: "the value for key '\(key)'")
        } catch let e as NativeError {
            // iOS stops the app: "Attempt to insert non-property list object".
            throw NativeError("UserDefaults can only keep property-list values: \(e.message)")
        }
        let xml = String(decoding: PropertyList.xml(p), as: UTF8.self)
        try store.setAppState(row(key), xml)
        if case .string(let s) = p { tracker?.savedValue(s, forKey: row(key)) } else { tracker?.savedValue(nil, forKey: row(key)) }
    }

    func remove(_ key: String) throws {
        try store.saveAppState([], items: nil, removing: [row(key)])
        tracker?.savedValue(nil, forKey: row(key))
    }

    /// A value read by the app: a saved item's value read back is the item used.
    func read(_ key: String) throws -> PropertyListValue? {
        let v = try value(key)
        if case .string(let s)? = v { tracker?.readSaved(s, forKey: row(key)) }
        return v
    }

    static func key(_ args: Arguments, _ what: String) throws -> String {
        guard case .string(let key)? = args.labeled("forKey") else { throw NativeError("\(what) takes forKey: and a String") }
        return key
    }

    /// `integer(forKey:)`, `bool(forKey:)`…: a number read the way Foundation
    /// converts it (a string "12" is 12; "YES", "true" and "1" are true).
    private static func number(_ p: PropertyListValue?) -> Double? {
        switch p {
        case .integer(let i)?: return Double(i)
        case .real(let d)?: return d
        case .boolean(let b)?: return b ? 1 : 0
        case .string(let s)?:
            let t = s.trimmingCharacters(in: .whitespaces)
            if let d = Double(t) { return d }
            switch t.lowercased() { case "yes", "true": return 1; case "no", "false": return 0; default: return nil }
        default: return nil
        }
    }

    static let members = MemberTable<UserDefaultsObject>()
        .method("set") { o, args, _ in
            guard args.count == 2, args.labels == [nil, "forKey"] else { throw NativeError("set(_:forKey:) takes a value and forKey:") }
            try o.set(args[0], try key(args, "set(_:forKey:)"))
            return .null
        }
        .method("removeObject") { o, args, _ in try o.remove(try key(args, "removeObject(forKey:)")); return .null }
        .method("object") { o, args, _ in try o.read(try key(args, "object(forKey:)")).map(scriptValue) ?? .null }
        .method("string") { o, args, _ in
            switch try o.read(try key(args, "string(forKey:)")) {
            case .string(let s)?: return .string(s)
            case .integer(let i)?: return .string(String(i))
            case .real(let d)?: return .string(String(d))
            default: return .null
            }
        }
        .method("integer") { o, args, _ in
            let d = number(try o.read(try key(args, "integer(forKey:)"))) ?? 0
            return .int(d.isFinite && abs(d) < 9.2e18 ? Int(d) : 0)
        }
        .method("double") { o, args, _ in .double(number(try o.read(try key(args, "double(forKey:)"))) ?? 0) }
        .method("bool") { o, args, _ in .bool((number(try o.read(try key(args, "bool(forKey:)"))) ?? 0) != 0) }
        .method("array") { o, args, _ in
            if case .array(let a)? = try o.read(try key(args, "array(forKey:)")) { return scriptValue(.array(a)) }
            return .null
        }
        .method("stringArray") { o, args, _ in
            guard case .array(let a)? = try o.read(try key(args, "stringArray(forKey:)")) else { return .null }
            var strings: [Value] = []
            for v in a { guard case .string(let s) = v else { return .null }; strings.append(.string(s)) }
            return .array(strings)
        }
        .method("dictionary") { o, args, _ in
            if case .dictionary(let d)? = try o.read(try key(args, "dictionary(forKey:)")) { return scriptValue(.dictionary(d)) }
            return .null
        }
        .method("data") { o, args, _ in
            if case .data(let d)? = try o.read(try key(args, "data(forKey:)")) { return scriptValue(.data(d)) }
            return .null
        }
        .method("register") { o, args, _ in
            guard args.count == 1, args.labels[0] == "defaults", case .dictionary = args[0],
                  case .dictionary(let pairs) = try propertyListValue(args[0], at: "register(defaults:)") else {
                throw NativeError("register(defaults:) takes a dictionary of property-list values")
            }
            for (k, v) in pairs { o.registered[k] = v }
            return .null
        }
        .method("synchronize") { _, _, _ in .bool(true) }
}

/// What the name `UserDefaults` is: `standard` and `UserDefaults(suiteName:)`.
final class UserDefaultsNamespace: TabledObject {
    let standard: UserDefaultsObject
    let store: NoteStore
    weak var tracker: DeliveryTracker?
    init(store: NoteStore, tracker: DeliveryTracker) {
        self.store = store
        self.tracker = tracker
        standard = UserDefaultsObject(suite: "", store: store, tracker: tracker)
    }
    var typeName: String { "UserDefaults.Type" }
    var description: String { "UserDefaults" }
    func isEqual(to other: HostObject) -> Bool { other === self }
    func call(_ args: Arguments, in rt: Runtime) throws -> Value? {
        if args.count == 0 { return .object(standard) }
        guard args.count == 1, args.labels[0] == "suiteName" else { throw NativeError("UserDefaults takes suiteName:") }
        guard case .string(let suite) = args[0] else { return .object(standard) }
        // iOS refuses the app's own bundle identifier and the global domain.
        if suite == "NSGlobalDomain" { return .null }
        return .object(UserDefaultsObject(suite: suite, store: store, tracker: tracker))
    }
    static let members = MemberTable<UserDefaultsNamespace>()
        .property("standard") { o, _ in .object(o.standard) }
}

extension AppSession {
    /// `UserDefaults`, kept in the session's store.
    func installUserDefaults() {
        interpreter.define("UserDefaults", .object(UserDefaultsNamespace(store: store, tracker: app.tracker)))
    }
}
