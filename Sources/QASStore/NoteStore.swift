import CSQLite
import Foundation

/// Notes and the checklist, in SQLite: one file (WAL journal, one transaction per
/// change, a busy timeout so several processes can share it) or memory.
///
/// ```swift
/// let store = try NoteStore(path: "notes.sqlite", clock: WallClock())
/// let note = try store.addNote(title: "Groceries", body: "milk")
/// try store.updateNote(note.id, NoteChanges(isFavorite: true))
/// for n in store.notes() { print(n.title) }      // most recently modified first
/// ```
public final class NoteStore {
    /// The schema version this code writes; older stores are migrated forward.
    public static let schemaVersion = 3
    /// The largest title or body accepted, in bytes.
    public static let maxTextBytes = 16 << 20

    /// The file, or ":memory:" for a store in memory.
    public let path: String
    /// Whether the store lives in memory only (never a file, whatever the
    /// current directory holds).
    public let inMemory: Bool
    public let clock: StoreClock
    private let connection: SQLiteConnection
    /// A store in memory makes its tables when first used: a run that never
    /// touches notes (most scripts) does not pay SQLite for parsing the schema.
    private(set) var tablesPending = false
    private let makeID: () -> String

    /// The connection, with the store's tables made if they were still to be made.
    var db: SQLiteConnection {
        get throws {
            if tablesPending {
                try makeTables()
                tablesPending = false
            }
            return connection
        }
    }

    /// Opens (creating if needed) the store at `path`. Nothing is written to an
    /// existing file until it is known to be a store this qas can read.
    public convenience init(path: String, clock: StoreClock, makeID: @escaping () -> String = { UUID().uuidString }) throws {
        // SQLite reads the name ":memory:" as memory: a file so named is `./:memory:`.
        try self.init(file: path == ":memory:" ? "./:memory:" : path, clock: clock, makeID: makeID)
    }

