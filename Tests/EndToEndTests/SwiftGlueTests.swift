import Foundation
import Testing

/// `qas swift`: the generated glue type-checks against a UIKit-shaped stub module
/// (`Tests/Fixtures/UIKitStub`; the real UIKit is not on Linux), for every example
/// that declares quick actions and for scripts written to reach its corners.
@Suite("qas swift")
struct SwiftGlueTests {
    static let root = QASProcess.packageRoot

    /// The stub compiled once as the module `UIKit`; the folder to pass with `-I`.
    static let uikit: Result<String, Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qas-uikit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stub = root.appendingPathComponent("Tests/Fixtures/UIKitStub/UIKit.swift").path
        let r = try QASProcess.runProgram(swiftc, ["-emit-module", "-module-name", "UIKit", "-parse-as-library", stub,
                                                   "-emit-module-path", folder + "/UIKit.swiftmodule"], timeout: 300)
        guard r.status == 0 else { throw CompileFailure(output: r.stderr) }
        return folder
    }

    struct CompileFailure: Error { let output: String }

    static var swiftc: String {
        ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile)
            ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first(where: FileManager.default.isExecutableFile) ?? "swiftc"
    }

    /// Generates into a new folder, checks both files, type-checks the Swift.
    func generateAndTypecheck(_ script: String, _ extra: [String] = []) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qas-glue-\(UUID().uuidString)").path
        let r = try QASProcess.run(["swift", script, "-o", folder] + extra)
        #expect(r.status == 0, "\(script): \(r.stderr)")
        let swift = try String(contentsOfFile: folder + "/QuickActions.swift", encoding: .utf8)
        let plist = try String(contentsOfFile: folder + "/ShortcutItems.plist", encoding: .utf8)
        // The Info.plist fragment is what `qas plist` writes.
        let printed = try QASProcess.run(["plist", script] + extra)
        #expect(plist == printed.stdout, "\(script): ShortcutItems.plist differs from qas plist")
        let check = try QASProcess.runProgram(SwiftGlueTests.swiftc, ["-typecheck", "-I", try SwiftGlueTests.uikit.get(),
                                                                      folder + "/QuickActions.swift"], timeout: 300)
        #expect(check.status == 0, "\(script) does not type-check:\n\(check.stderr)\n\(swift)")
        return swift
    }

    @Test func everyExampleWithQuickActionsTypechecks() throws {
        let examples = SwiftGlueTests.root.appendingPathComponent("Scripts/examples").path
        var generated = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted()
        where name.hasSuffix(".qas") && !name.hasSuffix(".test.qas") {
            let path = examples + "/" + name
            let r = try QASProcess.run(["swift", path])
            if r.status == 65 && r.stderr.contains("declares no quick action") { continue }
            _ = try generateAndTypecheck(path)
            generated += 1
        }
        #expect(generated >= 4)
    }

    /// Every golden script that declares quick actions and compiles as it is (the
    /// seeds of the quick-action, UIKit and Info.plist behaviours).
    @Test func everyGoldenWithQuickActionsTypechecks() throws {
        let goldens = SwiftGlueTests.root.appendingPathComponent("Tests/Golden").path
        var generated = 0
        for name in (FileManager.default.enumerator(atPath: goldens)?.compactMap { $0 as? String } ?? []).sorted()
        where name.hasSuffix(".qas") && !name.hasPrefix("imports/") {
            let path = goldens + "/" + name
            guard try QASProcess.run(["swift", path]).status == 0 else { continue }
            _ = try generateAndTypecheck(path)
            generated += 1
        }
        #expect(generated >= 20)
    }

    /// Note Buddy's glue, byte for byte (Documentation/SwiftGlue.md shows it):
    /// generation is deterministic, and a change to it is a deliberate one.
    @Test func noteBuddyGlueIsAsDocumented() throws {
        let script = SwiftGlueTests.root.appendingPathComponent("Scripts/examples/note-buddy.qas").path
        let expected = try String(contentsOfFile: SwiftGlueTests.root.appendingPathComponent("Tests/Fixtures/SwiftGlue/NoteBuddy.swift").path,
                                  encoding: .utf8)
        #expect(try QASProcess.run(["swift", script]).stdout == expected)
        #expect(try generateAndTypecheck(script) == expected)
    }

    /// The generated delivery code, run: the same presses give the same handler
    /// calls, once each, as qas's own model of the app (the script is the truth).
    @Test func deliveryRunsEachHandlerOnceAsQasDoes() throws {
        let script = try QASProcess.scratchFile("buddy.qas", """
        static action "NewNote" {
            title: "New Note"
            icon: symbol("square.and.pencil")
        }
        dynamic actions {
            for note in notes {
                action "EditNote" {
                    title: "Edit Note"
                    subtitle: note.title
                    userInfo: ["NoteID": note.id]
                }
            }
        }
        on "NewNote" {
            notes.add(title: "Groceries", body: "")
            print("handler NewNote")
        }
        on "EditNote" { item in
            guard let id = item.userInfo["NoteID"] else { return false }
            print("handler EditNote")
        }
        print("scene: cold launch")
        homeScreen.press("New Note")
        app.background()
        print("scene: warm press")
        homeScreen.press("Edit Note")

        """)
        let model = try QASProcess.run(["--memory", script])
        #expect(model.status == 0, "\(model.stderr)")
        // And in every sequence of presses, launches and kills `qas explore` tries,
        // each action is delivered once.
        let explored = try QASProcess.run(["explore", script, "--depth", "4"])
        #expect(explored.status == 0, "\(explored.stdout)\(explored.stderr)")

        // The glue, the stub as a library, and a driver that makes UIKit's calls.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qas-delivery-\(UUID().uuidString)").path
        #expect(try QASProcess.run(["swift", script, "-o", folder]).status == 0)
        let stub = SwiftGlueTests.root.appendingPathComponent("Tests/Fixtures/UIKitStub/UIKit.swift").path
        let library = try QASProcess.runProgram(SwiftGlueTests.swiftc, ["-parse-as-library", "-emit-library", "-static", "-module-name", "UIKit",
                                                                      "-emit-module", stub, "-o", folder + "/libUIKit.a"],
                                                timeout: 300, directory: URL(fileURLWithPath: folder))
        #expect(library.status == 0, "\(library.stderr)")
        let driver = SwiftGlueTests.root.appendingPathComponent("Tests/Fixtures/SwiftGlue/DeliveryDriver.swift").path
        try FileManager.default.copyItem(atPath: driver, toPath: folder + "/main.swift")
        let build = try QASProcess.runProgram(SwiftGlueTests.swiftc, ["-I", folder, "-L", folder, "-lUIKit", folder + "/QuickActions.swift",
                                                                    folder + "/main.swift", "-o", folder + "/driver"], timeout: 600)
        #expect(build.status == 0, "\(build.stderr)")
        let run = try QASProcess.runProgram(folder + "/driver", [], timeout: 60)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
        scene: cold launch
        handler NewNote
        scene: warm press
        handler EditNote 7
        completion true
        completion false
        app: cold launch
        didFinishLaunching false
        handler NewNote
        app: warm press
        handler NewNote
        completion true

        """)
        // The scene part is what qas's model does for the same two presses.
        let glue = run.stdout.components(separatedBy: "app: cold launch")[0].split(separator: "\n")
            .filter { $0.hasPrefix("scene:") || $0.hasPrefix("handler") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        let qas = model.stdout.split(separator: "\n").filter { $0.hasPrefix("scene:") || $0.hasPrefix("handler") }
            .map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(glue == qas, "glue: \(glue)\nqas: \(qas)")
    }

    @Test func typesValuesAndHandlers() throws {
        let script = try QASProcess.scratchFile("shop.qas", """
        static action "com.example.shop.open-cart" {
            title: "Cart"
            icon: .compose
            userInfo: ["icon": "cart", "count": 2]
        }
        static action "default" { title: "Default" }
        dynamic actions {
            action "Reorder" {
                title: "Reorder"
                userInfo: ["orderID": 42, "price": 9.5]
            }
        }
        app.shortcutItems = [shortcut(type: "Search", title: "Search")]
        on "com.example.shop.open-cart" { item in
            let n = item.userInfo["count"] as? Int
            print(item.userInfo["icon"]!, n ?? 0)
        }
        on "Reorder" { item in print(item.userInfo["orderID"]) }
        on "Unlisted" { }

        """)
        let swift = try generateAndTypecheck(script)
        #expect(swift.contains("case openCart = \"com.example.shop.open-cart\""))
        #expect(swift.contains("case `default` = \"default\""))
        #expect(swift.contains("case search = \"Search\""))
        #expect(swift.contains("case unlisted = \"Unlisted\""))
        #expect(swift.contains("case openCart(iconInfo: String, count: Int)"), "\(swift)")
        #expect(swift.contains("case reorder(orderID: Int)"), "\(swift)")
        #expect(swift.contains("static func reorder(title: String = \"Reorder\", subtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil, orderID: Int, price: Double)"), "\(swift)")
        #expect(swift.contains("func handleOpenCart(iconInfo: String, count: Int) -> Bool"))
        #expect(swift.contains("func handleUnlisted() -> Bool"))
        #expect(swift.contains("return false  // shop.qas has no handler for \"Search\""))
    }

    @Test func settingsAndErrors() throws {
        // The Apple sample's Info.plist sets PRODUCT_BUNDLE_IDENTIFIER itself: the
        // handler written with it is the plist's first item.
        let plist = SwiftGlueTests.root.appendingPathComponent("Tests/Fixtures/plists/apple-sample/Info.plist").path
        let sample = try QASProcess.scratchFile("sample.qas", "static actions from \"\(plist)\"\non \"$(PRODUCT_BUNDLE_IDENTIFIER).First\" { }\n")
        let fromPlist = try generateAndTypecheck(sample)
        #expect(fromPlist.contains("case first = \"com.example.apple-samplecode.ApplicationShortcuts.First\""), "\(fromPlist)")
        #expect(fromPlist.contains("func handleFirst() -> Bool") && !fromPlist.contains("first2"), "\(fromPlist)")

        let script = try QASProcess.scratchFile("mine.qas", "static action \"$(MY_APP_ID).Compose\" { title: \"Compose\" }\non \"$(MY_APP_ID).Compose\" { }\n")
        let unset = try QASProcess.run(["swift", script])
        #expect(unset.status == 70 && unset.stderr.contains("MY_APP_ID"), "\(unset.stderr)")
        let swift = try generateAndTypecheck(script, ["--setting", "MY_APP_ID=com.me.app"])
        #expect(swift.contains("case compose = \"com.me.app.Compose\""), "\(swift)")

        let none = try QASProcess.scratchFile("none.qas", "print(1)\n")
        let r = try QASProcess.run(["swift", none])
        #expect(r.status == 65 && r.stderr.contains("declares no quick action"))
        let broken = try QASProcess.scratchFile("broken.qas", "static action \"A\" {\n")
        #expect(try QASProcess.run(["swift", broken]).status == 65)
        #expect(try QASProcess.run(["swift"]).status == 64)
        #expect(try QASProcess.run(["swift", none, "-o"]).status == 64)
        let help = try QASProcess.run(["swift", "--help"])
        #expect(help.status == 0 && help.stdout.contains("QuickActionDelivery"))
    }

    /// A small, seeded generator, so that a failure is the same on every run.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ xs: [T]) -> T { xs[Int(next() % UInt64(xs.count))] }
    }

    static let hostileKeys = ["self", "Self", "handler", "action", "item", "type", "title", "titleInfo", "icon", "iconInfo",
                              "Key", "key", "KEY", "note-id", "noteId", "note_id", "NoteID", "🎉", "🎈", "", " ", "42", "_",
                              "default", "init", "func", "Any", "completionHandler", "shortcutItem", "a\"b", "line\nbreak",
                              "rawValue", "allCases", "value", "value2", "x.y", "ünïcödé", "class", "subtitle"]
    static let hostileTypes = ["Open", "self", "default", "allCases", "rawValue", "Type", "init", "com.me.A", "com.me.a",
                               "🎉", "two words", "42", "A-b", "Action", "ActionType", "handler"]
    static let casts = ["String", "Int", "Double", "Bool", "Any", "[String]", "[String: Int]", "[Any]", "[String: Any]",
                        "Date", "Data", "Note", "[[Int]]", "AnyObject"]

    /// Scripts written to collide with every name the glue makes — keywords,
    /// keys equal but for case or punctuation, emoji, reserved words, casts to
    /// any type — each type-checks (seeded: the same scripts on every run).
    @Test(arguments: 0..<6)
    func generatedGlueTypechecksForAnyNames(_ seed: Int) throws {
        var rng = SplitMix(state: UInt64(seed) &* 7919 &+ 17)
        var script = ""
        var types: [String] = []
        for n in 0..<8 {
            let type = rng.pick(SwiftGlueTests.hostileTypes) + (rng.next() % 3 == 0 ? "" : "\(n)")
            if types.contains(type) { continue }
            types.append(type)
            var pairs: [String] = []
            var keys: [String] = []
            for _ in 0..<(1 + Int(rng.next() % 5)) {
                let key = rng.pick(SwiftGlueTests.hostileKeys)
                if keys.contains(key) { continue }
                keys.append(key)
                let value = rng.pick(["\"v\"", "1", "2.5", "true", "[1, 2]", "[\"a\": 1]", "[\"x\", \"y\"]"])
                pairs.append("\(SwiftGlueTests.qasLiteral(key)): \(value)")
            }
            let info = pairs.isEmpty ? "" : "; userInfo: [\(pairs.joined(separator: ", "))]"
            script += rng.next() % 2 == 0
                ? "static action \(SwiftGlueTests.qasLiteral(type)) { title: \"T\(n)\"\(info) }\n"
                : "dynamic actions { action \(SwiftGlueTests.qasLiteral(type)) { title: \"T\(n)\"\(info) } }\n"
            let start = keys.isEmpty ? 0 : Int(rng.next() % UInt64(keys.count))
            let reads = (keys[start...] + keys[..<start]).prefix(3).map { key in
                "let _ = item.userInfo[\(SwiftGlueTests.qasLiteral(key))] as? \(rng.pick(SwiftGlueTests.casts))"
            }
            script += "on \(SwiftGlueTests.qasLiteral(type)) { item in\n    \(reads.joined(separator: "\n    "))\n}\n"
        }
        let file = try QASProcess.scratchFile("glue\(seed).qas", script)
        _ = try generateAndTypecheck(file)
    }

    /// A qas string literal of any text.
    static func qasLiteral(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// A file name holding line breaks cannot end the comments it is written
    /// into: nothing of it becomes code.
    @Test func aFileNameCannotBecomeCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qas-glue-name-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/app\nlet injected = 1\r\u{2028}fatalError()\n.qas"
        try "static action \"A\" { title: \"A\" }\non \"A\" { }\n".write(toFile: path, atomically: true, encoding: .utf8)
        let swift = try generateAndTypecheck(path)
        #expect(!swift.split(separator: "\n").contains { $0.hasPrefix("let injected") || $0.hasPrefix("fatalError") }, "\(swift)")
    }

    /// A title XML cannot carry (a control character) is refused by `qas plist`
    /// and `qas swift`, not written as a reference XML 1.0 forbids; binary works.
    @Test func textXMLCannotHoldIsRefused() throws {
        let script = try QASProcess.scratchFile("ctl.qas", "static action \"A\" { title: \"bell\\u{7}\" }\non \"A\" { }\n")
        let xml = try QASProcess.run(["plist", script])
        #expect(xml.status == 65 && xml.stderr.contains("U+0007") && xml.stdout.isEmpty, "\(xml.stderr)")
        let swift = try QASProcess.run(["swift", script])
        #expect(swift.status == 65 && swift.stderr.contains("U+0007"), "\(swift.stderr)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("qas-ctl-\(UUID().uuidString).plist").path
        let binary = try QASProcess.run(["plist", script, "--binary", "-o", out])
        #expect(binary.status == 0, "\(binary.stderr)")
    }
}
