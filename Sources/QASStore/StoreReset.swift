import CSQLite

extension NoteStore {
    /// Empties the store — notes, checklist, what the system keeps for the app —
    /// and starts its counters again, as a newly made store: `qas explore` runs
    /// thousands of sessions on one in-memory store.
    public func removeEverything() throws {
        do {
            try db.execute("""
                DELETE FROM notes; DELETE FROM checklist; DELETE FROM app_state; DELETE FROM app_items;
                UPDATE counters SET value = 0;
                """)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// Everything the store holds, as text that is equal for equal contents
    /// (identifiers included): for telling states of a session apart.
    public func contentsFingerprint() throws -> String {
        var out = ""
        do {
            let notes = try db.statement("SELECT id, title, body, is_favorite, modified FROM notes ORDER BY id")
            while try notes.step() {
                out += "n\(notes.text(0))\u{1}\(notes.text(1))\u{1}\(notes.text(2))\u{1}\(notes.int(3))\u{1}\(notes.double(4))\u{2}"
            }
            let items = try db.statement("SELECT id, name, is_added FROM checklist ORDER BY position")
            while try items.step() { out += "c\(items.text(0))\u{1}\(items.text(1))\u{1}\(items.int(2))\u{2}" }
            let state = try db.statement("SELECT key, value FROM app_state ORDER BY key")
            while try state.step() { out += "s\(state.text(0))\u{1}\(state.text(1))\u{2}" }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "\(error)")
        }
        return out
    }
}

extension FixedClock {
    /// Sets the clock back to where test clocks start.
    public func reset(to start: Double = FixedClock.defaultStart) { now = start }
}
