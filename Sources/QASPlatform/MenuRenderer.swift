import QASBase

/// Draws the Home Screen menu as a box, as iOS shows it: the app's items (icon,
/// title, subtitle), then the system's entries. Text is measured in display
/// columns (CJK and emoji take two) and fitted as iOS fits it: a title takes one
/// line when the item has a subtitle and up to two without; the subtitle one;
/// what does not fit ends in "…".
public enum MenuRenderer {
    /// The columns a title or subtitle line may take (a menu row's width).
    public static let textColumns = 32

    public static func render(_ items: [ShortcutItem]) -> String {
        var rows: [[String]] = []
        for item in items {
            let icon = item.icon.map { "[\($0.displayName)]" } ?? "[ ]"
            let indent = String(repeating: " ", count: DisplayWidth.of(icon) + 1)
            let subtitle = item.subtitle.flatMap { $0.isEmpty ? nil : $0 }
            let title = fit(item.title, lines: subtitle == nil ? 2 : 1)
            var lines = ["\(icon) \(title[0])"] + title.dropFirst().map { indent + $0 }
            if let subtitle { lines.append(indent + fit(subtitle, lines: 1)[0]) }
            rows.append(lines)
        }
        let system = [["[apps.iphone] Edit Home Screen"], ["[minus.circle] Remove App"]]
        let empty = "(no quick actions)"
        let width = ((rows + system).flatMap { $0 } + (rows.isEmpty ? [empty] : [])).map { DisplayWidth.of($0) }.max() ?? 0
        func line(_ text: String) -> String { "│ " + text + String(repeating: " ", count: width - DisplayWidth.of(text)) + " │" }
        var out = ["╭" + String(repeating: "─", count: width + 2) + "╮"]
        for row in rows { out += row.map(line) }
        if rows.isEmpty { out.append(line(empty)) }
        out.append("├" + String(repeating: "─", count: width + 2) + "┤")
        for row in system { out += row.map(line) }
        out.append("╰" + String(repeating: "─", count: width + 2) + "╯")
        return out.joined(separator: "\n")
    }

    /// Text broken into at most `lines` lines of `textColumns` columns, at spaces
    /// where it can be; the last line ends in "…" when text is left over.
    static func fit(_ text: String, lines maxLines: Int) -> [String] {
        let columns = textColumns
        var lines: [String] = []
        var rest = Substring(text.replacingOccurrences(of: "\n", with: " "))
        while lines.count < maxLines {
            if DisplayWidth.of(rest) <= columns {
                lines.append(String(rest))
                return lines
            }
            if lines.count == maxLines - 1 {
                lines.append(DisplayWidth.prefix(String(rest), fitting: columns - 1) + "…")
                return lines
            }
            let fitting = DisplayWidth.prefix(String(rest), fitting: columns)
            if let space = fitting.lastIndex(of: " "), space > fitting.startIndex {
                lines.append(String(fitting[..<space]))
                rest = rest.dropFirst(fitting.distance(from: fitting.startIndex, to: space) + 1)
            } else {
                lines.append(fitting)
                rest = rest.dropFirst(fitting.count)
            }
        }
        return lines
    }
}
