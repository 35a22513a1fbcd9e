import QASLanguage
import QASPlatform

/// The invariants a quick-action app is held to, checked against what the
/// model saw (`DeliveryTracker`) after an event: by `qas explore` after every
/// event it tries, and by a script's `app.holds("name")` over its whole run.
enum QuickActionInvariants {
    /// The invariants broken by the last event of a run, with what happened.
    static func broken(after event: Int, error: Error?, wanted invariants: Set<String>, host: AppHost, runtime: Runtime) -> [(String, String)] {
        let model = host.model
        let tracker = model.tracker
        var broken: [(String, String)] = []
        func fail(_ name: String, _ message: String) {
            if invariants.contains(name), !broken.contains(where: { $0.0 == name }) { broken.append((name, message)) }
        }
        for p in tracker.presses(inEvent: event) {
            let what = "press \(p.number) (\(p.type))"
            if p.unhandled {
                fail("handled", "\(what): the app offered the item but has no handler for it")
            } else if p.channels.isEmpty {
                fail("exactly-once", "\(what) was lost: the item reached none of the app's code")
            } else if p.readIn.isEmpty {
                fail("exactly-once", "\(what) was lost: the app was given the item (through \(p.channels.joined(separator: " and ")))"
                     + " but none of its code read it before the event ended")
            } else {
                // Performed: read, and something shown for it, in one callback.
                let performed = tracker.performances(of: p)
                if performed.count > 1 {
                    fail("exactly-once", "\(what) was handled \(performed.count) times: it was performed by "
                         + performed.joined(separator: " and by ") + ", each reading the item and changing what the user sees")
                } else if performed.isEmpty, (tracker.effects[p.event] ?? []).isEmpty, (tracker.printsOnly[p.event] ?? []).isEmpty,
                          let post = tracker.unheardPosts[p.event]?.first(where: { p.readIn.contains($0.callback) }) {
                    fail("exactly-once", "\(what) was lost: \(post.callback) read the item and posted \(post.name), "
                         + "which no observer received (none was added yet), and nothing else performed it")
                }
            }
        }
        // A press performed in its event and used again later; one never
        // performed was reported lost then.
        for p in tracker.presses.values.sorted(by: { $0.number < $1.number }) where p.usedAgainIn.contains(event) && !p.readIn.isEmpty {
            fail("exactly-once", "press \(p.number) (\(p.type)) was handled again: the app used its item in a later event, after handling it")
        }
        for (e, handler) in tracker.completions where e == event {
            let what = "the completion handler for \(handler.itemType)" + (handler.press.map { " (press \($0))" } ?? "")
            if handler.calls > 1 { fail("completion-once", "\(what) was called \(handler.calls) times") }
            if handler.calls == 0 { fail("completion-called", "\(what) was never called") }
            // UIKit is told the action failed although the app performed it.
            if handler.result == false, let n = handler.press, let p = tracker.presses[n], !tracker.shownPerformances(of: p).isEmpty {
                fail("completion-result", "\(what) was called with false, though \(tracker.shownPerformances(of: p).joined(separator: " and ")) performed the press")
            }
        }
        for (e, message) in tracker.failures where e == event { fail("no-throw", message) }
        if let error { fail("no-throw", Explorer.describe(error)) }
        let menu = model.menu()
        if menu.count > model.menuLimit {
            fail("menu-rules", "the menu shows \(menu.count) items, more than its limit of \(model.menuLimit)")
        }
        if !model.hasLaunched && menu.count > model.staticItems.count {
            fail("menu-rules", "the menu shows dynamic items before the app's first launch")
        }
        for (name, block) in host.invariants where invariants.contains(name) {
            do {
                let v = try block.call(runtime, [])
                if case .bool(true) = v { continue }
                fail(name, "the invariant \"\(name)\" is \(v.debugDescription)")
            } catch {
                fail(name, "the invariant \"\(name)\" threw: \(Explorer.describe(error))")
            }
        }
        return broken
    }


    /// The first way `name` is broken in any event so far, or nil when it holds.
    static func firstBroken(_ name: String, host: AppHost, runtime: Runtime) -> String? {
        for event in 1...max(1, host.model.tracker.event) {
            if let (_, message) = broken(after: event, error: nil, wanted: [name], host: host, runtime: runtime).first { return message }
        }
        return nil
    }
}
