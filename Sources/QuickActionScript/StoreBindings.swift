import QASLanguage
import QASStore

/// Turns store failures into runtime errors scripts can catch.
func storeCall<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as StoreError {
        throw NativeError(e.description, kind: e.isIOFailure ? .ioFailure : .error)
    }
}

func boolValue(_ v: Value, _ what: String) throws -> Bool {
    guard case .bool(let b) = v else { throw NativeError("\(what) must be a Bool, not \(v.typeName)") }
    return b
}

/// `notes`: the Note Buddy notes, most recently modified first.
final class NotesObject: TabledObject {
    let store: NoteStore
    init(store: NoteStore) { self.store = store }
    var typeName: String { "Notes" }
    var description: String { "<notes: \((try? store.noteCount()) ?? 0)>" }

    func note(_ n: Note) -> Value { NoteObject.value(n, store) }

    static let members = MemberTable<NotesObject>()
        .property("count") { o, _ in .int(try storeCall { try o.store.noteCount() }) }
        .property("favorites") { o, _ in .array(try storeCall { try o.store.favorites() }.map(o.note)) }
        .property("isEmpty") { o, _ in .bool(try storeCall { try o.store.noteCount() } == 0) }
        .property("first") { o, _ in try storeCall { try o.store.recentNotes(limit: 1) }.first.map(o.note) ?? .null }
        .property("all") { o, _ in .array(try storeCall { try o.store.allNotes() }.map(o.note)) }
        .method("add") { o, args, _ in try o.add(args) }
        .method("find") { o, args, _ in
            guard args.count == 1 else { throw NativeError("notes.find takes one note id") }
            guard case .string(let id) = args[0] else { return .null }
            return try storeCall { try o.store.note(id: id) }.map(o.note) ?? .null
        }
        .method("search") { o, args, _ in
            let text = try args.string(at: 0, for: "notes.search")
            return .array(try storeCall { try o.store.search(text) }.map(o.note))
        }
        .method("recent") { o, args, _ in
            guard args.count == 1, case .int(let n) = args[0], n >= 0 else { throw NativeError("notes.recent takes a count") }
            return .array(try storeCall { try o.store.recentNotes(limit: n) }.map(o.note))
        }

    private func add(_ args: Arguments) throws -> Value {
        for label in args.labels.compactMap({ $0 }) where !["title", "body", "isFavorite"].contains(label) {
            throw NativeError("notes.add has no parameter '\(label)'; it takes title:, body: and isFavorite:")
        }
        var title = "", body = "", favorite = false
        var positional = 0
        for (v, label) in zip(args.values, args.labels) {
            let key = label ?? (positional == 0 ? "title" : positional == 1 ? "body" : "isFavorite")
            if label == nil { positional += 1 }
            switch key {
            case "title":
                guard case .string(let s) = v else { throw NativeError("a note's title must be a String, not \(v.typeName)") }
                title = s
            case "body":
                guard case .string(let s) = v else { throw NativeError("a note's body must be a String, not \(v.typeName)") }
                body = s
            default:
                favorite = try boolValue(v, "isFavorite")
            }
        }
        return note(try storeCall { try store.addNote(title: title, body: body, isFavorite: favorite) })
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        let store = self.store
        var notes = store.notes().makeIterator()
        return ValueIterator {
            if let note = notes.next() { return NoteObject.value(note, store) }
            // A page that could not be read ends the loop with an error, not silently.
            if let error = notes.error { throw NativeError("\(error)") }
            return nil
        }
    }
}

/// One note. Its assignable fields (`title`, `body`, `isFavorite`) are saved as
/// soon as they are set, which also bumps `modified` (`lastModified`).
final class NoteObject: TabledObject {
    var note: Note
    let store: NoteStore
    init(_ note: Note, _ store: NoteStore) { self.note = note; self.store = store }
    static func value(_ note: Note, _ store: NoteStore) -> Value { .object(NoteObject(note, store)) }

    var typeName: String { "Note" }
    var description: String {
        "Note(title: \(note.title.debugDescription), body: \(note.body.debugDescription), isFavorite: \(note.isFavorite))"
    }
    func isEqual(to other: HostObject) -> Bool { (other as? NoteObject)?.note.id == note.id }

    static let members = MemberTable<NoteObject>()
        .property("id") { o, _ in .string(o.note.id) }
        .property("title", { o, _ in .string(o.note.title) }, set: { o, v, _ in
            guard case .string(let s) = v else { throw NativeError("a note's title must be a String, not \(v.typeName)") }
            try o.update(NoteChanges(title: s))
        })
        .property("body", { o, _ in .string(o.note.body) }, set: { o, v, _ in
            guard case .string(let s) = v else { throw NativeError("a note's body must be a String, not \(v.typeName)") }
            try o.update(NoteChanges(body: s))
        })
        .property("isFavorite", { o, _ in .bool(o.note.isFavorite) }, set: { o, v, _ in
            try o.update(NoteChanges(isFavorite: try boolValue(v, "isFavorite")))
        })
        .property("created") { o, _ in .double(o.note.created) }
        .property("modified") { o, _ in .double(o.note.modified) }
        .property("lastModified") { o, _ in .double(o.note.modified) }
        .method("delete") { o, _, _ in .bool(try storeCall { try o.store.deleteNote(o.note.id) }) }
        .method("reload") { o, _, _ in
            if let fresh = try storeCall({ try o.store.note(id: o.note.id) }) { o.note = fresh }
            return .object(o)
        }

