#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRuntimeSupport

/// An array's storage. Arrays are values: copies share one `ArrayObj` until one
/// of them changes (copy-on-write, checked with `isKnownUniquelyReferenced`; see
/// `Value.mutateArray`). It reads like a Swift array (`count`, `a[i]`, `for x in a`).
package final class ArrayObj: RandomAccessCollection {
    // Read on every `a[i]`; the interpreter never overlaps two accesses to one
    // array's items (changes move the box out of its variable first), so the
    // dynamic exclusivity check is skipped.
    @exclusivity(unchecked) package var items: [Value]
    package init(_ items: [Value]) { self.items = items }
    deinit { if Trash.needed(items), Trash.take(&items) { Trash.empty() } }

    package var startIndex: Int { 0 }
    package var endIndex: Int { items.count }
    package subscript(i: Int) -> Value { items[i] }
}

/// Frees containers without recursion. Freeing a value that holds values frees
/// those too, and a chain of them (an array nested four million deep, closures
/// each capturing the last) would take as many native frames as links and
/// overflow the stack. Instead each container's `deinit` moves its elements here,
/// and the first one on a thread frees the whole chain in a loop, as CPython's
/// "trashcan" does:
///
///     deinit { if Trash.needed(items), Trash.take(&items) { Trash.empty() } }
///
/// Nothing may still hold the elements while the loop runs (a local copy would
/// keep each link alive until its `deinit` returned, and the chain would recurse
/// after all), hence the move, and the loop runs after the move's access ends.
package enum Trash {
    /// Whether freeing these elements could recurse (they hold values of their own).
    @inline(__always)
    package static func needed(_ values: [Value]) -> Bool { values.contains(where: \.holdsValues) }

    /// Moves the elements into this thread's queue; true when the caller must
    /// then `empty()` it (no loop is running on this thread yet).
    package static func take(_ values: inout [Value]) -> Bool { TrashCan.current._withUnsafeGuaranteedRef { $0.take(&values) } }

    /// How many `free` calls are under way on this thread, nested.
    static var depth: Int { qas_trash_depth()!.pointee }

    /// Frees `count` values in memory that is about to be freed (an instance's
    /// fields). While this thread's chain of such frees is short they are freed
    /// at once, recursing, which needs no queue and no allocation (a tree's
    /// nodes, freed by the million, go this way); past `TrashCan.directLimit` links
    /// they go to the queue, and the first to get there frees the rest in a loop.
    static func free(_ first: UnsafeMutablePointer<Value>, _ count: Int) {
        // The depth is a thread-local word (CRuntimeSupport): a tree frees its
        // nodes by the million, and this thread's can is only needed past the limit.
        let depth = qas_trash_depth()!
        if depth.pointee < TrashCan.directLimit {
            depth.pointee &+= 1
            destroy(first, count)
            depth.pointee &-= 1
            return
        }
        var values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: first, count: count)
            initialized = count
        }
        TrashCan.current._withUnsafeGuaranteedRef { can in
            if can.take(&values) { can.empty() }
        }
    }

    /// Destroys `count` values one by one with Value's own destroy: the generic
    /// `deinitialize(count:)` goes through the runtime's array destroy and a
    /// value witness per element.
    @inline(__always)
    static func destroy(_ first: UnsafeMutablePointer<Value>, _ count: Int) {
        for k in 0..<count { _ = (first + k).move() }
    }

    /// Moves one value in (a captured variable's cell).
    package static func take(_ value: inout Value) -> Bool {
        var one = [Value.null]
        swap(&one[0], &value)
        return TrashCan.current._withUnsafeGuaranteedRef { $0.take(&one) }
    }

    /// Frees everything queued, and what that frees, in a loop.
    package static func empty() { TrashCan.current._withUnsafeGuaranteedRef { $0.empty() } }
}

/// One thread's queue of values waiting to be freed.
final class TrashCan {
    private var pending: [[Value]] = []
    private var emptying = false
    /// How deep this thread's `Trash.free` calls (counted in
    /// `qas_trash_depth`) may nest before values go to the queue (a few
    /// hundred frames of a few hundred bytes: nothing for any thread's stack).
    static let directLimit = 256

    func take(_ values: inout [Value]) -> Bool {
        var taken: [Value] = []
        swap(&taken, &values)
        pending.append(taken)
        if emptying { return false }
        emptying = true
        return true
    }

    func empty() {
        // Freeing a batch may queue more (its elements' elements): the loop, not
        // the native stack, walks the chain.
        while !pending.isEmpty { pending.removeLast() }
        emptying = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { can in
            Unmanaged<TrashCan>.fromOpaque(can!).release()
        }
        return key
    }()

    /// This thread's can, unretained: the thread holds it until it exits.
    static var current: Unmanaged<TrashCan> {
        if let p = pthread_getspecific(key) { return Unmanaged<TrashCan>.fromOpaque(p) }
        let can = Unmanaged.passRetained(TrashCan())
        pthread_setspecific(key, can.toOpaque())
        return can
    }
}

extension Value {
    /// Whether freeing this value may free other values (and so recurse).
    package var holdsValues: Bool {
        switch self {
        case .null, .bool, .int, .double, .string, .range, .closedRange, .native, .type: return false
        case .instance(let i): return i.count > 0
        case .array(let a): return !a.items.isEmpty
        case .dictionary(let d), .set(let d): return !d.isEmpty
        case .tuple, .function, .object, .cell: return true
        }
    }

