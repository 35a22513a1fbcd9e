import Foundation
import QASLanguage
import QASPlatform
import QASStore

/// 3D Touch as scripts see it: the device and its touches, peek and pop on the
/// notes list with preview actions, and iOS 13 context menus. The rules are in
/// `QASPlatform/ForceTouch.swift`; `Documentation/ForceTouch.md` describes them.
final class ForceTouchHost {
    /// `preview "notes" { view { note in … }; actions { note in … }; commit { note in … } }`
    struct Preview {
        let view: ScriptBlock?
        let actions: ScriptBlock?
        let commit: ScriptBlock?
    }

    unowned let app: AppHost
    unowned let widgets: WidgetHost
    let device = Device()
    var previews: [String: Preview] = [:]
    var contextMenus: [String: ScriptBlock] = [:]
    /// The peek or context menu showing, if any (one at a time, as on a device).
    var showing: AnyObject?

    init(app: AppHost, widgets: WidgetHost) { self.app = app; self.widgets = widgets }

    var runtime: Runtime { app.runtime }
    var model: AppModel { app.model }

    func resetForNewSession() {
        device.reset()
        previews = [:]
        contextMenus = [:]
        showing = nil
    }

    static let lists = ["notes"]

    private func checkList(_ name: String?) throws -> String {
        guard let name, ForceTouchHost.lists.contains(name) else {
            throw NativeError("qas models one list: \"notes\" (the Note Buddy list), not \(name.map { "\"\($0)\"" } ?? "none")")
        }
        return name
    }

    func declarePreview(_ d: DeclarationValue) throws {
        let list = try checkList(d.name)
        if previews[list] != nil { throw NativeError("a preview for \"\(list)\" is already declared") }
        previews[list] = Preview(view: d.field("view").map { ScriptBlock($0, d.location) },
                                 actions: d.field("actions").map { ScriptBlock($0, d.location) },
                                 commit: d.field("commit").map { ScriptBlock($0, d.location) })
    }

    func declareContextMenu(_ d: DeclarationValue) throws {
        let list = try checkList(d.name)
        guard let body = d.body else { throw NativeError("a context menu needs its code: contextMenu \"notes\" { note in … }") }
        if contextMenus[list] != nil { throw NativeError("a context menu for \"\(list)\" is already declared") }
        contextMenus[list] = ScriptBlock(body, d.location)
    }

    // MARK: Running the app's code

    /// Calls a block with as many of `arguments` as it takes.
    func call(_ block: ScriptBlock, _ arguments: [Value]) throws -> Value {
        let takes = block.code.parameterCount ?? arguments.count
        return try block.call(runtime, Array(arguments.prefix(takes)))
    }

    func call(_ function: Value, _ arguments: [Value]) throws -> Value {
        let takes = function.parameterCount ?? arguments.count
        return try runtime.call(function, Array(arguments.prefix(takes)))
    }

    /// Runs an action's handler as a handler runs: a failure is reported and
    /// logged, and the script goes on.
    func runHandler(_ what: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let e as RuntimeError where e.isCatchable {
            app.report((e.location.map { "\($0): " } ?? "") + "\(what) failed: \(e.message)")
            model.note("\(what) failed: \(e.message)")
            model.tracker.failed("\(what) failed: \(e.message)")
            // A `throw` is the handler's failure; a fault stops the script.
            if e.kind != .thrown { throw e }
        }
    }

    /// The preview's lines for a note: its view block drawn as a widget's view,
    /// or the note's title and body.
    func previewLines(_ list: String, _ row: Value) throws -> [String] {
        if let view = previews[list]?.view {
            return WidgetRenderer.lines(of: try widgets.elements { _ = try call(view, [row]) })
        }
        return ForceTouchHost.defaultPreview(row)
    }

    static func defaultPreview(_ row: Value) -> [String] {
        guard case .object(let n as NoteObject) = row else { return [row.description] }
        return [n.note.title.isEmpty ? "(no title)" : n.note.title] + (n.note.body.isEmpty ? [] : [n.note.body])
    }

    /// The preview actions for a note, as its `actions` block computes them.
    func previewActions(_ list: String, _ row: Value) throws -> [PreviewActionValue] {
        guard let block = previews[list]?.actions else { return [] }
        let v = try call(block, [row])
        guard case .array(let items) = v else {
            throw NativeError("a preview's actions must be an array of UIPreviewAction and UIPreviewActionGroup, not \(v.typeName)")
        }
        return try items.items.enumerated().map { i, item in
            guard case .object(let a as PreviewActionValue) = item else {
                throw NativeError("actions[\(i)] is \(item.typeName), not a UIPreviewAction or UIPreviewActionGroup")
            }
            return a
        }
    }

    // MARK: Rows

    func rows() throws -> [Value] {
        try storeCall { try app.store.allNotes() }.map { NoteObject.value($0, app.store) }
    }

    func row(_ v: Value, _ what: String) throws -> (index: Int, value: Value) {
        let all = try rows()
        switch v {
        case .int(let i):
            guard i >= 0 && i < all.count else {
                throw NativeError("\(what): the notes list has \(all.count) row\(all.count == 1 ? "" : "s") (0 to \(max(0, all.count - 1))); there is no row \(i)")
            }
            return (i, all[i])
        case .object(let n as NoteObject):
            guard let i = all.firstIndex(where: { if case .object(let o as NoteObject) = $0 { return o.note.id == n.note.id }; return false }) else {
                throw NativeError("\(what): that note is not in the list (it was deleted)")
            }
            return (i, all[i])
        default:
            throw NativeError("\(what) takes a row number (from 0, as IndexPath.row) or a note, not \(v.typeName)")
        }
    }

    // MARK: Pressing

    /// `notesList.press(row, force:)`: a peek past the peek threshold, a pop past
    /// the pop threshold; nil when nothing shows.
    func press(_ args: Arguments) throws -> Value {
        guard args.count >= 1 else { throw NativeError("notesList.press takes a row and a force: press(0, force: 0.5)") }
        let (index, row) = try self.row(args[0], "notesList.press")
        var fraction = 1.0 / Device.forceTouchMaximum
        if let f = args.labeled("force") {
            switch f {
            case .int(let i): fraction = Double(i)
            case .double(let d): fraction = d
            default: throw NativeError("force is a fraction of the maximum, from 0 to 1, not \(f.typeName)")
            }
            guard fraction >= 0 && fraction <= 1 else { throw NativeError("force is a fraction of the maximum, from 0 to 1, not \(f)") }
        }
        let outcome = device.press(fraction: fraction)
        let force = String(format: "%.2f", device.lastForce)
        switch outcome {
        case .noForce:
            model.note("press notes row \(index): \(device.model.name) has no 3D Touch; a long press opens a context menu")
            return .null
        case .tap:
            model.note("tap notes row \(index) (force \(force))")
            return .null
        case .peek, .pop:
            if previews["notes"] == nil {
                // iOS 13: a firm press on a 3D Touch phone opens the context menu.
                if contextMenus["notes"] != nil { return try openContextMenu(index, row, how: "firm press") }
                model.note("press notes row \(index) (force \(force)): no preview or context menu is declared for the list")
                return .null
            }
            let peek = PeekObject(host: self, index: index, row: row)
            try peek.show(force: force)
            if outcome == .pop { try peek.pop() }
            return .object(peek)
        }
    }

    /// `notesList.longPress(row)`: the context menu, on any iPhone with iOS 13.
    func longPress(_ args: Arguments) throws -> Value {
        guard args.count == 1 else { throw NativeError("notesList.longPress takes a row (from 0) or a note") }
        let (index, row) = try self.row(args[0], "notesList.longPress")
        device.averageTouch()
        guard device.model.touch != .none else {
            model.note("long press notes row \(index): \(device.model.name) shows no context menus (iOS 12)")
            return .null
        }
        guard contextMenus["notes"] != nil else {
            model.note("long press notes row \(index): no context menu is declared for the list")
            return .null
        }
        return try openContextMenu(index, row, how: "long press")
    }

    private func openContextMenu(_ index: Int, _ row: Value, how: String) throws -> Value {
        guard let block = contextMenus["notes"] else { return .null }
        let v = try call(block, [row])
        if case .null = v {
            model.note("\(how) notes row \(index): the context menu's code returned nil, so no menu")
            return .null
        }
        guard case .object(let configuration as ContextMenuConfigurationValue) = v else {
            throw NativeError("a context menu's code returns a UIContextMenuConfiguration (or nil), not \(v.typeName)")
        }
        let menu = try ContextMenuObject(host: self, index: index, row: row, configuration: configuration)
        model.note("context menu notes row \(index) (\(how))")
        showing = menu
        return .object(menu)
    }

    /// `homeScreen.forcePress(icon:)` and `longPress(icon:)`: the quick-action menu
    /// where the device shows one.
    func iconPress(firm: Bool) -> Value {
        let what = firm ? "force press" : "long press"
        switch device.model.touch {
        case .none:
            device.averageTouch()
            model.note("\(what) on the app icon: no menu (\(device.model.name) has neither 3D Touch nor Haptic Touch)")
            return .null
        case .forceTouch:
            if firm { _ = device.press(fraction: device.peekThreshold) } else { device.averageTouch() }
        case .hapticTouch:
            device.averageTouch()
        }
        model.note("\(what) on the app icon: the quick actions show")
        return .object(MenuObject(model.menu()))
    }
}

