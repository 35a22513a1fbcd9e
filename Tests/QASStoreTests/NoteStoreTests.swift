import Foundation
import Testing
@testable import QASStore

func temporaryDirectory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-store-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

@Suite("Note store")
struct NoteStoreTests {
    let clock = FixedClock()

    func store() throws -> NoteStore { try NoteStore(inMemoryWith: clock) }

    @Test func aMemoryStoreMakesItsTablesWhenFirstUsed() throws {
        let s = try store()
        // What every launch reads: answered without making the tables.
        #expect(try s.appState("hasLaunched") == nil)
        #expect(try s.appItems().isEmpty)
        #expect(s.tablesPending)
        // Any other use makes them, reads as much as writes.
        #expect(try s.favorites().isEmpty)
        #expect(!s.tablesPending)
        #expect(try s.note(id: "x") == nil && s.items().isEmpty && s.search("a").isEmpty)
        try s.saveAppState([("hasLaunched", "true")], items: [[1, 2]])
        #expect(try s.appState("hasLaunched") == "true")
        #expect(try s.appItems().map(\.data) == [[1, 2]])
        // Each kind of first use works on a fresh store.
        #expect(try store().noteCount() == 0)
        #expect(try store().addNote(title: "a").title == "a")
        #expect(try store().updateNote("none", NoteChanges(isFavorite: true)) == nil)
        #expect(try store().removeItem("none") == false)
        #expect(try store().integrityCheck() == "ok")
        #expect(Array(try store().notes()).isEmpty)
    }

    @Test func addFindUpdateDelete() throws {
        let s = try store()
        let n = try s.addNote(title: "Groceries", body: "milk")
        #expect(n.title == "Groceries" && n.body == "milk" && !n.isFavorite)
        #expect(n.created == FixedClock.defaultStart && n.modified == n.created)
        #expect(try s.note(id: n.id) == n)
        clock.advance(by: 60)
        let changed = try s.updateNote(n.id, NoteChanges(isFavorite: true))
        #expect(changed?.isFavorite == true)
        #expect(changed?.modified == FixedClock.defaultStart + 60)
        #expect(changed?.created == FixedClock.defaultStart)
        #expect(try s.note(id: n.id)?.isFavorite == true)
        #expect(try s.deleteNote(n.id))
        #expect(try !s.deleteNote(n.id))
        #expect(try s.note(id: n.id) == nil)
        #expect(try s.updateNote(n.id, NoteChanges(title: "x")) == nil)
    }

    @Test func bodyDefaultsToEmpty() throws {
        let s = try store()
        let n = try s.addNote(title: "only a title")
        #expect(n.body == "")
    }

    @Test func listsMostRecentlyModifiedFirstEvenWithoutTimeMoving() throws {
        let s = try store()
        let a = try s.addNote(title: "a")
        let b = try s.addNote(title: "b")
        let c = try s.addNote(title: "c")
        #expect(Array(s.notes()).map(\.title) == ["c", "b", "a"])
        try s.updateNote(a.id, NoteChanges(body: "touched"))
        #expect(Array(s.notes()).map(\.title) == ["a", "c", "b"])
        clock.advance(by: 5)
        try s.updateNote(b.id, NoteChanges(title: "b2"))
        #expect(try s.recentNotes(limit: 2).map(\.title) == ["b2", "a"])
        _ = c
        #expect(try s.noteCount() == 3)
    }

    @Test func iterationPagesThroughEveryNoteOnce() throws {
        let s = try store()
        for i in 0..<250 { try s.addNote(title: "n\(i)") }
        let titles = Array(s.notes(pageSize: 16)).map(\.title)
        #expect(titles.count == 250)
        #expect(Set(titles).count == 250)
        #expect(titles.first == "n249" && titles.last == "n0")
    }

    @Test func favoritesAndSearch() throws {
        let s = try store()
        let a = try s.addNote(title: "Groceries", body: "Milk and EGGS")
        try s.addNote(title: "Straße", body: "")
        try s.addNote(title: "other", body: "nothing")
        try s.updateNote(a.id, NoteChanges(isFavorite: true))
        #expect(try s.favorites().map(\.id) == [a.id])
        #expect(try s.search("eggs").map(\.title) == ["Groceries"])
        // Full case folding: ß and SS meet, both ways.
        #expect(try s.search("STRASSE").map(\.title) == ["Straße"])
        #expect(try s.search("strasse").map(\.title) == ["Straße"])
        #expect(try s.search("straße").map(\.title) == ["Straße"])
        #expect(try s.search("STRAẞE").map(\.title) == ["Straße"])
        #expect(try s.search("ÉCOLE").isEmpty)
        #expect(try s.search("").count == 3)
        #expect(try s.search("%").isEmpty)
    }

