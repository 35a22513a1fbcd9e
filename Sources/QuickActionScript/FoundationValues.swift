import Foundation
import QASLanguage
import QASStore

/// `Date` and `UUID` as Swift's Foundation has them. `Date()` reads the store's
/// clock, so a test's fixed clock makes it repeatable.
final class DateObject: TabledObject {
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    var typeName: String { "Date" }
    func isKind(of name: String) -> Bool { ["Date", "NSDate", "NSObject", "NSSecureCoding", "NSCoding"].contains(name) }

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

/// Where every engine's `UUID()` gets its text (random by default).
package enum UUIDSource {
    package static func use(_ make: @escaping () -> String) { UUIDObject.makeText = make }
}

/// `UUID()`: a random identifier; `uuidString` is its text.
final class UUIDObject: TabledObject {
    let text: String
    init(_ text: String = UUIDObject.makeText()) { self.text = text }
    /// Where `UUID()` gets its text: random, unless a host needs runs that repeat
    /// exactly (a fuzzing campaign).
    nonisolated(unsafe) static var makeText: () -> String = { UUID().uuidString }
    var typeName: String { "UUID" }
    var description: String { text }
    func isEqual(to other: HostObject) -> Bool { (other as? UUIDObject)?.text == text }
    static let members = MemberTable<UUIDObject>()
        .property("uuidString") { o, _ in .string(o.text) }
}

/// `Data`: bytes, as a `<data>` property-list value holds them. Prints as Swift
/// prints it (`3 bytes`); iterating gives each byte as an Int.
final class DataObject: TabledObject {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var typeName: String { "Data" }
    var description: String { "\(bytes.count) bytes" }
    func isEqual(to other: HostObject) -> Bool { (other as? DataObject)?.bytes == bytes }
    func isKind(of name: String) -> Bool { ["Data", "NSData", "NSObject", "NSSecureCoding", "NSCoding"].contains(name) }
    func iterator(in runtime: Runtime) throws -> ValueIterator? { ValueIterator(bytes.map { .int(Int($0)) }) }
    func element(at index: Value, in runtime: Runtime) throws -> Value? {
        guard case .int(let i) = index, i >= 0, i < bytes.count else {
            throw NativeError("Data index \(index) out of range (it has \(bytes.count) bytes)")
        }
        return .int(Int(bytes[i]))
    }
    static let members = MemberTable<DataObject>()
        .property("count") { o, _ in .int(o.bytes.count) }
        .property("isEmpty") { o, _ in .bool(o.bytes.isEmpty) }
        .method("base64EncodedString") { o, _, _ in .string(Foundation.Data(o.bytes).base64EncodedString()) }
        .method("base64EncodedData") { o, _, _ in .object(DataObject(Array(Foundation.Data(o.bytes).base64EncodedData()))) }
        // `data.write(to: url, options: .atomic)`: into the app's container.
        .method("write") { o, args, rt in
            guard let url = args.labeled("to"), let files = rt.files else { throw NativeError("write(to:options:) takes to: a file URL") }
            try files.write(try DataObject.path(of: url, rt), o.bytes)
            return .null
        }

    /// The file path a URL value names.
    static func path(of url: Value, _ rt: Runtime) throws -> String {
        if case .string(let s) = url { return s }
        guard case .string(let path) = try rt.property(of: url, "path") else { throw NativeError("expected a file URL, not \(url.typeName)") }
        return path
    }
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
        interpreter.define("Data", .native(NativeFunction("Data", arity: 0...1) { args, rt in
            guard args.count == 1 else { return .object(DataObject([])) }
            switch args.labels[0] {
            case nil: break
            case "base64Encoded"?:
                // Foundation's decoding: nil for text that is not base64.
                switch args[0] {
                case .string(let s): return Foundation.Data(base64Encoded: s).map { .object(DataObject(Array($0))) } ?? .null
                case .object(let d as DataObject): return Foundation.Data(base64Encoded: Foundation.Data(d.bytes)).map { .object(DataObject(Array($0))) } ?? .null
                default: throw NativeError("Data(base64Encoded:) takes a String or Data")
                }
            case "contentsOf"?:
                // A file of the app's container, or a resource beside its code.
                guard let files = rt.files else { throw NativeError("Data(contentsOf:) has no files to read here") }
                return .object(DataObject(try files.read(try DataObject.path(of: args[0], rt))))
            case let label?: throw NativeError("Data(\(label):) is not supported; Data(…) takes bytes, a String's utf8, base64Encoded: or contentsOf:")
            }
            func bytes(_ items: [Value]) throws -> Value {
                .object(DataObject(try items.map { v -> UInt8 in
                    if case .int(let i) = v, let b = UInt8(exactly: i) { return b }
                    guard case .object(let n as SizedInteger) = v, let b = UInt8(n.description) else { throw NativeError("Data(…) takes bytes: integers from 0 to 255, not \(v)") }
                    return b
                }))
            }
            switch args[0] {
            case .string(let s): return .object(DataObject(Array(s.utf8)))
            case .object(let o):
                // `Data(text.utf8)`, `Data(otherData)`, any sequence of bytes.
                if let d = o as? DataObject { return .object(DataObject(d.bytes)) }
                guard let items = try o.iterator(in: rt) else { throw NativeError("Data(…) takes a sequence of bytes, not \(o.typeName)") }
                return try bytes(try items.all())
            case .array(let a):
                let bytes = try a.items.map { v -> UInt8 in
                    if case .int(let i) = v, let b = UInt8(exactly: i) { return b }
                    if let s = v.sizedInteger, s.kind == .uint8 { return UInt8(truncatingIfNeeded: s.bits) }
                    throw NativeError("Data([…]) takes bytes: Ints from 0 to 255, not \(v)")
                }
                return .object(DataObject(bytes))
            default: throw NativeError("Data(…) takes an array of bytes or a String's utf8")
            }
        }))
        // `NSNumber(value: 3)`: Foundation bridges it to and from Swift's numbers,
        // so it is the number itself (`intValue` and the like read it back).
        interpreter.define("NSNumber", .native(NativeFunction("NSNumber", arity: 1...1) { args, _ in
            switch args[0] {
            case .int, .double, .bool: return args[0]
            default: throw NativeError("NSNumber(value:) takes a number or a Bool, not \(args[0].typeName)")
            }
        }))
        interpreter.declareOptionalResult("Data", labels: ["base64Encoded"])
        interpreter.declareOptionalResult("UUID", labels: ["uuidString"])
        interpreter.define("UUID", .native(NativeFunction("UUID", arity: 0...1) { args, _ in
            guard args.count == 1 else { return .object(UUIDObject()) }
            guard case .string(let s) = args.labeled("uuidString") ?? args[0], let u = UUID(uuidString: s) else { return .null }
            return .object(UUIDObject(u.uuidString))
        }))
    }
}
