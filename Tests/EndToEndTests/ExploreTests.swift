import Foundation
import Testing

/// `qas explore` through the binary: the seeds' bugs found as the shortest
/// sequences, reproducers that run, JSON, and the usual exit codes.
@Suite("qas explore")
struct ExploreTests {
    let examples = QASProcess.packageRoot.appendingPathComponent("Scripts/examples").path

    func scratch(_ name: String, _ text: String) throws -> String { try QASProcess.scratchFile(name, text) }

    @Test func theExamplesHaveNoViolations() throws {
        for name in ["note-buddy.qas", "scene-delegate.qas", "scan.qas", "force-touch-menu.qas"] {
            let r = try QASProcess.run(["explore", examples + "/" + name, "--depth", "6"])
            #expect(r.status == 0, "\(name): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.hasPrefix("explored "), "\(name): \(r.stdout)")
            #expect(r.stdout.contains(" sequences up to depth 6: no violations\n"), "\(name): \(r.stdout)")
            #expect(r.stdout.range(of: #"\n\d+ states, \d+ pruned, [0-9.]+ s\n$"#, options: .regularExpression) != nil, "\(name): \(r.stdout)")
            // The session at the end of each example drives the app: it is skipped, with a note.
            #expect(r.stderr.contains("explore drives the app itself: skipped"), "\(name): \(r.stderr)")
        }
    }

