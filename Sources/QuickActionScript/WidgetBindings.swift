import Foundation
import QASLanguage
import QASPlatform

/// An App Intent type: `intent ToggleItem(id) { … }`. Calling it with arguments
/// (`ToggleItem(id: x)`) makes an intent value.
final class IntentType: HostObject {
    enum Parameter { case required, optional, defaulted(Value) }
    let name: String
    let parameters: [(String, Parameter)]
    let title: String
    let summary: String?
    let perform: Value
    init(name: String, parameters: [(String, Parameter)], title: String, summary: String?, perform: Value) {
        self.name = name; self.parameters = parameters; self.title = title; self.summary = summary; self.perform = perform
    }
    var typeName: String { "IntentType" }
    var description: String { "<intent \(name)>" }
    var memberNames: [String] { ["title", "name", "parameters"] }

    func member(_ member: String, in runtime: Runtime) throws -> Value? {
        switch member {
        case "title": return .string(title)
        case "name": return .string(name)
        case "description": return summary.map { .string($0) } ?? .null
        case "parameters": return .array(parameters.map { .string($0.0) })
        default: return nil
        }
    }

    func call(_ args: Arguments, in runtime: Runtime) throws -> Value? {
        var values = [Value?](repeating: nil, count: parameters.count)
        var next = 0
        for (v, label) in zip(args.values, args.labels) {
            if let label {
                guard let i = parameters.firstIndex(where: { $0.0 == label }) else {
                    throw NativeError("intent \(name) has no parameter '\(label)' (it has \(parameters.map(\.0).joined(separator: ", ")))")
                }
                values[i] = v
            } else {
                while next < values.count && values[next] != nil { next += 1 }
                guard next < values.count else { throw NativeError("intent \(name) takes \(parameters.count) parameters") }
                values[next] = v
            }
        }
        var bound: [Value] = []
        for ((pname, kind), v) in zip(parameters, values) {
            switch (v, kind) {
            case (let v?, _): bound.append(v)
            case (nil, .defaulted(let d)): bound.append(d)
            case (nil, .optional): bound.append(.null)
            case (nil, .required): throw NativeError("intent \(name) needs a value for its parameter '\(pname)'")
            }
        }
        return .object(IntentValue(type: self, arguments: bound))
    }
}

/// An intent with its parameters set; `.perform()` runs it.
final class IntentValue: HostObject {
    let type: IntentType
    let arguments: [Value]
    init(type: IntentType, arguments: [Value]) { self.type = type; self.arguments = arguments }
    var typeName: String { type.name }
    var memberNames: [String] { ["title", "perform"] + type.parameters.map(\.0) }
    var description: String {
        type.name + "(" + zip(type.parameters, arguments).map { "\($0.0): \($1.debugDescription)" }.joined(separator: ", ") + ")"
    }
    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? IntentValue else { return false }
        return o.type === type && o.arguments == arguments
    }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        if name == "title" { return .string(type.title) }
        if let i = type.parameters.firstIndex(where: { $0.0 == name }) { return arguments[i] }
        return nil
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard name == "perform" else { return nil }
        return try runtime.call(type.perform, arguments)
    }
}

/// A timeline entry: the values given to `entry(…)`, and its date.
final class EntryObject: HostObject {
    let fields: [(String, Value)]
    let date: Double
    init(fields: [(String, Value)], date: Double) { self.fields = fields; self.date = date }
    var typeName: String { "Entry" }
    var memberNames: [String] { ["date"] + fields.map(\.0) }
    var description: String {
        "Entry(" + (["date: \(date)"] + fields.map { "\($0): \($1.debugDescription)" }).joined(separator: ", ") + ")"
    }
    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        if name == "date" { return .double(date) }
        return fields.first { $0.0 == name }?.1
    }
}

/// A small value for `.atEnd`, `.never`, `.after(d)` and widget families.
final class TagObject: HostObject {
    let tag: String
    let policy: ReloadPolicy?
    let family: WidgetFamily?
    init(policy: ReloadPolicy) { self.policy = policy; self.family = nil; self.tag = policy.description }
    init(family: WidgetFamily) { self.family = family; self.policy = nil; self.tag = "." + family.rawValue }
    var typeName: String { policy != nil ? "ReloadPolicy" : "WidgetFamily" }
    var description: String { tag }
    func isEqual(to other: HostObject) -> Bool { (other as? TagObject)?.tag == tag }
}

