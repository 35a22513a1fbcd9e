import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// A failure reported by SQLite, with the code and SQLite's message.
public struct SQLiteError: Error, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public var description: String { "\(message) (SQLite error \(code))" }
    /// The database file is not a database (or is encrypted/corrupt).
    public var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB || code & 0xFF == SQLITE_CORRUPT }
    public var isReadOnly: Bool { code & 0xFF == SQLITE_READONLY }
    public var isCannotOpen: Bool { code & 0xFF == SQLITE_CANTOPEN }
    /// The disk refused a read or a write (full, a file-size limit, a failing device).
    public var isIOFailure: Bool { code & 0xFF == SQLITE_IOERR || code & 0xFF == SQLITE_FULL }
}

/// One SQLite connection: just enough of the C API, with errors as Swift errors.
final class SQLiteConnection {
    let handle: OpaquePointer
    private var cache: [String: Statement] = [:]

    /// Opens (and, if `create`, creates) a database file, or memory for ":memory:".
    init(path: String, create: Bool) throws {
        var db: OpaquePointer?
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if create { flags |= SQLITE_OPEN_CREATE }
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let db { sqlite3_close_v2(db) }
            throw SQLiteError(code: rc, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    func error(_ rc: Int32) -> SQLiteError {
        var message = String(cString: sqlite3_errmsg(handle))
        // "disk I/O error" alone does not say what to do: add the system's reason.
        if rc & 0xFF == SQLITE_IOERR || rc & 0xFF == SQLITE_FULL {
            let system = sqlite3_system_errno(handle)
            if system != 0 { message += " (\(String(cString: strerror(system))))" }
        }
        return SQLiteError(code: rc, message: message)
    }

    /// Runs SQL that returns no rows (several statements allowed).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &message)
        if rc != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: rc, message: text)
        }
    }

    /// A prepared statement, cached by its text.
    func statement(_ sql: String) throws -> Statement {
        if let s = cache[sql] {
            s.reset()
            return s
        }
        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw error(rc) }
        let s = Statement(stmt, connection: self)
        cache[sql] = s
        return s
    }

    /// Runs `body` in one transaction (`BEGIN IMMEDIATE`, so writers queue on the
    /// busy timeout instead of failing when they upgrade a read lock).
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var changes: Int { Int(sqlite3_changes(handle)) }
}

/// A prepared statement: bind, step, read columns.
final class Statement {
    let handle: OpaquePointer
    unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds values to `?1`, `?2`… in order.
    @discardableResult
    func bind(_ values: SQLValue...) throws -> Statement {
        for (i, v) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch v {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let n): rc = sqlite3_bind_int64(handle, index, sqlite3_int64(n))
            case .real(let d): rc = sqlite3_bind_double(handle, index, d)
            case .text(let s):
                // Bound by byte length so NUL characters round-trip; SQLite copies it.
                let bytes = Array(s.utf8) + [0]
                rc = bytes.withUnsafeBufferPointer { p in
                    p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) {
                        sqlite3_bind_text(handle, index, $0, Int32(p.count - 1), qas_sqlite_transient())
                    }
                }
            case .blob(let bytes):
                rc = bytes.withUnsafeBytes { p in
                    // A zero-length blob still needs a non-null pointer to be a blob, not NULL.
                    sqlite3_bind_blob(handle, index, p.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(p.count), qas_sqlite_transient())
                }
            }
            guard rc == SQLITE_OK else { throw connection.error(rc) }
        }
        return self
    }

    /// Advances; true while there is a row.
    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_ROW { return true }
        if rc == SQLITE_DONE { return false }
        throw connection.error(rc)
    }

    /// Every row, each read by `read`; the statement is reset afterwards.
    func rows<T>(_ read: (Statement) -> T) throws -> [T] {
        defer { reset() }
        var result: [T] = []
        while try step() { result.append(read(self)) }
        return result
    }

    /// Runs a statement that returns no rows.
    func run() throws {
        while try step() {}
        sqlite3_reset(handle)
    }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    func blob(_ column: Int32) -> [UInt8] {
        guard let p = sqlite3_column_blob(handle, column) else { return [] }
        let n = Int(sqlite3_column_bytes(handle, column))
        return Array(UnsafeRawBufferPointer(start: p, count: n))
    }
    func text(_ column: Int32) -> String {
        guard let p = sqlite3_column_blob(handle, column) else { return "" }
        let n = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeRawBufferPointer(start: p, count: n), as: UTF8.self)
    }
}

/// A value to bind.
enum SQLValue {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob([UInt8])
}
