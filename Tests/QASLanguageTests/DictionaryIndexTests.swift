import Testing
@testable import QASLanguage

/// The hash the dictionary index uses must agree with key equality.
@Suite("Dictionary index")
struct DictionaryIndexTests {
    /// Every scalar whose one-scalar string Swift calls equal to an ASCII
    /// character is one of the three the ASCII hash maps.
    @Test func onlyThreeScalarsAreCanonicallyASCII() {
        var asciiByHash: [Int: String] = [:]
        for b in 0..<128 { let s = String(UnicodeScalar(UInt8(b))); asciiByHash[s.hashValue] = s }
        var found: [UInt32: Character] = [:]
        for v in UInt32(0x80)...0x10FFFF {
            guard let u = UnicodeScalar(v) else { continue }
            let s = String(u)
            if let a = asciiByHash[s.hashValue], a == s { found[v] = Character(a) }
        }
        #expect(found == DictionaryIndex.asciiEquivalentScalars)
    }

    @Test func equalKeysHashAlike() {
        let spellings: [[String]] = [["K", "\u{212A}"], [";", "\u{37E}"], ["`", "\u{1FEF}"],
                                     ["caf\u{E9}", "cafe\u{301}"], ["Kelvin", "\u{212A}elvin"], ["", String()]]
        for group in spellings {
            let hashes = Set(group.map { DictionaryIndex.hash(.string($0)) })
            #expect(hashes.count == 1, "\(group)")
        }
        #expect(DictionaryIndex.hash(.string("ab")) != DictionaryIndex.hash(.string("ba")))
    }

    @Test func aLargeDictionaryFindsEveryKeyAfterRemovals() {
        var d = OrderedDictionary()
        for i in 0..<1_000 { d[.string("k\(i)")] = .int(i) }
        for i in stride(from: 0, to: 1_000, by: 3) { d.removeValue(forKey: .string("k\(i)")) }
        var copy = d
        copy[.string("new")] = .int(-1)
        for i in 0..<1_000 {
            let expected: Value? = i % 3 == 0 ? nil : .int(i)
            #expect(d[.string("k\(i)")] == expected)
        }
        #expect(d.count == 666 && copy.count == 667 && d[.string("new")] == nil)
        #expect(d.keys.first == .string("k1"))
    }
}
