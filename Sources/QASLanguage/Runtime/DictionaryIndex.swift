/// The hash index of a dictionary past `OrderedDictionary.linearSearchLimit`
/// keys: open addressing over entry positions, with each entry's hash kept
/// beside it so growing or rebuilding the index never hashes a key again.
final class DictionaryIndex {
    /// Entry position + 1 per slot; 0 is empty. A power of two long.
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int

    /// An index with room for `count` keys at most half full.
    init(roomFor count: Int) {
        var size = 16
        while size < count * 2 { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
    }

    private init(copying other: DictionaryIndex) {
        mask = other.mask
        slots = .allocate(capacity: mask + 1)
        slots.initialize(from: other.slots, count: mask + 1)
    }

    deinit { slots.deallocate() }

    func copy() -> DictionaryIndex { DictionaryIndex(copying: self) }

    /// Whether `count` keys fit without the index growing.
    func fits(_ count: Int) -> Bool { count * 2 <= mask + 1 }

    /// Records that the entry at `position` has this hash (the key is new).
    func insert(hash: Int, position: Int) {
        var i = hash & mask
        while slots[i] != 0 { i = (i &+ 1) & mask }
        slots[i] = Int32(truncatingIfNeeded: position + 1)
    }

    /// The position of the entry for `key`, whose hash is `hash`.
    @inline(__always)
    func position(of key: Value, hash: Int, in entries: UnsafeMutablePointer<OrderedDictionary.Storage.Entry>) -> Int? {
        var i = hash & mask
        while true {
            let p = Int(slots[i])
            if p == 0 { return nil }
            let e = entries + (p - 1)
            if e.pointee.hash == hash && DictionaryIndex.sameKey(e.pointee.key, key) { return p - 1 }
            i = (i &+ 1) & mask
        }
    }

    @inline(__always)
    static func sameKey(_ a: Value, _ b: Value) -> Bool {
        if case .string(let x) = a, case .string(let y) = b { return SmallStrings.equal(x, y) }
        return a == b
    }

    /// A key's hash: the bytes of ASCII text through FNV-1a, which costs a few
    /// instructions a byte where Swift's SipHash costs dozens; anything else
    /// through `Value`'s own hashing. Equal keys hash alike: a string equal to an
    /// ASCII one (Swift compares canonically) is ASCII but for the three scalars
    /// whose canonical form is an ASCII character, which are mapped first.
    static func hash(_ key: Value) -> Int {
        if case .string(let s) = key, let h = asciiHash(s) { return h }
        return key.hashValue
    }

    private static func asciiHash(_ s: String) -> Int? {
        let fast: Int?? = s.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var h = fnvStart
            for b in bytes {
                if b >= 0x80 { return nil }
                h = fnv(h, b)
            }
            return Int(truncatingIfNeeded: h)
        }
        if let fast, let h = fast { return h }
        // Not contiguous, or not ASCII: the scalars that are canonically an
        // ASCII character are read as that character.
        var h = fnvStart
        for scalar in s.unicodeScalars {
            if scalar.isASCII {
                h = fnv(h, UInt8(scalar.value))
            } else if let c = asciiEquivalentScalars[scalar.value] {
                h = fnv(h, c.asciiValue!)
            } else {
                return nil
            }
        }
        return Int(truncatingIfNeeded: h)
    }

    private static let fnvStart: UInt64 = 0xcbf2_9ce4_8422_2325
    @inline(__always)
    private static func fnv(_ h: UInt64, _ byte: UInt8) -> UInt64 { (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    /// The only non-ASCII scalars Swift calls equal to an ASCII character
    /// (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA); a test checks every scalar.
    static let asciiEquivalentScalars: [UInt32: Character] = [0x212A: "K", 0x037E: ";", 0x1FEF: "`"]
}
