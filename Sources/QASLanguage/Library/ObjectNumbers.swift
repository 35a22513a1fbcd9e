import Foundation

/// A number type qas holds as an object (`Float`, `Decimal`): what its
/// operators need.
package protocol ObjectNumber: SignedNumeric, Comparable {
    static func / (a: Self, b: Self) -> Self
}

/// The operators of the number types qas holds as objects: `a op b` where one
/// side is one and the other a literal of it (`operand` reads either).
enum ObjectNumbers {
    static func arithmetic<T: ObjectNumber>(_ op: BinaryOp, _ a: Value, _ b: Value, _ loc: SourceLocation?, typeName: String,
                                            operand: (Value) -> T?, make: (T) -> Value) throws -> Value {
        guard let x = operand(a), let y = operand(b) else {
            throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'", at: loc)
        }
        switch op {
        case .add: return make(x + y)
        case .subtract: return make(x - y)
        case .multiply: return make(x * y)
        case .divide: return make(x / y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .less: return .bool(x < y)
        case .lessEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        case .greaterEqual: return .bool(x >= y)
        case .remainder where T.self == Float.self:
            throw RuntimeError("'%' is unavailable for Float: use truncatingRemainder(dividingBy:)", at: loc)
        default:
            throw RuntimeError("binary operator '\(op.rawValue)' cannot be applied to \(typeName) operands", at: loc)
        }
    }
}
