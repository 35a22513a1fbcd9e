import Foundation
import QASBase

/// The REPL's history file: one entry a line (newlines inside an entry escaped, so
/// a multi-line input stays one entry), the newest last, at most `limit` entries.
struct History {
    let path: String
    let limit = 1_000
    private(set) var entries: [String] = []
    /// False when the file exists but could not be read (not a regular file, too
    /// big, unreadable): the session then leaves it alone rather than replace it.
    private(set) var canSave = true
    /// The largest history file read (1,000 entries fit in far less).
    static let fileLimit = 16 << 20

    /// `$QAS_HISTORY`, else `~/.qas_history`.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let p = environment["QAS_HISTORY"], !p.isEmpty { return p }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.qas_history"
    }

    init(path: String) {
        self.path = path
        do {
            // Bytes that are not UTF-8 are repaired, not a reason to drop the file.
            let text = String(decoding: try RegularFile.read(path, limit: History.fileLimit), as: UTF8.self)
            entries = text.split(separator: "\n").map { History.unescape(String($0)) }.suffix(limit).map { $0 }
        } catch {
            canSave = !FileManager.default.fileExists(atPath: path) && (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
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
        guard canSave else { return }
        let text = entries.map(History.escape).joined(separator: "\n") + "\n"
        try? SafeFileWriter.replace(path, with: Array(text.utf8))
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
