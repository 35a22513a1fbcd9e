/// What happened to each press's item: every way it reached the app's code
/// (read from the launch or connection options, passed to a `performActionFor`
/// or an `on` handler), the callbacks that performed it (read what it holds, or
/// ran as its `on` handler), events in which the app used it again, and the
/// failures, unhandled items and completion handlers of each event. `qas explore`
/// checks its invariants against this after every event.
public final class DeliveryTracker {
    public struct Press {
        public let number: Int
        public let type: String
        /// The user event (1-based) the press was made in.
        public let event: Int
        /// How the item reached the app's code, in order, each way once.
        public internal(set) var channels: [String] = []
        /// The callbacks of its event that performed it: its `on` handler, and
        /// each delegate method, observer or queued work that read the item's
        /// contents (its type, title, userInfo…). Keeping the item is not
        /// performing it; a callback that reads it many times performs it once.
        public internal(set) var performedIn: [String] = []
        /// Later events in which the app's code used the item it had been given.
        public internal(set) var usedAgainIn: [Int] = []
        public internal(set) var unhandled = false
    }

    /// The current user event, counted from 1.
    public private(set) var event = 0
    /// The app's code running now (a delegate method's selector, `on "T"`, work
    /// on the main queue), which a read of an item is attributed to.
    public var callback: String?
    public private(set) var presses: [Int: Press] = [:]
    /// Completion handlers, with the event that made them.
    public private(set) var completions: [(event: Int, handler: CompletionHandler)] = []
    /// Handlers, hooks and delegate methods that failed, with their event.
    public private(set) var failures: [(event: Int, message: String)] = []

    public init() {}

    func reset() {
        event = 0
        callback = nil
        presses = [:]
        completions = []
        failures = []
    }

    func beginEvent() { event += 1 }

    func pressMade(_ number: Int, type: String) {
        presses[number] = Press(number: number, type: type, event: event)
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
            guard !p.performedIn.contains(by) else { return }
            p.performedIn.append(by)
        } else {
            guard !p.usedAgainIn.contains(event) else { return }
            p.usedAgainIn.append(event)
        }
        presses[press] = p
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
