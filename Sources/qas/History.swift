import Foundation

/// The REPL's history file: one entry a line (newlines inside an entry escaped, so
/// a multi-line input stays one entry), the newest last, at most `limit` entries.
struct History {
    let path: String
    let limit = 1_000
    private(set) var entries: [String] = []

    /// `$QAS_HISTORY`, else `~/.qas_history`.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let p = environment["QAS_HISTORY"], !p.isEmpty { return p }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.qas_history"
    }

    init(path: String) {
        self.path = path
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            entries = text.split(separator: "\n").map { History.unescape(String($0)) }.suffix(limit).map { $0 }
        }
    }

    mutating func add(_ entry: String) {
        guard !entry.isEmpty, entry != entries.last else { return }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        save()
    }

    /// Rewrites the file; a failure to save never stops the session.
    func save() {
        let text = entries.map(History.escape).joined(separator: "\n") + "\n"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ s: String) -> String {
        var out = ""
        var escaping = false
        for c in s {
            if escaping {
                out.append(c == "n" ? "\n" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
