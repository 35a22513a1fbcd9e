/// `string.utf8` and `string.utf16`: the string's code units, as `UInt8`s
/// and `UInt16`s. They print as the string, as Swift's views do.
final class StringCodeUnitView: HostObject {
    enum Encoding { case utf8, utf16 }
    let text: String
    let encoding: Encoding
    init(_ text: String, _ encoding: Encoding) { self.text = text; self.encoding = encoding }

    var typeName: String { encoding == .utf8 ? "String.UTF8View" : "String.UTF16View" }
    var description: String { text }

    private var units: [Value] {
        switch encoding {
        case .utf8: return text.utf8.map { .object(SizedInteger(.uint8, $0)) }
        case .utf16: return text.utf16.map { .object(SizedInteger(.uint16, $0)) }
        }
    }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "count": return .int(encoding == .utf8 ? text.utf8.count : text.utf16.count)
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return units.first ?? .null
        case "last": return units.last ?? .null
        case "startIndex": return .int(0)
        case "endIndex": return .int(encoding == .utf8 ? text.utf8.count : text.utf16.count)
        default: return nil
        }
    }

    func element(at index: Value, in runtime: Runtime) throws -> Value? {
        guard case .int(let i) = index else { return nil }
        let all = units
        guard i >= 0, i < all.count else { throw NativeError("index \(i) is out of range for a view of \(all.count) code units") }
        return all[i]
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        try MemoryGuard.allow(MemoryGuard.bytes(forValues: text.utf8.count), at: nil)
        return ValueIterator(units)
    }

    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? StringCodeUnitView else { return false }
        return o.text == text && o.encoding == encoding
    }
}
