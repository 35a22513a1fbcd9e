extension TypeRegistry {
    /// The standard library's protocols a script may extend, and the built-in
    /// types (by `Value.typeName`) that adopt each: `extension BinaryInteger`
    /// gives its members to `Int`, `extension Collection` to arrays, strings,
    /// sets, dictionaries and ranges.
    static let standardProtocolAdopters: [String: [String]] = {
        let numbers = ["Int", "Double"]
        let collections = ["Array", "String", "Set", "Dictionary", "Range", "ClosedRange"]
        return [
            "Equatable": numbers + ["String", "Bool"],
            "Hashable": numbers + ["String", "Bool"],
            "Comparable": numbers + ["String"],
            "Numeric": numbers, "AdditiveArithmetic": numbers, "SignedNumeric": numbers, "Strideable": numbers,
            "BinaryInteger": ["Int"], "FixedWidthInteger": ["Int"], "SignedInteger": ["Int"],
            "FloatingPoint": ["Double"], "BinaryFloatingPoint": ["Double"],
            "LosslessStringConvertible": numbers + ["String", "Bool"],
            "Sequence": collections, "Collection": collections,
            "BidirectionalCollection": ["Array", "String", "Range", "ClosedRange"],
            "RandomAccessCollection": ["Array", "Range", "ClosedRange"],
            "MutableCollection": ["Array"],
            "RangeReplaceableCollection": ["Array", "String"],
            "StringProtocol": ["String"],
        ]
    }()
}
