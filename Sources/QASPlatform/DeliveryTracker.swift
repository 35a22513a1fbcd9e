/// What happened to each press's item: every way it reached the app's code
/// (read from the launch or connection options, passed to a `performActionFor`
/// or an `on` handler), events in which the app used it again, and the
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
        /// Later events in which the app's code used the item it had been given.
        public internal(set) var usedAgainIn: [Int] = []
        public internal(set) var unhandled = false
    }

    /// The current user event, counted from 1.
    public private(set) var event = 0
    public private(set) var presses: [Int: Press] = [:]
    /// Completion handlers, with the event that made them.
    public private(set) var completions: [(event: Int, handler: CompletionHandler)] = []
    /// Handlers, hooks and delegate methods that failed, with their event.
    public private(set) var failures: [(event: Int, message: String)] = []

    public init() {}

    func reset() {
        event = 0
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
    /// given): in a later event, that is using it again.
    public func used(press: Int) {
        guard var p = presses[press], event != p.event, !p.usedAgainIn.contains(event) else { return }
        p.usedAgainIn.append(event)
        presses[press] = p
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