// MARK: - UIKit's values

/// `UIPreviewAction(title:style:handler:)` or `UIPreviewActionGroup(title:style:actions:)`.
final class PreviewActionValue: HostObject {
    let title: String
    let style: PreviewActionStyle
    let handler: Value?
    let children: [PreviewActionValue]?
    init(title: String, style: PreviewActionStyle, handler: Value?, children: [PreviewActionValue]?) {
        self.title = title; self.style = style; self.handler = handler; self.children = children
    }
    var typeName: String { children == nil ? "UIPreviewAction" : "UIPreviewActionGroup" }
    var description: String { "\(typeName)(\(title.debugDescription), .\(style.rawValue))" }
    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "title": return .string(title)
        case "style": return .object(UIKitConstant("UIPreviewAction.Style", style.rawValue))
        case "actions": return children.map { .array($0.map { .object($0) }) }
        default: return nil
        }
    }
    var memberNames: [String] { ["title", "style"] + (children == nil ? [] : ["actions"]) }
    var item: PreviewActionItem { PreviewActionItem(title: title, style: style, children: children?.map(\.item)) }
}

/// `UIAction(title:image:identifier:attributes:state:handler:)` or
/// `UIMenu(title:image:identifier:options:children:)`.
final class MenuElementValue: HostObject {
    let title: String
    let image: String?
    let identifier: Value
    var attributes: Set<String>
    var state: String
    let handler: Value?
    let children: [MenuElementValue]?
    init(title: String, image: String?, identifier: Value, attributes: Set<String>, state: String, handler: Value?,
         children: [MenuElementValue]?) {
        self.title = title; self.image = image; self.identifier = identifier; self.attributes = attributes
        self.state = state; self.handler = handler; self.children = children
    }
    var typeName: String { children == nil ? "UIAction" : "UIMenu" }
    var description: String { "\(typeName)(\(title.debugDescription))" }
    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "title": return .string(title)
        case "identifier": return identifier
        case "state": return .object(UIKitConstant("UIMenuElement.State", state))
        case "children": return children.map { .array($0.map { .object($0) }) }
        default: return nil
        }
    }
    var item: ContextMenuItem {
        ContextMenuItem(title: title, image: image, destructive: attributes.contains("destructive"),
                        disabled: attributes.contains("disabled"), hidden: attributes.contains("hidden"), state: state,
                        children: children?.map(\.item), inline: attributes.contains("displayInline"))
    }
}

/// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
final class ContextMenuConfigurationValue: HostObject {
    let identifier: Value
    let previewProvider: Value?
    let actionProvider: Value?
    init(identifier: Value, previewProvider: Value?, actionProvider: Value?) {
        self.identifier = identifier; self.previewProvider = previewProvider; self.actionProvider = actionProvider
    }
    var typeName: String { "UIContextMenuConfiguration" }
    func member(_ name: String, in runtime: Runtime) throws -> Value? { name == "identifier" ? identifier : nil }
}

// MARK: - What a press shows

/// A peek on a row: its preview, its actions once swiped up, and pop.
final class PeekObject: TabledObject {
    unowned let host: ForceTouchHost
    let index: Int
    let row: Value
    var preview: [String] = []
    var actions: [PreviewActionValue] = []
    /// Swiped up: the actions show.
    var swiped = false
    var openGroup: String?
    /// "peek", "popped" or "dismissed".
    var state = "peek"

    init(host: ForceTouchHost, index: Int, row: Value) { self.host = host; self.index = index; self.row = row }
    var typeName: String { "Peek" }
    var description: String {
        PreviewRenderer.peek(preview: preview, actions: swiped ? actions.map(\.item) : nil, openGroup: openGroup)
    }

    func show(force: String) throws {
        preview = try host.previewLines("notes", row)
        actions = try host.previewActions("notes", row)
        host.model.note("peek notes row \(index) (force \(force))")
        host.showing = self
    }

