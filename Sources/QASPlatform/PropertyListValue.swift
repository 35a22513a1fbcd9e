import Foundation

/// A property-list value: what `userInfo` may hold.
public indirect enum PropertyListValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    /// Keys in insertion order.
    case dictionary([(String, PropertyListValue)])

    public static func == (a: PropertyListValue, b: PropertyListValue) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.real(let x), .real(let y)): return x == y
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.date(let x), .date(let y)): return x == y
        case (.data(let x), .data(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .string(let s): return s.debugDescription
        case .integer(let i): return String(i)
        case .real(let d): return String(d)
        case .boolean(let b): return String(b)
        case .date(let d): return "date(\(d.timeIntervalSince1970))"
        case .data(let d): return "data(\(d.count) bytes)"
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let d):
            return d.isEmpty ? "[:]" : "[" + d.map { "\($0.debugDescription): \($1)" }.joined(separator: ", ") + "]"
        }
    }
}
