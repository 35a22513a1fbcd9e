/// A value of Swift's `Float`: a 32-bit IEEE number. Every operation runs on
/// the real `Float`, so rounding and printing (`0.33333334`) are Swift's own.
package final class FloatNumber: HostObject {
    package let value: Float

    init(_ value: Float) { self.value = value }

    package var typeName: String { "Float" }
    package var description: String { value.description }

    package func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? FloatNumber else { return false }
        return value == o.value
    }

    package func ordering(to other: HostObject) -> Int? {
        guard let o = other as? FloatNumber, !value.isNaN, !o.value.isNaN else { return nil }
        return value < o.value ? -1 : (value == o.value ? 0 : 1)
    }

    package func isKind(of typeName: String) -> Bool {
        switch typeName {
        case "Float", "Float32", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "SignedNumeric", "AdditiveArithmetic",
             "Equatable", "Hashable", "Comparable", "Strideable", "CustomStringConvertible", "LosslessStringConvertible",
             "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "Codable", "Encodable", "Decodable":
            return true
        default: return false
        }
    }

    package var memberNames: [String] {
        ["description", "isNaN", "isFinite", "isInfinite", "isZero", "magnitude", "ulp", "bitPattern", "sign",
         "squareRoot", "rounded", "truncatingRemainder", "remainder", "isLess", "advanced", "distance"]
    }

    package func member(_ name: String, in runtime: Runtime) throws -> Value? {
        try Floats.member(value, name)
    }

    package func callMethod(_ name: String, _ args: Arguments, in runtime: Runtime) throws -> Value? {
        try Floats.method(value, name, args)
    }
}
