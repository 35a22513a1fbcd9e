/// A dictionary that remembers insertion order, so printing and iteration are
/// deterministic. Copy-on-write: assignment copies, like Swift's.
///
/// Its entries live in one allocation (`Storage`), key and value side by side;
/// a dictionary literal allocates once, at its final size. A hash index
/// (`DictionaryIndex`) is kept only past `linearSearchLimit` keys: a small
/// dictionary (a shortcut item's, a userInfo) is searched by comparing keys,
/// which costs less than hashing one.
package struct OrderedDictionary: Equatable {
    private var storage: Storage

    package init() { storage = Storage.make(capacity: 0) }

    /// An empty dictionary with room for `capacity` entries.
    package init(capacity: Int) { storage = Storage.make(capacity: capacity) }

    package init(_ pairs: [(Value, Value)]) {
        self.init(capacity: pairs.count)
        for (k, v) in pairs { self[k] = v }
    }

    package var count: Int { storage.count }
    package var isEmpty: Bool { storage.count == 0 }
    package var keys: [Value] { (0..<storage.count).map { storage.entries[$0].key } }
    package var values: [Value] { (0..<storage.count).map { storage.entries[$0].value } }
    /// Key and value of each entry, in order, read from the storage as it was
    /// when asked (a change to the dictionary meanwhile copies it first).
    package var pairs: Pairs { Pairs(storage: storage) }

    static let linearSearchLimit = 8

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: storage.room) }
    }

    /// Where a key is.
    @inline(__always)
    /// The key held that equals `key` (it may differ from it: `1` and `1.0`).
    package func storedKey(equalTo key: Value) -> Value? {
        guard let i = position(of: key) else { return nil }
        return storage.entries[i].key
    }

    private func position(of key: Value) -> Int? {
        position(of: key, hash: DictionaryIndex.hash(key))
    }

    /// Where a key is, its hash given (computed only if the dictionary is indexed).
    @inline(__always)
    private func position(of key: Value, hash: @autoclosure () -> Int) -> Int? {
        OrderedDictionary.position(of: key, hash: hash(), in: storage)
    }

    /// Where a key is in `s`, its hash given (used only if the storage is indexed).
    @inline(__always)
    private static func position(of key: Value, hash: @autoclosure () -> Int, in s: Storage) -> Int? {
        if let index = s.head.pointee.index {
            return index.position(of: key, hash: hash(), in: s.entries)
        }
        let entries = s.entries
        if case .string(let k) = key {
            // The usual key: compared as strings, without the general equality.
            for i in 0..<s.count {
                if case .string(let t) = entries[i].key {
                    if SmallStrings.equal(t, k) { return i }
                } else if entries[i].key == key {
                    // A key equal to text without being text (a Unicode.Scalar and a literal).
                    return i
                }
            }
            return nil
        }
        for i in 0..<s.count where entries[i].key == key { return i }
        return nil
    }

    /// The storage of the dictionary `v` holds, unretained: valid while `v` is
    /// (a variable's value during a read of it).
    @inline(__always)
    static func unretainedStorage(of v: Value) -> Unmanaged<Storage>? {
        if case .dictionary(let d) = v { return Unmanaged.passUnretained(d.storage) }
        return nil
    }

    /// The value of a key hashed once beforehand (a constant key, when compiling),
    /// in a dictionary's storage borrowed with `unretainedStorage`: looking in
    /// place costs no retain and release.
    ///
    /// `hint` is where the key was found last time; the answer says where it is
    /// now. Dictionaries made by one literal hold their keys at the same
    /// positions, so a read site mostly finds its key there by comparing bits.
    @inline(__always)
    static func value(in storage: Unmanaged<Storage>, forKey key: Value, hash: Int, hint: Int) -> (value: Value, position: Int)? {
        storage._withUnsafeGuaranteedRef { s in
            if hint < s.count, withUnsafePointer(to: key, { Value.sameBits(UnsafeRawPointer((s.entries + hint).pointer(to: \.key)!), UnsafeRawPointer($0)) }) {
                return (s.entries[hint].value, hint)
            }
            return position(of: key, hash: hash, in: s).map { (s.entries[$0].value, $0) }
        }
    }

    /// Adds a key known not to be present (a literal's distinct constant keys),
    /// without looking for it first.
    package mutating func appendNew(_ key: Value, _ value: Value) {
        unique()
        append(key, value)
    }

    package subscript(key: Value) -> Value? {
        get { position(of: key).map { storage.entries[$0].value } }
        set {
            unique()
            if let i = position(of: key) {
                if let newValue { storage.entries[i].value = newValue } else { removeAt(i) }
            } else if let newValue {
                append(key, newValue)
            }
        }
    }

    /// Adds an entry for a key not yet present (the caller has made storage unique).
    private mutating func append(_ key: Value, _ value: Value) {
        if storage.count == storage.room { storage = storage.grown() }
        let s = storage
        let n = s.count
        (s.entries + n).initialize(to: Storage.Entry(key: key, value: value, hash: 0))
        s.head.pointee.count = n + 1
        if n + 1 == OrderedDictionary.linearSearchLimit + 1 {
            // Grown past the linear search: hash and index every key.
            for i in 0...n { s.entries[i].hash = DictionaryIndex.hash(s.entries[i].key) }
            s.rebuildIndex()
        } else if n + 1 > OrderedDictionary.linearSearchLimit {
            let h = DictionaryIndex.hash(key)
            s.entries[n].hash = h
            if s.head.pointee.index!.fits(n + 1) {
                s.head.pointee.index!.insert(hash: h, position: n)
            } else {
                s.rebuildIndex()
            }
        }
    }

    /// Removes a key, returning its value.
    @discardableResult
    package mutating func removeValue(forKey key: Value) -> Value? {
        guard let i = position(of: key) else { return nil }
        unique()
        let v = storage.entries[i].value
        removeAt(i)
        return v
    }

    private mutating func removeAt(_ i: Int) {
        let s = storage
        let n = s.count
        (s.entries + i).deinitialize(count: 1)
        (s.entries + i).moveInitialize(from: s.entries + i + 1, count: n - i - 1)
        s.head.pointee.count = n - 1
        if n - 1 <= OrderedDictionary.linearSearchLimit {
            s.head.pointee.index = nil     // searched linearly again
        } else {
            s.rebuildIndex()               // the positions after `i` moved down
        }
    }

    /// Modifies the value under a key in place (creating nothing if absent); a
    /// value made nil removes the key, as assigning nil through a subscript does.
    mutating func modifyValue<R>(forKey key: Value, _ body: (inout Value) throws -> R) rethrows -> R? {
        guard let i = position(of: key) else { return nil }
        unique()
        let r = try body(&storage.entries[i].value)
        if case .null = storage.entries[i].value { removeAt(i) }
        return r
    }

    package static func == (a: OrderedDictionary, b: OrderedDictionary) -> Bool {
        Value.dictionary(a) == Value.dictionary(b)
    }

    /// The same storage: equal without a look inside.
    func sharesStorage(with other: OrderedDictionary) -> Bool { storage === other.storage }

    /// The entries in order, as `(key, value)`.
    package struct Pairs: Sequence {
        fileprivate let storage: Storage
        package func makeIterator() -> Iterator { Iterator(storage: storage, position: 0) }
        package var underestimatedCount: Int { storage.count }
        package struct Iterator: IteratorProtocol {
            fileprivate let storage: Storage
            fileprivate var position: Int
            package mutating func next() -> (Value, Value)? {
                guard position < storage.count else { return nil }
                let e = storage.entries[position]
                position += 1
                return (e.key, e.value)
            }
        }
    }
}

