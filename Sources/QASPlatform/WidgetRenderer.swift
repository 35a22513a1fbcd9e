import QASBase

/// What a widget's view is made of. Only buttons and toggles are interactive; each
/// carries the position (from 1) that `widgets.tap(kind, n)` uses.
public indirect enum ViewElement: Equatable {
    case text(String)
    case image(String)
    case button(index: Int, content: [ViewElement])
    case toggle(index: Int, isOn: Bool, content: [ViewElement])
    case hstack([ViewElement])
    case vstack([ViewElement])
}

/// Draws a widget's elements as text inside a frame sized by its family.
public enum WidgetRenderer {
    public static func render(_ elements: [ViewElement], family: WidgetFamily) -> String {
        let (width, height) = family.size
        var lines = elements.flatMap { self.lines($0) }
        if lines.count > height {
            lines = Array(lines.prefix(height - 1)) + ["…"]
        }
        while lines.count < height { lines.append("") }
        func fit(_ s: String) -> String {
            let total = s.reduce(0) { $0 + displayWidth($1) }
            if total <= width { return s + String(repeating: " ", count: width - total) }
            // Too wide: as much as fits, then an ellipsis.
            var out = ""
            var used = 0
            for c in s {
                let w = displayWidth(c)
                if used + w > width - 1 { break }
                out.append(c)
                used += w
            }
            return out + "…" + String(repeating: " ", count: width - used - 1)
        }
        let top = "╭" + String(repeating: "─", count: width + 2) + "╮"
        let bottom = "╰" + String(repeating: "─", count: width + 2) + "╯"
        return ([top] + lines.map { "│ " + fit($0) + " │" } + [bottom]).joined(separator: "\n")
    }

    /// Columns a character takes on a terminal: emoji and East Asian wide
    /// characters take two.
    static func displayWidth(_ c: Character) -> Int { DisplayWidth.of(c) }

    /// A symbol's look: the common checklist symbols as glyphs, others by name.
    static func glyph(_ name: String) -> String {
        switch name {
        case "checkmark.circle.fill", "checkmark.circle": return "◉"
        case "circle": return "○"
        case "star.fill": return "★"
        case "star": return "☆"
        default: return "[\(name)]"
        }
    }

    static func inline(_ e: ViewElement) -> String {
        switch e {
        case .text(let t): return t
        case .image(let n): return glyph(n)
        case .button(_, let content): return "[" + content.map(inline).joined(separator: " ") + "]"
        case .toggle(_, let on, let content): return (on ? "(●) " : "(○) ") + content.map(inline).joined(separator: " ")
        case .hstack(let items): return items.map(inline).joined(separator: " ")
        case .vstack(let items): return items.map(inline).joined(separator: " / ")
        }
    }

    /// Elements as lines of text, unframed (a peek's preview draws them too).
    public static func lines(of elements: [ViewElement]) -> [String] { elements.flatMap(lines) }

    static func lines(_ e: ViewElement) -> [String] {
        switch e {
        case .vstack(let items): return items.flatMap(lines)
        default: return [inline(e)]
        }
    }

    /// The interactive elements in tap order.
    public static func interactive(_ elements: [ViewElement]) -> [ViewElement] {
        elements.flatMap { e -> [ViewElement] in
            switch e {
            case .button(_, let c), .toggle(_, _, let c): return [e] + interactive(c)
            case .hstack(let items), .vstack(let items): return interactive(items)
            default: return []
            }
        }
    }
}
