import UIKit
import os

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    let logger = Logger(subsystem: "com.example.notes", category: "app")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        logger.debug("debug build")
        #endif
        UINavigationBar.appearance().tintColor = .systemOrange
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
