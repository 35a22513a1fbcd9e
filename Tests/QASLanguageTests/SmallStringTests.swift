import Testing
@testable import QASLanguage

/// The string layout `SmallStrings.equal` relies on, and its answers.
@Suite("Small strings")
struct SmallStringTests {
    @Test func shortASCIIStringsAreSmallAndASCII() {
        let built = String(repeating: "a", count: 3) + "b"
        for s in ["", "a", "type", "NoteID", "abcdefghijklmno", built] {
            #expect(SmallStrings.isSmallASCII(s), "\(s)")
        }
        for s in ["é", "abcdefghijklmnop", String(repeating: "x", count: 40), "🇫🇷"] {
            #expect(!SmallStrings.isSmallASCII(s), "\(s)")
        }
    }

    @Test func agreesWithSwiftsEquality() {
        let texts = ["", "a", "b", "ab", "type", "tyqe", "title", "rank", "NoteID", "abcdefghijklmno",
                     "abcdefghijklmnop", "é", "e\u{301}", "caf\u{e9}", "cafe\u{301}", String(repeating: "z", count: 30)]
        // The same texts made at run time, so their storage differs from the literals'.
        let rebuilt = texts.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        for a in texts + rebuilt {
            for b in texts + rebuilt {
                #expect(SmallStrings.equal(a, b) == (a == b), "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }
}
