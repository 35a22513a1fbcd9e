import QASBase

/// What an iPhone's screen senses of a press. Sources: Apple's UIKit documentation
/// for `UITouch.force` ("1.0 represents the force of an average touch") and
/// `maximumPossibleForce`, `UIForceTouchCapability`, and the device pages (3D Touch
/// on iPhone 6s through XS; Haptic Touch, a long press, on XR, 11 and later and the
/// SE; iOS 13 and later give every supported iPhone the long-press menus).
public enum TouchKind: String, Sendable {
    /// Pressure sensing: force, peek and pop, firm presses.
    case forceTouch = "3D Touch"
    /// A long press stands for a firm one; force is not reported.
    case hapticTouch = "Haptic Touch"
    /// Neither (iPhones that stop at iOS 12): pressing an icon shows no menu.
    case none = "none"
}

/// An iPhone model and what its screen senses.
public struct DeviceModel: Sendable, Equatable {
    public let name: String
    public let touch: TouchKind

    /// The models qas knows, oldest first.
    public static let all: [DeviceModel] = {
        let none = ["iPhone 5s", "iPhone 6", "iPhone 6 Plus"]
        let force = ["iPhone 6s", "iPhone 6s Plus", "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus",
                     "iPhone X", "iPhone XS", "iPhone XS Max"]
        let haptic = ["iPhone XR", "iPhone SE", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max",
                      "iPhone 12 mini", "iPhone 12", "iPhone 12 Pro", "iPhone 12 Pro Max",
                      "iPhone 13 mini", "iPhone 13", "iPhone 13 Pro", "iPhone 13 Pro Max",
                      "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max",
                      "iPhone 15", "iPhone 15 Plus", "iPhone 15 Pro", "iPhone 15 Pro Max",
                      "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 16e"]
        return none.map { DeviceModel(name: $0, touch: .none) } + force.map { DeviceModel(name: $0, touch: .forceTouch) }
            + haptic.map { DeviceModel(name: $0, touch: .hapticTouch) }
    }()

    public static func named(_ name: String) -> DeviceModel? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The model scripts start with: a current iPhone.
    public static let standard = DeviceModel.named("iPhone 15")!
}

/// The device a script runs on and the force rules of its presses.
public final class Device {
    public var model = DeviceModel.standard
    /// `UITouch.maximumPossibleForce` on 3D Touch hardware: 480/72.
    public static let forceTouchMaximum = 480.0 / 72.0
    /// Force as a fraction of the maximum at which a peek shows, and at which it
    /// pops. UIKit does not publish its previewing gesture's thresholds; these are
    /// settings (unverified: a peek needs a clearly firm press, a pop nearly the
    /// full force).
    public var peekThreshold = 0.33
    public var popThreshold = 0.75
    /// How long a press must last to be a long press (Haptic Touch), in seconds.
    public var longPressDuration = 0.5
    /// The force of the last touch, in UIKit's units (1.0 is an average touch).
    public private(set) var lastForce: Double

    public init() { lastForce = 0 }

    public var maximumPossibleForce: Double { model.touch == .forceTouch ? Device.forceTouchMaximum : 0 }

    /// `traitCollection.forceTouchCapability`.
    public var forceTouchCapability: String { model.touch == .forceTouch ? "available" : "unavailable" }

    /// What a press of `fraction` of the maximum force does on this model.
    public enum PressOutcome: Equatable { case tap, peek, pop, noForce }

    /// Records a press given as a fraction of the maximum force (0…1) and says
    /// what it amounts to.
    public func press(fraction: Double) -> PressOutcome {
        guard model.touch == .forceTouch else {
            lastForce = 0
            return .noForce
        }
        lastForce = fraction * Device.forceTouchMaximum
        if fraction >= popThreshold { return .pop }
        if fraction >= peekThreshold { return .peek }
        return .tap
    }

    /// An ordinary touch: force 1.0 where force is sensed.
    public func averageTouch() { lastForce = model.touch == .forceTouch ? 1.0 : 0 }

    public func reset() {
        model = .standard
        peekThreshold = 0.33
        popThreshold = 0.75
        longPressDuration = 0.5
        lastForce = 0
    }
}

/// `UIPreviewAction.Style` and the context-menu attributes a drawn row shows.
public enum PreviewActionStyle: String, Sendable { case `default`, selected, destructive }

