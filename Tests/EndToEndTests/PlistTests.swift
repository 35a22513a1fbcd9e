import Foundation
import Testing

/// Info.plist in and out, through the `qas` binary.
@Suite("Info.plist")
struct PlistTests {
    let fixtures = QASProcess.packageRoot.appendingPathComponent("Tests/Fixtures/plists").path

    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("qas-plist-\(UUID().uuidString)-\(name)").path
    }

    @Test func browserPlistWithSettingsAndLocales() throws {
        let code = "static actions from \"\(fixtures)/browser/Info.plist\"\nfor i in homeScreen.menu() { print(i.type, \"|\", i.title, \"|\", i.icon) }"
        let en = try QASProcess.run(["--memory", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=org.example.browser", "-e", code])
        #expect(en.status == 0, "\(en.stderr)")
        #expect(en.stdout == """
        org.example.browser.NewTab | New Tab | image("quick_action_new_tab")
        org.example.browser.NewPrivateTab | New Private Tab | image("quick_action_new_private_tab")
        org.example.browser.QRCode | Scan "QR" Code | symbol("qrcode.viewfinder")

        """)
        // de.lproj/InfoPlist.strings is UTF-16 with a byte order mark.
        let de = try QASProcess.run(["--memory", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=x", "--locale", "de", "-e", code])
        #expect(de.stdout.contains("x.NewTab | Neuer Tab |"))
        #expect(de.stdout.contains("x.QRCode | QR-Code scannen → |"))
        // A locale without strings keeps the keys.
        let fr = try QASProcess.run(["--memory", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=x", "--locale", "fr", "-e", code])
        #expect(fr.stdout.contains("x.NewTab | NewTabTitle |"))
    }

    @Test func unresolvedSettingNamesSettingItemAndFile() throws {
        let r = try QASProcess.run(["--memory", "-e", "static actions from \"\(fixtures)/browser/Info.plist\""])
        #expect(r.status == 70)
        #expect(r.stderr.contains("\(fixtures)/browser/Info.plist: item 0: the build setting PRODUCT_BUNDLE_IDENTIFIER in UIApplicationShortcutItemType is not set"))
    }

    @Test func badPlistsGiveClearErrors() throws {
        let cases: [(String, String)] = [
            ("\(fixtures)/nope/Info.plist", "/nope/Info.plist: no such file"),
            ("\(fixtures)/malformed/Info.plist", "malformed/Info.plist: not a valid property list (truncated or malformed)"),
            ("\(fixtures)/wrong/ItemsNotArray.plist", "ItemsNotArray.plist: UIApplicationShortcutItems must be an array, not a dictionary"),
            ("\(fixtures)/wrong/MissingType.plist", "MissingType.plist: item 1: has no UIApplicationShortcutItemType"),
        ]
        for (path, message) in cases {
            let r = try QASProcess.run(["--memory", "-e", "static actions from \"\(path)\""])
            #expect(r.status == 70, "\(path)")
            #expect(r.stderr.contains(message), "\(path): \(r.stderr)")
        }
    }

    @Test func exportRoundTripsThroughFoundationAndPlistlib() throws {
        let script = scratch("app.qas")
        try """
        static action "com.example.compose" {
            title: "Compose"
            subtitle: "A new message"
            icon: .compose
            userInfo: ["n": 1, "ratio": 0.5, "on": true, "tags": ["a", "b"], "nested": ["k": "v"]]
        }
        static action "com.example.star" { title: "Starred"; icon: symbol("star") }
        static action "com.example.logo" { title: "Brand"; icon: image("Logo") }
        static action "$(PRODUCT_BUNDLE_IDENTIFIER).Scan" { title: "Scan" }
        print("the rest of the script does not run")
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let xml = try QASProcess.run(["plist", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.me.app", script])
        #expect(xml.status == 0, "\(xml.stderr)")
        #expect(!xml.stdout.contains("does not run"))
        #expect(xml.stdout.hasPrefix("<?xml"))

        // Foundation reads it back to the same items.
        let parsed = try PropertyListSerialization.propertyList(from: Data(xml.stdout.utf8), format: nil) as! [String: Any]
        let items = parsed["UIApplicationShortcutItems"] as! [[String: Any]]
        #expect(items.map { $0["UIApplicationShortcutItemType"] as! String } ==
                ["com.example.compose", "com.example.star", "com.example.logo", "com.me.app.Scan"])
        #expect(items[0]["UIApplicationShortcutItemIconType"] as? String == "UIApplicationShortcutIconTypeCompose")
        #expect(items[1]["UIApplicationShortcutItemIconSymbolName"] as? String == "star")
        #expect(items[2]["UIApplicationShortcutItemIconFile"] as? String == "Logo")

        // The binary form, read by Python's plistlib, and then by qas itself.
        let binary = scratch("Info.plist")
        let b = try QASProcess.run(["plist", "--format", "binary", "-o", binary, "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.me.app", script])
        #expect(b.status == 0, "\(b.stderr)")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", """
            import plistlib, sys
            d = plistlib.load(open(sys.argv[1], 'rb'), fmt=plistlib.FMT_BINARY)
            i = d['UIApplicationShortcutItems'][0]
            assert i['UIApplicationShortcutItemUserInfo'] == {'n': 1, 'ratio': 0.5, 'on': True, 'tags': ['a', 'b'], 'nested': {'k': 'v'}}, i
            assert [x['UIApplicationShortcutItemTitle'] for x in d['UIApplicationShortcutItems']] == ['Compose', 'Starred', 'Brand', 'Scan']
            print('ok')
            """, binary]
        let out = Pipe()
        check.standardOutput = out
        try check.run()
        check.waitUntilExit()
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "ok\n")
        #expect(check.terminationStatus == 0)

        let back = try QASProcess.run(["--memory", "-e", "static actions from \"\(binary)\"\nfor i in homeScreen.menu() { print(i) }"])
        #expect(back.stdout.contains("ShortcutItem(type: \"com.example.compose\", title: \"Compose\", subtitle: \"A new message\", icon: .compose, userInfo: ["))
        #expect(back.stdout.contains("ShortcutItem(type: \"com.example.logo\", title: \"Brand\", icon: image(\"Logo\"))"))
    }

    @Test func checkLintsWithoutRunning() throws {
        let script = scratch("lint.qas")
        try """
        static action "$(PRODUCT_BUNDLE_IDENTIFIER).Scan" { title: "Scan"; icon: .captuerPhoto }
        static action "A" { title: "" }
        static action "A" { title: "Again" }
        static action "B" { title: "B"; userInfo: ["k": nil] }
        static action "C" { title: "C" }
        on "Ghost" { }
        on "A" { }
        print("never printed")
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let r = try QASProcess.run(["check", script])
        #expect(r.status == 1)
        #expect(!r.stdout.contains("never printed"))
        for expected in [
            "\(script):1:1: error: the build setting PRODUCT_BUNDLE_IDENTIFIER in the type '$(PRODUCT_BUNDLE_IDENTIFIER).Scan' is not set",
            "\(script):1:74: error: unknown icon type '.captuerPhoto'; did you mean '.capturePhoto'?",
            "\(script):2:28: error: the title of 'A' is empty",
            "\(script):3:1: error: static action type 'A' is declared twice",
            "\(script):4:43: error: userInfo[\"k\"] is nil, which a property list cannot hold",
            "\(script):5:1: warning: 5 static actions, but the menu shows only 4",
            "\(script):6:1: warning: a handler for 'Ghost', but no action declares that type",
            "\(script):4:1: warning: 'B' is declared but has no handler",
        ] {
            #expect(r.stdout.contains(expected), "missing: \(expected)\n\(r.stdout)")
        }
        #expect(r.stdout.hasSuffix("5 errors, 5 warnings\n"))
        // With the setting given, that error goes.
        let s = try QASProcess.run(["check", "--setting", "PRODUCT_BUNDLE_IDENTIFIER=com.x", script])
        #expect(!s.stdout.contains("is not set"))
    }

    @Test func checkWithAPlistAndACleanScript() throws {
        let clean = try QASProcess.run(["check", QASProcess.packageRoot.appendingPathComponent("Scripts/examples/scan.qas").path])
        #expect(clean.status == 0)
        #expect(clean.stdout.hasSuffix("no problems found\n"))
        let script = scratch("handlers.qas")
        try "on \"com.example.binary.play\" { }\non \"com.example.binary.pause\" { }".write(toFile: script, atomically: true, encoding: .utf8)
        let withPlist = try QASProcess.run(["check", "--plist", "\(fixtures)/binary/Info.plist", script])
        #expect(withPlist.status == 0, "\(withPlist.stdout)")
        let badIcon = try QASProcess.run(["check", "--plist", "\(fixtures)/wrong/BadIcon.plist", script])
        #expect(badIcon.status == 1)
        #expect(badIcon.stdout.contains("BadIcon.plist: item 0: error: unknown icon type 'UIApplicationShortcutIconTypeCapturePhotos'; did you mean 'UIApplicationShortcutIconTypeCapturePhoto'?"))
        let missing = try QASProcess.run(["check", "--plist", "\(fixtures)/wrong/MissingType.plist", script])
        #expect(missing.stdout.contains("MissingType.plist: error: item 1: has no UIApplicationShortcutItemType"))
    }
}
