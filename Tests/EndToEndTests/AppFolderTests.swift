import Foundation
import Testing

/// An app's folder as one module: `qas run`, `check`, `explore` and `import`
/// read its `.swift` files together, with its Info.plist.
@Suite("app folders")
struct AppFolderTests {
    /// A scratch folder holding these files; its path.
    func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-app-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = (dir as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>UIApplicationShortcutItems</key><array>
    <dict><key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
    <key>UIApplicationShortcutItemTitle</key><string>Compose</string></dict>
    </array></dict></plist>
    """

    /// Files see each other's declarations, in any order; main.swift runs last.
    @Test func filesAreOneModule() throws {
        let dir = try folder([
            "main.swift": "print(Greeter().greet(), Shape.square.sides)\n",
            "Sources/Greeter.swift": "struct Greeter { func greet() -> String { \"hi \" + name } }\n",
            "Sources/Model/Shape.swift": "enum Shape { case square }\nextension Shape { var sides: Int { 4 } }\nlet name = \"there\"\n",
            "Stubs/Unused.swift": "this is not Swift and not part of the module\n",
        ])
        let r = try QASProcess.run(["run", dir])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "hi there 4\n")
    }

    /// A mistake is reported in its own file, at its own line.
    @Test func diagnosticsNameTheFile() throws {
        let dir = try folder(["A.swift": "struct A {}\n", "B.swift": "struct B {}\n\nlet b = missing\n"])
        let r = try QASProcess.run([dir])
        #expect(r.status == 65)
        #expect(r.stderr.contains("\(dir)/B.swift:3:9: error: cannot find 'missing' in scope"), "\(r.stderr)")
        let check = try QASProcess.run(["check", dir])
        #expect(check.stdout.contains("\(dir)/B.swift:3:9: error: cannot find 'missing' in scope"), "\(check.stdout)")
    }

    /// The folder's Info.plist gives the static items (a setting a build fills
    /// stays as written); explore writes its reproducer inside the folder, where
    /// it imports the app and fails until the app is fixed.
    @Test func infoPlistItemsAndAReproducerInsideTheFolder() throws {
        let dir = try folder([
            "Info.plist": AppFolderTests.plist,
            "AppDelegate.swift": """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            }
            """,
            "menu.test.qas": "import \".\"\nprint(homeScreen.menu().types)\n",
        ])
        let menu = try QASProcess.run([dir + "/menu.test.qas"])
        #expect(menu.stdout == "[\"$(PRODUCT_BUNDLE_IDENTIFIER).compose\"]\n", "\(menu.stdout)\(menu.stderr)")
        let r = try QASProcess.run(["explore", dir, "--depth", "2"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("exactly-once: press 1 ($(PRODUCT_BUNDLE_IDENTIFIER).compose) was lost"), "\(r.stdout)")
        #expect(r.stdout.contains("reproducer: \(dir)/explore-1.qas"))
        let replay = try QASProcess.run([dir + "/explore-1.qas"])
        #expect(replay.status == 70)
        #expect(replay.stderr.contains("expectation failed: app.holds(\"exactly-once\")"), "\(replay.stderr)")
        // `qas test` takes the folder: its reproducer is a test, and fails.
        let tests = try QASProcess.run(["test", dir])
        #expect(tests.stdout.contains("FAIL \(dir)/explore-1.qas"), "\(tests.stdout)")
    }
}
