/// The kinds of token the lexer produces.
package enum TokenKind: Hashable, Sendable {
    case identifier, integer, double
    /// The opening quote(s) of a string literal; then `stringText` pieces and
    /// interpolations (`interpolationBegin`, code, `interpolationEnd`) up to
    /// `stringEnd`. `intValue` is 1 for a multi-line (`"""`) string.
    case string, stringText, interpolationBegin, interpolationEnd, stringEnd
    case dollarParam          // $0, $1 … inside closures
    /// `@name`, as in `@discardableResult`; `text` is the name without `@`.
    case attribute
    /// `\` starting a key path (`\.title`).
    case backslash
    // Keywords.
    case kLet, kVar, kFunc, kReturn, kIf, kElse, kGuard, kWhile, kFor, kIn
    case kBreak, kContinue, kSwitch, kCase, kDefault, kDo, kCatch, kThrow
    case kTrue, kFalse, kNil, kImport, kExpect, kRepeat
    // Punctuation and operators.
    case lParen, rParen, lBracket, rBracket, lBrace, rBrace
    case comma, colon, semicolon, dot, arrow
    case plus, minus, star, slash, percent
    case equal, plusEqual, minusEqual, starEqual, slashEqual, percentEqual
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    /// `===` and `!==`: the same object, or not.
    case identical, notIdentical
    /// Bitwise and overflow operators: `& | ^ ~ << >> &+ &- &*`, and `&= |= ^= <<= >>= &+= &-= &*=`.
    case amp, pipe, caret, tilde, shiftLeft, shiftRight, ampPlus, ampMinus, ampStar
    case ampEqual, pipeEqual, caretEqual, shiftLeftEqual, shiftRightEqual, ampPlusEqual, ampMinusEqual, ampStarEqual
    case ampAmp, pipePipe, bang, question, questionQuestion
    case halfOpenRange, closedRange
    /// An operator the program declares (`infix operator **`); `text` spells it.
    case customOperator
    case eof
    case error
}

/// A token with its byte range and whether a newline came before it.
package struct Token {
    package var kind: TokenKind
    package var range: SourceRange
    /// A line break separates this token from the previous one.
    package var newlineBefore: Bool
    /// Identifier name, or the error message for `.error` tokens.
    package var text: String = ""
    package var intValue: Int = 0
    package var doubleValue: Double = 0
}

let keywords: [String: TokenKind] = [
    "let": .kLet, "var": .kVar, "func": .kFunc, "return": .kReturn, "if": .kIf,
    "else": .kElse, "guard": .kGuard, "while": .kWhile, "for": .kFor, "in": .kIn,
    "break": .kBreak, "continue": .kContinue, "switch": .kSwitch, "case": .kCase,
    "default": .kDefault, "do": .kDo, "catch": .kCatch, "throw": .kThrow,
    "true": .kTrue, "false": .kFalse, "nil": .kNil, "import": .kImport,
    "expect": .kExpect, "repeat": .kRepeat,
]

/// The token kinds that are keywords (they may still be labels and member names).
let keywordKinds = Set(keywords.values)

extension TokenKind {
    /// How the token reads in "expected …" messages.
    var display: String {
        switch self {
        case .identifier: return "identifier"
        case .integer, .double: return "number"
        case .string, .stringText, .stringEnd: return "string"
        case .interpolationBegin: return "'\\('"
        case .interpolationEnd: return "')'"
        case .dollarParam: return "closure parameter"
        case .attribute: return "attribute"
        case .backslash: return "'\\'"
        case .lParen: return "'('"
        case .rParen: return "')'"
        case .lBracket: return "'['"
        case .rBracket: return "']'"
        case .lBrace: return "'{'"
        case .rBrace: return "'}'"
        case .comma: return "','"
        case .colon: return "':'"
        case .semicolon: return "';'"
        case .dot: return "'.'"
        case .arrow: return "'->'"
        case .equal: return "'='"
        case .eof: return "end of input"
        default:
            if let k = keywords.first(where: { $0.value == self }) { return "'\(k.key)'" }
            return "operator"
        }
    }
}
