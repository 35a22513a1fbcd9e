/// How `print` and string interpolation show values — as Swift prints them:
/// strings bare at the top level, quoted inside collections.
extension Value: CustomStringConvertible, CustomDebugStringConvertible {
    package var description: String { format(quoted: false) }
    package var debugDescription: String { format(quoted: true) }

    func format(quoted: Bool) -> String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .string(let s): return quoted ? s.debugDescription : s
        case .array(let a):
            return "[" + a.map { $0.format(quoted: true) }.joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            return "[" + d.pairs.map { "\($0.format(quoted: true)): \($1.format(quoted: true))" }
                .joined(separator: ", ") + "]"
        case .tuple(let t):
            let items = zip(t.labels, t.items).map { label, v in
                (label.map { "\($0): " } ?? "") + v.format(quoted: true)
            }
            return "(" + items.joined(separator: ", ") + ")"
        case .range(let a, let b): return "\(a)..<\(b)"
        case .function(let f): return "<func \(f.proto.name)>"
        case .native(let f): return "<func \(f.name)>"
        case .object(let o): return o.description
        case .cell(let c): return c.value.format(quoted: quoted)
        }
    }
}
