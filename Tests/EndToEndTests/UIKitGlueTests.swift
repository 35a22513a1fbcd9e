import Foundation
import Testing

/// The app's own UIKit glue and the command-line fidelity points that go with it,
/// through the `qas` binary.
@Suite("UIKit glue")
struct UIKitGlueTests {
    let fixtures = QASProcess.packageRoot.appendingPathComponent("Tests/Fixtures/plists").path

    func scratch(_ name: String, _ text: String) throws -> String { try QASProcess.scratchFile(name, text) }

    /// A handler's type expands `$(SETTING)` with the same settings as the static
    /// item it answers, so the two meet.
    @Test func handlerTypesExpandBuildSettings() throws {
        let code = """
        static action "$(PRODUCT_BUNDLE_IDENTIFIER).Scan" { title: "Scan" }
        on "$(PRODUCT_BUNDLE_IDENTIFIER).Scan" { item in print("scanning for", item.type) }
        homeScreen.press("Scan")
        """
        let r = try QASProcess.run(["--memory", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.me.app", "-e", code])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "scanning for com.me.app.Scan\n")
        // Bundle.main.bundleIdentifier is the same setting.
        let b = try QASProcess.run(["--memory", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.me.app", "-e", "print(Bundle.main.bundleIdentifier!)"])
        #expect(b.stdout == "com.me.app\n")
    }

    /// `qas test` takes --setting and --locale, before or after the subcommand.
    @Test func testCommandTakesSettingsInAnyOrder() throws {
        let test = try scratch("settings.test.qas", """
        static action "$(PRODUCT_BUNDLE_IDENTIFIER).Go" { title: "Go" }
        var went = 0
        on "$(PRODUCT_BUNDLE_IDENTIFIER).Go" { went += 1 }
        homeScreen.press("Go")
        expect went == 1
        expect homeScreen.menu()[0].type == "org.example.Go"
        """)
        for args in [["test", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=org.example", test],
                     ["--setting", "PRODUCT_BUNDLE_IDENTIFIER=org.example", "test", test],
                     ["--memory", "test", test, "--setting", "PRODUCT_BUNDLE_IDENTIFIER=org.example", "--locale", "de"]] {
            let r = try QASProcess.run(args)
            #expect(r.status == 0, "\(args): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(args)")
        }
        let without = try QASProcess.run(["test", test])
        #expect(without.status == 1)
    }

    /// A usage error is one line and a hint, not the whole help.
    @Test func usageErrorsAreShort() throws {
        for args in [["test", "--bogus"], ["plist"], ["--store"], ["--store", "x.sqlite", "test", "a.qas"]] {
            let r = try QASProcess.run(args)
            #expect(r.status == 64, "\(args)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(args): \(r.stderr)")
            #expect(lines.last == "qas: run 'qas --help' for the commands and options")
            #expect(!r.stderr.contains("usage:"))
        }
    }

    /// Dates and data from an Info.plist come back out of `qas plist` as they went in.
    @Test func datesAndDataRoundTripThroughQasPlist() throws {
        let script = try scratch("dated.qas", "static actions from \"\(fixtures)/dated/Info.plist\"\n")
        let xml = try QASProcess.run(["plist", script])
        #expect(xml.status == 0, "\(xml.stderr)")
        #expect(xml.stdout.contains("<date>2026-12-01T09:30:00Z</date>"))
        #expect(xml.stdout.contains("<data>AAEC/w==</data>"))
        let binary = script + ".plist"
        let out = try QASProcess.run(["plist", script, "--binary", "-o", binary])
        #expect(out.status == 0, "\(out.stderr)")
        let back = try QASProcess.run(["--memory", "-e", "static actions from \"\(binary)\"\nprint(homeScreen.menu()[0].userInfo!)"])
        #expect(back.stdout == "[\"due\": 2026-12-01 09:30:00 +0000, \"token\": 4 bytes]\n", "\(back.stderr)")
    }

    /// The example apps run, and their tests pass.
    @Test func delegateExamplesRun() throws {
        let examples = QASProcess.packageRoot.appendingPathComponent("Scripts/examples").path
        let r = try QASProcess.run(["--memory", examples + "/appdelegate-quick-actions.qas"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Shortcut Handled: \"Search\""))
        #expect(r.stdout.components(separatedBy: "Shortcut Handled").count == 3)
        let s = try QASProcess.run(["--memory", examples + "/scene-delegate.qas"])
        #expect(s.stdout.hasPrefix("Open now: Groceries\n"), "\(s.stderr)")
    }
}

/// `qas check` agrees with the runtime about UIKit-style scripts.
@Suite("qas check and UIKit")
struct CheckAgreesWithRuntimeTests {
    @Test func nilUserInfoAndItemsSetInCodeAreFine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let script = dir.appendingPathComponent("app.qas").path
        try """
        static action "A" { title: "A"; userInfo: nil }
        on "A" { }
        on "Dyn" { item in print(item) }
        on "Mut" { item in print(item) }
        app.shortcutItems = [UIApplicationShortcutItem(type: "Dyn", localizedTitle: "D", userInfo: nil)]
        UIApplication.shared.shortcutItems = [UIMutableApplicationShortcutItem(type: "Mut", localizedTitle: "M")]
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let r = try QASProcess.run(["check", script])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("no problems found"), "\(r.stdout)")
        // A nil inside userInfo is still an error, as at run time.
        try "static action \"B\" { title: \"B\"; userInfo: [\"k\": nil] }\non \"B\" { }\n".write(toFile: script, atomically: true, encoding: .utf8)
        let bad = try QASProcess.run(["check", script])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("userInfo[\"k\"] is nil"), "\(bad.stdout)")
    }

    @Test func delegateScriptsNeedNoOnHandlers() throws {
        let examples = QASProcess.packageRoot.appendingPathComponent("Scripts/examples").path
        for (file, args) in [("scene-delegate.qas", []), ("appdelegate-quick-actions.qas", ["--setting", "PRODUCT_BUNDLE_IDENTIFIER=x"])] {
            let r = try QASProcess.run(["check"] + args + [examples + "/" + file])
            #expect(r.status == 0, "\(file): \(r.stdout)")
            #expect(r.stdout.contains("no problems found"), "\(file): \(r.stdout)")
        }
    }
}