    private init(file path: String, clock: StoreClock, makeID: @escaping () -> String) throws {
        self.path = path
        self.clock = clock
        self.makeID = makeID
        inMemory = false
        let fm = FileManager.default
        let exists = fm.fileExists(atPath: path)
        if !exists {
            let directory = (path as NSString).deletingLastPathComponent
            let dir = directory.isEmpty ? "." : directory
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw StoreError.missingDirectory(path: path, directory: dir)
            }
            guard fm.isWritableFile(atPath: dir) else { throw StoreError.readOnly(path: path) }
        } else {
            // Only a regular file can be a store: SQLite would read a device or a
            // FIFO, and leave a journal file beside it.
            var st = stat()
            if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG {
                throw StoreError.cannotOpen(path: path, reason: (st.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file")
            }
            guard fm.isReadableFile(atPath: path) else {
                throw StoreError.cannotOpen(path: path, reason: "permission denied")
            }
            guard fm.isWritableFile(atPath: path) else { throw StoreError.readOnly(path: path) }
            // WAL needs to create files next to the store.
            let dir = (path as NSString).deletingLastPathComponent
            if !fm.isWritableFile(atPath: dir.isEmpty ? "." : dir),
               !fm.fileExists(atPath: path + "-wal") {
                throw StoreError.readOnly(path: path)
            }
        }
        do {
            connection = try SQLiteConnection(path: path, create: !exists)
        } catch let e as SQLiteError {
            throw e.isNotADatabase ? StoreError.notADatabase(path: path) : StoreError.cannotOpen(path: path, reason: e.message)
        }
        try prepare(existing: exists)
    }

    /// A store in memory: nothing on disk is looked at or made.
    private init(memoryWith clock: StoreClock, makeID: @escaping () -> String) throws {
        path = ":memory:"
        inMemory = true
        self.clock = clock
        self.makeID = makeID
        do {
            connection = try SQLiteConnection(path: ":memory:", create: true)
        } catch let e as SQLiteError {
            throw StoreError.cannotOpen(path: path, reason: e.message)
        }
        tablesPending = true
    }

    /// A store in memory, gone when released (tests, `qas --memory`, `qas test`).
    public convenience init(inMemoryWith clock: StoreClock = FixedClock(), makeID: (() -> String)? = nil) throws {
        var counter = 0
        let sequential: () -> String = {
            counter += 1
            return String(format: "00000000-0000-4000-8000-%012d", counter)
        }
        try self.init(memoryWith: clock, makeID: makeID ?? sequential)
    }

    /// Runs store work, turning SQLite failures into errors that name the file.
    private func guarded<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw fail(error) }
    }

    private func fail(_ error: Error) -> StoreError {
        if let e = error as? StoreError { return e }
        if let e = error as? SQLiteError {
            if e.isNotADatabase { return .notADatabase(path: path) }
            if e.isReadOnly { return .readOnly(path: path) }
            if e.isIOFailure { return .writeFailed(path: path, reason: e.message) }
            return .sqlite(path: path, reason: e.message)
        }
        return .sqlite(path: path, reason: "\(error)")
    }

    /// Checks the file is a store we can read, then configures and migrates it.
    private func prepare(existing: Bool) throws {
        try guarded {
            sqlite3_busy_timeout(connection.handle, 30_000)
            // Reading the version first: a non-database fails here, unmodified.
            let version = try userVersion()
            if version > NoteStore.schemaVersion {
                throw StoreError.newerSchema(path: path, found: version, supported: NoteStore.schemaVersion)
            }
            // A file changed since a qas last closed it cleanly (copied in, cut
            // short, damaged, or left by a killed process) is checked whole
            // before anything writes to it.
            if existing && !sealMatches() {
                try verifyIntegrity()
                seal()
            }
            if connection.isReadOnly { throw StoreError.readOnly(path: path) }
            // Switching to WAL needs a moment alone with the file; another
            // process creating the same store may briefly hold it.
            try retryingWhileBusy { try connection.execute("PRAGMA journal_mode = WAL") }
            // In WAL mode NORMAL survives any crash of the process.
            try connection.execute("PRAGMA synchronous = NORMAL")
            try makeTables()
        }
    }

    /// The functions queries call, and the tables (migrated to this version).
    private func makeTables() throws {
        try guarded {
            try registerFunctions()
            try retryingWhileBusy { try migrate() }
        }
    }

    /// Retries work that SQLite refused with "busy"/"locked" outside its own busy
    /// handler (schema and journal changes), for up to the busy timeout.
    private func retryingWhileBusy(_ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(30)
        while true {
            do {
                return try body()
            } catch let e as SQLiteError where (e.code & 0xFF == SQLITE_BUSY || e.code & 0xFF == SQLITE_LOCKED) && Date() < deadline {
                usleep(5_000)
            }
        }
    }

    private func userVersion() throws -> Int {
        let s = try connection.statement("PRAGMA user_version")
        guard try s.step() else { return 0 }
        let v = s.int(0)
        s.reset()
        return v
    }

    /// Forward migrations, each in its own transaction; safe when two processes
    /// open a new store at once (the second sees the first's version).
    private func migrate() throws {
        let migrations: [String] = [
            // 0 → 1
            """
            CREATE TABLE notes (
                id TEXT PRIMARY KEY,
                title TEXT NOT NULL DEFAULT '',
                body TEXT NOT NULL DEFAULT '',
                is_favorite INTEGER NOT NULL DEFAULT 0,
                created REAL NOT NULL,
                modified REAL NOT NULL,
                revision INTEGER NOT NULL
            );
            CREATE INDEX notes_recent ON notes (modified DESC, revision DESC);
            CREATE INDEX notes_favorite ON notes (is_favorite, modified DESC, revision DESC);
            CREATE TABLE checklist (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                is_added INTEGER NOT NULL DEFAULT 0,
                position INTEGER NOT NULL UNIQUE
            );
            CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
            INSERT INTO counters VALUES ('revision', 0), ('position', 0);
            """,
            // 1 → 2: what the system keeps for the app (dynamic shortcut items…).
            """
            CREATE TABLE app_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            """,
            // 2 → 3: the app's items one row each, so one unreadable item cannot
            // take the others with it.
            """
            CREATE TABLE app_items (position INTEGER PRIMARY KEY, data BLOB NOT NULL);
            """,
        ]
        while true {
            let done: Bool = try connection.transaction {
                let version = try userVersion()
                if version > NoteStore.schemaVersion {
                    throw StoreError.newerSchema(path: path, found: version, supported: NoteStore.schemaVersion)
                }
                guard version < migrations.count else { return true }
                try connection.execute(migrations[version])
                try connection.execute("PRAGMA user_version = \(version + 1)")
                return false
            }
            if done { return }
        }
    }

    /// `qas_contains(text, needle)`: case-insensitive containment with Unicode case folding.
    private func registerFunctions() throws {
        let rc = sqlite3_create_function_v2(
            connection.handle, "qas_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, argv in
                guard let argv, let a = argv[0], let b = argv[1] else { return }
                func text(_ v: OpaquePointer) -> String {
                    guard let p = sqlite3_value_blob(v) else { return "" }
                    return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(sqlite3_value_bytes(v))), as: UTF8.self)
                }
                // Full Unicode case folding: "straße", "STRASSE" and "STRAẞE" all
                // fold to "strasse" (lowercased() alone keeps the ß apart).
                func fold(_ s: String) -> String { s.folding(options: [.caseInsensitive], locale: nil) }
                let haystack = fold(text(a)), needle = fold(text(b))
                sqlite3_result_int(context, needle.isEmpty || haystack.contains(needle) ? 1 : 0)
            }, nil, nil, nil)
        guard rc == SQLITE_OK else { throw connection.error(rc) }
    }

    private func nextCounter(_ name: String) throws -> Int {
        let s = try db.statement("UPDATE counters SET value = value + 1 WHERE name = ?1 RETURNING value")
        try s.bind(.text(name))
        guard try s.step() else { throw StoreError.sqlite(path: path, reason: "missing counter \(name)") }
        let v = s.int(0)
        s.reset()
        return v
    }

    private func checkSize(_ text: String, _ what: String) throws {
        let n = text.utf8.count
        if n > NoteStore.maxTextBytes { throw StoreError.tooLarge(what: what, bytes: n, limit: NoteStore.maxTextBytes) }
    }

    // MARK: - Notes

    private static let noteColumns = "id, title, body, is_favorite, created, modified"

    private func readNote(_ s: Statement) -> Note {
        Note(id: s.text(0), title: s.text(1), body: s.text(2), isFavorite: s.int(3) != 0,
             created: s.double(4), modified: s.double(5))
    }

    /// Adds a note and returns it.
    @discardableResult
    public func addNote(title: String = "", body: String = "", isFavorite: Bool = false) throws -> Note {
        try checkSize(title, "the title")
        try checkSize(body, "the body")
        return try guarded {
            return try db.transaction {
                let now = clock.now
                let note = Note(id: makeID(), title: title, body: body, isFavorite: isFavorite, created: now, modified: now)
                let s = try db.statement("INSERT INTO notes (id, title, body, is_favorite, created, modified, revision) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
                try s.bind(.text(note.id), .text(title), .text(body), .integer(isFavorite ? 1 : 0),
                           .real(now), .real(now), .integer(try nextCounter("revision")))
                try s.run()
                return note
            }
        }
    }

    /// The note with an id, or nil.
    public func note(id: String) throws -> Note? {
        return try guarded {
            let s = try db.statement("SELECT \(NoteStore.noteColumns) FROM notes WHERE id = ?1")
            try s.bind(.text(id))
            defer { s.reset() }
            return try s.step() ? readNote(s) : nil
        }
    }

    /// Changes fields of a note, setting `modified` to now; returns the note, or
    /// nil when there is no such note.
    @discardableResult
    public func updateNote(_ id: String, _ changes: NoteChanges) throws -> Note? {
        if let t = changes.title { try checkSize(t, "the title") }
        if let b = changes.body { try checkSize(b, "the body") }
        return try guarded {
            return try db.transaction {
                guard var note = try note(id: id) else { return nil }
                if let t = changes.title { note.title = t }
                if let b = changes.body { note.body = b }
                if let f = changes.isFavorite { note.isFavorite = f }
                note.modified = clock.now
                let s = try db.statement("UPDATE notes SET title = ?2, body = ?3, is_favorite = ?4, modified = ?5, revision = ?6 WHERE id = ?1")
                try s.bind(.text(id), .text(note.title), .text(note.body), .integer(note.isFavorite ? 1 : 0),
                           .real(note.modified), .integer(try nextCounter("revision")))
                try s.run()
                return note
            }
        }
    }

    /// Deletes a note; false when there was none.
    @discardableResult
    public func deleteNote(_ id: String) throws -> Bool {
        return try guarded {
            return try db.transaction {
                let s = try db.statement("DELETE FROM notes WHERE id = ?1")
                try s.bind(.text(id))
                try s.run()
                return connection.changes > 0
            }
        }
    }

    /// How many notes there are.
    public func noteCount() throws -> Int {
        return try guarded {
            let s = try db.statement("SELECT count(*) FROM notes")
            defer { s.reset() }
            return try s.step() ? s.int(0) : 0
        }
    }

    /// The favourite notes, most recently modified first.
    public func favorites() throws -> [Note] {
        return try guarded {
            let s = try db.statement("SELECT \(NoteStore.noteColumns) FROM notes WHERE is_favorite = 1 ORDER BY modified DESC, revision DESC")
            return try s.rows(readNote)
        }
    }

    /// Notes whose title or body contains `text`, ignoring case, most recent first.
    public func search(_ text: String) throws -> [Note] {
        return try guarded {
            let s = try db.statement("SELECT \(NoteStore.noteColumns) FROM notes WHERE qas_contains(title, ?1) OR qas_contains(body, ?1) ORDER BY modified DESC, revision DESC")
            try s.bind(.text(text))
            return try s.rows(readNote)
        }
    }

    /// The first `limit` notes, most recently modified first.
    public func recentNotes(limit: Int) throws -> [Note] {
        var result: [Note] = []
        for n in try notePage(after: nil, limit: limit) { result.append(n.note) }
        return result
    }

    /// All notes, most recently modified first, read a page at a time so any
    /// number of notes iterates in constant memory.
    public func notes(pageSize: Int = 64) -> NoteSequence { NoteSequence(store: self, pageSize: pageSize) }

    /// Every note, most recently modified first; a page that cannot be read is an
    /// error (iterating `notes()` stops there and keeps the error on its iterator).
    public func allNotes() throws -> [Note] {
        var all: [Note] = []
        var iterator = notes().makeIterator()
        while let note = iterator.next() { all.append(note) }
        if let error = iterator.error { throw error }
        return all
    }

    struct PagedNote { let note: Note; let revision: Int }

    /// Pages read so far (tests check iteration is lazy).
    private(set) var pagesRead = 0

    func notePage(after cursor: (modified: Double, revision: Int)?, limit: Int) throws -> [PagedNote] {
        pagesRead += 1
        return try guarded {
            let s: Statement
            if let cursor {
                s = try db.statement("SELECT \(NoteStore.noteColumns), revision FROM notes WHERE (modified, revision) < (?1, ?2) ORDER BY modified DESC, revision DESC LIMIT ?3")
                try s.bind(.real(cursor.modified), .integer(cursor.revision), .integer(limit))
            } else {
                s = try db.statement("SELECT \(NoteStore.noteColumns), revision FROM notes ORDER BY modified DESC, revision DESC LIMIT ?1")
                try s.bind(.integer(limit))
            }
            return try s.rows { PagedNote(note: readNote($0), revision: $0.int(6)) }
        }
    }

    // MARK: - Checklist

    private func readItem(_ s: Statement) -> ChecklistItem {
        ChecklistItem(id: s.text(0), name: s.text(1), isAdded: s.int(2) != 0, position: s.int(3))
    }

    /// Adds an item at the end of the checklist.
    @discardableResult
    public func addItem(name: String) throws -> ChecklistItem {
        try checkSize(name, "the item name")
        return try guarded {
            return try db.transaction {
                let item = ChecklistItem(id: makeID(), name: name, isAdded: false, position: try nextCounter("position"))
                let s = try db.statement("INSERT INTO checklist (id, name, is_added, position) VALUES (?1, ?2, 0, ?3)")
                try s.bind(.text(item.id), .text(name), .integer(item.position))
                try s.run()
                return item
            }
        }
    }

    /// The item with an id, or nil.
    public func item(id: String) throws -> ChecklistItem? {
        return try guarded {
            let s = try db.statement("SELECT id, name, is_added, position FROM checklist WHERE id = ?1")
            try s.bind(.text(id))
            defer { s.reset() }
            return try s.step() ? readItem(s) : nil
        }
    }

    /// Sets whether an item is added; returns the item, or nil if there is none.
    @discardableResult
    public func setItem(_ id: String, isAdded: Bool) throws -> ChecklistItem? {
        return try guarded {
            return try db.transaction {
                let s = try db.statement("UPDATE checklist SET is_added = ?2 WHERE id = ?1")
                try s.bind(.text(id), .integer(isAdded ? 1 : 0))
                try s.run()
                return try item(id: id)
            }
        }
    }

    /// Flips an item's `isAdded`; returns the item, or nil if there is none.
    @discardableResult
    public func toggleItem(_ id: String) throws -> ChecklistItem? {
        return try guarded {
            return try db.transaction {
                let s = try db.statement("UPDATE checklist SET is_added = 1 - is_added WHERE id = ?1")
                try s.bind(.text(id))
                try s.run()
                return try item(id: id)
            }
        }
    }

    /// Removes an item; false when there was none.
    @discardableResult
    public func removeItem(_ id: String) throws -> Bool {
        return try guarded {
            return try db.transaction {
                let s = try db.statement("DELETE FROM checklist WHERE id = ?1")
                try s.bind(.text(id))
                try s.run()
                return connection.changes > 0
            }
        }
    }

    /// The checklist in insertion order.
    public func items() throws -> [ChecklistItem] {
        return try guarded {
            let s = try db.statement("SELECT id, name, is_added, position FROM checklist ORDER BY position")
            return try s.rows(readItem)
        }
    }

    // MARK: - App state

    /// A value the system keeps for the app between runs, or nil.
    public func appState(_ key: String) throws -> String? {
        // Every launch reads the app's state: a memory store not yet used has none.
        if tablesPending { return nil }
        return try guarded {
            let s = try db.statement("SELECT value FROM app_state WHERE key = ?1")
            try s.bind(.text(key))
            defer { s.reset() }
            return try s.step() ? s.text(0) : nil
        }
    }

    /// The keys of the app's kept values that start with `prefix`, sorted.
    public func appStateKeys(prefix: String) throws -> [String] {
        if tablesPending { return [] }
        return try guarded {
            let s = try db.statement("SELECT key FROM app_state WHERE substr(key, 1, length(?1)) = ?1 ORDER BY key")
            try s.bind(.text(prefix))
            return try s.rows { $0.text(0) }
        }
    }

    /// The app's saved items, one encoded item a row, in order.
    public func appItems() throws -> [(position: Int, data: [UInt8])] {
        if tablesPending { return [] }
        return try guarded {
            let s = try db.statement("SELECT position, data FROM app_items ORDER BY position")
            return try s.rows { ($0.int(0), $0.blob(1)) }
        }
    }

    /// Saves app state in one transaction: the values, and (when given) the whole
    /// list of encoded items, replacing the saved one. `removing` deletes keys
    /// (an old form of the same state). Either all of it is saved or none.
    public func saveAppState(_ values: [(key: String, value: String)], items: [[UInt8]]?, removing: [String] = []) throws {
        try guarded {
            try db.transaction {
                for (key, value) in values {
                    let s = try db.statement("INSERT INTO app_state (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                    try s.bind(.text(key), .text(value))
                    try s.run()
                }
                for key in removing {
                    try db.statement("DELETE FROM app_state WHERE key = ?1").bind(.text(key)).run()
                }
                if let items {
                    try db.execute("DELETE FROM app_items")
                    for (position, data) in items.enumerated() {
                        try db.statement("INSERT INTO app_items (position, data) VALUES (?1, ?2)").bind(.integer(position), .blob(data)).run()
                    }
                }
            }
        }
    }

    public func setAppState(_ values: [(key: String, value: String)]) throws {
        return try guarded {
            try db.transaction {
                for (key, value) in values {
                    let s = try db.statement("INSERT INTO app_state (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                    try s.bind(.text(key), .text(value))
                    try s.run()
                }
            }
        }
    }

    /// Keeps one value for the app between runs.
    public func setAppState(_ key: String, _ value: String) throws {
        try setAppState([(key, value)])
    }

    /// SQLite's own consistency check: "ok" when the file is sound.
    // MARK: - Trusting a file between runs

    /// Beside the store: the size and modification times of the store (and its
    /// WAL) when a qas last left it in a known good state.
    private var sealPath: String { path + "-checked" }

    private func fileState() -> String? {
        func state(_ p: String) -> String {
            var st = stat()
            guard stat(p, &st) == 0 else { return "-" }
            return "\(st.st_size):\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec):\(st.st_ino)"
        }
        let main = state(path)
        return main == "-" ? nil : main + " " + state(path + "-wal")
    }

    private func sealMatches() -> Bool {
        guard let now = fileState(), let sealed = try? String(contentsOfFile: sealPath, encoding: .utf8) else { return false }
        return sealed == now
    }

    /// Records that the file is in a known good state: the next open need not
    /// check it. Call it when done with the store (the `qas` command does as it
    /// ends); a store that is not sealed is checked at its next open.
    /// The file is made whole first: what the write-ahead log holds is copied
    /// into it (a checkpoint), so the `.sqlite` file alone holds every note.
    public func seal() {
        guard !inMemory else { return }
        checkpoint()
        guard let now = fileState() else { return }
        let temporary = sealPath + ".\(getpid())"
        guard (try? now.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if rename(temporary, sealPath) != 0 { unlink(temporary) }
    }

    /// Copies the write-ahead log into the file and empties it. Another process
    /// reading the store may hold the log: then it waits a moment at most, and
    /// the log stays for the last one to close (SQLite checkpoints on close).
    private func checkpoint() {
        sqlite3_busy_timeout(connection.handle, 200)
        sqlite3_wal_checkpoint_v2(connection.handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        sqlite3_busy_timeout(connection.handle, 30_000)
    }

    /// Runs SQLite's integrity check; a damaged file is an error that leaves it as it is.
    private func verifyIntegrity() throws {
        let result: String
        do {
            result = try integrityCheck()
        } catch let e as StoreError {
            if case .sqlite(_, let reason) = e { throw StoreError.corrupt(path: path, detail: reason) }
            throw e
        }
        guard result == "ok" else { throw StoreError.corrupt(path: path, detail: "integrity check: \(result)") }
    }

    public func integrityCheck() throws -> String {
        return try guarded {
            let s = try db.statement("PRAGMA integrity_check")
            defer { s.reset() }
            return try s.step() ? s.text(0) : "no result"
        }
    }

    /// The default store file: `$XDG_DATA_HOME/qas/store.sqlite`, else
    /// `~/.local/share/qas/store.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return xdg + "/qas/store.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/qas/store.sqlite"
    }
}

/// Notes in order, fetched lazily a page at a time.
public struct NoteSequence: Sequence {
    let store: NoteStore
    let pageSize: Int

    public struct Iterator: IteratorProtocol {
        let store: NoteStore
        let pageSize: Int
        var page: [NoteStore.PagedNote] = []
        var index = 0
        var cursor: (modified: Double, revision: Int)? = nil
        var finished = false
        /// The first error met; iteration then stops.
        public private(set) var error: Error?

        public mutating func next() -> Note? {
            if index >= page.count {
                guard !finished else { return nil }
                do {
                    page = try store.notePage(after: cursor, limit: pageSize)
                } catch {
                    self.error = error
                    page = []
                }
                index = 0
                if page.count < pageSize { finished = true }
                guard let last = page.last else { return nil }
                cursor = (last.note.modified, last.revision)
            }
            defer { index += 1 }
            return page[index].note
        }
    }

    public func makeIterator() -> Iterator { Iterator(store: store, pageSize: pageSize) }
}
