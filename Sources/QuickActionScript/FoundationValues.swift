import Foundation
import QASLanguage
import QASStore

/// `Date` and `UUID` as Swift's Foundation has them. `Date()` reads the store's
/// clock, so a test's fixed clock makes it repeatable.
final class DateObject: TabledObject {
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    var typeName: String { "Date" }

    /// As Swift prints a date: `2026-12-01 05:42:00 +0000`.
    var description: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
        return f.string(from: Date(timeIntervalSince1970: seconds))
    }

    func isEqual(to other: HostObject) -> Bool { (other as? DateObject)?.seconds == seconds }
    func ordering(to other: HostObject) -> Int? {
        guard let o = other as? DateObject else { return nil }
        return seconds < o.seconds ? -1 : seconds == o.seconds ? 0 : 1
    }

    static func seconds(_ v: Value, _ what: String) throws -> Double {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d) where d.isFinite: return d
        case .object(let o as DateObject): return o.seconds
        default: throw NativeError("\(what) needs a number of seconds, not \(v.typeName)")
        }
    }

    static let members = MemberTable<DateObject>()
        .property("timeIntervalSince1970") { o, _ in .double(o.seconds) }
        .property("timeIntervalSinceReferenceDate") { o, _ in .double(o.seconds - 978_307_200) }
        .method("timeIntervalSince") { o, args, _ in
            guard args.count == 1 else { throw NativeError("timeIntervalSince(_:) takes a Date") }
            return .double(o.seconds - (try seconds(args[0], "timeIntervalSince(_:)")))
        }
        .method("addingTimeInterval") { o, args, _ in
            guard args.count == 1 else { throw NativeError("addingTimeInterval(_:) takes a number of seconds") }
            return .object(DateObject(o.seconds + (try seconds(args[0], "addingTimeInterval(_:)"))))
        }
}

/// `UUID()`: a random identifier; `uuidString` is its text.
final class UUIDObject: TabledObject {
    let text: String
    init(_ text: String = UUID().uuidString) { self.text = text }
    var typeName: String { "UUID" }
    var description: String { text }
    func isEqual(to other: HostObject) -> Bool { (other as? UUIDObject)?.text == text }
    static let members = MemberTable<UUIDObject>()
        .property("uuidString") { o, _ in .string(o.text) }
}

extension Engine {
    /// `Date()`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceNow:)`, `UUID()`.
    static func installFoundation(in interpreter: Interpreter, _ clock: StoreClock) {
        interpreter.define("Date", .native(NativeFunction("Date", arity: 0...1) { args, _ in
            guard args.count == 1 else { return .object(DateObject(clock.now)) }
            let s = try DateObject.seconds(args[0], "Date(…)")
            switch args.labels[0] {
            case "timeIntervalSince1970"?: return .object(DateObject(s))
            case "timeIntervalSinceNow"?: return .object(DateObject(clock.now + s))
            case "timeIntervalSinceReferenceDate"?: return .object(DateObject(s + 978_307_200))
            default: throw NativeError("Date(…) takes timeIntervalSince1970:, timeIntervalSinceNow: or timeIntervalSinceReferenceDate:")
            }
        }))
        interpreter.define("UUID", .native(NativeFunction("UUID", arity: 0...1) { args, _ in
            guard args.count == 1 else { return .object(UUIDObject()) }
            guard case .string(let s) = args.labeled("uuidString") ?? args[0], let u = UUID(uuidString: s) else { return .null }
            return .object(UUIDObject(u.uuidString))
        }))
    }
}
