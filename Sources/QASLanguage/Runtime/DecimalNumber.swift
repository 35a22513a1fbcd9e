import Foundation

/// A value of Foundation's `Decimal` (and of `NSDecimalNumber`, which bridges
/// to it): base-10 numbers, so `0.1 + 0.2 == 0.3`. Every operation is
/// Foundation's own, so results and printing are what Swift gives.
package final class DecimalNumber: HostObject {
    package let value: Decimal

    init(_ value: Decimal) { self.value = value }

    package var typeName: String { "Decimal" }
    package var description: String { value.description }

    package func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? DecimalNumber else { return false }
        return value == o.value
    }

    package func ordering(to other: HostObject) -> Int? {
        guard let o = other as? DecimalNumber, !value.isNaN, !o.value.isNaN else { return nil }
        return value < o.value ? -1 : (value == o.value ? 0 : 1)
    }

    package func isKind(of typeName: String) -> Bool {
        switch typeName {
        case "Decimal", "NSDecimalNumber", "NSNumber", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable",
             "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "ExpressibleByFloatLiteral",
             "ExpressibleByIntegerLiteral", "Codable", "Encodable", "Decodable":
            return true
        default: return false
        }
    }

    package var memberNames: [String] {
        ["description", "isZero", "isNaN", "isFinite", "isSignMinus", "magnitude", "exponent", "significand",
         "doubleValue", "intValue", "stringValue", "decimalValue", "advanced", "distance"]
    }

    package func member(_ name: String, in runtime: Runtime) throws -> Value? { Decimals.member(value, name) }

    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try Decimals.method(value, name, args)
    }
}
