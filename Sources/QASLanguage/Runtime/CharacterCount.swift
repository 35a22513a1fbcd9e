/// `s.count` in Characters, as Swift counts them. Swift finds Character
/// boundaries by Unicode grapheme breaking, a few dozen instructions a byte;
/// text that is all ASCII has one Character per byte except "\r\n", which is one,
/// so it is counted from its bytes, eight at a time.
enum CharacterCount {
    static func of(_ s: String) -> Int {
        let fast: Int? = s.utf8.withContiguousStorageIfAvailable(asciiCount)
        if let n = fast, n >= 0 { return n }
        return s.count
    }

    /// The Characters of ASCII bytes, or -1 if there is a non-ASCII byte.
    private static func asciiCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let cr: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var i = 0
        var sawCarriageReturn = false
        let raw = UnsafeRawPointer(base)
        while i + 8 <= n {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word & high != 0 { return -1 }
            // A zero byte in word ^ cr is a "\r" (the classic has-zero-byte test).
            let x = word ^ cr
            if (x &- ones) & ~x & high != 0 { sawCarriageReturn = true }
            i += 8
        }
        while i < n {
            if base[i] >= 0x80 { return -1 }
            if base[i] == 0x0D { sawCarriageReturn = true }
            i += 1
        }
        guard sawCarriageReturn else { return n }
        var pairs = 0
        for j in 1..<n where base[j] == 0x0A && base[j - 1] == 0x0D { pairs += 1 }
        return n - pairs
    }
}
