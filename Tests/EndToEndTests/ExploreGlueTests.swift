import Foundation
import Testing

/// `qas explore` on quick-action glue written the way apps write it: a press is
/// performed by the callbacks that read its item and show something; keeping
/// it is not performing it. Each case is one of the bugs (or non-bugs) apps have.
@Suite("qas explore on real glue")
struct ExploreGlueTests {
    func explore(_ name: String, _ text: String, depth: Int = 4) throws -> QASProcess.Result {
        try QASProcess.run(["explore", try QASProcess.scratchFile(name, text), "--depth", String(depth)])
    }

    /// The launch item kept in didFinishLaunching and again in performActionFor,
    /// performed once when active: clean.
    @Test func keepingAnItemTwiceAndPerformingItOnceIsClean() throws {
        let r = try explore("kept.qas", """
        import UIKit
        static action "Compose" { title: "Compose" }
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var pending: UIApplicationShortcutItem?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                pending = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
                return true
            }
            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                pending = shortcutItem
                completionHandler(true)
            }
            func applicationDidBecomeActive(_ application: UIApplication) {
                guard let item = pending else { return }
                pending = nil
                print("perform", item.type)
            }
        }
        """)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("no violations"))
    }

    /// The cold item posted from scene(_:willConnectTo:) before the view
    /// controller that observes it exists: lost, and said how.
    @Test func anItemPostedBeforeItsObserverExistsIsLost() throws {
        let r = try explore("posted.qas", """
        import UIKit
        static action "Search" { title: "Search" }
        extension Notification.Name { static let quickAction = Notification.Name("QuickAction") }
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: .quickAction, object: nil, queue: .main) { note in
                    print("show", note.userInfo?["type"] as? String ?? "?")
                }
            }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem {
                    NotificationCenter.default.post(name: .quickAction, object: nil, userInfo: ["type": item.type])
                }
                let window = UIWindow(windowScene: scene as! UIWindowScene)
                window.rootViewController = ListViewController()
                window.makeKeyAndVisible()
                self.window = window
            }
            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                NotificationCenter.default.post(name: .quickAction, object: nil, userInfo: ["type": shortcutItem.type])
                completionHandler(true)
            }
        }
        """)
        #expect(r.status == 1)
        #expect(r.stdout.contains("exactly-once: press 1 (Search) was lost: scene(_:willConnectTo:options:) read the item and posted QuickAction, which no observer received"), "\(r.stdout)")
        #expect(r.stdout.contains("shortest sequence (1 event): homeScreen.press(1)"))
    }

    /// The item's type parked in UserDefaults and never cleared: read back on
    /// the next activation, it is handled again.
    @Test func anItemParkedInUserDefaultsAndNeverClearedIsHandledAgain() throws {
        let r = try explore("parked.qas", """
        import UIKit
        static action "Run" { title: "Start Run" }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let item = connectionOptions.shortcutItem { UserDefaults.standard.set(item.type, forKey: "pendingShortcut") }
            }
            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                UserDefaults.standard.set(shortcutItem.type, forKey: "pendingShortcut")
                completionHandler(true)
            }
            func sceneDidBecomeActive(_ scene: UIScene) {
                if let type = UserDefaults.standard.string(forKey: "pendingShortcut") { print("start", type) }   // never cleared
            }
        }
        """)
        #expect(r.status == 1)
        #expect(r.stdout.contains("exactly-once: press 1 (Run) was handled again"), "\(r.stdout)")
        #expect(r.stdout.contains("shortest sequence (3 events): homeScreen.press(1); app.background(); app.activate()"))
    }

    /// An app delegate that reads the cold item in configurationForConnecting.
    static let configuredAtLaunch = """
    import UIKit
    static action "Compose" { title: "Compose" }
    var pendingType: String?
    class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            pendingType = options.shortcutItem?.type
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            print("perform", shortcutItem.type)
            completionHandler(true)
        }
        func sceneDidBecomeActive(_ scene: UIScene) {
            if let type = pendingType { print("perform", type); pendingType = nil }
        }
    }
    """

    /// After the system ends the app in the background, iOS restores its scene
    /// session without asking for a configuration: an item read only in
    /// configurationForConnecting is lost on that launch.
    @Test func aRestoredSceneSessionSkipsConfigurationForConnecting() throws {
        let r = try explore("restored.qas", ExploreGlueTests.configuredAtLaunch)
        #expect(r.status == 1)
        #expect(r.stdout.contains("exactly-once: press 2 (Compose) was lost: the item reached none of the app's code"), "\(r.stdout)")
        #expect(r.stdout.contains("homeScreen.press(1); app.background(); app.purge(); homeScreen.press(1)"))
        #expect(r.stdout.contains("scene session restored"))
        // Closed by the user instead, the session is discarded: configured again, nothing lost.
        let closed = try QASProcess.run(["explore", try QASProcess.scratchFile("closed.qas", ExploreGlueTests.configuredAtLaunch), "--depth", "4", "--events", "press,background,terminate"])
        #expect(closed.status == 0, "\(closed.stdout)")
    }
}
