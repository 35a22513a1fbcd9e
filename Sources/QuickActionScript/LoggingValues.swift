import Foundation
import QASLanguage

/// `os.Logger`, `os_log` and `NSLog`: each line goes to the app's log
/// (`app.log`, as `log <level> [subsystem:category] message`) and to the
/// session's error output, as the device console shows it. Interpolation
/// options (`privacy: .public`, `format:`) are accepted and every value is
/// shown: qas has no private data to redact.
final class LoggerObject: TabledObject {
    let host: AppHost
    let subsystem: String
    let category: String
    init(_ host: AppHost, subsystem: String, category: String) {
        self.host = host; self.subsystem = subsystem; self.category = category
    }
    var typeName: String { "Logger" }
    var description: String { "Logger(subsystem: \"\(subsystem)\", category: \"\(category)\")" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    func log(_ level: String, _ args: Arguments, _ rt: Runtime) throws -> Value {
        var values = args.values
        var levelName = level
        // `logger.log(level: .error, "…")`
        if level == "log", args.count == 2, args.labels[0] == "level" {
            if case .object(let c as UIKitConstant) = args[0] { levelName = c.name }
            values = [args[1]]
        }
        guard values.count == 1 else { throw NativeError("Logger.\(level) takes one message") }
        LoggerObject.write(host, "log \(levelName) [\(subsystem):\(category)] \(try rt.describe(values[0]))")
        return .null
    }

    static func write(_ host: AppHost, _ line: String) {
        host.model.note(line)
        host.report(line)
    }

    /// `Logger`'s methods, one a level (and `log(level:_:)`).
    static let levels = ["log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault"]

    static let members: MemberTable<LoggerObject> = {
        var table = MemberTable<LoggerObject>()
        for level in levels {
            table = table.method(level) { o, args, rt in try o.log(level, args, rt) }
        }
        return table
    }()
}

extension AppSession {
    /// `Logger(subsystem:category:)`, `os_log`, `NSLog` and the log levels.
    func installLogging(_ host: AppHost) {
        let i = interpreter
        i.define("Logger", .native(NativeFunction("Logger", arity: 0...2) { args, _ in
            func text(_ label: String) throws -> String {
                guard let v = args.labeled(label) else { return "" }
                guard case .string(let s) = v else { throw NativeError("Logger(subsystem:category:) takes Strings") }
                return s
            }
            if args.count > 0, args.labels != ["subsystem", "category"] {
                throw NativeError("Logger takes subsystem: and category:, or nothing")
            }
            return .object(LoggerObject(host, subsystem: try text("subsystem"), category: try text("category")))
        }))
        for level in ["default", "info", "debug", "error", "fault"] {
            i.runtime.implicitMembers[level] = i.runtime.implicitMembers[level] ?? .object(UIKitConstant("OSLogType", level))
        }
        for privacy in ["public", "private", "auto", "sensitive"] where i.runtime.implicitMembers[privacy] == nil {
            i.runtime.implicitMembers[privacy] = .object(UIKitConstant("OSLogPrivacy", privacy))
        }
        // `os_log("Opened %@", log: .default, type: .info, name)`: the format's
        // arguments, as String(format:) fills them.
        i.define("os_log", .native(NativeFunction("os_log") { args, rt in
            guard args.count >= 1 else { throw NativeError("os_log takes a message") }
            var level = "default"
            var rest: [Value] = []
            for (v, label) in zip(args.values.dropFirst(), args.labels.dropFirst()) {
                switch label {
                case "type"?: if case .object(let c as UIKitConstant) = v { level = c.name }
                case "log"?, "dso"?: break
                default: rest.append(v)
                }
            }
            let message = try LoggingFormat.fill(args[0], rest, rt)
            LoggerObject.write(host, "log \(level) \(message)")
            return .null
        }))
        // `OSLog.default`, `OSLog(subsystem:category:)`: where an `os_log` line goes.
        let defaultLog = Value.object(UIKitConstant("OSLog", "default"))
        i.define("OSLog", .object(UIKitNamespace("OSLog", ["default": defaultLog, "disabled": .object(UIKitConstant("OSLog", "disabled"))]) { args in
            guard args.labels == ["subsystem", "category"] else { throw NativeError("OSLog takes subsystem: and category:") }
            return .object(UIKitConstant("OSLog", "\(args[0]).\(args[1])"))
        }))
        i.define("NSLog", .native(NativeFunction("NSLog") { args, rt in
            guard args.count >= 1 else { throw NativeError("NSLog takes a format") }
            LoggerObject.write(host, "NSLog \(try LoggingFormat.fill(args[0], Array(args.values.dropFirst()), rt))")
            return .null
        }))
    }
}

/// A printf-style format filled as Foundation fills it, `%@` with a value's description.
enum LoggingFormat {
    static func fill(_ format: Value, _ values: [Value], _ rt: Runtime) throws -> String {
        guard case .string(var f) = format else { return try rt.describe(format) }
        if values.isEmpty { return f }
        // `%{public}@` is `%@`: qas shows every value.
        f = f.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
        return try rt.formatted(f, values)
    }
}