extension OrderedDictionary {
    /// The entries, after a header, in one allocation.
    final class Storage: ManagedBuffer<Storage.Header, Storage.Entry> {
        struct Header {
            var count: Int
            let capacity: Int
            /// Key → position, only past `linearSearchLimit` keys.
            var index: DictionaryIndex?
        }
        struct Entry {
            var key: Value
            var value: Value
            /// The key's hash, kept once the dictionary has an index.
            var hash: Int
        }

        /// Indexes every entry again from the hashes they keep.
        func rebuildIndex() {
            let index = DictionaryIndex(roomFor: max(count, room))
            for i in 0..<count { index.insert(hash: entries[i].hash, position: i) }
            head.pointee.index = index
        }

        static func make(capacity: Int) -> Storage {
            let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity, index: nil) }
            return unsafeDowncast(buffer, to: Storage.self)
        }

        // Header and entries are read through their addresses: `header` is a
        // class property, and each access to it would be checked for exclusivity.
        var head: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }
        var entries: UnsafeMutablePointer<Entry> { withUnsafeMutablePointerToElements { $0 } }
        var count: Int { head.pointee.count }
        var room: Int { head.pointee.capacity }

        /// A copy with room for `capacity` entries.
        func copy(capacity: Int) -> Storage {
            let c = Storage.make(capacity: capacity)
            c.entries.initialize(from: entries, count: count)
            c.head.pointee.count = count
            c.head.pointee.index = head.pointee.index?.copy()
            return c
        }

        /// Twice the room, the entries moved over; this storage is left empty.
        func grown() -> Storage {
            let c = Storage.make(capacity: max(4, room * 2))
            c.entries.moveInitialize(from: entries, count: count)
            c.head.pointee.count = count
            c.head.pointee.index = head.pointee.index
            head.pointee.count = 0
            head.pointee.index = nil
            return c
        }

        deinit {
            let n = count
            guard n > 0 else { return }
            let e = entries
            guard (0..<n).contains(where: { e[$0].key.holdsValues || e[$0].value.holdsValues }) else {
                e.deinitialize(count: n)
                return
            }
            // Freeing these could recurse: they go to the trash can's loop.
            var taken: [Value] = []
            taken.reserveCapacity(2 * n)
            for i in 0..<n {
                let entry = (e + i).move()
                taken.append(entry.key)
                taken.append(entry.value)
            }
            head.pointee.index = nil
            if Trash.take(&taken) { Trash.empty() }
        }
    }
}
