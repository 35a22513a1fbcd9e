import Testing
@testable import QASLanguage

@Suite("Character counts")
struct CharacterCountTests {
    /// Strings of pieces that sit on every path: ASCII words, "\r", "\n",
    /// "\r\n" split across the eight-byte steps, and non-ASCII Characters.
    @Test func agreesWithSwiftOnMixedText() {
        let pieces = ["a", "bc", "defghij", "\r", "\n", "\r\n", " ", "é", "e\u{301}", "🇫🇷", "\u{0}", "\t"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let s = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(CharacterCount.of(s) == s.count, "\(s.debugDescription)")
        }
    }

    @Test func asciiWithCarriageReturnsAtEveryOffset() {
        for offset in 0..<20 {
            let s = String(repeating: "x", count: offset) + "\r\n" + String(repeating: "y", count: 20 - offset) + "\r"
            #expect(CharacterCount.of(s) == s.count)
        }
    }
}
