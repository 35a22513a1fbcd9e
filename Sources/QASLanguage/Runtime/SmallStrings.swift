/// Equality of the short ASCII strings that dictionary keys usually are
/// ("type", "title", "NoteID"), without a call into Swift's string comparison.
///
/// On 64-bit platforms a String of up to 15 UTF-8 bytes is stored inline in its
/// two words; the top four bits of the second word are 0xE for one that is
/// small and all ASCII. Two such strings are equal exactly when their words are
/// (ASCII has one spelling per text). Anything else is compared by Swift.
/// `SmallStringTests` checks the layout this relies on.
enum SmallStrings {
    @inline(__always)
    static func equal(_ a: String, _ b: String) -> Bool {
        #if arch(x86_64) || arch(arm64)
        let x = unsafeBitCast(a, to: (UInt64, UInt64).self)
        let y = unsafeBitCast(b, to: (UInt64, UInt64).self)
        if x == y { return true }
        if x.1 >> 60 == 0xE && y.1 >> 60 == 0xE { return false }
        #endif
        return a == b
    }

    /// Whether `s` is stored as a small ASCII string (for the layout test).
    static func isSmallASCII(_ s: String) -> Bool {
        #if arch(x86_64) || arch(arm64)
        return unsafeBitCast(s, to: (UInt64, UInt64).self).1 >> 60 == 0xE
        #else
        return false
        #endif
    }
}