    private func checkShowing(_ what: String) throws {
        guard state == "peek" else { throw NativeError("cannot \(what): the peek was \(state)") }
    }

    /// Pressing harder: the commit, as `previewingContext(_:commit:)`.
    func pop() throws {
        try checkShowing("pop")
        _ = host.device.press(fraction: max(host.device.popThreshold, 0.9))
        state = "popped"
        host.showing = nil
        host.model.note("pop notes row \(index)")
        if let commit = host.previews["notes"]?.commit {
            try host.runHandler("the preview's commit") { _ = try host.call(commit, [row]) }
        } else {
            host.app.screen = row
            host.model.note("open \(row.description)")
        }
    }

    func swipeUp() throws -> Value {
        try checkShowing("swipe up")
        if !swiped {
            swiped = true
            host.model.note("swipe up: " + (actions.isEmpty ? "no actions" : actions.map { $0.title + ($0.children == nil ? "" : " ›") }.joined(separator: ", ")))
        }
        return .array(actions.map { .string($0.title) })
    }

    /// Runs an action (and dismisses the peek); a group's title opens the group.
    func select(_ args: Arguments) throws -> Value {
        try checkShowing("select an action")
        let path = try args.values.map { v -> String in
            guard case .string(let s) = v else { throw NativeError("peek.select takes an action's title, not \(v.typeName)") }
            return s
        }
        guard !path.isEmpty else { throw NativeError("peek.select takes an action's title") }
        _ = try swipeUp()
        var level = openGroup.flatMap { g in actions.first { $0.title == g }?.children } ?? actions
        var chosen: PreviewActionValue? = nil
        for (i, title) in path.enumerated() {
            guard let found = level.first(where: { $0.title == title }) ?? (i == 0 ? actions.first(where: { $0.title == title }) : nil) else {
                throw NativeError("the peek has no action '\(title)'; it has " + level.map { "'\($0.title)'" }.joined(separator: ", "))
            }
            chosen = found
            if let children = found.children { level = children }
        }
        guard let action = chosen else { return .null }
        if action.children != nil {
            openGroup = action.title
            host.model.note("open group \(action.title)")
            return .null
        }
        state = "dismissed"
        host.showing = nil
        host.model.note("preview action \(action.title) (row \(index))")
        if let handler = action.handler, !handler.isNil {
            try host.runHandler("the preview action '\(action.title)'") { _ = try host.call(handler, [.object(action), row]) }
        }
        return .null
    }

    func release() {
        guard state == "peek" else { return }
        state = "dismissed"
        host.showing = nil
        host.model.note("peek dismissed")
    }

    static let members = MemberTable<PeekObject>()
        .property("state") { o, _ in .string(o.state) }
        .property("row") { o, _ in .int(o.index) }
        .property("note") { o, _ in o.row }
        .property("preview") { o, _ in .array(o.preview.map { .string($0) }) }
        .property("actions") { o, _ in .array(o.actions.map { .string($0.title) }) }
        .method("pop") { o, _, _ in try o.pop(); return .null }
        .method("swipeUp") { o, _, _ in try o.swipeUp() }
        .method("select") { o, args, _ in try o.select(args) }
        .method("release") { o, _, _ in o.release(); return .null }
        // Tapping outside a peek dismisses it, as lifting the finger does.
        .method("dismiss") { o, _, _ in o.release(); return .null }
}

/// A context menu open on a row.
final class ContextMenuObject: TabledObject {
    unowned let host: ForceTouchHost
    let index: Int
    let row: Value
    let preview: [String]?
    let title: String
    let items: [MenuElementValue]
    var state = "open"

