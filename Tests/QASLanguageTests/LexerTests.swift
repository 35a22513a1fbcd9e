import Testing
@testable import QASLanguage

@Suite("Lexer")
struct LexerTests {
    func kinds(_ code: String) -> [TokenKind] {
        var lexer = Lexer(source: Source(name: "t", text: code))
        return lexer.tokenize().map(\.kind)
    }

    func tokens(_ code: String) -> [Token] {
        var lexer = Lexer(source: Source(name: "t", text: code))
        return lexer.tokenize()
    }

    /// The language knows no platform: `#if` conditions about one are false
    /// unless the host says what it models.
    @Test func conditionsComeFromTheHost() {
        let code = "#if os(iOS) && DEBUG && canImport(UIKit)\n1\n#else\n2\n#endif\n#if canImport(Foundation)\n3\n#endif"
        var plain = Lexer(source: Source(name: "t", text: code))
        #expect(plain.tokenize().compactMap { $0.kind == .integer ? $0.intValue : nil } == [2, 3])
        var app = CompilationConditions()
        app.os = "iOS"
        app.flags = ["DEBUG"]
        app.modules = ["UIKit"]
        var hosted = Lexer(source: Source(name: "t", text: code), conditions: app)
        #expect(hosted.tokenize().compactMap { $0.kind == .integer ? $0.intValue : nil } == [1, 3])
    }

    @Test func numbersInEveryForm() {
        let t = tokens("42 0x1F 1_000 0b11 0o17 3.5 1e-3 2E+2")
        #expect(t.prefix(5).map(\.intValue) == [42, 31, 1000, 3, 15])
        #expect(t[5...7].map(\.doubleValue) == [3.5, 0.001, 200])
        #expect(t[5].kind == .double && t[0].kind == .integer)
    }

    @Test func plainIntegersReadStraightFromTheBytesAgreeWithTheLongWay() {
        // Digits alone take the short way; each neighbour below takes the long one.
        let t = tokens("0 7 9223372036854775807 12)")
        #expect(t.prefix(3).map(\.intValue) == [0, 7, Int.max])
        #expect(t[3].intValue == 12 && t[3].range.end == 26 && t[4].kind == .rParen)
        // Past Int.max, a UInt64's bits, marked for the parser.
        let big = tokens("9223372036854775808")[0]
        #expect(big.kind == .integer && big.intValue == Int.min && big.text == Lexer.unsignedMarker)
        #expect(tokens("12ab")[0].text == "invalid character in number literal '12ab'")
        #expect(tokens("1_2")[0].intValue == 12)
        #expect(tokens("12.5")[0].doubleValue == 12.5)
        #expect(tokens("12e1")[0].doubleValue == 120)
        #expect(kinds("12.description") == [.integer, .dot, .identifier, .eof])
    }

    /// The check reads ASCII eight bytes at a time: a bad byte is found at every
    /// offset within and across those words, and good sequences pass across them.
    @Test func invalidUTF8IsFoundAtEveryOffset() {
        for at in 0..<20 {
            var bytes = Array(repeating: UInt8(ascii: "a"), count: 24)
            #expect(Interpreter.firstInvalidUTF8(bytes) == nil)
            bytes[at] = 0xFF
            #expect(Interpreter.firstInvalidUTF8(bytes) == at)
            bytes[at] = 0xC3                                     // a lead byte with an ASCII byte after it
            #expect(Interpreter.firstInvalidUTF8(bytes) == at)
            bytes[at + 1] = 0xA9                                 // é, across a word boundary or not
            #expect(Interpreter.firstInvalidUTF8(bytes) == nil)
        }
        #expect(Interpreter.firstInvalidUTF8(Array("abcdefgh€".utf8) + [0xED, 0xA0, 0x80]) == 11)   // a surrogate
    }

    /// Line breaks are found with memchr: every line starts where counting byte by byte says.
    @Test func lineStartsAgreeWithCountingBytes() {
        for text in ["", "a", "\n", "\n\n", "a\nb", "a\r\nb\r\n", "é\n变量\n\nlast", String(repeating: "x\n", count: 100)] {
            let source = Source(name: "t", text: text)
            let bytes = Array(text.utf8)
            let expected = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            #expect((0..<source.lineCount).map(source.lineStart) == expected, "\(text.debugDescription)")
        }
        let source = Source(name: "t", text: "ab\ncd\r\n\nef")
        #expect(source.location(of: 4) == (2, 2) && source.lineText(2) == "cd" && source.lineText(3) == "" && source.lineText(4) == "ef")
    }

