/// How many terminal columns text takes: East Asian wide and full-width
/// characters and emoji take two, everything else one. Diagnostics use it to put
/// the caret under the right character; the menu and widget renderers to fit text
/// into their frames.
public enum DisplayWidth {
    public static func of(_ c: Character) -> Int {
        guard let s = c.unicodeScalars.first else { return 1 }
        if s.properties.isEmojiPresentation { return 2 }
        // An emoji written with a presentation selector (☺️) is drawn wide too.
        if c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) && s.properties.isEmoji { return 2 }
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `columns`.
    public static func prefix(_ text: String, fitting columns: Int) -> String {
        var out = ""
        var used = 0
        for c in text {
            let w = of(c)
            if used + w > columns { break }
            out.append(c)
            used += w
        }
        return out
    }
}
