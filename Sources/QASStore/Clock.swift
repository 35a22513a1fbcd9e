import Foundation

/// Where the store reads the time: seconds since 1970. Tests and `qas test` use a
/// fixed clock so runs are deterministic; the CLI on a real store uses the wall clock.
public protocol StoreClock: AnyObject {
    /// The current time in seconds since 1970-01-01 UTC.
    var now: Double { get }
    /// Moves the clock forward (a wall clock keeps an offset).
    func advance(by seconds: Double)
}

/// The real time, plus whatever `advance` added.
public final class WallClock: StoreClock {
    private var offset = 0.0
    public init() {}
    public var now: Double { Date().timeIntervalSince1970 + offset }
    public func advance(by seconds: Double) { offset += seconds }
}

/// A clock that stands still until advanced.
public final class FixedClock: StoreClock {
    /// 2026-01-01 00:00:00 UTC: where test clocks start.
    public static let defaultStart = 1_767_225_600.0
    public internal(set) var now: Double
    public init(start: Double = FixedClock.defaultStart) { now = start }
    public func advance(by seconds: Double) { now += seconds }
}