    @Test func rangeOperatorsAreNotDecimalPoints() {
        #expect(kinds("1..<3") == [.integer, .halfOpenRange, .integer, .eof])
        #expect(kinds("1...3") == [.integer, .closedRange, .integer, .eof])
        #expect(kinds("t.0") == [.identifier, .dot, .integer, .eof])
    }

    @Test func keywordsOperatorsAndPunctuation() {
        #expect(kinds("let var func if else guard") == [.kLet, .kVar, .kFunc, .kIf, .kElse, .kGuard, .eof])
        #expect(kinds("a ?? b?.c != d && !e || f -> g") ==
                [.identifier, .questionQuestion, .identifier, .question, .dot, .identifier, .bangEqual,
                 .identifier, .ampAmp, .bang, .identifier, .pipePipe, .identifier, .arrow, .identifier, .eof])
        #expect(kinds("+= -= *= /= %= == <= >=") ==
                [.plusEqual, .minusEqual, .starEqual, .slashEqual, .percentEqual, .equalEqual, .lessEqual, .greaterEqual, .eof])
    }

    @Test func newlinesAreRecordedOnTheFollowingToken() {
        let t = tokens("a\nb c")
        #expect(t.map(\.newlineBefore) == [false, true, false, false])
    }

    @Test func stringEscapesAndInterpolation() throws {
        let t = tokens(#""a\tb\u{1F3C6}\(x + (1))z""#)
        #expect(t.map(\.kind) == [.string, .stringText, .interpolationBegin, .identifier, .plus, .lParen, .integer,
                                   .rParen, .interpolationEnd, .stringText, .stringEnd, .eof])
        #expect(t[1].text == "a\tb🏆" && t[9].text == "z")
    }

    @Test func interpolationsNestWithoutRelexing() {
        // Each level is one more string inside one more interpolation.
        var code = "1"
        for _ in 0..<5 { code = "\"\\(\(code))\"" }
        let t = tokens(code)
        #expect(t.filter { $0.kind == .interpolationBegin }.count == 5)
        #expect(t.filter { $0.kind == .stringEnd }.count == 5)
        #expect(t.last?.kind == .eof)
    }

    @Test func multiLineStringsDropTheClosingIndentation() throws {
        let program = try Interpreter().compile(Source(name: "t", text: "let s = \"\"\"\n    one\n      two\n    \"\"\"\nprint(s)"))
        _ = program
        let out = try evaluate("\"\"\"\n    one\n      two\n    \"\"\"")
        #expect(out == .string("one\n  two"))
    }

    func evaluate(_ code: String) throws -> Value? {
        try Interpreter().evaluate(Source(name: "t", text: code))
    }

    @Test func byteOrderMarkAndBadEscapes() {
        #expect(kinds("\u{FEFF}print") == [.identifier, .eof])
        #expect(tokens(#""\u{41""#).contains { $0.kind == .error && $0.text.contains("expected '}'") })
        #expect(tokens(#""\u{}""#).contains { $0.kind == .error && $0.text.contains("invalid unicode scalar") })
        #expect(tokens(#""\q""#).contains { $0.kind == .error && $0.text.contains("invalid escape") })
    }

    @Test func aRunOfUnexpectedCharactersIsOneError() {
        let t = tokens(String(repeating: "@", count: 100_000) + " x")
        #expect(t.map(\.kind) == [.error, .identifier, .eof])
        #expect(t[0].text == "unexpected characters '@@@@@@@@@@@@…'")
    }

    @Test func commentsNestAndAreSkipped() {
        #expect(kinds("a /* x /* y */ z */ b // c\nd") == [.identifier, .identifier, .identifier, .eof])
    }

    @Test func errorsBecomeErrorTokens() {
        let t = tokens("\"open")
        #expect(t.contains { $0.kind == .error && $0.text == "unterminated string literal" })
        #expect(tokens("@")[0].text == "unexpected character '@'")
        #expect(tokens("99999999999999999999")[0].text.contains("overflows UInt64"))
    }

    @Test func unicodeIdentifiers() {
        let t = tokens("café naïve 变量")
        #expect(t.map(\.kind) == [.identifier, .identifier, .identifier, .eof])
        #expect(t.map(\.text).prefix(3) == ["café", "naïve", "变量"])
    }

    @Test func shebangLineIsIgnored() {
        #expect(kinds("#!/usr/bin/env qas\nprint") == [.identifier, .eof])
    }
}
