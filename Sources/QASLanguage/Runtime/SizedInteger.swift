/// Code generic over the sized integer types, run on one by `Kind.apply`.
protocol SizedIntegerBody {
    associatedtype Output
    func run<T: FixedWidthInteger>(_ t: T.Type) throws -> Output
}

/// A value of one of Swift's fixed-width integer types other than `Int`
/// (`Int8`…`Int64`, `UInt8`…`UInt64`, `UInt`). It is held as its bit pattern
/// and every operation is Swift's own on the real type, so overflow traps,
/// `&+` wraps and `>>` shifts exactly as compiled Swift does.
package final class SizedInteger: HostObject {
    package enum Kind: String, CaseIterable {
        case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
        case uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64", uint = "UInt"

        /// The Swift type itself, for the generic operations.
        var type: any FixedWidthInteger.Type {
            switch self {
            case .int8: return Int8.self
            case .int16: return Int16.self
            case .int32: return Int32.self
            case .int64: return Int64.self
            case .uint8: return UInt8.self
            case .uint16: return UInt16.self
            case .uint32: return UInt32.self
            case .uint64: return UInt64.self
            case .uint: return UInt.self
            }
        }

        package var isSigned: Bool {
            switch self {
            case .int8, .int16, .int32, .int64: return true
            case .uint8, .uint16, .uint32, .uint64, .uint: return false
            }
        }

        /// `body` run on this kind's Swift type, specialised for each: a generic
        /// function called through `type` would look the type's metadata up
        /// at every operation.
        @inline(__always)
        func apply<B: SizedIntegerBody>(_ body: B) throws -> B.Output {
            switch self {
            case .int8: return try body.run(Int8.self)
            case .int16: return try body.run(Int16.self)
            case .int32: return try body.run(Int32.self)
            case .int64: return try body.run(Int64.self)
            case .uint8: return try body.run(UInt8.self)
            case .uint16: return try body.run(UInt16.self)
            case .uint32: return try body.run(UInt32.self)
            case .uint64: return try body.run(UInt64.self)
            case .uint: return try body.run(UInt.self)
            }
        }

        /// An `Int` (a literal, in a valid program) as `T`, when it fits. A
        /// negative one meets a 64-bit unsigned type only where qas computed in
        /// `Int` what Swift computed in that type (`1 << UInt64(63)`, `0 &- 1`):
        /// the same bits, so taken by bit pattern.
        static func taking<T: FixedWidthInteger>(_ i: Int, as: T.Type) -> T? {
            if let r = T(exactly: i) { return r }
            if i < 0, !T.isSigned, T.bitWidth == 64 { return T(truncatingIfNeeded: i) }
            return nil
        }

        /// The kind a written type name means (`UInt8`, `Swift.UInt32`).
        init?(typeName: String) {
            let bare = typeName.hasPrefix("Swift.") ? String(typeName.dropFirst(6)) : typeName
            self.init(rawValue: bare)
        }
    }

    package let kind: Kind
    /// The value's bits, sign-extended for the signed kinds.
    package let bits: UInt64

    init(_ kind: Kind, bits: UInt64) {
        self.kind = kind
        self.bits = bits
    }

    /// `i` as a value of `kind`, when it fits.
    convenience init?(_ kind: Kind, fitting i: Int) {
        func open<T: FixedWidthInteger>(_ t: T.Type) -> UInt64? { Kind.taking(i, as: T.self).map { UInt64(truncatingIfNeeded: $0) } }
        guard let bits = open(kind.type) else { return nil }
        self.init(kind, bits: bits)
    }

    init<T: FixedWidthInteger>(_ kind: Kind, _ value: T) {
        self.kind = kind
        self.bits = UInt64(truncatingIfNeeded: value)
    }

    /// The value as the Swift type `T` (which must be the kind's).
    @inline(__always) func value<T: FixedWidthInteger>(as: T.Type) -> T { T(truncatingIfNeeded: bits) }

    /// Any integer's value, whatever its type: for comparing across kinds (and
    /// with `Int`), as `BinaryInteger`'s mixed-type operators do.
    enum Wide: Comparable, Hashable {
        case negative(Int64), nonNegative(UInt64)
        init(_ i: Int) { self = i < 0 ? .negative(Int64(i)) : .nonNegative(UInt64(i)) }
        /// The value as a Double, for hashing alike with an equal `Int`.
        var approximate: Double {
            switch self {
            case .negative(let i): return Double(i)
            case .nonNegative(let u): return Double(u)
            }
        }
    }

    var wide: Wide {
        guard kind.isSigned else { return .nonNegative(bits) }
        let i = Int64(bitPattern: bits)
        return i < 0 ? .negative(i) : .nonNegative(UInt64(i))
    }

    /// Whether the value lies in `lo..<hi`.
    func isIn(_ lo: Int, _ hi: Int) -> Bool { wide >= Wide(lo) && wide < Wide(hi) }

    package var typeName: String { kind.rawValue }
    package var description: String { kind.isSigned ? String(Int64(bitPattern: bits)) : String(bits) }

    package func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? SizedInteger else { return false }
        return wide == o.wide
    }

    package func ordering(to other: HostObject) -> Int? {
        guard let o = other as? SizedInteger else { return nil }
        let (a, b) = (wide, o.wide)
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    package func isKind(of typeName: String) -> Bool {
        switch typeName {
        case kind.rawValue, "BinaryInteger", "FixedWidthInteger", "Numeric", "AdditiveArithmetic", "Equatable",
             "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "LosslessStringConvertible":
            return true
        case "SignedInteger", "SignedNumeric": return kind.isSigned
        case "UnsignedInteger": return !kind.isSigned
        default: return false
        }
    }

    package var memberNames: [String] {
        ["bitWidth", "byteSwapped", "description", "leadingZeroBitCount", "magnitude", "nonzeroBitCount",
         "trailingZeroBitCount", "isMultiple", "signum", "quotientAndRemainder", "addingReportingOverflow",
         "subtractingReportingOverflow", "multipliedReportingOverflow", "dividedReportingOverflow",
         "remainderReportingOverflow", "advanced", "distance"]
    }

    package func member(_ name: String, in runtime: Runtime) throws -> Value? {
        try SizedIntegers.member(self, name)
    }

    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try SizedIntegers.method(self, name, args)
    }
}
