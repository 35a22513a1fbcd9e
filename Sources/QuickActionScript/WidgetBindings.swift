import Foundation
import QASLanguage
import QASPlatform

/// An App Intent type: `intent ToggleItem(id) { … }`. Calling it with arguments
/// (`ToggleItem(id: x)`) makes an intent value.
final class IntentType: TabledObject {
    enum Parameter { case required, optional, defaulted(Value) }
    let name: String
    let parameters: [(String, Parameter)]
    let title: String
    let summary: String?
    let perform: ScriptBlock
    init(name: String, parameters: [(String, Parameter)], title: String, summary: String?, perform: ScriptBlock) {
        self.name = name; self.parameters = parameters; self.title = title; self.summary = summary; self.perform = perform
    }
    var typeName: String { "IntentType" }
    var description: String { "<intent \(name)>" }

    static let members = MemberTable<IntentType>()
        .property("title") { t, _ in .string(t.title) }
        .property("name") { t, _ in .string(t.name) }
        .property("description") { t, _ in t.summary.map { .string($0) } ?? .null }
        .property("parameters") { t, _ in .array(t.parameters.map { .string($0.0) }) }

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
    /// Its parameters are members too, by name.
    var memberNames: [String] { IntentValue.members.names + type.parameters.map(\.0) }
    var description: String {
        type.name + "(" + zip(type.parameters, arguments).map { "\($0.0): \($1.debugDescription)" }.joined(separator: ", ") + ")"
    }
    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? IntentValue else { return false }
        return o.type === type && o.arguments == arguments
    }

    static let members = MemberTable<IntentValue>()
        .property("title") { v, _ in .string(v.type.title) }
        .method("perform") { v, _, rt in try v.type.perform.call(rt, v.arguments) }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        if let v = try IntentValue.members.get(self, name, runtime) { return v }
        return type.parameters.firstIndex { $0.0 == name }.map { arguments[$0] }
    }
    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try IntentValue.members.call(self, name, args, runtime)
    }
}

/// A timeline entry: the values given to `entry(…)`, and its date.
final class EntryObject: HostObject {
    let fields: [(String, Value)]
    let date: Double
    /// The view drawn for it, made when its timeline was (WidgetKit archives
    /// views then; the view code does not run again on display).
    var archivedView: (elements: [ViewElement], intents: [IntentValue])?
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

/// The script's side of the widgets: the blocks each widget declared, run when
/// the platform's `WidgetCenter` asks for timelines, views and intents.
final class WidgetHost: WidgetProvider {
    /// The blocks of one `widget "kind" { … }`.
    struct Blocks {
        let placeholder: ScriptBlock?
        let snapshot: ScriptBlock?
        let timeline: ScriptBlock
        let view: ScriptBlock
    }

    unowned let runtime: Runtime
    unowned let app: AppHost
    let center: WidgetCenter<WidgetHost>
    let clock: () -> Double
    var blocks: [String: Blocks] = [:]
    // While a timeline, placeholder or snapshot block runs:
    var collecting: [EntryObject]? = nil
    var collectedPolicy: ReloadPolicy? = nil
    // While a view is built:
    var viewStack: [[ViewElement]] = []
    var intents: [IntentValue] = []

    init(runtime: Runtime, app: AppHost, clock: @escaping () -> Double) {
        self.runtime = runtime
        self.app = app
        self.clock = clock
        center = WidgetCenter(app: app.model, clock: clock)
        center.provider = self
    }

    /// Forgets the declared widgets, for a new session of `qas explore`.
    func resetForNewSession() {
        blocks = [:]
        center.removeAll()
        collecting = nil
        collectedPolicy = nil
        viewStack = []
        intents = []
    }

    func widget(_ kind: Value) throws -> WidgetCenter<WidgetHost>.Widget {
        guard case .string(let k) = kind else { throw NativeError("a widget is named by its kind, a String") }
        return try platform { try center.widget(k) }
    }

    /// Runs a block that calls `entry(…)`, returning the entries it made.
    func collect(_ block: ScriptBlock) throws -> ([EntryObject], ReloadPolicy?) {
        let saved = (collecting, collectedPolicy)
        collecting = []
        collectedPolicy = nil
        defer { (collecting, collectedPolicy) = saved }
        _ = try block.call(runtime, [])
        return (collecting ?? [], collectedPolicy)
    }