    init(host: ForceTouchHost, index: Int, row: Value, configuration c: ContextMenuConfigurationValue) throws {
        self.host = host
        self.index = index
        self.row = row
        if let p = c.previewProvider, !p.isNil {
            let v = try host.call(p, [])
            switch v {
            case .null: preview = ForceTouchHost.defaultPreview(row)
            case .string(let s): preview = s.components(separatedBy: "\n")
            case .array(let a): preview = a.items.map { if case .string(let s) = $0 { return s }; return $0.description }
            default: preview = [v.description]
            }
        } else {
            preview = ForceTouchHost.defaultPreview(row)
        }
        var title = ""
        var items: [MenuElementValue] = []
        if let provider = c.actionProvider, !provider.isNil {
            let v = try host.call(provider, [.array([])])
            switch v {
            case .null: break
            case .object(let m as MenuElementValue) where m.children != nil:
                title = m.title
                items = m.children ?? []
            default: throw NativeError("a context menu's actionProvider returns a UIMenu (or nil), not \(v.typeName)")
            }
        }
        self.title = title
        self.items = items
    }

    var typeName: String { "ContextMenu" }
    var description: String { PreviewRenderer.contextMenu(preview: preview, title: title, items: items.map(\.item)) }

    /// The titles shown (hidden ones left out), submenus' children as `Menu › Item`.
    var shownTitles: [String] {
        func walk(_ items: [MenuElementValue], _ prefix: String) -> [String] {
            items.filter { !$0.attributes.contains("hidden") }.flatMap { i -> [String] in
                guard let children = i.children else { return [prefix + i.title] }
                return i.attributes.contains("displayInline") ? walk(children, prefix) : walk(children, prefix + i.title + " › ")
            }
        }
        return walk(items, "")
    }

    func select(_ args: Arguments) throws -> Value {
        guard state == "open" else { throw NativeError("cannot select: the context menu was \(state)") }
        var titles = try args.values.map { v -> String in
            guard case .string(let s) = v else { throw NativeError("menu.select takes an item's title, not \(v.typeName)") }
            return s
        }
        if titles.count == 1, titles[0].contains(" › ") { titles = titles[0].components(separatedBy: " › ") }
        guard !titles.isEmpty else { throw NativeError("menu.select takes an item's title") }
        var level = items
        var chosen: MenuElementValue? = nil
        for title in titles {
            // Inline submenus' items are at the level that contains them.
            func find(_ items: [MenuElementValue]) -> MenuElementValue? {
                for i in items where !i.attributes.contains("hidden") {
                    if i.title == title { return i }
                    if i.attributes.contains("displayInline"), let c = i.children, let f = find(c) { return f }
                }
                return nil
            }
            guard let found = find(level) else {
                throw NativeError("the context menu has no item '\(title)' there; it shows " + shownTitles.map { "'\($0)'" }.joined(separator: ", "))
            }
            chosen = found
            if let c = found.children { level = c }
        }
        guard let item = chosen else { return .null }
        if item.children != nil { throw NativeError("'\(item.title)' is a submenu: select one of its items, as select(\"\(item.title)\", \"…\")") }
        if item.attributes.contains("disabled") { throw NativeError("'\(item.title)' is disabled and cannot be selected") }
        state = "dismissed"
        host.showing = nil
        host.model.note("context action \(item.title) (row \(index))")
        if let handler = item.handler, !handler.isNil {
            try host.runHandler("the context action '\(item.title)'") { _ = try host.call(handler, [.object(item)]) }
        }
        return .null
    }

    static let members = MemberTable<ContextMenuObject>()
        .property("state") { o, _ in .string(o.state) }
        .property("row") { o, _ in .int(o.index) }
        .property("title") { o, _ in .string(o.title) }
        .property("items") { o, _ in .array(o.shownTitles.map { .string($0) }) }
        .property("preview") { o, _ in o.preview.map { .array($0.map { .string($0) }) } ?? .null }
        .method("select") { o, args, _ in try o.select(args) }
        .method("dismiss") { o, _, _ in
            if o.state == "open" { o.state = "dismissed"; o.host.showing = nil; o.host.model.note("context menu dismissed") }
            return .null
        }
}