/// One declared widget and its timeline state.
final class WidgetState {
    let kind: String
    let family: WidgetFamily
    let placeholder: Value?
    let snapshot: Value?
    let timeline: Value
    let view: Value
    var entries: [EntryObject] = []
    var policy = ReloadPolicy.atEnd
    var loadedAt = 0.0
    var loaded = false
    var reloads = 0
    let budget: ReloadBudget
    init(kind: String, family: WidgetFamily, placeholder: Value?, snapshot: Value?, timeline: Value, view: Value, budget: Int) {
        self.kind = kind; self.family = family; self.placeholder = placeholder; self.snapshot = snapshot
        self.timeline = timeline; self.view = view
        self.budget = ReloadBudget(limit: budget)
    }
}

/// The widgets of the app: timelines, reloads and their budget, rendering and taps.
final class WidgetHost {
    unowned let runtime: Runtime
    unowned let app: AppHost
    let clock: () -> Double
    var widgets: [String: WidgetState] = [:]
    var order: [String] = []
    var budgetLimit = 70
    // While a timeline, placeholder or snapshot block runs:
    var collecting: [EntryObject]? = nil
    var collectedPolicy: ReloadPolicy? = nil
    // While a view is built:
    var viewStack: [[ViewElement]] = []
    var intents: [Value] = []

    init(runtime: Runtime, app: AppHost, clock: @escaping () -> Double) {
        self.runtime = runtime
        self.app = app
        self.clock = clock
    }

    func widget(_ kind: Value) throws -> WidgetState {
        guard case .string(let k) = kind else { throw NativeError("a widget is named by its kind, a String") }
        guard let w = widgets[k] else {
            var message = "no widget of kind '\(k)'"
            if !order.isEmpty { message += "; the widgets are " + order.map { "'\($0)'" }.joined(separator: ", ") }
            throw NativeError(message)
        }
        return w
    }

    /// Runs a block that calls `entry(…)`, returning the entries it made.
    func collect(_ block: Value) throws -> ([EntryObject], ReloadPolicy?) {
        let saved = (collecting, collectedPolicy)
        collecting = []
        collectedPolicy = nil
        defer { (collecting, collectedPolicy) = saved }
        _ = try runtime.call(block, [])
        return (collecting ?? [], collectedPolicy)
    }

    /// getTimeline: new entries and policy.
    func load(_ w: WidgetState) throws {
        let (entries, policy) = try collect(w.timeline)
        w.entries = entries.sorted { $0.date < $1.date }
        w.policy = policy ?? .atEnd
        w.loadedAt = clock()
        w.loaded = true
        w.reloads += 1
    }

    /// A reload the system or the app asks for: charged to the budget unless the
    /// app is in the foreground; refused (and logged) when the budget is spent.
    @discardableResult
    func requestReload(_ w: WidgetState, reason: String) throws -> Bool {
        let active = app.model.state == .active
        guard w.budget.charge(now: clock(), appActive: active) else {
            app.model.note("reload of widget '\(w.kind)' refused (\(reason)): daily budget of \(w.budget.limit) used")
            return false
        }
        try load(w)
        app.model.note("widget '\(w.kind)' reloaded (\(reason))")
        return true
    }

    /// `widgets.reload`: the first timeline is free, later ones ask the budget.
    func reload(_ w: WidgetState) throws -> Bool {
        guard w.loaded else {
            try load(w)
            return true
        }
        return try requestReload(w, reason: "requested")
    }

    /// Brings a widget's timeline up to date with the clock.
    func refresh(_ w: WidgetState) throws {
        if !w.loaded {
            try load(w)   // the first timeline is free
            return
        }
        if Timeline.reloadDue(w.policy, dates: w.entries.map(\.date), loadedAt: w.loadedAt, now: clock()) {
            try requestReload(w, reason: "policy \(w.policy)")
        }
    }

    /// The entry shown now: the current timeline entry, else the placeholder's.
    func currentEntry(_ w: WidgetState) throws -> EntryObject? {
        try refresh(w)
        if let i = Timeline.currentIndex(dates: w.entries.map(\.date), now: clock()) { return w.entries[i] }
        if let p = w.placeholder { return try collect(p).0.first }
        return w.entries.first
    }

    /// Evaluates the view for an entry: its elements and the intents of its
    /// buttons and toggles, in order.
    func build(_ w: WidgetState, _ entry: EntryObject?) throws -> ([ViewElement], [Value]) {
        let saved = (viewStack, intents)
        viewStack = [[]]
        intents = []
        defer { (viewStack, intents) = saved }
        _ = try runtime.call(w.view, [entry.map { .object($0) } ?? .null])
        return (viewStack.last ?? [], intents)
    }

    func render(_ w: WidgetState) throws -> String {
        let (elements, _) = try build(w, try currentEntry(w))
        return WidgetRenderer.render(elements, family: w.family)
    }

