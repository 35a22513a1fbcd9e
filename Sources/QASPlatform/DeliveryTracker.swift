/// What happened to each press's item: every way it reached the app's code
/// (read from the launch or connection options, passed to a `performActionFor`
/// or an `on` handler), the callbacks that read what it holds, which of them
/// also did something the user sees (presented, pushed, selected a tab, opened
/// a note), events in which the app used it again, and the failures, unhandled
/// items and completion handlers of each event. `qas explore` checks its
/// invariants against this after every event.
public final class DeliveryTracker {
    public struct Press {
        public let number: Int
        public let type: String
        /// The user event (1-based) the press was made in.
        public let event: Int
        /// How the item reached the app's code, in order, each way once.
        public internal(set) var channels: [String] = []
        /// The callbacks of its event that read the item's contents (its type,
        /// title, userInfo…): its `on` handler, delegate methods, observers,
        /// queued work. Keeping the item is not reading it; a callback that
        /// reads it many times is listed once.
        public internal(set) var readIn: [String] = []
        /// Later events in which the app's code used the item it had been given.
        public internal(set) var usedAgainIn: [Int] = []
        public internal(set) var unhandled = false
    }

    /// The current user event, counted from 1.
    public private(set) var event = 0
    /// The app's code running now (a delegate method's selector, `on "T"`, work
    /// on the main queue), which a read of an item is attributed to.
    public var callback: String?
    /// The callbacks, by event, that did something the user sees (presented,
    /// pushed, opened…), and those that only printed.
    public private(set) var effects: [Int: Set<String>] = [:]
    public private(set) var printsOnly: [Int: Set<String>] = [:]
    /// The callbacks, by event, that posted a notification no observer received.
    public private(set) var unheardPosts: [Int: [(callback: String, name: String)]] = [:]
    /// UserDefaults keys holding what the app saved from an item (its type or a
    /// userInfo value), with the press.
    private var saved: [String: (press: Int, value: String)] = [:]
    /// The strings each press's item holds (its type, its userInfo's strings).
    private var itemValues: [Int: [String]] = [:]
    public private(set) var presses: [Int: Press] = [:]
    /// Completion handlers, with the event that made them.
    public private(set) var completions: [(event: Int, handler: CompletionHandler)] = []
    /// Handlers, hooks and delegate methods that failed, with their event.
    public private(set) var failures: [(event: Int, message: String)] = []

    public init() {}

    func reset() {
        event = 0
        callback = nil
        effects = [:]
        printsOnly = [:]
        unheardPosts = [:]
        saved = [:]
        itemValues = [:]
        presses = [:]
        completions = []
        failures = []
    }

    func beginEvent() { event += 1 }

    func pressMade(_ number: Int, type: String, values: [String] = []) {
        presses[number] = Press(number: number, type: type, event: event)
        itemValues[number] = [type] + values
    }

    /// The item of `press` reached the app's code this way.
    public func delivered(press: Int, via channel: String) {
        guard var p = presses[press], !p.channels.contains(channel) else { return }
        p.channels.append(channel)
        presses[press] = p
    }

    /// The app's code read the item of `press` (a property of the object it was
    /// given): in its event, the running callback performed it; in a later
    /// event, that is using it again.
    public func used(press: Int) {
        guard var p = presses[press] else { return }
        if event == p.event {
            let by = callback ?? "the app's code"
            guard !p.readIn.contains(by) else { return }
            p.readIn.append(by)
        } else {
            guard !p.usedAgainIn.contains(event) else { return }
            p.usedAgainIn.append(event)
        }
        presses[press] = p
    }

    /// The running callback did something the user sees (presented, pushed,
    /// selected a tab, opened a note), or only printed (`printed`: what an app
    /// does to log as much as to act); outside the app's callbacks (a script
    /// driving it), nothing.
    public func effect(printed: Bool = false) {
        guard let callback else { return }
        if printed { printsOnly[event, default: []].insert(callback) } else { effects[event, default: []].insert(callback) }
    }

    /// The running callback posted a notification that no observer received.
    public func postUnheard(_ name: String) {
        unheardPosts[event, default: []].append((callback ?? "the app's code", name))
    }

    /// The callbacks of a press's event that read its item and did something
    /// the user sees: the ones that performed it. Printing counts only when no
    /// callback did more (an app that logs the item where it keeps it, and
    /// shows it later, performed it once).
    public func performances(of p: Press) -> [String] {
        let strong = shownPerformances(of: p)
        if !strong.isEmpty { return strong }
        let printed = printsOnly[p.event] ?? []
        return p.readIn.filter { printed.contains($0) }
    }

    /// The callbacks that read the press's item and showed something (more than printing).
    public func shownPerformances(of p: Press) -> [String] {
        let shown = effects[p.event] ?? []
        return p.readIn.filter { shown.contains($0) || $0.hasPrefix("on \"") }
    }

    /// The app saved `value` under `key` (nil: removed it): when it is what an
    /// item of this event holds (its type, a userInfo string) and the app read
    /// the item, reading it back is using the item.
    public func savedValue(_ value: String?, forKey key: String) {
        saved[key] = nil
        guard let value else { return }
        for p in presses.values.sorted(by: { $0.number > $1.number }) where p.event == event && !p.readIn.isEmpty
            && itemValues[p.number, default: []].contains(value) {
            saved[key] = (p.number, value)
            return
        }
    }

    /// The app read `value` back from `key`.
    public func readSaved(_ value: String?, forKey key: String) {
        guard let value, let s = saved[key], s.value == value else { return }
        used(press: s.press)
    }

    /// Runs `body` as the callback named `name`.
    public func during<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let outer = callback
        callback = name
        defer { callback = outer }
        return try body()
    }

    func unhandled(press: Int) {
        presses[press]?.unhandled = true
    }

    func completionMade(_ handler: CompletionHandler) {
        completions.append((event, handler))
    }

    /// A handler, hook or delegate method failed (threw or hit a runtime error).
    public func failed(_ message: String) {
        failures.append((event, message))
    }

    /// The presses made in an event.
    public func presses(inEvent e: Int) -> [Press] {
        presses.values.filter { $0.event == e }.sorted { $0.number < $1.number }
    }
}