    @Test func textRoundTripsExactly() throws {
        let s = try store()
        let weird = "NUL\u{0}inside, emoji 🏆👩‍👩‍👧, RTL שלום, combining e\u{301}, \u{FEFF}BOM"
        let big = String(repeating: "0123456789abcdef", count: 65_536)   // 1 MB
        let n = try s.addNote(title: weird, body: big)
        let back = try #require(try s.note(id: n.id))
        #expect(back.title == weird)
        #expect(back.title.utf8.count == weird.utf8.count)
        #expect(back.body == big)
    }

    @Test func tooLargeTextIsRefusedClearly() throws {
        let s = try store()
        let huge = String(repeating: "x", count: NoteStore.maxTextBytes + 1)
        #expect(throws: StoreError.tooLarge(what: "the body", bytes: huge.utf8.count, limit: NoteStore.maxTextBytes)) {
            try s.addNote(title: "t", body: huge)
        }
        #expect(try s.noteCount() == 0)
    }

    @Test func checklist() throws {
        let s = try store()
        let orange = try s.addItem(name: "Orange")
        let milk = try s.addItem(name: "Milk")
        try s.addItem(name: "Bread")
        #expect(try s.items().map(\.name) == ["Orange", "Milk", "Bread"])
        #expect(try s.toggleItem(orange.id)?.isAdded == true)
        #expect(try s.toggleItem(orange.id)?.isAdded == false)
        #expect(try s.setItem(milk.id, isAdded: true)?.isAdded == true)
        #expect(try s.item(id: milk.id)?.isAdded == true)
        #expect(try s.removeItem(milk.id))
        #expect(try !s.removeItem(milk.id))
        #expect(try s.items().map(\.name) == ["Orange", "Bread"])
        #expect(try s.toggleItem("missing") == nil)
        try s.addItem(name: "Eggs")
        #expect(try s.items().map(\.name) == ["Orange", "Bread", "Eggs"])
    }

    @Test func appStateKeepsSeveralValuesAtOnce() throws {
        let s = try store()
        #expect(try s.appState("launched") == nil)
        try s.setAppState([("launched", "true"), ("items", "[]")])
        try s.setAppState("items", "[1]")
        #expect(try s.appState("launched") == "true")
        #expect(try s.appState("items") == "[1]")
    }

    @Test func inMemoryIdsAreDeterministic() throws {
        let a = try NoteStore(inMemoryWith: FixedClock()), b = try NoteStore(inMemoryWith: FixedClock())
        #expect(try a.addNote(title: "x").id == b.addNote(title: "y").id)
    }

    @Test func defaultPathFollowsXDG() {
        #expect(NoteStore.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]) == "/data/qas/store.sqlite")
        #expect(NoteStore.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/qas/store.sqlite")
        #expect(NoteStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/share/qas/store.sqlite")
    }
}

@Suite("Store files")
struct StoreFileTests {
    @Test func persistsAcrossOpens() throws {
        let path = try temporaryDirectory() + "/notes.sqlite"
        do {
            let s = try NoteStore(path: path, clock: FixedClock())
            try s.addNote(title: "kept", body: "across opens")
            try s.addItem(name: "Orange")
        }
        let again = try NoteStore(path: path, clock: FixedClock())
        #expect(Array(again.notes()).map(\.title) == ["kept"])
        #expect(try again.items().map(\.name) == ["Orange"])
        #expect(try again.integrityCheck() == "ok")
    }

    /// A store left sealed (as every `qas` command leaves it) is whole in its
    /// `.sqlite` file: a copy of that file alone, without the log, has every note.
    @Test func aSealedStoreIsWholeWithoutItsLog() throws {
        let folder = try temporaryDirectory()
        let path = folder + "/notes.sqlite"
        let s = try NoteStore(path: path, clock: FixedClock())
        for i in 0..<50 { try s.addNote(title: "note \(i)", body: "") }
        s.seal()
        let copy = folder + "/copy.sqlite"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
        let copied = try NoteStore(path: copy, clock: FixedClock())
        #expect(Array(copied.notes()).count == 50)
        #expect(try copied.integrityCheck() == "ok")
        // The store goes on working after its seal.
        try s.addNote(title: "after", body: "")
        #expect(Array(s.notes()).count == 51)
    }

    /// A file store named ":memory:" is a file of that name, not memory.
    @Test func aFileNamedLikeMemoryIsAFile() throws {
        let s = try NoteStore(inMemoryWith: FixedClock())
        #expect(s.inMemory && s.path == ":memory:")
        try s.addNote(title: "in memory", body: "")
        #expect(Array(s.notes()).map(\.title) == ["in memory"])
        let file = try NoteStore(path: try temporaryDirectory() + "/:memory:", clock: FixedClock())
        #expect(!file.inMemory)
    }

