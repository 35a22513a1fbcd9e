// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// The Note Buddy model layer, as the tutorial writes it (without UIKit).
import Foundation

enum ActionType: String {
    case newNote = "NewNote"
    case editNote = "EditNote"
}

enum Action: Equatable {
    case newNote
    case editNote(identifier: String)

    init?(type: String, userInfo: [String: Any]?) {
        guard let actionType = ActionType(rawValue: type) else { return nil }
        switch actionType {
        case .newNote:
            self = .newNote
        case .editNote:
            if let identifier = userInfo?["NoteID"] as? String {
                self = .editNote(identifier: identifier)
            } else {
                return nil
            }
        }
    }
}

final class ActionService {
    static let shared = ActionService()
    var action: Action?
    private init() {}
}

struct Note: Identifiable, Equatable {
    let id: String
    var title: String
    var body: String
    var isFavorite = false
}

final class NoteStore {
    private(set) var notes: [Note] = []
    private var nextID = 1
    @discardableResult
    func add(title: String, body: String) -> Note {
        let note = Note(id: "N\(nextID)", title: title, body: body)
        nextID += 1
        notes.insert(note, at: 0)
        return note
    }
    func note(withID id: String) -> Note? { notes.first { $0.id == id } }
    func update(_ note: Note) {
        if let i = notes.firstIndex(where: { $0.id == note.id }) { notes[i] = note }
    }
}

let store = NoteStore()
store.add(title: "Groceries", body: "milk")
var plumber = store.add(title: "", body: "call the plumber")
plumber.isFavorite = true
store.update(plumber)

let shortcutTitles = store.notes
    .filter { !($0.title.isEmpty && $0.body.isEmpty) }
    .map { ($0.title.isEmpty ? $0.body : $0.title, $0.isFavorite ? "star" : "pencil") }
for (subtitle, icon) in shortcutTitles { print("Edit Note —", subtitle, "[\(icon)]") }
// expect: Edit Note — call the plumber [star]
// expect: Edit Note — Groceries [pencil]

ActionService.shared.action = Action(type: "EditNote", userInfo: ["NoteID": "N1"])
if case .editNote(let id) = ActionService.shared.action, let note = store.note(withID: id) {
    print("open", note.title) // expect: open Groceries
}
print(Action(type: "NewNote", userInfo: nil) == .newNote) // expect: true
print(Action(type: "EditNote", userInfo: [:]) == nil, Action(type: "Bogus", userInfo: nil) == nil) // expect: true true
