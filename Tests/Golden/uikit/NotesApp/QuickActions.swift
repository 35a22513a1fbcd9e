import UIKit

enum QuickAction: Equatable {
    case compose
    case search
    case editDraft(String)
}

extension UIApplicationShortcutItem {
    /// What the app does for this item, if it knows it.
    var quickAction: QuickAction? {
        switch type {
        case "com.example.notes.compose": return .compose
        case "com.example.notes.search": return .search
        case "com.example.notes.draft": return (userInfo?["name"] as? String).map(QuickAction.editDraft)
        default: return nil
        }
    }

    static func editDraft(named name: String) -> UIApplicationShortcutItem {
        UIApplicationShortcutItem(type: "com.example.notes.draft",
                                  localizedTitle: NSLocalizedString("Edit Draft", comment: ""),
                                  localizedSubtitle: name,
                                  icon: UIApplicationShortcutIcon(systemImageName: "doc.text"),
                                  userInfo: ["name": name as NSString])
    }
}

enum Drafts {
    static var recent: [String] {
        get { UserDefaults.standard.stringArray(forKey: "drafts") ?? [] }
        set { UserDefaults.standard.set(newValue, forKey: "drafts") }
    }
}

struct Router {
    let tabs: UITabBarController

    func perform(_ action: QuickAction) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        switch action {
        case .compose:
            tabs.selectedIndex = 0
            let editor = storyboard.instantiateViewController(withIdentifier: "Editor") as! EditorViewController
            tabs.present(UINavigationController(rootViewController: editor), animated: true)
        case .search:
            tabs.selectedIndex = 1
        case .editDraft(let name):
            tabs.selectedIndex = 0
            let editor = storyboard.instantiateViewController(withIdentifier: "Editor") as! EditorViewController
            editor.draft = name
            (tabs.selectedViewController as? UINavigationController)?.pushViewController(editor, animated: false)
        }
    }
}

final class EditorViewController: UIViewController {
    var draft: String?
    override func viewDidLoad() {
        super.viewDidLoad()
        title = draft ?? NSLocalizedString("New Note", comment: "")
    }
}
