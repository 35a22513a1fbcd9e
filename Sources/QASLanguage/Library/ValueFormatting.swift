/// How `print` and string interpolation show values — as Swift prints them:
/// strings bare at the top level, quoted inside collections. Nested values are
/// walked with a work list, not recursion, so an array nested a million deep
/// prints instead of overflowing the native stack.
extension Value: CustomStringConvertible, CustomDebugStringConvertible {
    package var description: String { format(quoted: false) }
    package var debugDescription: String { format(quoted: true) }

    private enum Piece {
        case value(Value, quoted: Bool)
        case text(String)
    }

    func format(quoted: Bool) -> String {
        // Scalars, the common case, without a work list.
        if let s = formatScalar(quoted: quoted) { return s }
        var out = ""
        var work: [Piece] = [.value(self, quoted: quoted)]
        while let piece = work.popLast() {
            switch piece {
            case .text(let t):
                out += t
            case .value(let v, let q):
                if let s = v.formatScalar(quoted: q) { out += s; continue }
                switch v {
                case .array(let a):
                    out += "["
                    work.append(.text("]"))
                    for i in a.items.indices.reversed() {
                        work.append(.value(a.items[i], quoted: true))
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .dictionary(let d):
                    if d.isEmpty { out += "[:]"; continue }
                    out += "["
                    work.append(.text("]"))
                    let keys = d.keys, values = d.values
                    for i in keys.indices.reversed() {
                        work.append(.value(values[i], quoted: true))
                        work.append(.text(": "))
                        work.append(.value(keys[i], quoted: true))
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .set(let d):
                    out += "["
                    work.append(.text("]"))
                    let keys = d.keys
                    for i in keys.indices.reversed() {
                        work.append(.value(keys[i], quoted: true))
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .tuple(let t):
                    out += "("
                    work.append(.text(")"))
                    for i in t.items.indices.reversed() {
                        work.append(.value(t.items[i], quoted: true))
                        if let label = t.labels[i] { work.append(.text(label + ": ")) }
                        if i > 0 { work.append(.text(", ")) }
                    }
                case .cell(let c):
                    work.append(.value(c.value, quoted: q))
                case .instance(let i):
                    if let custom = i.customDescription(quoted: q) { out += custom; continue }
                    // Inside collections Swift qualifies a type by module and outer types;
                    // a class instance it always prints so.
                    let qualified = i.type.module + "." + i.type.path
                    if i.type.kind == .classType { out += qualified; continue }
                    let labels: [String?]
                    if i.isEnumCase {
                        out += (q ? qualified + "." : "") + i.caseInfo.name
                        guard let l = i.caseInfo.labels else { continue }
                        labels = l
                    } else {
                        out += q ? qualified : i.type.name
                        labels = i.type.storedNames
                    }
                    out += "("
                    work.append(.text(")"))
                    for k in i.fields.indices.reversed() {
                        work.append(.value(i.fields[k], quoted: true))
                        if k < labels.count, let label = labels[k] { work.append(.text(label + ": ")) }
                        if k > 0 { work.append(.text(", ")) }
                    }
                default:
                    break
                }
            }
        }
        return out
    }

    /// The text of a value that holds no other values; nil for containers.
    private func formatScalar(quoted: Bool) -> String? {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return d.description
        case .string(let s): return quoted ? s.debugDescription : s
        case .range(let a, let b): return "\(a)..<\(b)"
        case .function(let f): return "<func \(f.proto.name)>"
        case .native(let f): return "<func \(f.name)>"
        case .object(let o): return o.description
        case .type(let t): return t.name
        case .array, .dictionary, .set, .tuple, .cell, .instance: return nil
        }
    }
}

extension Instance {
    /// What the type's own `description` (or, inside collections, its
    /// `debugDescription`) says, when it has one and a script is running.
    func customDescription(quoted: Bool) -> String? {
        guard let rt = Runtime.running else { return nil }
        var accessors = quoted ? type.computedProperty("debugDescription") : nil
        if accessors == nil { accessors = type.computedProperty("description") }
        guard let get = accessors?.get else { return nil }
        guard case .string(let s)? = try? rt.call(.function(get), [.instance(self)]) else { return nil }
        return s
    }
}
