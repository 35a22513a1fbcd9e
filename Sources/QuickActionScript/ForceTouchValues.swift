import QASLanguage
import QASPlatform

/// `device`: the iPhone model, what its screen senses, and the force thresholds.
final class DeviceObject: TabledObject {
    unowned let host: ForceTouchHost
    init(_ host: ForceTouchHost) { self.host = host }
    var device: Device { host.device }
    var typeName: String { "Device" }
    var description: String { "<device: \(device.model.name), \(device.model.touch.rawValue)>" }

    private static func fraction(_ v: Value, _ name: String) throws -> Double {
        let d: Double
        switch v {
        case .int(let i): d = Double(i)
        case .double(let x): d = x
        default: throw NativeError("device.\(name) is a fraction of the maximum force, from 0 to 1, not \(v.typeName)")
        }
        guard d > 0 && d <= 1 else { throw NativeError("device.\(name) is a fraction of the maximum force, above 0 and at most 1, not \(v)") }
        return d
    }

    static let members = MemberTable<DeviceObject>()
        .property("model", { o, _ in .string(o.device.model.name) }, set: { o, v, _ in
            guard case .string(let name) = v, let m = DeviceModel.named(name) else {
                var message = "unknown iPhone model \(v.debugDescription)"
                if case .string(let s) = v, let close = Suggestion.closest(to: s, in: DeviceModel.all.map(\.name)) {
                    message += "; did you mean \"\(close)\"?"
                }
                throw NativeError(message + " (device.models lists them)")
            }
            o.device.model = m
        })
        .property("models") { _, _ in .array(DeviceModel.all.map { .string($0.name) }) }
        .property("touchKind") { o, _ in .string(o.device.model.touch.rawValue) }
        .property("hasForceTouch") { o, _ in .bool(o.device.model.touch == .forceTouch) }
        .property("hasHapticTouch") { o, _ in .bool(o.device.model.touch == .hapticTouch) }
        .property("peekThreshold", { o, _ in .double(o.device.peekThreshold) }, set: { o, v, _ in
            o.device.peekThreshold = try fraction(v, "peekThreshold")
        })
        .property("popThreshold", { o, _ in .double(o.device.popThreshold) }, set: { o, v, _ in
            o.device.popThreshold = try fraction(v, "popThreshold")
        })
}

/// `traitCollection.forceTouchCapability`.
final class TraitCollectionObject: TabledObject {
    unowned let host: ForceTouchHost
    init(_ host: ForceTouchHost) { self.host = host }
    var typeName: String { "UITraitCollection" }
    static let members = MemberTable<TraitCollectionObject>()
        .property("forceTouchCapability") { o, _ in .object(UIKitConstant("UIForceTouchCapability", o.host.device.forceTouchCapability)) }
}

/// `touch`: the last touch's force, in UIKit's units (1.0 an average touch).
final class TouchObject: TabledObject {
    unowned let host: ForceTouchHost
    init(_ host: ForceTouchHost) { self.host = host }
    var typeName: String { "UITouch" }
    var description: String { "<touch: force \(host.device.lastForce) of \(host.device.maximumPossibleForce)>" }
    static let members = MemberTable<TouchObject>()
        .property("force") { o, _ in .double(o.host.device.lastForce) }
        .property("maximumPossibleForce") { o, _ in .double(o.host.device.maximumPossibleForce) }
}

/// `notesList`: the Note Buddy list, most recently modified first; rows from 0.
final class NotesListObject: TabledObject {
    unowned let host: ForceTouchHost
    init(_ host: ForceTouchHost) { self.host = host }
    var typeName: String { "NotesList" }
    var description: String { "<notes list: \(((try? host.rows()) ?? []).count) rows>" }
    static let members = MemberTable<NotesListObject>()
        .property("rows") { o, _ in .array(try o.host.rows()) }
        .property("count") { o, _ in .int(try o.host.rows().count) }
        .method("press") { o, args, _ in try o.host.press(args) }
        .method("longPress") { o, args, _ in try o.host.longPress(args) }
        .method("peek") { o, args, _ in try o.host.peekPreview(args) }
}

