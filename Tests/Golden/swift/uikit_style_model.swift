// Model code from the UIKit seeds, valid Swift and valid qas: an enum whose own
// initialiser delegates to init(rawValue:), a let property holding a class whose
// members change, a failable init delegating to another, and Foundation's
// bridging casts on userInfo values.
import Foundation

enum ShortcutIdentifier: String {
    case First
    case Second

    init?(fullType: String) {
        guard let last = fullType.components(separatedBy: ".").last else { return nil }
        self.init(rawValue: last)
    }

    var type: String { "com.example.app.\(self.rawValue)" }
}

print(ShortcutIdentifier(fullType: "com.example.app.First") == .First)   // expect: true
print(ShortcutIdentifier(fullType: "com.example.app.Third") == nil)      // expect: true
print(ShortcutIdentifier(rawValue: "Second")!.type)                     // expect: com.example.app.Second

enum Action: Equatable {
    case newNote
    case editNote(identifier: String)

    init?(type: String, userInfo: [String: NSSecureCoding]?) {
        switch type {
        case "NewNote": self = .newNote
        case "EditNote":
            guard let id = userInfo?["NoteID"] as? String else { return nil }
            self = .editNote(identifier: id)
        default: return nil
        }
    }

    init?(legacyType: String) {
        self.init(type: legacyType, userInfo: nil)
    }
}

final class ActionService {
    static let shared = ActionService()
    var action: Action?
}

final class SceneDelegate {
    private let actionService = ActionService.shared
    func perform(type: String, userInfo: [String: NSSecureCoding]?) -> Bool {
        actionService.action = Action(type: type, userInfo: userInfo)
        return actionService.action != nil
    }
}

let delegate = SceneDelegate()
let id = "N1"
print(delegate.perform(type: "EditNote", userInfo: ["NoteID": id as NSString]))   // expect: true
print(ActionService.shared.action == .editNote(identifier: "N1"))               // expect: true
print(delegate.perform(type: "EditNote", userInfo: ["NoteID": 7 as NSNumber]))    // expect: false
print(Action(legacyType: "NewNote") == .newNote, Action(legacyType: "Other") == nil)   // expect: true true

let info: [String: NSSecureCoding] = ["count": 7 as NSNumber, "name": "x" as NSString]
print(info["count"] as? Int ?? -1, info["name"] as? String ?? "none", info["count"] as? String ?? "none")   // expect: 7 x none
