import Foundation

/// A number type qas holds as an object (`Float`, `Decimal`): its name, the
/// protocols it conforms to, and its members, read off the real Swift type.
package protocol BoxedNumber: ObjectNumber {
    static var typeName: String { get }
    /// Every type and protocol name the value is a kind of.
    static var kinds: Set<String> { get }
    static var memberNames: [String] { get }
    var isNaN: Bool { get }
    static func member(_ value: Self, _ name: String) throws -> Value?
    static func method(_ value: Self, _ name: String, _ args: Arguments) throws -> Value?
}

/// A value of a boxed number type. Every operation runs on the real Swift
/// type, so rounding and printing (`0.33333334`, `0.3`) are Swift's own.
package final class NumberBox<Number: BoxedNumber>: HostObject {
    package let value: Number

    init(_ value: Number) { self.value = value }

    package var typeName: String { Number.typeName }
    package var description: String { "\(value)" }

    package func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? NumberBox<Number> else { return false }
        return value == o.value
    }

    package func ordering(to other: HostObject) -> Int? {
        guard let o = other as? NumberBox<Number>, !value.isNaN, !o.value.isNaN else { return nil }
        return value < o.value ? -1 : (value == o.value ? 0 : 1)
    }

    package func isKind(of typeName: String) -> Bool { Number.kinds.contains(typeName) }
    package var memberNames: [String] { Number.memberNames }
    package func member(_ name: String, in runtime: Runtime) throws -> Value? { try Number.member(value, name) }

    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try Number.method(value, name, args)
    }
}

/// A value of Swift's `Float`: a 32-bit IEEE number.
package typealias FloatNumber = NumberBox<Float>

/// A value of Foundation's `Decimal` (and of `NSDecimalNumber`, which bridges
/// to it): base-10 numbers, so `0.1 + 0.2 == 0.3`.
package typealias DecimalNumber = NumberBox<Decimal>

extension Float: BoxedNumber {
    package static var typeName: String { "Float" }
    package static let kinds: Set<String> = [
        "Float", "Float32", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "SignedNumeric", "AdditiveArithmetic",
        "Equatable", "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "LosslessStringConvertible",
        "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "Codable", "Encodable", "Decodable",
    ]
    package static let memberNames = [
        "description", "isNaN", "isFinite", "isInfinite", "isZero", "magnitude", "ulp", "bitPattern", "sign",
        "squareRoot", "rounded", "truncatingRemainder", "remainder", "isLess", "advanced", "distance",
    ]
    package static func member(_ value: Float, _ name: String) throws -> Value? { try Floats.member(value, name) }
    package static func method(_ value: Float, _ name: String, _ args: Arguments) throws -> Value? { try Floats.method(value, name, args) }
}

extension Decimal: BoxedNumber {
    package static var typeName: String { "Decimal" }
    package static let kinds: Set<String> = [
        "Decimal", "NSDecimalNumber", "NSNumber", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Equatable",
        "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "ExpressibleByFloatLiteral",
        "ExpressibleByIntegerLiteral", "Codable", "Encodable", "Decodable",
    ]
    package static let memberNames = [
        "description", "isZero", "isNaN", "isFinite", "isSignMinus", "magnitude", "exponent", "significand",
        "doubleValue", "intValue", "stringValue", "decimalValue", "advanced", "distance",
    ]
    package static func member(_ value: Decimal, _ name: String) throws -> Value? { Decimals.member(value, name) }
    package static func method(_ value: Decimal, _ name: String, _ args: Arguments) throws -> Value? { try Decimals.method(value, name, args) }
}
