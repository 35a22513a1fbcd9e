/// Ranges whose bounds are not `Int`: `0.5...1.5`, `"a"..."m"`, a script's
/// Comparable type, and the sized integers (`UInt8(97)...122`, `0..<UInt64(n)`).
/// Every such range answers `contains`, its bounds and `isEmpty`, and matches
/// in a `case`; a range of sized integers is also a sequence of that type, as
/// Swift's `ClosedRange<UInt8>` is (a Double range is not, as in Swift).
final class BoundedRange: HostObject {
    let lower: Value
    let upper: Value
    let closed: Bool

    init(_ lower: Value, _ upper: Value, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.closed = closed
    }

    /// `lo...hi` or `lo..<hi` of these bounds; Swift's trap when `hi < lo`.
    static func make(_ rt: Runtime, _ lo: Value, _ hi: Value, closed: Bool, _ site: SourceLocation) throws -> Value {
        var (lo, hi) = (lo, hi)
        // `UInt8(1)...9`: the literal takes the other bound's type.
        if case .int(let i) = lo, let s = hi.sizedInteger { lo = try literal(i, s.kind, site) }
        if case .int(let i) = hi, let s = lo.sizedInteger { hi = try literal(i, s.kind, site) }
        if case .int(let i) = lo, case .double = hi { lo = .double(Double(i)) }
        if case .double = lo, case .int(let i) = hi { hi = .double(Double(i)) }
        if let a = lo.sizedInteger, let b = hi.sizedInteger, a.kind != b.kind {
            throw RuntimeError("a range's bounds must have one type, not \(a.kind.rawValue) and \(b.kind.rawValue)", at: site)
        }
        if try Compiler.compareValues(rt, .less, hi, lo, site) {
            throw RuntimeError("range requires lowerBound <= upperBound (\(lo)\(closed ? "..." : "..<")\(hi))", at: site)
        }
        return .object(BoundedRange(lo, hi, closed: closed))
    }

    private static func literal(_ i: Int, _ kind: SizedInteger.Kind, _ site: SourceLocation) throws -> Value {
        guard let s = SizedInteger(kind, fitting: i) else {
            throw RuntimeError("integer \(i) overflows when stored into '\(kind.rawValue)'", at: site)
        }
        return .object(s)
    }

    var typeName: String { closed ? "ClosedRange" : "Range" }
    var description: String { "\(lower)\(closed ? "..." : "..<")\(upper)" }

    func isKind(of name: String) -> Bool {
        name == typeName || ["RangeExpression", "Equatable", "Hashable", "CustomStringConvertible"].contains(name)
            || (lower.sizedInteger != nil && ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"].contains(name))
    }

    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? BoundedRange, o.closed == closed else { return false }
        return o.lower == lower && o.upper == upper
    }

    func contains(_ v: Value, _ rt: Runtime) throws -> Bool {
        try Compiler.inRange(rt, v, lower, upper, closed, SourceLocation.native)
    }

    var isEmpty: Bool { !closed && lower == upper }

    var memberNames: [String] { ["lowerBound", "upperBound", "isEmpty", "count", "contains", "clamped", "overlaps"] }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "lowerBound": return lower
        case "upperBound": return upper
        case "isEmpty": return .bool(isEmpty)
        case "count":
            if case .int(let lo) = lower, case .int(let hi) = upper {
                let (d, o1) = hi.subtractingReportingOverflow(lo)
                let (n, o2) = d.addingReportingOverflow(closed ? 1 : 0)
                guard !o1, !o2 else { throw NativeError("the count of \(lo)...\(hi) does not fit an Int") }
                return .int(Swift.max(0, n))
            }
            guard let (lo, hi) = integerBounds else { return nil }
            return .int(Int(hi - lo) + (closed ? 1 : 0))
        case "first": return isEmpty ? .null : (integerBounds == nil ? nil : lower)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        switch (name, args.count) {
        case ("contains", 1) where !args[0].isCallable: return .bool(try contains(args[0], runtime))
        case ("overlaps", 1):
            guard case .object(let o as BoundedRange) = args[0] else { return nil }
            if isEmpty || o.isEmpty { return .bool(false) }
            let site = SourceLocation.native
            let startsBeforeMyEnd = try Compiler.compareValues(runtime, closed ? .lessEqual : .less, o.lower, upper, site)
            let endsAfterMyStart = try Compiler.compareValues(runtime, o.closed ? .lessEqual : .less, lower, o.upper, site)
            return .bool(startsBeforeMyEnd && endsAfterMyStart)
        default: return nil
        }
    }

    /// The bounds of a sized-integer range as 128-bit-safe wide values
    /// (signed kinds as Int64, unsigned as UInt64 offsets); nil for other ranges.
    private var integerBounds: (Int64, Int64)? {
        guard let a = lower.sizedInteger, let b = upper.sizedInteger else { return nil }
        if a.kind.isSigned { return (Int64(bitPattern: a.bits), Int64(bitPattern: b.bits)) }
        // Unsigned: counted from the lower bound, which fits any count a program can use.
        guard b.bits - a.bits <= UInt64(Int64.max - 1) else { return nil }
        return (0, Int64(b.bits - a.bits))
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        if case .int(let a) = lower, case .int(let b) = upper {
            // `2...Int.max`: Ints up to the bound, which no half-open Int range can hold.
            var next = a
            var done = closed ? a > b : a >= b
            let closed = self.closed
            return ValueIterator {
                guard !done else { return nil }
                let v = Value.int(next)
                if next == b || !closed && next + 1 == b { done = true } else { next += 1 }
                return v
            }
        }
        guard let a = lower.sizedInteger, let b = upper.sizedInteger else {
            if lower.sizedInteger == nil, case .double = lower {
                throw NativeError("a range of Double is not a sequence (in Swift, ClosedRange<Double> cannot be iterated); use stride(from:to:by:)")
            }
            return nil
        }
        let kind = a.kind, closed = self.closed
        var next = a.bits
        let last = b.bits
        var done = !closed && a.bits == b.bits
        return ValueIterator {
            guard !done else { return nil }
            let v = Value.object(SizedInteger(kind, bits: next))
            // Bits of the kind step by one, signed ones sign-extended.
            let reachedEnd = closed ? next == last : next &+ 1 == last
            if reachedEnd { done = true } else { next = kind.isSigned ? UInt64(bitPattern: Int64(bitPattern: next) + 1) : next + 1 }
            return v
        }
    }
}
