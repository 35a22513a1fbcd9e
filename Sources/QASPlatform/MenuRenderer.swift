/// Draws the Home Screen menu as a box, as iOS shows it: the app's items (icon,
/// title, subtitle), then the system's entries.
public enum MenuRenderer {
    public static func render(_ items: [ShortcutItem]) -> String {
        var rows: [[String]] = []
        for item in items {
            let icon = item.icon.map { "[\($0.displayName)]" } ?? "[ ]"
            var lines = ["\(icon) \(item.title)"]
            if let sub = item.subtitle, !sub.isEmpty {
                lines.append(String(repeating: " ", count: icon.count + 1) + sub)
            }
            rows.append(lines)
        }
        let system = [["[apps.iphone] Edit Home Screen"], ["[minus.circle] Remove App"]]
        let empty = "(no quick actions)"
        let width = ((rows + system).flatMap { $0 } + (rows.isEmpty ? [empty] : [])).map(\.count).max() ?? 0
        func line(_ text: String) -> String { "│ " + text + String(repeating: " ", count: width - text.count) + " │" }
        var out = ["╭" + String(repeating: "─", count: width + 2) + "╮"]
        for row in rows { out += row.map(line) }
        if rows.isEmpty { out.append(line(empty)) }
        out.append("├" + String(repeating: "─", count: width + 2) + "┤")
        for row in system { out += row.map(line) }
        out.append("╰" + String(repeating: "─", count: width + 2) + "╯")
        return out.joined(separator: "\n")
    }
}
