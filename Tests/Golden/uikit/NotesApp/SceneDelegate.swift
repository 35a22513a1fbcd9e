import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var pendingAction: QuickAction?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        pendingAction = connectionOptions.shortcutItem?.quickAction
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        pendingAction = shortcutItem.quickAction
        completionHandler(pendingAction != nil)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        guard let action = pendingAction, let tabs = window?.rootViewController as? UITabBarController else { return }
        pendingAction = nil
        Router(tabs: tabs).perform(action)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        UIApplication.shared.shortcutItems = Drafts.recent.map { .editDraft(named: $0) }
    }
}
