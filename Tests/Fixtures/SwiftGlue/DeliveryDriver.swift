// Runs Note Buddy's generated delivery code (`qas swift`) through UIKit's call
// orders, with the UIKit stub, and prints each handler call: SwiftGlueTests
// checks it against what qas's own app model does for the same presses.
import Foundation
import UIKit

final class Handlers: QuickActionHandling {
    func handleNewNote() -> Bool {
        print("handler NewNote")
        return true
    }
    func handleEditNote(noteID: any NSSecureCoding) -> Bool {
        print("handler EditNote \(noteID)")
        return true
    }
}

let handlers = Handlers()
let newNote = QuickActions.newNote()
let editNote = QuickActions.editNote(noteID: NSNumber(value: 7))

// A scene-based app: a cold launch from "New Note", active twice, then a warm press.
print("scene: cold launch")
let scene = QuickActionSceneDelegate()
scene.quickActions.handler = handlers
scene.scene(UIScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions(shortcutItem: newNote))
scene.sceneDidBecomeActive(UIScene())
scene.sceneDidBecomeActive(UIScene())
print("scene: warm press")
scene.windowScene(UIWindowScene(), performActionFor: editNote) { print("completion \($0)") }
scene.windowScene(UIWindowScene(), performActionFor: UIApplicationShortcutItem(type: "Unknown", localizedTitle: "?")) {
    print("completion \($0)")
}

// An app without scenes: the launch method says it handles the item itself.
print("app: cold launch")
let app = QuickActionAppDelegate()
app.quickActions.handler = handlers
print("didFinishLaunching \(app.application(UIApplication.shared, didFinishLaunchingWithOptions: [.shortcutItem: newNote]))")
app.applicationDidBecomeActive(UIApplication.shared)
app.applicationDidBecomeActive(UIApplication.shared)
print("app: warm press")
app.application(UIApplication.shared, performActionFor: newNote) { print("completion \($0)") }