    // MARK: WidgetProvider

    func timeline(of kind: String) throws -> (entries: [(date: Double, entry: EntryObject)], policy: ReloadPolicy?) {
        guard let b = blocks[kind] else { return ([], nil) }
        let (entries, policy) = try collect(b.timeline)
        try archive(kind, entries)
        return (entries.map { ($0.date, $0) }, policy)
    }

    func placeholder(of kind: String) throws -> EntryObject? {
        guard let p = blocks[kind]?.placeholder else { return nil }
        let entry = try collect(p).0.first
        try archive(kind, entry.map { [$0] } ?? [])
        return entry
    }

    func snapshot(of kind: String) throws -> EntryObject? {
        guard let s = blocks[kind]?.snapshot else { return nil }
        let entry = try collect(s).0.first
        try archive(kind, entry.map { [$0] } ?? [])
        return entry
    }

    /// Draws each entry's view now, as WidgetKit archives a timeline's views.
    private func archive(_ kind: String, _ entries: [EntryObject]) throws {
        for e in entries where e.archivedView == nil {
            e.archivedView = try build(kind, e)
        }
    }

    func interactions(of kind: String, entry: EntryObject?) throws -> [IntentValue] {
        try build(kind, entry).1
    }

    func perform(_ intent: IntentValue) throws -> IntentOutcome {
        do {
            _ = try intent.type.perform.call(runtime, intent.arguments)
        } catch let e as RuntimeError where e.isCatchable {
            app.report((e.location.map { "\($0): " } ?? "") + "intent \(intent.type.name) (\"\(intent.type.title)\") failed: \(e.message)")
            // `perform` may throw (the user sees the error); a fault stops the script.
            if e.kind != .thrown { throw e }
            return .failed(name: intent.type.name, message: e.message)
        }
        return .performed(name: intent.type.name)
    }

    // MARK: Views

    /// Evaluates the view for an entry: its elements and the intents of its
    /// buttons and toggles, in order.
    func build(_ kind: String, _ entry: EntryObject?) throws -> ([ViewElement], [IntentValue]) {
        if let archived = entry?.archivedView { return archived }
        guard let view = blocks[kind]?.view else { return ([], []) }
        let saved = (viewStack, intents)
        viewStack = [[]]
        intents = []
        defer { (viewStack, intents) = saved }
        _ = try view.call(runtime, [entry.map { .object($0) } ?? .null])
        return (viewStack.last ?? [], intents)
    }

    /// The view elements code adds (a peek's preview is drawn like a widget).
    func elements(_ body: () throws -> Void) throws -> [ViewElement] {
        let saved = (viewStack, intents)
        viewStack = [[]]
        intents = []
        defer { (viewStack, intents) = saved }
        try body()
        return viewStack.last ?? []
    }

    /// The view for an entry, drawn in the widget's frame.
    func draw(_ w: WidgetCenter<WidgetHost>.Widget, _ entry: EntryObject?) throws -> String {
        WidgetRenderer.render(try build(w.kind, entry).0, family: w.family)
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

/// Turns a platform rule's refusal into a runtime error.
func platform<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as PlatformError { throw NativeError(e.description) }
}

/// `widgets`: render, tap and reload widgets.
final class WidgetsObject: TabledObject {
    let host: WidgetHost
    init(_ host: WidgetHost) { self.host = host }
    var typeName: String { "Widgets" }
    var description: String { "<widgets: \(host.center.order.joined(separator: ", "))>" }

    func kind(_ args: Arguments, _ method: String) throws -> WidgetCenter<WidgetHost>.Widget {
        guard args.count >= 1 else { throw NativeError("widgets.\(method) needs a widget kind") }
        return try host.widget(args[0])
    }

