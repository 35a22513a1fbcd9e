/// Why the store could not be opened or changed. Every case names the file and
/// says what to do.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The store was written by a newer qas.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file or its directory cannot be written.
    case readOnly(path: String)
    /// The directory that should hold the store does not exist.
    case missingDirectory(path: String, directory: String)
    /// Opening failed for another reason.
    case cannotOpen(path: String, reason: String)
    /// A value is too large to store.
    case tooLarge(what: String, bytes: Int, limit: Int)
    /// An SQLite failure while reading or writing.
    case sqlite(path: String, reason: String)
    /// The file is damaged (its integrity check fails); it was not changed.
    case corrupt(path: String, detail: String)
    /// The disk refused a write (it is full, a file-size limit, a failing device);
    /// what was committed before is intact.
    case writeFailed(path: String, reason: String)

    /// A failure of the disk rather than of the request (`qas` exits 74 for these).
    public var isIOFailure: Bool {
        switch self {
        case .writeFailed, .corrupt, .notADatabase, .cannotOpen, .readOnly, .missingDirectory: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "'\(path)' is not a qas store (not an SQLite database); choose another file with --store, or move this one away"
        case .newerSchema(let path, let found, let supported):
            return "'\(path)' was written by a newer qas (store schema \(found); this qas reads up to \(supported)); upgrade qas or use another store"
        case .readOnly(let path):
            return "'\(path)' is read-only; make the file and its directory writable, or use --memory"
        case .missingDirectory(let path, let directory):
            return "cannot create '\(path)': the directory '\(directory)' does not exist; create it first"
        case .cannotOpen(let path, let reason):
            return "cannot open '\(path)': \(reason)"
        case .tooLarge(let what, let bytes, let limit):
            return "\(what) is too large to store (\(bytes) bytes; the limit is \(limit))"
        case .sqlite(let path, let reason):
            return "store '\(path)': \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot write to the store '\(path)': \(reason); what was saved before is safe"
        case .corrupt(let path, let detail):
            return "'\(path)' is damaged (\(detail)); qas has not changed it: restore it from a backup, or move it away and start a new store"
        }
    }
}