extension ForceTouchHost {
    /// `notesList.peek(row)` and the REPL's `:peek ROW`: the peek a firm press
    /// would show, swiped up, without pressing (the app's state is untouched).
    func peekPreview(_ args: Arguments) throws -> Value {
        guard args.count == 1 else { throw NativeError("notesList.peek takes a row (from 0) or a note") }
        let (index, row) = try self.row(args[0], "notesList.peek")
        let peek = PeekObject(host: self, index: index, row: row)
        peek.preview = try previewLines("notes", row)
        peek.actions = try previewActions("notes", row)
        peek.swiped = true
        peek.state = "preview"
        return .object(peek)
    }
}

extension AppSession {
    /// `device`, `traitCollection`, `touch`, `notesList` and UIKit's preview and
    /// context-menu values.
    func installForceTouch(_ host: ForceTouchHost) {
        let i = interpreter
        i.define("device", .object(DeviceObject(host)))
        i.define("traitCollection", .object(TraitCollectionObject(host)))
        i.define("touch", .object(TouchObject(host)))
        i.define("notesList", .object(NotesListObject(host)))
        let styles = ["default", "selected", "destructive"]
        i.define("UIPreviewAction", .object(UIKitNamespace("UIPreviewAction", [
            "Style": .object(UIKitNamespace("UIPreviewAction.Style", Dictionary(uniqueKeysWithValues: styles.map {
                ($0, Value.object(UIKitConstant("UIPreviewAction.Style", $0)))
            }))),
        ]) { args in .object(try AppSession.previewAction(args, group: false)) }))
        i.define("UIPreviewActionGroup", .object(UIKitNamespace("UIPreviewActionGroup") { args in
            .object(try AppSession.previewAction(args, group: true))
        }))
        i.define("UIAction", .object(UIKitNamespace("UIAction") { args in .object(try AppSession.menuElement(args, menu: false)) }))
        i.define("UIMenu", .object(UIKitNamespace("UIMenu") { args in .object(try AppSession.menuElement(args, menu: true)) }))
        i.define("UIImage", .object(UIKitNamespace("UIImage") { args in
            switch (args.labels.first ?? nil, args.values.first) {
            case ("systemName"?, .string(let s)?): return .object(IconObject(.symbol(s)))
            case ("named"?, .string(let s)?): return .object(IconObject(.image(s)))
            default: throw NativeError("UIImage takes systemName: or named: and a String")
            }
        }))
        i.define("UIContextMenuConfiguration", .object(UIKitNamespace("UIContextMenuConfiguration") { args in
            let provider = args.labeled("actionProvider") ?? args.trailingUnlabelled
            return .object(ContextMenuConfigurationValue(identifier: args.labeled("identifier") ?? .null,
                                                         previewProvider: args.labeled("previewProvider"),
                                                         actionProvider: provider))
        }))
        let capabilities = ["available", "unavailable", "unknown"]
        i.define("UIForceTouchCapability", .object(UIKitNamespace("UIForceTouchCapability", Dictionary(uniqueKeysWithValues: capabilities.map {
            ($0, Value.object(UIKitConstant("UIForceTouchCapability", $0)))
        }))))
        for name in styles { i.runtime.implicitMembers[name] = .object(UIKitConstant("UIPreviewAction.Style", name)) }
        for name in ["disabled", "hidden", "displayInline"] {
            i.runtime.implicitMembers[name] = .object(UIKitConstant("UIMenuElement.Attributes", name))
        }
        for name in ["on", "off", "mixed"] { i.runtime.implicitMembers[name] = .object(UIKitConstant("UIMenuElement.State", name)) }
        for name in capabilities { i.runtime.implicitMembers[name] = .object(UIKitConstant("UIForceTouchCapability", name)) }
    }

    private static func name(_ v: Value) -> String? {
        if case .object(let c as UIKitConstant) = v { return c.name }
        return nil
    }

