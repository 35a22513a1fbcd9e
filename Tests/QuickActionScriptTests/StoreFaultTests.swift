import Foundation
import Testing
import QuickActionScript
@testable import QASStore

/// What scripts see when the store fails under them: a catchable error where the
/// failure happens, never a loop that quietly ends early.
@Suite("Store faults seen by scripts")
struct StoreFaultTests {
    func engine() throws -> AppSession {
        let session = try AppSession()
        session.engine.output = { _ in }
        // Drops the notes table behind the store's back: the next page read fails.
        let store = session.store
        session.engine.register("breakStore") { _ in
            try store.db.execute("DROP TABLE notes")
            return .nil
        }
        try session.run("for i in 0..<100 { notes.add(title: \"n\\(i)\") }")
        return session
    }

    func failsWithStoreError(_ code: String) throws {
        let engine = try engine()
        #expect {
            try engine.run(code)
        } throws: { error in
            guard case .runtime(let e)? = error as? QASError else { return false }
            return e.kind == .error && e.message.contains("no such table")
        }
    }

    @Test func aLoopOverNotesFailsAtTheUnreadablePage() throws {
        // The first page (64 notes) is read before the table goes; the second fails.
        try failsWithStoreError("var n = 0\nfor note in notes { n += 1; if n == 1 { breakStore() } }")
    }

    @Test func allNotesFails() throws {
        try failsWithStoreError("breakStore()\nprint(notes.all.count)")
    }

    @Test func theFailureIsCatchable() throws {
        let engine = try engine()
        var printed = ""
        engine.engine.output = { printed += $0 }
        try engine.run("var n = 0\ndo { for note in notes { n += 1; if n == 1 { breakStore() } } } catch { print(\"caught after\", n) }")
        #expect(printed == "caught after 64\n")
    }
}