    /// didFinishLaunching handles the item and returns true: the cold press is
    /// handled twice, found in one event, with a reproducer that shows it.
    @Test func returningTrueAfterHandlingIsDoubled() throws {
        let script = try scratch("doubled.qas", """
        import UIKit
        static action "NewNote" { title: "New Note" }
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem { print("handled", item.type) }
                return true
            }
            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                print("handled", shortcutItem.type)
                completionHandler(true)
            }
        }
        homeScreen.press("New Note")
        """)
        let r = try QASProcess.run(["explore", script, "--depth", "3"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("1 invariant broken"))
        #expect(r.stdout.contains("exactly-once: press 1 (NewNote) was handled 2 times: it was performed by application(_:didFinishLaunchingWithOptions:) and by application(_:performActionFor:completionHandler:), each reading the item"), "\(r.stdout)")
        #expect(r.stdout.contains("shortest sequence (1 event): homeScreen.press(1)"))
        let reproducer = String(script.dropLast(4)) + ".explore-1.qas"
        #expect(r.stdout.contains("reproducer: \(reproducer)"))
        // It ends expecting the broken invariant: it fails until the app is fixed.
        let replay = try QASProcess.run(["--memory", reproducer])
        #expect(replay.status == 70, "\(replay.stderr)")
        #expect(replay.stderr.contains("expectation failed: app.holds(\"exactly-once\"): press 1 (NewNote) was handled 2 times"), "\(replay.stderr)")
        #expect(replay.stdout.hasPrefix("handled NewNote\nhandled NewNote\nlaunch (cold) with shortcut NewNote\n"), "\(replay.stdout)")
        // The original session's press was left out of the reproducer: one press only.
        #expect(replay.stdout.components(separatedBy: "launch (cold)").count == 2)
    }

    /// An item nobody reads is lost; a saved item never cleared is handled again
    /// on the next activation; a script's own invariant is checked too.
    @Test func lostItemsItemsUsedAgainAndScriptInvariants() throws {
        let lost = try scratch("lost.qas", """
        import UIKit
        static action "Compose" { title: "Compose" }
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
        }
        """)
        let l = try QASProcess.run(["explore", lost, "--depth", "2"])
        #expect(l.status == 1)
        #expect(l.stdout.contains("exactly-once: press 1 (Compose) was lost: the item reached none of the app's code"), "\(l.stdout)")

        let again = try scratch("again.qas", """
        import UIKit
        static action "Search" { title: "Search" }
        var searches = 0
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var savedItem: UIApplicationShortcutItem?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                savedItem = connectionOptions.shortcutItem
            }
            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                savedItem = shortcutItem
                completionHandler(true)
            }
            func sceneDidBecomeActive(_ scene: UIScene) {
                if let item = savedItem, item.type == "Search" { searches += 1 }   // never cleared
            }
        }
        invariant "one search per press" { searches <= app.log.filter { $0.hasPrefix("launch (cold)") || $0.hasPrefix("shortcut ") }.count }
        """)
        let a = try QASProcess.run(["explore", again, "--depth", "4", "--json"])
        #expect(a.status == 1, "\(a.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(a.stdout.utf8)) as? [String: Any])
        let violations = try #require(doc["violations"] as? [[String: Any]])
        #expect(violations.map { $0["invariant"] as? String } == ["exactly-once", "one search per press"])
        #expect(violations[0]["sequence"] as? [String] == ["homeScreen.press(1)", "app.background()", "app.activate()"])
        #expect((violations[0]["message"] as? String)?.contains("was handled again") == true)
        #expect((doc["sequences"] as? Int ?? 0) > 0 && (doc["states"] as? Int ?? 0) > 0)

        // --invariant keeps only those named; --events only those events.
        let only = try QASProcess.run(["explore", again, "--depth", "4", "--invariant", "one search per press"])
        #expect(!only.stdout.contains("exactly-once:"), "\(only.stdout)")
        #expect(only.stdout.contains("one search per press: the invariant \"one search per press\" is false"))
        // Pressing and killing only: each press replaces the saved item, so none is used again.
        let pressesOnly = try QASProcess.run(["explore", again, "--depth", "4", "--events", "press,terminate", "--invariant", "exactly-once"])
        #expect(pressesOnly.status == 0, "\(pressesOnly.stdout)")
    }

    /// Swift's own enums (Result, rounding rules, character sets) survive the
    /// reset between sequences.
    @Test func swiftsEnumsSurviveEachFreshStart() throws {
        let script = try scratch("enums.qas", """
        import Foundation
        static action "A" { title: "A" }
        let r: Result<Int, Error> = .success(3)
        on "A" { print((2.5).rounded(.down), "  a ".trimmingCharacters(in: .whitespaces), try! r.get()) }
        invariant "rounding" { (1.5).rounded(.up) == 2.0 }
        """)
        let r = try QASProcess.run(["explore", script, "--depth", "3"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("up to depth 3: no violations"))
    }

    @Test func handlersThatThrowAndUnhandledItems() throws {
        let script = try scratch("throws.qas", """
        static action "Boom" { title: "Boom" }
        static action "Nobody" { title: "Nobody" }
        on "Boom" { throw "the disk is full" }
        """)
        let r = try QASProcess.run(["explore", script, "--depth", "2"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("no-throw: the handler for 'Boom' failed: the disk is full"), "\(r.stdout)")
        #expect(r.stdout.contains("handled: press 1 (Nobody): the app offered the item but has no handler for it")
                || r.stdout.contains("handled: press 2 (Nobody): the app offered the item but has no handler for it"), "\(r.stdout)")
    }

    @Test func usageAndInputErrors() throws {
        let bad = try scratch("bad.qas", "let x = \n")
        #expect(try QASProcess.run(["explore", bad]).status == 65)
        #expect(try QASProcess.run(["explore", "/no/such/file.qas"]).status == 74)
        #expect(try QASProcess.run(["explore"]).status == 64)
        #expect(try QASProcess.run(["explore", bad, "--depth", "0"]).status == 64)
        let events = try QASProcess.run(["explore", bad, "--events", "press,shake"])
        #expect(events.status == 64)
        #expect(events.stderr.contains("unknown event 'shake'"))
        let ok = try scratch("ok.qas", "static action \"A\" { title: \"A\" }\non \"A\" { }\n")
        let unknown = try QASProcess.run(["explore", ok, "--invariant", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no invariant 'nope'"))
        // Options before the subcommand work as for the others.
        #expect(try QASProcess.run(["--setting", "X=1", "explore", ok, "--depth", "2"]).status == 0)
    }

    static let growing = """
    static action "A" { title: "A" }
    static action "B" { title: "B" }
    static action "C" { title: "C" }
    var seen: [String] = []
    on "A" { seen.append("A") }
    on "B" { seen.append("B") }
    on "C" { seen.append("C") }
    """

    /// A handler that never returns stops exploring after the time one event
    /// may take, with a message naming the event; it does not hang.
    @Test func anEndlessHandlerStopsAtTheEventTimeLimit() throws {
        let script = try scratch("loop.qas", "static action \"A\" { title: \"A\" }\non \"A\" { while true { } }\n")
        let started = Date()
        let r = try QASProcess.run(["explore", script, "--timeout", "1"], timeout: 60)
        #expect(r.status == 70, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("ran for more than 1.0 s, the limit for one event (--timeout)"), "\(r.stderr)")
        #expect(Date().timeIntervalSince(started) < 50, "the event stops after 1 s; only a hang takes so long")
        #expect(try QASProcess.run(["explore", script, "--timeout", "0"]).status == 64)
    }

    /// Exploring keeps a state per sequence: past `--max-memory` it stops with
    /// what it found, not by growing until the machine runs out.
    @Test func memoryPastTheLimitStopsExploring() throws {
        let script = try scratch("wide.qas", ExploreTests.growing)
        let r = try QASProcess.run(["explore", script, "--depth", "12", "--max-memory", "40M"], timeout: 300)
        #expect(r.status == 70, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("memory limit of 40 MB exceeded"), "\(r.stderr)")
        #expect(r.stdout.hasPrefix("explored "), "\(r.stdout)")
    }

    /// SIGINT (Ctrl-C) and SIGTERM print what was explored so far.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalPrintsThePartialReport(_ signal: Int32) throws {
        let script = try scratch("wide.qas", ExploreTests.growing)
        let process = Process()
        process.executableURL = QASProcess.binary
        process.arguments = ["explore", script, "--depth", "12", "--json"]
        process.environment = QASProcess.hermeticEnvironment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Signalled once it has been exploring a while (half a second of CPU),
        // however busy the machine: its handlers are in place by then.
        let deadline = Date().addingTimeInterval(120)
        while ExploreTests.cpuSeconds(process.processIdentifier) < 0.5 && Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, signal)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(process.terminationStatus) \(errors)")
        let document = try JSONSerialization.jsonObject(with: output) as? [String: Any] ?? [:]
        #expect((document["stopped"] as? String ?? "").contains("stopped on request"), "\(document)")
        #expect(document["sequences"] as? Int ?? 0 > 0)
        #expect(errors.contains("explore stopped before depth 12"))
    }

    /// CPU time a process has used (user and system), from /proc.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