    /// `UIPreviewAction(title:style:handler:)`, `UIPreviewActionGroup(title:style:actions:)`.
    static func previewAction(_ args: Arguments, group: Bool) throws -> PreviewActionValue {
        let what = group ? "UIPreviewActionGroup" : "UIPreviewAction"
        guard case .string(let title)? = args.labeled("title") ?? args.leadingUnlabelled else {
            throw NativeError("\(what) needs a title: \(what)(title: \"…\", style: .default\(group ? ", actions: […]" : ") { action, note in … }"))")
        }
        var style = PreviewActionStyle.default
        if let s = args.labeled("style") {
            guard let n = name(s), let st = PreviewActionStyle(rawValue: n) else {
                throw NativeError("a preview action's style is .default, .selected or .destructive")
            }
            style = st
        }
        if group {
            guard case .array(let items)? = args.labeled("actions") else { throw NativeError("UIPreviewActionGroup needs actions: [UIPreviewAction(…), …]") }
            let children = try items.items.map { v -> PreviewActionValue in
                guard case .object(let a as PreviewActionValue) = v else { throw NativeError("a group's actions are UIPreviewActions, not \(v.typeName)") }
                return a
            }
            return PreviewActionValue(title: title, style: style, handler: nil, children: children)
        }
        return PreviewActionValue(title: title, style: style, handler: args.labeled("handler") ?? args.trailingUnlabelled, children: nil)
    }

    /// `UIAction(title:image:identifier:attributes:state:handler:)` and
    /// `UIMenu(title:image:identifier:options:children:)`.
    static func menuElement(_ args: Arguments, menu: Bool) throws -> MenuElementValue {
        let what = menu ? "UIMenu" : "UIAction"
        var title = ""
        // (`UIAction { _ in … }`: a lone trailing closure is the handler, and the title empty.)
        if let t = args.labeled("title") ?? args.leadingUnlabelled, !t.isCallable {
            guard case .string(let s) = t else { throw NativeError("\(what)'s title is a String, not \(t.typeName)") }
            title = s
        }
        var image: String? = nil
        if let i = args.labeled("image"), !i.isNil {
            switch i {
            case .object(let icon as IconObject): image = icon.icon.displayName
            case .instance(let made) where made.type.name == "UIImage":
                // The UI layer's `UIImage(systemName:)`: its name.
                if case .string(let name)? = try? Runtime.running?.property(of: i, "name") { image = name }
            default: throw NativeError("\(what)'s image is a UIImage(systemName: …), not \(i.typeName)")
            }
        }
        func names(_ v: Value?, _ label: String) throws -> Set<String> {
            guard let v, !v.isNil else { return [] }
            let list: [Value]
            if case .array(let a) = v { list = a.items } else { list = [v] }
            return Set(try list.map { x in
                guard let n = name(x) else { throw NativeError("\(what)'s \(label) are .destructive, .disabled\(menu ? ", .displayInline" : ", .hidden"), not \(x.typeName)") }
                return n
            })
        }
        let attributes = try names(args.labeled(menu ? "options" : "attributes"), menu ? "options" : "attributes")
        var state = "off"
        if let s = args.labeled("state") {
            guard let n = name(s), ["on", "off", "mixed"].contains(n) else { throw NativeError("a UIAction's state is .on, .off or .mixed") }
            state = n
        }
        if menu {
            guard case .array(let items)? = args.labeled("children") ?? .array([]) else { throw NativeError("UIMenu's children are an array of UIAction and UIMenu") }
            let children = try items.items.map { v -> MenuElementValue in
                guard case .object(let e as MenuElementValue) = v else { throw NativeError("UIMenu's children are UIActions and UIMenus, not \(v.typeName)") }
                return e
            }
            return MenuElementValue(title: title, image: image, identifier: args.labeled("identifier") ?? .null, attributes: attributes,
                                    state: state, handler: nil, children: children)
        }
        return MenuElementValue(title: title, image: image, identifier: args.labeled("identifier") ?? .null, attributes: attributes,
                                state: state, handler: args.labeled("handler") ?? args.trailingUnlabelled, children: nil)
    }
}

