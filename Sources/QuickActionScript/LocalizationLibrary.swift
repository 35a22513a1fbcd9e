import Foundation
import QASLanguage
import QASPlatform

/// `NSLocalizedString` and `String(localized:)`: a key's text from the app's
/// `.strings` tables — `Localizable.strings` (or the table named) in its
/// `Base.lproj`, `en.lproj` and `LOCALE.lproj` folders (`AppResources`), the
/// locale's winning — as the app's bundle would give it; a key no table has
/// is the value given, or else the key itself, as Foundation answers.
enum LocalizationLibrary {
    static let source = #"""
    func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Any? = nil, value: String = "", comment: String) -> String {
        __localized(key, tableName, value)
    }
    """#

    static func install(in interpreter: Interpreter, locale: @escaping () -> String) throws {
        let tables = Tables()
        let localized = NativeFunction("__localized", arity: 3...3) { args, rt in
            guard case .string(let key) = args[0] else { throw NativeError("a localized string's key is a String") }
            let table: String
            if case .string(let t) = args[1] { table = t } else { table = "Localizable" }
            let strings = try tables.strings(table, rt, locale: locale())
            if let text = strings[key] { return .string(text) }
            if case .string(let value) = args[2], !value.isEmpty { return .string(value) }
            return .string(key)
        }
        interpreter.define("__localized", .native(localized))
        // `String(localized: "key", table: "T", comment: "…")`.
        interpreter.runtime.hostStringInitializers["localized"] = { args, rt in
            try rt.call(.native(localized), [args[0], args.labeled("table") ?? .null, .string("")])
        }
        try interpreter.runLibrary(Source(name: "Foundation", text: source), module: "Foundation")
    }

    /// The tables read so far, by table and locale.
    final class Tables {
        private var cache: [String: [String: String]] = [:]

        func strings(_ table: String, _ rt: Runtime, locale: String) throws -> [String: String] {
            let key = "\(table)\u{0}\(locale)"
            if let known = cache[key] { return known }
            var merged: [String: String] = [:]
            for language in ["Base", "en", locale] {
                for path in AppResources.files(named: "\(language).lproj/\(table).strings", rt) {
                    do {
                        merged.merge(try StringsFile.load(path)) { _, new in new }
                    } catch let e as StringsFile.ParseError {
                        throw NativeError("\(path): line \(e.line): \(e.message)")
                    }
                }
                if language == locale { break }
            }
            cache[key] = merged
            return merged
        }
    }
}
