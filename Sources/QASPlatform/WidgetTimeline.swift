/// The sizes widgets come in, each drawn as a frame of text of a fixed size.
public enum WidgetFamily: String, CaseIterable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// Inner width and height of the frame, in characters and lines.
    public var size: (width: Int, height: Int) {
        switch self {
        case .systemSmall: return (20, 8)
        case .systemMedium: return (44, 8)
        case .systemLarge: return (44, 18)
        case .systemExtraLarge: return (90, 18)
        case .accessoryCircular: return (7, 3)
        case .accessoryRectangular: return (22, 3)
        case .accessoryInline: return (30, 1)
        }
    }
}

/// When the system asks for a new timeline.
public enum ReloadPolicy: Equatable, Sendable, CustomStringConvertible {
    /// After the last entry's date has passed.
    case atEnd
    /// Not before this time (seconds since 1970).
    case after(Double)
    /// Only when the app asks.
    case never

    public var description: String {
        switch self {
        case .atEnd: return ".atEnd"
        case .after(let d): return ".after(\(d))"
        case .never: return ".never"
        }
    }
}

/// The timeline rules, as plain functions of dates and the clock.
public enum Timeline {
    /// The entry shown at `now`: the one whose date most recently passed (entries
    /// sorted by date; ties keep order). Nil when none has passed yet.
    public static func currentIndex(dates: [Double], now: Double) -> Int? {
        var best: Int? = nil
        for (i, d) in dates.enumerated() where d <= now {
            if best == nil || d >= dates[best!] { best = i }
        }
        return best
    }

    /// Whether the policy asks for a reload at `now` for a timeline made at `loadedAt`.
    public static func reloadDue(_ policy: ReloadPolicy, dates: [Double], loadedAt: Double, now: Double) -> Bool {
        switch policy {
        case .never: return false
        case .after(let d): return now >= d && loadedAt < d
        case .atEnd:
            // Once the clock is past the last entry (entries at the load time
            // included), the timeline has run out.
            let last = max(dates.max() ?? loadedAt, loadedAt)
            return now > last
        }
    }
}

/// The daily reload budget of one widget: reloads not asked by the foreground app
/// draw on it; a rolling 24 hours.
public final class ReloadBudget {
    public var limit: Int
    public static let window = 24.0 * 3600
    private(set) var charges: [Double] = []

    public init(limit: Int = 70) { self.limit = limit }

    /// How many reloads remain at `now`.
    public func remaining(now: Double) -> Int {
        max(0, limit - charges.filter { $0 > now - ReloadBudget.window }.count)
    }

    /// Spends one reload unless the app is in the foreground (free); false when the
    /// budget is used up.
    public func charge(now: Double, appActive: Bool) -> Bool {
        if appActive { return true }
        charges.removeAll { $0 <= now - ReloadBudget.window }
        guard charges.count < limit else { return false }
        charges.append(now)
        return true
    }
}
