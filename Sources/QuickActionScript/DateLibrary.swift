import Foundation
import QASLanguage

/// Foundation's `DateFormatter`, `Calendar`, `DateComponents` and `TimeZone`.
/// The Swift side gives the properties their types (`dateStyle = .medium`);
/// the work is Foundation's own, with the machine's default locale and time
/// zone, so the text is what compiled Swift prints on the same machine. "Now"
/// (`Date()`, `isDateInToday`) is the model's clock.
enum DateLibrary {
    static let source = #"""
    struct TimeZone: Equatable, CustomStringConvertible {
        let identifier: String
        init?(identifier: String) {
            guard __timeZoneKnown(identifier) else { return nil }
            self.identifier = identifier
        }
        init?(secondsFromGMT seconds: Int) { identifier = __timeZoneFromGMT(seconds) }
        init?(abbreviation: String) {
            guard let id = __timeZoneAbbreviation(abbreviation) else { return nil }
            identifier = id
        }
        static var current: TimeZone { TimeZone(identifier: __timeZoneCurrent())! }
        static var autoupdatingCurrent: TimeZone { current }
        var description: String { identifier }
    }

    class DateFormatter {
        enum Style: Int { case none = 0, short = 1, medium = 2, long = 3, full = 4 }
        private let formatter = __DateFormatter()
        init() {}
        var dateStyle: Style {
            get { Style(rawValue: formatter.get("dateStyle") as! Int)! }
            set { formatter.set("dateStyle", newValue.rawValue) }
        }
        var timeStyle: Style {
            get { Style(rawValue: formatter.get("timeStyle") as! Int)! }
            set { formatter.set("timeStyle", newValue.rawValue) }
        }
        var dateFormat: String! {
            get { formatter.get("dateFormat") as? String }
            set { formatter.set("dateFormat", newValue ?? "") }
        }
        var locale: Locale! {
            get { Locale(identifier: formatter.get("locale") as! String) }
            set { formatter.set("locale", newValue?.identifier ?? __numberFormatterDefaultLocale()) }
        }
        var timeZone: TimeZone! {
            get { TimeZone(identifier: formatter.get("timeZone") as! String) }
            set { formatter.set("timeZone", newValue?.identifier ?? __timeZoneCurrent()) }
        }
        var doesRelativeDateFormatting: Bool {
            get { formatter.get("doesRelativeDateFormatting") as! Bool }
            set { formatter.set("doesRelativeDateFormatting", newValue) }
        }
        func setLocalizedDateFormatFromTemplate(_ template: String) { formatter.set("template", template) }
        func string(from date: Date) -> String { formatter.string(date) }
        func date(from string: String) -> Date? { formatter.date(string) }
        static func localizedString(from date: Date, dateStyle: Style, timeStyle: Style) -> String {
            let f = DateFormatter()
            f.dateStyle = dateStyle
            f.timeStyle = timeStyle
            return f.string(from: date)
        }
        static func dateFormat(fromTemplate template: String, options: Int, locale: Locale?) -> String? {
            __dateFormatFromTemplate(template, locale?.identifier ?? __numberFormatterDefaultLocale())
        }
    }

    struct DateComponents: Equatable {
        var calendar: Calendar?
        var era: Int?, year: Int?, month: Int?, day: Int?, hour: Int?, minute: Int?, second: Int?, nanosecond: Int?
        var weekday: Int?, weekOfYear: Int?
        init(calendar: Calendar? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil,
             hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekOfYear: Int? = nil) {
            self.calendar = calendar; self.era = era; self.year = year; self.month = month; self.day = day
            self.hour = hour; self.minute = minute; self.second = second; self.nanosecond = nanosecond
            self.weekday = weekday; self.weekOfYear = weekOfYear
        }
        var __values: [String: Int] {
            var v: [String: Int] = [:]
            if let era { v["era"] = era }; if let year { v["year"] = year }; if let month { v["month"] = month }
            if let day { v["day"] = day }; if let hour { v["hour"] = hour }; if let minute { v["minute"] = minute }
            if let second { v["second"] = second }; if let nanosecond { v["nanosecond"] = nanosecond }
            if let weekday { v["weekday"] = weekday }; if let weekOfYear { v["weekOfYear"] = weekOfYear }
            return v
        }
        static func __made(_ v: [String: Int]) -> DateComponents {
            DateComponents(era: v["era"], year: v["year"], month: v["month"], day: v["day"], hour: v["hour"], minute: v["minute"],
                           second: v["second"], nanosecond: v["nanosecond"], weekday: v["weekday"], weekOfYear: v["weekOfYear"])
        }
    }

