import Foundation
import Testing
@testable import QASStore

/// What the system keeps for the app between runs survives every value a
/// property list holds, and one bad saved item never costs the others.
@Suite("Saved app state across runs")
struct SavedStateTests {
    func scratchStore() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-saved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("store.sqlite").path
    }

    func run(_ store: String, _ code: String) throws -> QASProcess.Result {
        try QASProcess.run(["--store", store, "-e", code])
    }

    @Test func everyPropertyListValueSurvivesARestart() throws {
        let store = try scratchStore()
        let first = try run(store, """
            var deep = "bottom"
            for _ in 0..<300 { deep = [deep] }
            app.launch()
            app.shortcutItems = [
                shortcut(type: "Odd", title: "Odd numbers", userInfo: ["nan": 0.0 / 0.0, "inf": 1.0 / 0.0, "ninf": -1.0 / 0.0, "negzero": -0.0]),
                shortcut(type: "Deep", title: "Deep", userInfo: ["d": deep]),
                shortcut(type: "Plain", title: "Plain", userInfo: ["n": 1]),
            ]
            """)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try run(store, """
            let items = app.shortcutItems
            print(items.count, items.map { $0.type })
            let odd = items[0].userInfo
            print(odd["nan"]!.isNaN, odd["inf"]!, odd["ninf"]!, odd["negzero"]!)
            var d = items[1].userInfo["d"]!
            var levels = 0
            while let inner = d.first, type(inner) == "Array" { d = inner; levels += 1 }
            print(levels, d)
            """)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "3 [\"Odd\", \"Deep\", \"Plain\"]\ntrue inf -inf -0.0\n299 [\"bottom\"]\n")
    }

    @Test func aValueThatCannotBeSavedIsRefusedWhereItIsSet() throws {
        let store = try scratchStore()
        let r = try run(store, """
            var deep = 1
            for _ in 0..<600 { deep = [deep] }
            app.launch()
            app.shortcutItems = [shortcut(type: "Keep", title: "Keep")]
            app.shortcutItems = [shortcut(type: "Bad", title: "Bad", userInfo: ["d": deep])]
            """)
        #expect(r.status == 70)
        #expect(r.stderr.contains("userInfo[\"d\"]"), "\(r.stderr)")
        #expect(r.stderr.contains("more than 512 deep"), "\(r.stderr)")
        let after = try run(store, "print(app.shortcutItems.map { $0.type })")
        #expect(after.stdout == "[\"Keep\"]\n", "\(after.stderr)")
    }

    @Test func oneUnreadableItemCostsOnlyItself() throws {
        let store = try scratchStore()
        _ = try run(store, "app.launch()\napp.shortcutItems = [shortcut(type: \"A\", title: \"A\"), shortcut(type: \"B\", title: \"B\"), shortcut(type: \"C\", title: \"C\")]")
        // Damage the middle item's bytes behind qas's back.
        do {
            let s = try NoteStore(path: store, clock: FixedClock())
            try s.db.execute("UPDATE app_items SET data = x'62706c6973743030ffff' WHERE position = 1")
        }
        let r = try run(store, "print(app.shortcutItems.map { $0.type })")
        #expect(r.status == 0)
        #expect(r.stdout == "[\"A\", \"C\"]\n")
        #expect(r.stderr.contains("saved shortcut item 2 could not be read"), "\(r.stderr)")
        // Launching alone does not overwrite what could not be read.
        _ = try run(store, "app.launch()")
        let s = try NoteStore(path: store, clock: FixedClock())
        #expect(try s.appItems().count == 3)
    }

    @Test func itemsSavedByAnEarlierVersionAreRead() throws {
        let store = try scratchStore()
        do {
            let s = try NoteStore(path: store, clock: FixedClock())
            try s.setAppState("hasLaunched", "true")
            try s.setAppState("shortcutItems", #"[{"title":"Old","type":"Old","userInfo":{"o":[["k",{"i":7}]]}},{"bogus":1}]"#)
        }
        let r = try run(store, "print(app.shortcutItems.map { $0.type }, app.shortcutItems[0].userInfo)\napp.shortcutItems = app.shortcutItems")
        #expect(r.stdout == "[\"Old\"] [\"k\": 7]\n", "\(r.stderr)")
        #expect(r.stderr.contains("1 saved shortcut item could not be read"))
        // Saved again in the new form, the old text is gone.
        let s = try NoteStore(path: store, clock: FixedClock())
        #expect(try s.appItems().count == 1 && s.appState("shortcutItems") == nil)
    }
}