/// A peek's preview action, or a group of them (`UIPreviewActionGroup`).
public struct PreviewActionItem: Equatable {
    public let title: String
    public let style: PreviewActionStyle
    /// A group's actions; nil for an action.
    public let children: [PreviewActionItem]?
    public init(title: String, style: PreviewActionStyle, children: [PreviewActionItem]? = nil) {
        self.title = title; self.style = style; self.children = children
    }
}

/// An element of a context menu: an action (`UIAction`) or a submenu (`UIMenu`).
public struct ContextMenuItem: Equatable {
    public let title: String
    public let image: String?
    public let destructive: Bool
    public let disabled: Bool
    public let hidden: Bool
    /// `.on`, `.off` or `.mixed`.
    public let state: String
    /// A submenu's children; nil for an action.
    public let children: [ContextMenuItem]?
    /// A submenu shown inline (`.displayInline`), between separators.
    public let inline: Bool
    public init(title: String, image: String? = nil, destructive: Bool = false, disabled: Bool = false, hidden: Bool = false,
                state: String = "off", children: [ContextMenuItem]? = nil, inline: Bool = false) {
        self.title = title; self.image = image; self.destructive = destructive; self.disabled = disabled
        self.hidden = hidden; self.state = state; self.children = children; self.inline = inline
    }
}

/// Draws peeks and context menus as the Home Screen menu is drawn: the preview in
/// a box above, the actions in a box below.
public enum PreviewRenderer {
    /// The preview's lines in a box of `width` columns.
    static func box(_ lines: [String], width: Int) -> [String] {
        func pad(_ s: String) -> String {
            let fitted = DisplayWidth.of(s) <= width ? s : DisplayWidth.prefix(s, fitting: width - 1) + "…"
            return "│ " + fitted + String(repeating: " ", count: width - DisplayWidth.of(fitted)) + " │"
        }
        return ["╭" + String(repeating: "─", count: width + 2) + "╮"] + lines.map(pad)
            + ["╰" + String(repeating: "─", count: width + 2) + "╯"]
    }

    /// A peek: the preview, and (once swiped up) its actions; an open group's
    /// actions indented under it.
    public static func peek(preview: [String], actions: [PreviewActionItem]?, openGroup: String?) -> String {
        var rows: [String] = []
        for a in actions ?? [] {
            rows.append(row(a.title, style: a.style, isGroup: a.children != nil))
            if let children = a.children, a.title == openGroup {
                rows += children.map { "    " + row($0.title, style: $0.style, isGroup: false) }
            }
        }
        return draw(preview: preview, rows: rows, empty: actions == nil ? nil : "(no actions)")
    }

    /// A context menu: the preview (if any), then its items; submenus as `Title ›`
    /// with their children indented, inline ones between separators; hidden
    /// items left out.
    public static func contextMenu(preview: [String]?, title: String, items: [ContextMenuItem]) -> String {
        var rows: [String] = title.isEmpty ? [] : [title]
        func add(_ items: [ContextMenuItem], indent: String) {
            for i in items where !i.hidden {
                if let children = i.children {
                    if i.inline {
                        rows.append(indent + "───")
                        add(children, indent: indent)
                        rows.append(indent + "───")
                    } else {
                        rows.append(indent + label(i) + " ›")
                        add(children, indent: indent + "    ")
                    }
                } else {
                    rows.append(indent + label(i))
                }
            }
        }
        add(items, indent: "")
        return draw(preview: preview, rows: rows, empty: "(no actions)")
    }

    private static func label(_ i: ContextMenuItem) -> String {
        var s = i.state == "on" ? "✓ " : i.state == "mixed" ? "– " : ""
        if let image = i.image { s += "[\(image)] " }
        s += i.title
        if i.destructive { s += "  (destructive)" }
        if i.disabled { s += "  (disabled)" }
        return s
    }

    private static func row(_ title: String, style: PreviewActionStyle, isGroup: Bool) -> String {
        switch style {
        case .default: return title + (isGroup ? " ›" : "")
        case .selected: return "✓ " + title + (isGroup ? " ›" : "")
        case .destructive: return title + (isGroup ? " ›" : "") + "  (destructive)"
        }
    }

    private static func draw(preview: [String]?, rows: [String], empty: String?) -> String {
        let shownRows = rows.isEmpty ? (empty.map { [$0] } ?? []) : rows
        let width = max(20, ((preview ?? []) + shownRows).map { DisplayWidth.of($0) }.max() ?? 0)
        var out: [String] = []
        if let preview { out += box(preview.isEmpty ? [""] : preview, width: width) }
        if !shownRows.isEmpty { out += box(shownRows, width: width) }
        return out.joined(separator: "\n")
    }
}