    @Test func usesWALAndTheCurrentSchemaVersion() throws {
        let path = try temporaryDirectory() + "/s.sqlite"
        let s = try NoteStore(path: path, clock: FixedClock())
        let mode = try s.db.statement("PRAGMA journal_mode")
        #expect(try mode.step() && mode.text(0) == "wal")
        mode.reset()
        let version = try s.db.statement("PRAGMA user_version")
        #expect(try version.step() && version.int(0) == NoteStore.schemaVersion)
        version.reset()
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func notADatabaseIsRefusedAndLeftUntouched() throws {
        let path = try temporaryDirectory() + "/not.sqlite"
        let original = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try original.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try NoteStore(path: path, clock: FixedClock()) }
        #expect(bytes(path) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        let text = try temporaryDirectory() + "/notes.txt"
        try "just some text that is long enough to look like a header, really".write(toFile: text, atomically: true, encoding: .utf8)
        let before = bytes(text)
        #expect(throws: StoreError.notADatabase(path: text)) { try NoteStore(path: text, clock: FixedClock()) }
        #expect(bytes(text) == before)
    }

    @Test func newerSchemaIsRefusedAndLeftUntouched() throws {
        let path = try temporaryDirectory() + "/future.sqlite"
        do { _ = try NoteStore(path: path, clock: FixedClock()) }
        // Simulate a store from a future qas.
        do {
            let c = try SQLiteConnection(path: path, create: false)
            try c.execute("PRAGMA user_version = 99")
            try c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let before = bytes(path)
        #expect(throws: StoreError.newerSchema(path: path, found: 99, supported: NoteStore.schemaVersion)) {
            try NoteStore(path: path, clock: FixedClock())
        }
        #expect(bytes(path) == before)
        #expect("\(StoreError.newerSchema(path: path, found: 99, supported: 1))".contains("newer qas"))
    }

    @Test func readOnlyFileIsRefusedAndLeftUntouched() throws {
        guard getuid() != 0 else { return }   // root can write anything
        let path = try temporaryDirectory() + "/ro.sqlite"
        do { _ = try NoteStore(path: path, clock: FixedClock()) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = bytes(path)
        #expect(throws: StoreError.readOnly(path: path)) { try NoteStore(path: path, clock: FixedClock()) }
        #expect(bytes(path) == before)
    }

    @Test func missingDirectoryIsNamed() throws {
        let path = try temporaryDirectory() + "/no/such/dir/s.sqlite"
        #expect {
            try NoteStore(path: path, clock: FixedClock())
        } throws: { e in
            guard case .missingDirectory(let p, let d)? = e as? StoreError else { return false }
            return p == path && d.hasSuffix("/no/such/dir") && "\(e)".contains("does not exist")
        }
    }

    @Test func directoryInsteadOfFile() throws {
        let dir = try temporaryDirectory()
        #expect(throws: StoreError.self) { try NoteStore(path: dir, clock: FixedClock()) }
    }
}

@Suite("Lazy iteration")
struct LazyIterationTests {
    @Test func readingTheFirstNotesReadsOnePage() throws {
        let s = try NoteStore(inMemoryWith: FixedClock())
        for i in 0..<5_000 { try s.addNote(title: "n\(i)") }
        let before = s.pagesRead
        let first4 = Array(s.notes().prefix(4)).map(\.title)
        #expect(first4 == ["n4999", "n4998", "n4997", "n4996"])
        #expect(s.pagesRead - before == 1)
    }
}

@Suite("Migrations")
struct MigrationTests {
    @Test func aVersionOneStoreMigratesForwardKeepingItsNotes() throws {
        let path = try temporaryDirectory() + "/v1.sqlite"
        // A store as schema version 1 wrote it.
        do {
            let c = try SQLiteConnection(path: path, create: true)
            try c.execute("""
                CREATE TABLE notes (id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT '', body TEXT NOT NULL DEFAULT '',
                    is_favorite INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL, modified REAL NOT NULL, revision INTEGER NOT NULL);
                CREATE INDEX notes_recent ON notes (modified DESC, revision DESC);
                CREATE INDEX notes_favorite ON notes (is_favorite, modified DESC, revision DESC);
                CREATE TABLE checklist (id TEXT PRIMARY KEY, name TEXT NOT NULL, is_added INTEGER NOT NULL DEFAULT 0, position INTEGER NOT NULL UNIQUE);
                CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
                INSERT INTO counters VALUES ('revision', 1), ('position', 0);
                INSERT INTO notes VALUES ('old-1', 'From v1', 'kept', 1, 100, 100, 1);
                PRAGMA user_version = 1;
                """)
        }
        let s = try NoteStore(path: path, clock: FixedClock())
        #expect(try s.note(id: "old-1")?.title == "From v1")
        try s.setAppState("k", "v")
        #expect(try s.appState("k") == "v")
        let v = try s.db.statement("PRAGMA user_version")
        #expect(try v.step() && v.int(0) == NoteStore.schemaVersion)
        v.reset()
        // Version 3 keeps the app's items a row each.
        try s.saveAppState([("hasLaunched", "true")], items: [[1, 2], [], [3]])
        #expect(try s.appItems().map(\.data) == [[1, 2], [], [3]])
        try s.saveAppState([], items: nil)
        #expect(try s.appItems().count == 3)     // nil: the items did not change
        try s.saveAppState([], items: [[9]], removing: ["k"])
        #expect(try s.appItems().map(\.data) == [[9]] && s.appState("k") == nil)
    }
}
