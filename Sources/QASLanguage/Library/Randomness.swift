/// Random values: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
/// `randomElement()`, `shuffled()` and `shuffle()`. Swift draws them from the
/// system's generator, so no program may rely on which values come; qas draws
/// them from one seeded generator (SplitMix64), started afresh with each
/// program, so a run — and each sequence `qas explore` tries — repeats exactly.
/// Calls with `using:` a program's own generator are refused by name: Swift's
/// use of such a generator is not reproduced.
package struct RandomSource {
    static let seed: UInt64 = 0x5EED_CAFE_F00D_BEEF
    private var state = RandomSource.seed

    /// Back to the start of the sequence.
    package mutating func reset() { state = RandomSource.seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<bound (bound > 0), without bias.
    mutating func below(_ bound: UInt64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let x = next()
            if x < limit { return x % bound }
        }
    }

    /// A Double in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

enum Randomness {
    static func refuseOwnGenerator(_ args: Arguments, _ what: String) throws {
        if args.labels.contains("using") {
            throw NativeError("\(what)(using:) with a program's own generator is not supported; qas draws random values from its own seeded generator")
        }
    }

    /// `Int.random(in: a...b)` / `a..<b`.
    static func int(_ args: Arguments, _ rt: Runtime) throws -> Value {
        try refuseOwnGenerator(args, "Int.random")
        guard let range = args.labeled("in"), case .range(let lo, let hi) = range.halfOpen else {
            throw NativeError("Int.random takes in: a range")
        }
        guard lo < hi else { throw NativeError("Int.random(in:) needs a range that is not empty") }
        let width = UInt64(bitPattern: Int64(hi &- lo))
        return .int(lo &+ Int(truncatingIfNeeded: width == 0 ? rt.random.next() : rt.random.below(width)))
    }

    /// `Double.random(in: 0..<1)` / `0...1`.
    static func double(_ args: Arguments, _ rt: Runtime) throws -> Value {
        try refuseOwnGenerator(args, "Double.random")
        guard let range = args.labeled("in") else { throw NativeError("Double.random takes in: a range") }
        let (lo, hi) = try bounds(range)
        guard lo <= hi, lo.isFinite, hi.isFinite else { throw NativeError("Double.random(in:) needs a finite range that is not empty") }
        return .double(lo + (hi - lo) * rt.random.unit())
    }

    private static func bounds(_ v: Value) throws -> (Double, Double) {
        if case .range(let lo, let hi) = v.halfOpen { return (Double(lo), Double(hi)) }
        if case .object(let r as BoundedRange) = v {
            func number(_ x: Value) -> Double? {
                if case .double(let d) = x { return d }
                if case .int(let i) = x { return Double(i) }
                return nil
            }
            if let lo = number(r.lower), let hi = number(r.upper) { return (lo, hi) }
        }
        throw NativeError("Double.random takes in: a range of numbers")
    }

    static func bool(_ args: Arguments, _ rt: Runtime) throws -> Value {
        try refuseOwnGenerator(args, "Bool.random")
        return .bool(rt.random.next() & 1 == 1)
    }

    static func element(_ a: [Value], _ rt: Runtime) -> Value {
        a.isEmpty ? .null : a[Int(rt.random.below(UInt64(a.count)))]
    }

    /// Fisher–Yates, from the back.
    static func shuffle(_ a: inout [Value], _ rt: Runtime) {
        guard a.count > 1 else { return }
        for i in stride(from: a.count - 1, to: 0, by: -1) {
            a.swapAt(i, Int(rt.random.below(UInt64(i + 1))))
        }
    }
}