    /// Makes an array value from elements.
    package static func array(_ items: [Value]) -> Value { .array(ArrayObj(items)) }

    /// `a[k] = v` on an array with `k` in range, in place; false (nothing done)
    /// for anything else, which the generic subscript then handles or reports.
    /// The value is swapped in, not copied: `v` leaves holding the old element.
    @inline(__always)
    mutating func setArrayElement(_ k: Int, _ v: inout Value) -> Bool {
        withUnsafeMutablePointer(to: &self) { place in
            guard var box = Value.takeArray(place) else { return false }
            if !isKnownUniquelyReferenced(&box) { box = ArrayObj(box.items) }
            // Put back where nil was left: nothing there to release (an
            // assignment would destroy the nil through the enum's outlined destroy).
            defer { place.initialize(to: .array(box)) }
            guard k >= 0 && k < box.items.count else { return false }
            swap(&box.items[k], &v)
            return true
        }
    }

    /// `a[k] = x` for an Int, in place as `setArrayElement`: the element there
    /// is overwritten without the enum's outlined destroy when it holds no
    /// reference. False, nothing changed, for anything but an in-range index
    /// of an array.
    @inline(__always)
    mutating func setArrayInt(_ k: Int, _ x: Int) -> Bool {
        withUnsafeMutablePointer(to: &self) { place in
            guard var box = Value.takeArray(place) else { return false }
            if !isKnownUniquelyReferenced(&box) { box = ArrayObj(box.items) }
            defer { place.initialize(to: .array(box)) }
            guard k >= 0 && k < box.items.count else { return false }
            box.items.withUnsafeMutableBufferPointer { ($0.baseAddress! + k).store(.int(x)) }
            return true
        }
    }

    /// Changes the array this value holds in place: the storage is copied first
    /// only when another value shares it. Nil when the value is not an array.
    @inline(__always)
    package mutating func mutateArray<R>(_ body: (inout [Value]) throws -> R) rethrows -> R? {
        guard let box = takeUniqueArray() else { return nil }
        defer { self = .array(box) }
        return try body(&box.items)
    }

    /// Moves the array out of this value (left nil), copied first if another
    /// value shares it; nil when the value is not an array. The caller puts it
    /// back. The box moves out without a retain, so a lone owner sees it unique.
    @inline(__always)
    private mutating func takeUniqueArray() -> ArrayObj? {
        guard var box = withUnsafeMutablePointer(to: &self, Value.takeArray) else { return nil }
        if !isKnownUniquelyReferenced(&box) { box = ArrayObj(box.items) }
        return box
    }
}

extension Value {
    /// The array at `place`, moved out (nil left there) without a retain; nil,
    /// with the place unchanged, when it holds anything else.
    @inline(__always)
    static func takeArray(_ place: UnsafeMutablePointer<Value>) -> ArrayObj? {
        guard case .array = place.pointee, case .array(let box) = takeValue(place) else { return nil }
        return box
    }

    /// The instance at `place`, moved out (nil left there) without a retain; nil,
    /// with the place unchanged, when it holds anything else.
    @inline(__always)
    static func takeInstance(_ place: UnsafeMutablePointer<Value>) -> Instance? {
        guard case .instance = place.pointee, case .instance(let box) = takeValue(place) else { return nil }
        return box
    }

    /// The value at `place`, moved out with nil left in its stead: taken apart by
    /// the caller, its payload changes hands without a retain.
    @inline(__always)
    private static func takeValue(_ place: UnsafeMutablePointer<Value>) -> Value {
        let value = place.move()
        place.initialize(to: .null)
        return value
    }

    /// The instance this value holds, unretained: valid while the value is.
    @inline(__always)
    var unretainedInstance: Unmanaged<Instance>? {
        if case .instance(let i) = self { return Unmanaged.passUnretained(i) }
        return nil
    }

    /// The type this value holds, unretained: valid while the value is.
    @inline(__always)
    var unretainedType: Unmanaged<ScriptType>? {
        if case .type(let t) = self { return Unmanaged.passUnretained(t) }
        return nil
    }

    /// The native function this value holds, unretained: valid while the value is.
    @inline(__always)
    var unretainedNative: Unmanaged<NativeFunction>? {
        if case .native(let n) = self { return Unmanaged.passUnretained(n) }
        return nil
    }

    /// The script function this value holds, unretained: valid while the value is.
    @inline(__always)
    var unretainedFunction: Unmanaged<Function>? {
        if case .function(let f) = self { return Unmanaged.passUnretained(f) }
        return nil
    }

    /// The array this value holds, unretained: valid while the value is.
    @inline(__always)
    var unretainedArray: Unmanaged<ArrayObj>? {
        if case .array(let a) = self { return Unmanaged.passUnretained(a) }
        return nil
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// The instance stored here, unretained: for a caller that knows the value
    /// stays here while it uses the instance (a plain local during a statement).
    @inline(__always)
    var borrowedInstance: Unmanaged<Instance>? { pointee.unretainedInstance }

    /// Stores `v` over the value here, releasing the old one only when it holds
    /// a reference: overwriting a number (the usual case in a loop) needs no
    /// call to the enum's outlined release.
    @inline(__always)
    func store(_ v: consuming Value) {
        switch pointee {
        case .null, .bool, .int, .double, .range: initialize(to: consume v)
        default: pointee = consume v
        }
    }
}