    struct Calendar: Equatable {
        enum Identifier { case gregorian, iso8601 }
        enum Component: Hashable { case era, year, month, day, hour, minute, second, nanosecond, weekday, weekOfYear, calendar, timeZone }
        let identifier: Identifier
        var timeZone = TimeZone.current
        init(identifier: Identifier) { self.identifier = identifier }
        static var current: Calendar { Calendar(identifier: .gregorian) }
        static var autoupdatingCurrent: Calendar { current }
        var firstWeekday: Int { __calendar("firstWeekday", [], timeZone.identifier) as! Int }

        func component(_ component: Component, from date: Date) -> Int {
            let values = __calendar("components", ["\(component)", date], timeZone.identifier) as! [String: Int]
            return values["\(component)"] ?? 0
        }
        func dateComponents(_ components: Set<Component>, from date: Date) -> DateComponents {
            DateComponents.__made(__calendar("components", components.map { "\($0)" } + [date], timeZone.identifier) as! [String: Int])
        }
        func dateComponents(_ components: Set<Component>, from start: Date, to end: Date) -> DateComponents {
            DateComponents.__made(__calendar("between", components.map { "\($0)" } + [start, end], timeZone.identifier) as! [String: Int])
        }
        func startOfDay(for date: Date) -> Date { __calendar("startOfDay", [date], timeZone.identifier) as! Date }
        func date(byAdding component: Component, value: Int, to date: Date) -> Date? {
            __calendar("adding", ["\(component)", value, date], timeZone.identifier) as? Date
        }
        func date(byAdding components: DateComponents, to date: Date) -> Date? {
            __calendar("addingComponents", [components.__values, date], timeZone.identifier) as? Date
        }
        func date(from components: DateComponents) -> Date? {
            __calendar("from", [components.__values], timeZone.identifier) as? Date
        }
        func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date? {
            __calendar("settingHour", [hour, minute, second, date], timeZone.identifier) as? Date
        }
        func isDate(_ a: Date, inSameDayAs b: Date) -> Bool { startOfDay(for: a) == startOfDay(for: b) }
        func isDateInToday(_ date: Date) -> Bool { isDate(date, inSameDayAs: Date()) }
        func isDateInYesterday(_ date: Date) -> Bool { isDate(date, inSameDayAs: self.date(byAdding: .day, value: -1, to: Date())!) }
        func isDateInTomorrow(_ date: Date) -> Bool { isDate(date, inSameDayAs: self.date(byAdding: .day, value: 1, to: Date())!) }
        func isDateInWeekend(_ date: Date) -> Bool { [1, 7].contains(component(.weekday, from: date)) }
    }
    """#

    static func install(in interpreter: Interpreter) throws {
        func define(_ name: String, _ arity: ClosedRange<Int>, _ body: @escaping (Arguments, Runtime) throws -> Value) {
            interpreter.define(name, .native(NativeFunction(name, arity: arity) { args, rt in try body(args, rt) }))
        }
        func text(_ v: Value) throws -> String {
            guard case .string(let s) = v else { throw NativeError("expected a String, not \(v.typeName)") }
            return s
        }
        define("__DateFormatter", 0...0) { _, _ in .object(DateFormatterObject()) }
        define("__timeZoneKnown", 1...1) { args, _ in .bool(Foundation.TimeZone(identifier: try text(args[0])) != nil) }
        define("__timeZoneCurrent", 0...0) { _, _ in .string(Foundation.TimeZone.current.identifier) }
        define("__timeZoneFromGMT", 1...1) { args, _ in
            guard case .int(let s) = args[0], let zone = Foundation.TimeZone(secondsFromGMT: s) else { throw NativeError("TimeZone(secondsFromGMT:) takes seconds within a day") }
            return .string(zone.identifier)
        }
        define("__timeZoneAbbreviation", 1...1) { args, _ in
            Foundation.TimeZone(abbreviation: try text(args[0])).map { .string($0.identifier) } ?? .null
        }
        define("__dateFormatFromTemplate", 2...2) { args, _ in
            Foundation.DateFormatter.dateFormat(fromTemplate: try text(args[0]), options: 0, locale: Foundation.Locale(identifier: try text(args[1])))
                .map(Value.string) ?? .null
        }
        define("__calendar", 3...3) { args, _ in
            guard case .array(let list) = args[1] else { throw NativeError("a calendar call takes its arguments as a list") }
            var calendar = Foundation.Calendar(identifier: .gregorian)
            calendar.timeZone = Foundation.TimeZone(identifier: try text(args[2])) ?? .current
            return try CalendarCalls.call(try text(args[0]), list.items, calendar)
        }
        try interpreter.runLibrary(Source(name: "Foundation", text: source), module: "Foundation")
    }
}

/// What `Calendar`'s methods ask of Foundation's calendar.
enum CalendarCalls {
    static let components: [String: Foundation.Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "nanosecond": .nanosecond, "weekday": .weekday, "weekOfYear": .weekOfYear,
    ]

    static func date(_ v: Value) throws -> Date {
        guard case .object(let d as DateObject) = v else { throw NativeError("expected a Date, not \(v.typeName)") }
        return Date(timeIntervalSince1970: d.seconds)
    }

    static func value(_ d: Date?) -> Value { d.map { .object(DateObject($0.timeIntervalSince1970)) } ?? .null }

    static func component(_ v: Value) throws -> Foundation.Calendar.Component {
        guard case .string(let name) = v, let c = components[name] else { throw NativeError("Calendar does not support the component .\(v.description) here") }
        return c
    }

    static func dictionary(_ parts: DateComponents, _ wanted: [Foundation.Calendar.Component]) -> Value {
        var d = OrderedDictionary()
        for (name, c) in components where wanted.contains(c) {
            if let n = parts.value(for: c) { d[.string(name)] = .int(n) }
        }
        return .dictionary(d)
    }

    static func components(_ v: Value) throws -> DateComponents {
        guard case .dictionary(let d) = v else { throw NativeError("expected date components") }
        var parts = DateComponents()
        for (k, x) in d.pairs {
            guard case .string(let name) = k, let c = components[name], case .int(let n) = x else { continue }
            parts.setValue(n, for: c)
        }
        return parts
    }

    static func call(_ name: String, _ a: [Value], _ calendar: Foundation.Calendar) throws -> Value {
        switch name {
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "components":
            let wanted = try a.dropLast().map(component)
            return dictionary(calendar.dateComponents(Set(wanted), from: try date(a.last!)), wanted)
        case "between":
            let wanted = try a.dropLast(2).map(component)
            return dictionary(calendar.dateComponents(Set(wanted), from: try date(a[a.count - 2]), to: try date(a[a.count - 1])), wanted)
        case "startOfDay": return value(calendar.startOfDay(for: try date(a[0])))
        case "adding":
            guard case .int(let n) = a[1] else { throw NativeError("date(byAdding:value:to:) takes an Int value") }
            return value(calendar.date(byAdding: try component(a[0]), value: n, to: try date(a[2])))
        case "addingComponents": return value(calendar.date(byAdding: try components(a[0]), to: try date(a[1])))
        case "from": return value(calendar.date(from: try components(a[0])))
        case "settingHour":
            guard case .int(let h) = a[0], case .int(let m) = a[1], case .int(let s) = a[2] else { throw NativeError("date(bySettingHour:minute:second:of:) takes Ints") }
            return value(calendar.date(bySettingHour: h, minute: m, second: s, of: try date(a[3])))
        default: throw NativeError("Calendar does not support \(name)")
        }
    }
}

/// The Foundation formatter behind one script `DateFormatter`.
final class DateFormatterObject: TabledObject {
    let formatter = Foundation.DateFormatter()
    var relative = false
    var typeName: String { "__DateFormatter" }
    var description: String { "<DateFormatter>" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    static let members = MemberTable<DateFormatterObject>()
        .method("get") { o, args, _ in
            guard case .string(let key) = args[0] else { return .null }
            let f = o.formatter
            switch key {
            case "dateStyle": return .int(Int(f.dateStyle.rawValue))
            case "timeStyle": return .int(Int(f.timeStyle.rawValue))
            case "dateFormat": return .string(f.dateFormat ?? "")
            case "locale": return .string(f.locale.identifier)
            case "timeZone": return .string(f.timeZone.identifier)
            case "doesRelativeDateFormatting": return .bool(f.doesRelativeDateFormatting)
            default: throw NativeError("DateFormatter has no property \(key)")
            }
        }
        .method("set") { o, args, _ in
            guard args.count == 2, case .string(let key) = args[0] else { return .null }
            let f = o.formatter
            switch (key, args[1]) {
            case ("dateStyle", .int(let n)): f.dateStyle = Foundation.DateFormatter.Style(rawValue: UInt(n)) ?? .none
            case ("timeStyle", .int(let n)): f.timeStyle = Foundation.DateFormatter.Style(rawValue: UInt(n)) ?? .none
            case ("dateFormat", .string(let s)): f.dateFormat = s
            case ("template", .string(let s)): f.setLocalizedDateFormatFromTemplate(s)
            case ("locale", .string(let s)): f.locale = Foundation.Locale(identifier: s)
            case ("timeZone", .string(let s)): f.timeZone = Foundation.TimeZone(identifier: s) ?? .current
            case ("doesRelativeDateFormatting", .bool(let b)): f.doesRelativeDateFormatting = b
            default: throw NativeError("DateFormatter cannot set \(key) to \(args[1])")
            }
            return .null
        }
        .method("string") { o, args, _ in .string(o.formatter.string(from: try CalendarCalls.date(args[0]))) }
        .method("date") { o, args, _ in
            guard case .string(let s) = args[0] else { throw NativeError("date(from:) takes a String") }
            return CalendarCalls.value(o.formatter.date(from: s))
        }
}