    static let members = MemberTable<WidgetsObject>()
        .property("budget", { o, _ in .int(o.host.center.budgetLimit) }, set: { o, v, _ in
            guard case .int(let n) = v, n >= 0 else { throw NativeError("widgets.budget must be a non-negative Int") }
            o.host.center.budgetLimit = n
        })
        .property("kinds") { o, _ in .array(o.host.center.order.map { .string($0) }) }
        .method("render") { o, args, _ in
            let w = try o.kind(args, "render")
            return .string(try o.host.draw(w, try o.host.center.currentEntry(w)))
        }
        .method("snapshot") { o, args, _ in
            let w = try o.kind(args, "snapshot")
            return .string(try o.host.draw(w, try o.host.center.snapshotEntry(w)))
        }
        .method("tap") { o, args, _ in
            let w = try o.kind(args, "tap")
            guard args.count == 2, case .int(let n) = args[1] else { throw NativeError("widgets.tap takes a kind and a 1-based position") }
            return .bool(try o.host.center.tap(w, n))
        }
        .method("reload") { o, args, _ in .bool(try o.host.center.reload(try o.kind(args, "reload"))) }
        .method("reloadAll") { o, _, _ in .bool(try o.host.center.reloadAll()) }
        .method("entries") { o, args, _ in
            let w = try o.kind(args, "entries")
            try o.host.center.refresh(w)
            return .array(w.entries.map { .object($0.entry) })
        }
        .method("policy") { o, args, _ in
            let w = try o.kind(args, "policy")
            try o.host.center.refresh(w)
            return .object(TagObject(policy: w.policy))
        }
        .method("remainingBudget") { o, args, _ in .int(try o.kind(args, "remainingBudget").budget.remaining(now: o.host.clock())) }
        .method("reloadCount") { o, args, _ in .int(try o.kind(args, "reloadCount").reloads) }
}

extension AppSession {
    /// Declares `widgets`, the families and policies, and the view elements.
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
        // `image("name")` is an icon everywhere, and also a view element inside a view.
        i.define("image", .native(NativeFunction("image", arity: 1...1) { args, _ in
            guard case .string(let s) = args[0], !s.isEmpty else { throw NativeError("image needs the name of an image or symbol") }
            if !host.viewStack.isEmpty { try host.append(.image(s)) }
            return .object(IconObject(.image(s)))
        }))
        i.define("text", .native(NativeFunction("text", arity: 1...1) { args, _ in
            try host.append(.text(args[0].description))
            return .null
        }))
        for stack in ["hstack", "vstack"] {
            i.define(stack, .native(NativeFunction(stack, arity: 0...1) { args, _ in
                let content = try host.contents(args.values.last)
                try host.append(stack == "hstack" ? .hstack(content) : .vstack(content))
                return .null
            }))
        }
        i.define("button", .native(NativeFunction("button") { args, _ in
            guard let intent = args.labeled("intent"), case .object(let o as IntentValue) = intent else {
                throw NativeError("button(intent:) needs an intent value, such as ToggleItem(id: item.id)")
            }
            host.intents.append(o)
            let index = host.intents.count
            let content = try host.contents(args.trailingUnlabelled)
            try host.append(.button(index: index, content: content))
            return .null
        }))
        i.define("toggle", .native(NativeFunction("toggle") { args, _ in
            guard let intent = args.labeled("intent"), case .object(let o as IntentValue) = intent else {
                throw NativeError("toggle(isOn:intent:) needs an intent value")
            }
            guard case .bool(let on)? = args.labeled("isOn") else { throw NativeError("toggle(isOn:intent:) needs isOn: a Bool") }
            host.intents.append(o)
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
                                  perform: ScriptBlock(d.field("perform") ?? .null, d.location)))
    }

    /// `widget "kind" { … }`
    func declareWidget(_ d: DeclarationValue) throws {
        let kind = d.name ?? ""
        var family = WidgetFamily.systemSmall
        if let f = d.field("family") {
            guard case .object(let o as TagObject) = f, let fam = o.family else {
                throw NativeError("a widget's family is one of " + WidgetFamily.allCases.map { "." + $0.rawValue }.joined(separator: ", "))
            }
            family = fam
        }
        guard let timeline = d.field("timeline") else { throw NativeError("widget '\(kind)' needs a timeline { … }") }
        guard let view = d.field("view") else { throw NativeError("widget '\(kind)' needs a view { entry in … }") }
        try platform { try center.add(kind: kind, family: family) }
        blocks[kind] = Blocks(placeholder: d.field("placeholder").map { ScriptBlock($0, d.location) },
                              snapshot: d.field("snapshot").map { ScriptBlock($0, d.location) },
                              timeline: ScriptBlock(timeline, d.location), view: ScriptBlock(view, d.location))
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
