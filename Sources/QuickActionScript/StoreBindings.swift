import QASLanguage
import QASStore

/// Turns store failures into runtime errors scripts can catch.
func storeCall<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as StoreError {
        throw NativeError(e.description)
    }
}

func boolValue(_ v: Value, _ what: String) throws -> Bool {
    guard case .bool(let b) = v else { throw NativeError("\(what) must be a Bool, not \(v.typeName)") }
    return b
}

/// `notes`: the Note Buddy notes, most recently modified first.
final class NotesObject: HostObject {
    let store: NoteStore
    init(store: NoteStore) { self.store = store }
    var typeName: String { "Notes" }
    var memberNames: [String] { ["count", "favorites", "isEmpty", "first", "all", "add", "find", "search", "recent"] }
    var description: String { "<notes: \((try? store.noteCount()) ?? 0)>" }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "count": return .int(try storeCall { try store.noteCount() })
        case "favorites": return .array(try storeCall { try store.favorites() }.map { NoteObject.value($0, store) })
        case "isEmpty": return .bool(try storeCall { try store.noteCount() } == 0)
        case "first": return try storeCall { try store.recentNotes(limit: 1) }.first.map { NoteObject.value($0, store) } ?? .null
        case "all": return .array(try storeCall { try store.allNotes() }.map { NoteObject.value($0, store) })
        default: return nil
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch name {
        case "add":
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
            return NoteObject.value(try storeCall { try store.addNote(title: title, body: body, isFavorite: favorite) }, store)
        case "find":
            guard args.count == 1 else { throw NativeError("notes.find takes one note id") }
            guard case .string(let id) = args[0] else { return .null }
            return try storeCall { try store.note(id: id) }.map { NoteObject.value($0, store) } ?? .null
        case "search":
            let text = try args.string(at: 0, for: "notes.search")
            return .array(try storeCall { try store.search(text) }.map { NoteObject.value($0, store) })
        case "recent":
            guard args.count == 1, case .int(let n) = args[0], n >= 0 else { throw NativeError("notes.recent takes a count") }
            return .array(try storeCall { try store.recentNotes(limit: n) }.map { NoteObject.value($0, store) })
        default:
            return nil
        }
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
/// soon as they are set, which also bumps `modified`.
final class NoteObject: HostObject {
    var note: Note
    let store: NoteStore
    var deleted = false
    init(_ note: Note, _ store: NoteStore) { self.note = note; self.store = store }
    static func value(_ note: Note, _ store: NoteStore) -> Value { .object(NoteObject(note, store)) }

    var typeName: String { "Note" }
    var memberNames: [String] { ["id", "title", "body", "isFavorite", "created", "modified", "delete", "reload"] }
    var description: String {
        "Note(title: \(note.title.debugDescription), body: \(note.body.debugDescription), isFavorite: \(note.isFavorite))"
    }
    func isEqual(to other: HostObject) -> Bool { (other as? NoteObject)?.note.id == note.id }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "id": return .string(note.id)
        case "title": return .string(note.title)
        case "body": return .string(note.body)
        case "isFavorite": return .bool(note.isFavorite)
        case "created": return .double(note.created)
        case "modified", "lastModified": return .double(note.modified)
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        var changes = NoteChanges()
        switch name {
        case "title", "body":
            guard case .string(let s) = value else { throw NativeError("a note's \(name) must be a String, not \(value.typeName)") }
            if name == "title" { changes.title = s } else { changes.body = s }
        case "isFavorite":
            changes.isFavorite = try boolValue(value, "isFavorite")
        default:
            return false
        }
        guard let updated = try storeCall({ try store.updateNote(note.id, changes) }) else {
            throw NativeError("the note \(note.title.debugDescription) was deleted")
        }
        note = updated
        return true
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch name {
        case "delete":
            deleted = true
            return .bool(try storeCall { try store.deleteNote(note.id) })
        case "reload":
            if let fresh = try storeCall({ try store.note(id: note.id) }) { note = fresh }
            return .object(self)
        default:
            return nil
        }
    }
}

/// `checklist`: the items the interactive widget shows, in insertion order.
final class ChecklistObject: HostObject {
    let store: NoteStore
    init(store: NoteStore) { self.store = store }
    var typeName: String { "Checklist" }
    var memberNames: [String] { ["items", "count", "add", "find", "toggle", "remove"] }
    var description: String { "<checklist: \(((try? store.items()) ?? []).count) items>" }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "items": return .array(try storeCall { try store.items() }.map { ItemObject.value($0, store) })
        case "count": return .int(try storeCall { try store.items() }.count)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch name {
        case "add":
            let n = try args.string(at: 0, label: "name", for: "checklist.add")
            return ItemObject.value(try storeCall { try store.addItem(name: n) }, store)
        case "find":
            guard args.count == 1 else { throw NativeError("checklist.find takes one item id") }
            guard case .string(let id) = args[0] else { return .null }
            return try storeCall { try store.item(id: id) }.map { ItemObject.value($0, store) } ?? .null
        case "toggle":
            guard args.count == 1 else { throw NativeError("checklist.toggle takes one item id") }
            let id = try ItemObject.id(of: args[0])
            return try storeCall { try store.toggleItem(id) }.map { ItemObject.value($0, store) } ?? .null
        case "remove":
            guard args.count == 1 else { throw NativeError("checklist.remove takes one item or id") }
            let id = try ItemObject.id(of: args[0])
            return .bool(try storeCall { try store.removeItem(id) })
        default:
            return nil
        }
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        let store = self.store
        return ValueIterator(try storeCall { try store.items() }.map { ItemObject.value($0, store) })
    }
}

/// One checklist item; `isAdded` is saved as soon as it is set or toggled.
final class ItemObject: HostObject {
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
    var memberNames: [String] { ["id", "name", "isAdded", "position", "remove"] }
    var description: String { "ChecklistItem(name: \(item.name.debugDescription), isAdded: \(item.isAdded))" }
    func isEqual(to other: HostObject) -> Bool { (other as? ItemObject)?.item.id == item.id }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "id": return .string(item.id)
        case "name": return .string(item.name)
        case "isAdded": return .bool(item.isAdded)
        case "position": return .int(item.position)
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in runtime: Runtime) throws -> Bool {
        guard name == "isAdded" else { return false }
        let added = try boolValue(value, "isAdded")
        guard let updated = try storeCall({ try store.setItem(item.id, isAdded: added) }) else {
            throw NativeError("the checklist item \(item.name.debugDescription) was removed")
        }
        item = updated
        return true
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch name {
        case "remove": return .bool(try storeCall { try store.removeItem(item.id) })
        default: return nil
        }
    }
}

/// `clock`: the store's clock.
final class ClockObject: HostObject {
    let clock: StoreClock
    init(_ clock: StoreClock) { self.clock = clock }
    var typeName: String { "Clock" }
    var memberNames: [String] { ["now", "advance"] }
    var description: String { "<clock: \(clock.now)>" }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        name == "now" ? .double(clock.now) : nil
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        guard name == "advance" else { return nil }
        guard args.count == 1 else { throw NativeError("clock.advance takes a number of seconds") }
        let seconds: Double
        switch args[0] {
        case .int(let i): seconds = Double(i)
        case .double(let d): seconds = d
        default: throw NativeError("clock.advance takes a number of seconds, not \(args[0].typeName)")
        }
        guard seconds >= 0, seconds.isFinite else { throw NativeError("clock.advance cannot move time backwards") }
        clock.advance(by: seconds)
        return .double(clock.now)
    }
}
