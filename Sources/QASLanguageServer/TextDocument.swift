/// An open document's text, as the client last sent it, and the conversions
/// between LSP positions (line, UTF-16 code unit) and UTF-8 offsets.
struct TextDocument {
    let uri: String
    var version: Int
    private(set) var text: String
    /// UTF-8 offset of each line's start.
    private(set) var lineStarts: [Int] = [0]
    private(set) var bytes: [UInt8] = []

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        index()
    }

    private mutating func index() {
        bytes = Array(text.utf8)
        lineStarts = [0]
        for (i, b) in bytes.enumerated() where b == 10 { lineStarts.append(i + 1) }
    }

    /// A position as LSP gives it.
    struct Position: Equatable {
        var line: Int
        var character: Int
    }

    /// The UTF-8 offset of an LSP position (clamped into the text: a client's
    /// position past a line's end is the line's end).
    func offset(of p: Position) -> Int {
        guard p.line >= 0 else { return 0 }
        guard p.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[p.line]
        let end = p.line + 1 < lineStarts.count ? lineStarts[p.line + 1] - 1 : bytes.count
        var units = 0
        var i = start
        while i < end && units < p.character {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            i += length
        }
        return min(i, end)
    }

    /// The LSP position of a UTF-8 offset.
    func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var units = 0
        var i = lineStarts[low]
        while i < offset {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            i += length
        }
        return Position(line: low, character: units)
    }

    /// The text of line `n` (without its line break).
    func line(_ n: Int) -> String {
        guard n >= 0 && n < lineStarts.count else { return "" }
        let end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : bytes.count
        return String(decoding: bytes[lineStarts[n]..<end], as: UTF8.self)
    }

    /// Replaces the text between two positions (an incremental change), or all of
    /// it (`range` nil).
    mutating func apply(_ range: (Position, Position)?, _ newText: String) {
        guard let (from, to) = range else {
            text = newText
            index()
            return
        }
        let a = offset(of: from), b = max(a, offset(of: to))
        var updated = Array(bytes[0..<a])
        updated += newText.utf8
        updated += bytes[b...]
        text = String(decoding: updated, as: UTF8.self)
        index()
    }
}
