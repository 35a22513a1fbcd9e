extension TypeRegistry {
    /// The standard library's protocols a script may extend, and the built-in
    /// types (by `Value.typeName`) that adopt each: `extension BinaryInteger`
    /// gives its members to `Int`, `extension Collection` to arrays, strings,
    /// sets, dictionaries and ranges.
    static let standardProtocolAdopters: [String: [String]] = {
        let signed = ["Int", "Int8", "Int16", "Int32", "Int64"]
        let unsigned = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        let integers = signed + unsigned
        let numbers = integers + ["Double"]
        let collections = ["Array", "ArraySlice", "String", "Set", "Dictionary", "Range", "ClosedRange",
                           "String.UTF8View", "String.UTF16View", "String.UnicodeScalarView", "Substring"]
        return [
            "Equatable": numbers + ["String", "Bool"],
            "Hashable": numbers + ["String", "Bool"],
            "Comparable": numbers + ["String"],
            "Numeric": numbers, "AdditiveArithmetic": numbers, "SignedNumeric": signed + ["Double"], "Strideable": numbers,
            "BinaryInteger": integers, "FixedWidthInteger": integers, "SignedInteger": signed, "UnsignedInteger": unsigned,
            "FloatingPoint": ["Double"], "BinaryFloatingPoint": ["Double"],
            "LosslessStringConvertible": numbers + ["String", "Bool"],
            "Sequence": collections, "Collection": collections,
            "BidirectionalCollection": ["Array", "ArraySlice", "String", "Range", "ClosedRange"],
            "RandomAccessCollection": ["Array", "ArraySlice", "Range", "ClosedRange"],
            "MutableCollection": ["Array", "ArraySlice"],
            "RangeReplaceableCollection": ["Array", "ArraySlice", "String"],
            "StringProtocol": ["String"],
        ]
    }()
}