    /// Taps the n-th button or toggle (from 1): runs its intent; on success the
    /// timeline reloads. A throwing perform is reported and changes nothing else.
    func tap(_ w: WidgetState, _ n: Int) throws -> Bool {
        let (_, intents) = try build(w, try currentEntry(w))
        guard n >= 1 && n <= intents.count else {
            // Like a finger on empty space: nothing happens, and the log says so.
            app.model.note("tap \(n) on widget '\(w.kind)' hit nothing: it shows \(intents.count) button\(intents.count == 1 ? "" : "s") and toggles")
            return false
        }
        guard case .object(let o as IntentValue) = intents[n - 1] else { throw NativeError("not an intent") }
        do {
            _ = try runtime.call(o.type.perform, o.arguments)
        } catch let e as RuntimeError where e.isCatchable {
            app.model.note("intent \(o.type.name) failed: \(e.message)")
            app.report("intent \(o.type.name) (\"\(o.type.title)\") failed: \(e.message)")
            return false
        }
        app.model.note("intent \(o.type.name) performed")
        // Interactive widgets reload right after their intent; the system grants it.
        try load(w)
        app.model.note("widget '\(w.kind)' reloaded (after intent)")
        return true
    }

    /// Adds an element to the view being built.
    func append(_ e: ViewElement) throws {
        guard !viewStack.isEmpty else { throw NativeError("view elements can only be used inside a widget's view { … }") }
        viewStack[viewStack.count - 1].append(e)
    }

    /// Runs a container's content closure, returning its elements.
    func contents(_ body: Value?) throws -> [ViewElement] {
        guard let body else { return [] }
        viewStack.append([])
        _ = try runtime.call(body, [])
        return viewStack.removeLast()
    }
}

/// `widgets`: render, tap and reload widgets.
final class WidgetsObject: HostObject {
    let host: WidgetHost
    init(_ host: WidgetHost) { self.host = host }
    var typeName: String { "Widgets" }
    var description: String { "<widgets: \(host.order.joined(separator: ", "))>" }
    var memberNames: [String] { ["render", "tap", "reload", "reloadAll", "budget", "kinds", "entries", "policy", "remainingBudget", "reloadCount"] }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "budget": return .int(host.budgetLimit)
        case "kinds": return .array(host.order.map { .string($0) })
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        guard name == "budget" else { return false }
        guard case .int(let n) = value, n >= 0 else { throw NativeError("widgets.budget must be a non-negative Int") }
        host.budgetLimit = n
        for w in host.widgets.values { w.budget.limit = n }
        return true
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        func kindArg() throws -> WidgetState {
            guard args.count >= 1 else { throw NativeError("widgets.\(name) needs a widget kind") }
            return try host.widget(args[0])
        }
        switch name {
        case "render":
            return .string(try host.render(try kindArg()))
        case "tap":
            let w = try kindArg()
            guard args.count == 2, case .int(let n) = args[1] else { throw NativeError("widgets.tap takes a kind and a 1-based position") }
            return .bool(try host.tap(w, n))
        case "reload":
            return .bool(try host.reload(try kindArg()))
        case "reloadAll":
            var all = true
            for k in host.order where !(try host.reload(host.widgets[k]!)) { all = false }
            return .bool(all)
        case "entries":
            let w = try kindArg()
            try host.refresh(w)
            return .array(w.entries.map { .object($0) })
        case "policy":
            let w = try kindArg()
            try host.refresh(w)
            return .object(TagObject(policy: w.policy))
        case "remainingBudget":
            return .int(try kindArg().budget.remaining(now: host.clock()))
        case "reloadCount":
            return .int(try kindArg().reloads)
        default:
            return nil
        }
    }
}