    private func update(_ changes: NoteChanges) throws {
        guard let updated = try storeCall({ try store.updateNote(note.id, changes) }) else {
            throw NativeError("the note \(note.title.debugDescription) was deleted")
        }
        note = updated
    }
}

/// `checklist`: the items the interactive widget shows, in insertion order.
final class ChecklistObject: TabledObject {
    let store: NoteStore
    init(store: NoteStore) { self.store = store }
    var typeName: String { "Checklist" }
    var description: String { "<checklist: \(((try? store.items()) ?? []).count) items>" }

    func item(_ i: ChecklistItem) -> Value { ItemObject.value(i, store) }

    static let members = MemberTable<ChecklistObject>()
        .property("items") { o, _ in .array(try storeCall { try o.store.items() }.map(o.item)) }
        .property("count") { o, _ in .int(try storeCall { try o.store.items() }.count) }
        .method("add") { o, args, _ in
            let n = try args.string(at: 0, label: "name", for: "checklist.add")
            return o.item(try storeCall { try o.store.addItem(name: n) })
        }
        .method("find") { o, args, _ in
            guard args.count == 1 else { throw NativeError("checklist.find takes one item id") }
            guard case .string(let id) = args[0] else { return .null }
            return try storeCall { try o.store.item(id: id) }.map(o.item) ?? .null
        }
        .method("toggle") { o, args, _ in
            guard args.count == 1 else { throw NativeError("checklist.toggle takes one item id") }
            let id = try ItemObject.id(of: args[0])
            return try storeCall { try o.store.toggleItem(id) }.map(o.item) ?? .null
        }
        .method("remove") { o, args, _ in
            guard args.count == 1 else { throw NativeError("checklist.remove takes one item or id") }
            let id = try ItemObject.id(of: args[0])
            return .bool(try storeCall { try o.store.removeItem(id) })
        }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        ValueIterator(try storeCall { try store.items() }.map(item))
    }
}

/// One checklist item; `isAdded` is saved as soon as it is set or toggled.
final class ItemObject: TabledObject {
    var item: ChecklistItem
    let store: NoteStore
    init(_ item: ChecklistItem, _ store: NoteStore) { self.item = item; self.store = store }
    static func value(_ item: ChecklistItem, _ store: NoteStore) -> Value { .object(ItemObject(item, store)) }

    static func id(of value: Value) throws -> String {
        switch value {
        case .string(let s): return s
        case .object(let o as ItemObject): return o.item.id
        default: throw NativeError("expected a checklist item or its id, not \(value.typeName)")
        }
    }

    var typeName: String { "ChecklistItem" }
    var description: String { "ChecklistItem(name: \(item.name.debugDescription), isAdded: \(item.isAdded))" }
    func isEqual(to other: HostObject) -> Bool { (other as? ItemObject)?.item.id == item.id }

    static let members = MemberTable<ItemObject>()
        .property("id") { o, _ in .string(o.item.id) }
        .property("name") { o, _ in .string(o.item.name) }
        .property("isAdded", { o, _ in .bool(o.item.isAdded) }, set: { o, v, _ in
            let added = try boolValue(v, "isAdded")
            guard let updated = try storeCall({ try o.store.setItem(o.item.id, isAdded: added) }) else {
                throw NativeError("the checklist item \(o.item.name.debugDescription) was removed")
            }
            o.item = updated
        })
        .property("position") { o, _ in .int(o.item.position) }
        .method("remove") { o, _, _ in .bool(try storeCall { try o.store.removeItem(o.item.id) }) }
}

/// `clock`: the store's clock.
final class ClockObject: TabledObject {
    let clock: StoreClock
    init(_ clock: StoreClock) { self.clock = clock }
    var typeName: String { "Clock" }
    var description: String { "<clock: \(clock.now)>" }

    static let members = MemberTable<ClockObject>()
        .property("now") { o, _ in .double(o.clock.now) }
        .method("advance") { o, args, _ in
            guard args.count == 1 else { throw NativeError("clock.advance takes a number of seconds") }
            let seconds: Double
            switch args[0] {
            case .int(let i): seconds = Double(i)
            case .double(let d): seconds = d
            default: throw NativeError("clock.advance takes a number of seconds, not \(args[0].typeName)")
            }
            guard seconds >= 0, seconds.isFinite else { throw NativeError("clock.advance cannot move time backwards") }
            o.clock.advance(by: seconds)
            return .double(o.clock.now)
        }
}