extension Engine {
    /// Declares intents, widgets, `widgets` and the view elements.
    func installWidgets(_ host: WidgetHost) {
        let i = interpreter
        i.define("widgets", .object(WidgetsObject(host)))
        for f in WidgetFamily.allCases { i.runtime.implicitMembers[f.rawValue] = .object(TagObject(family: f)) }
        i.runtime.implicitMembers["atEnd"] = .object(TagObject(policy: .atEnd))
        i.runtime.implicitMembers["never"] = .object(TagObject(policy: .never))
        i.runtime.implicitMembers["after"] = .native(NativeFunction("after", arity: 1...1) { args, _ in
            switch args[0] {
            case .int(let n): return .object(TagObject(policy: .after(Double(n))))
            case .double(let d): return .object(TagObject(policy: .after(d)))
            default: throw NativeError(".after needs a time in seconds, such as clock.now + 3600")
            }
        })
        i.define("entry", .native(NativeFunction("entry") { args, _ in
            guard host.collecting != nil else {
                throw NativeError("entry(…) can only be used in a widget's timeline, placeholder or snapshot")
            }
            var date = host.clock()
            var fields: [(String, Value)] = []
            for (label, v) in zip(args.labels, args.values) {
                guard let label else { throw NativeError("entry(…) takes labelled values, such as entry(items: …)") }
                if label == "date" {
                    switch v {
                    case .int(let n): date = Double(n)
                    case .double(let d): date = d
                    default: throw NativeError("an entry's date is a time in seconds, such as clock.now + 60")
                    }
                } else {
                    fields.append((label, v))
                }
            }
            host.collecting!.append(EntryObject(fields: fields, date: date))
            return .null
        }))
        i.define("text", .native(NativeFunction("text", arity: 1...1) { args, _ in
            try host.append(.text(args[0].description))
            return .null
        }))
        // `image("name")` is an icon everywhere, and also a view element inside a view.
        i.define("image", .native(NativeFunction("image", arity: 1...1) { args, _ in
            guard case .string(let s) = args[0], !s.isEmpty else { throw NativeError("image needs the name of an image or symbol") }
            if !host.viewStack.isEmpty { try host.append(.image(s)) }
            return .object(IconObject(.image(s)))
        }))
        for stack in ["hstack", "vstack"] {
            i.define(stack, .native(NativeFunction(stack, arity: 0...1) { args, _ in
                let content = try host.contents(args.values.last)
                try host.append(stack == "hstack" ? .hstack(content) : .vstack(content))
                return .null
            }))
        }
        i.define("button", .native(NativeFunction("button") { args, _ in
            guard let intent = args.labeled("intent"), case .object(let o) = intent, o is IntentValue else {
                throw NativeError("button(intent:) needs an intent value, such as ToggleItem(id: item.id)")
            }
            host.intents.append(intent)
            let index = host.intents.count
            let content = try host.contents(args.trailingUnlabelled)
            try host.append(.button(index: index, content: content))
            return .null
        }))
        i.define("toggle", .native(NativeFunction("toggle") { args, _ in
            guard let intent = args.labeled("intent"), case .object(let o) = intent, o is IntentValue else {
                throw NativeError("toggle(isOn:intent:) needs an intent value")
            }
            guard case .bool(let on)? = args.labeled("isOn") else { throw NativeError("toggle(isOn:intent:) needs isOn: a Bool") }
            host.intents.append(intent)
            let index = host.intents.count
            let content = try host.contents(args.trailingUnlabelled)
            try host.append(.toggle(index: index, isOn: on, content: content))
            return .null
        }))
    }
}

// MARK: - Running the widget declarations

extension WidgetHost {
    /// `intent Name(…) { … }`: the intent type, which the declaration binds to Name.
    func declareIntent(_ d: DeclarationValue) throws -> Value {
        let name = d.name ?? ""
        let parameters: [(String, IntentType.Parameter)] = d.parameters.map { p in
            switch p.kind {
            case .required: return (p.name, .required)
            case .optional: return (p.name, .optional)
            case .defaulted(let v): return (p.name, .defaulted(v))
            }
        }
        guard case .string(let title)? = d.field("title") else {
            throw NativeError("intent \(name) needs a title: title: \"…\"")
        }
        var summary: String? = nil
        if case .string(let s)? = d.field("description") { summary = s }
        return .object(IntentType(name: name, parameters: parameters, title: title, summary: summary,
                                  perform: d.field("perform") ?? .null))
    }

    /// `widget "kind" { … }`
    func declareWidget(_ d: DeclarationValue) throws {
        guard let kind = d.name, !kind.isEmpty else { throw NativeError("a widget needs a kind") }
        if widgets[kind] != nil { throw NativeError("widget '\(kind)' is declared twice") }
        var family = WidgetFamily.systemSmall
        if let f = d.field("family") {
            guard case .object(let o as TagObject) = f, let fam = o.family else {
                throw NativeError("a widget's family is one of " + WidgetFamily.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
            }
            family = fam
        }
        guard let timeline = d.field("timeline") else { throw NativeError("widget '\(kind)' needs a timeline { … }") }
        guard let view = d.field("view") else { throw NativeError("widget '\(kind)' needs a view { entry in … }") }
        widgets[kind] = WidgetState(kind: kind, family: family, placeholder: d.field("placeholder"),
                                    snapshot: d.field("snapshot"), timeline: timeline, view: view,
                                    budget: budgetLimit)
        order.append(kind)
    }

    /// `policy: …` in a timeline block.
    func setPolicy(_ value: Value) throws {
        guard collecting != nil else { throw NativeError("'policy:' belongs in a widget's timeline { … }") }
        guard case .object(let o as TagObject) = value, let p = o.policy else {
            throw NativeError("a reload policy is .atEnd, .after(date) or .never")
        }
        collectedPolicy = p
    }
}
