import CSmallAlloc
import Foundation
import Testing

/// The small-block allocator `qas` uses as its malloc, called directly (the test
/// process keeps glibc's malloc).
@Suite("Small-block allocator") struct SmallAllocTests {
    @Test func smallBlocksComeFromSpansAlignedAndSizedByClass() throws {
        for size in [0, 1, 15, 16, 17, 40, 48, 100, 255, 256, 1000, 1024] {
            let p = try #require(qas_malloc(size))
            #expect(qas_small_owns(p) == 1)
            #expect(Int(bitPattern: p) % 16 == 0)
            let usable = qas_malloc_usable_size(p)
            // Its class's size, or up to two classes more when a freed block of
            // those served it.
            #expect(usable >= max(size, 1) && usable < max(size, 1) + 48 && usable % 16 == 0, "size \(size): \(usable)")
            memset(p, 0xAB, usable)
            qas_free(p)
        }
        let large = try #require(qas_malloc(1025))
        #expect(qas_small_owns(large) == 0)
        #expect(qas_malloc_usable_size(large) >= 1025)
        qas_free(large)
        qas_free(nil)
        #expect(qas_malloc_usable_size(nil) == 0)
    }

    // The whole test process allocates through it, other tests beside these: a
    // freed block or span may go to them first, so these ask for reuse, not for
    // the very block freed.

    @Test func freedBlocksAreHandedOutAgainAndCallocZeroesThem() throws {
        var freed = Set<UnsafeMutableRawPointer>()
        for _ in 0..<256 {
            let p = try #require(qas_malloc(64))
            memset(p, 0xFF, qas_malloc_usable_size(p))
            freed.insert(p)
        }
        for p in freed { qas_free(p) }
        var again: [UnsafeMutableRawPointer] = []
        for _ in 0..<256 {
            let q = try #require(qas_calloc(4, 16))
            #expect(UnsafeRawBufferPointer(start: q, count: 64).allSatisfy { $0 == 0 })
            again.append(q)
        }
        #expect(again.contains { freed.contains($0) })
        for q in again { qas_free(q) }
        // count × size that overflows is refused, not wrapped.
        #expect(qas_calloc(Int.max, 4) == nil)
    }

    @Test func reallocKeepsContentsAcrossClassesAndIntoGlibc() throws {
        var p = try #require(qas_malloc(10))
        for i in 0..<10 { p.storeBytes(of: UInt8(i), toByteOffset: i, as: UInt8.self) }
        // Up to the size it has, the block stays.
        let same = try #require(qas_realloc(p, qas_malloc_usable_size(p)))
        #expect(same == p)
        p = same
        for size in [100, 250, 900, 4000, 20, 3000] {
            p = try #require(qas_realloc(p, size))
            for i in 0..<10 { #expect(p.load(fromByteOffset: i, as: UInt8.self) == UInt8(i), "after \(size)") }
        }
        // Zero bytes frees it, as glibc does.
        #expect(qas_realloc(p, 0) == nil)
        let fresh = try #require(qas_realloc(nil, 32))
        #expect(qas_small_owns(fresh) == 1)
        qas_free(fresh)
    }

    @Test func alignedRequestsAreAligned() throws {
        for alignment in [8, 16, 64, 4096] {
            var p: UnsafeMutableRawPointer? = nil
            #expect(qas_posix_memalign(&p, alignment, 40) == 0)
            let block = try #require(p)
            #expect(Int(bitPattern: block) % alignment == 0)
            qas_free(block)
            let q = try #require(qas_memalign(alignment, 300))
            #expect(Int(bitPattern: q) % alignment == 0)
            qas_free(q)
        }
        var p: UnsafeMutableRawPointer? = nil
        #expect(qas_posix_memalign(&p, 24, 40) == EINVAL)
        #expect(qas_posix_memalign(&p, 4, 40) == EINVAL)
        #expect(qas_posix_memalign(&p, 0, 40) == EINVAL)
    }

    /// A span emptied of one size serves another: blocks of another size are
    /// made in the spans that held the freed ones.
    @Test func emptiedSpansServeOtherSizes() throws {
        // In a lifetime group nothing else in this process uses: tests compiling
        // large programs on other threads at the same time make and free blocks
        // of every size, and in the general group would share every span.
        qas_small_group(QAS_SMALL_GROUPS - 1)
        defer { qas_small_group(0) }
        let count = 200_000  // about 150 spans of 48-byte blocks
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count { blocks.append(try #require(qas_malloc(48))) }
        // Spans wholly this test's: every block of them is in `blocks`.
        var perSpan: [Int: Int] = [:]
        for b in blocks { perSpan[Int(bitPattern: b) >> 16, default: 0] += 1 }
        let whole = Set(perSpan.filter { $0.value == 65536 / 48 }.keys)
        #expect(!whole.isEmpty)
        for b in blocks { qas_free(b) }
        var others: [UnsafeMutableRawPointer] = []
        for _ in 0..<(count * 48 / 192) { others.append(try #require(qas_malloc(192))) }
        #expect(others.contains { whole.contains(Int(bitPattern: $0) >> 16) })
        for b in others { qas_free(b) }
    }

    /// Blocks made in a lifetime group share spans only with that group's, so
    /// that a group freed together empties its spans.
    @Test func lifetimeGroupsKeepSpansApart() throws {
        let general = try #require(qas_malloc(48))
        qas_small_group(1)
        let grouped = (0..<100).map { _ in qas_malloc(48)! }
        qas_small_group(0)
        let after = try #require(qas_malloc(48))
        let spanOf = { (p: UnsafeMutableRawPointer) in Int(bitPattern: p) >> 16 }
        #expect(grouped.allSatisfy { spanOf($0) != spanOf(general) && spanOf($0) != spanOf(after) })
        qas_small_group(7)  // not a group: ignored, blocks stay general
        let still = try #require(qas_malloc(48))
        #expect(grouped.allSatisfy { spanOf($0) != spanOf(still) })
        for p in grouped + [general, after, still] { qas_free(p) }
    }

    /// `malloc_trim` gives emptied spans' pages back; they serve again after.
    @Test func trimGivesEmptiedSpansBack() throws {
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<100_000 { blocks.append(try #require(qas_malloc(96))) }
        for b in blocks { memset(b, 0x5A, 96) }
        for b in blocks { qas_free(b) }
        #expect(qas_small_trim(0) == 1)
        blocks.removeAll(keepingCapacity: true)
        for _ in 0..<100_000 {
            let b = try #require(qas_malloc(96))
            memset(b, 0x33, 96)
            blocks.append(b)
        }
        #expect(blocks.allSatisfy { $0.load(fromByteOffset: 95, as: UInt8.self) == 0x33 })
        for b in blocks { qas_free(b) }
    }

    /// Threads allocating, filling, handing blocks to each other and freeing at
    /// once: every block keeps what its owner wrote until freed.
    @Test func threadsShareItSafely() async throws {
        let threads = 4, rounds = 20_000
        let handoff = Handoff()
        let failures = await withTaskGroup(of: Int.self) { group in
            for t in 0..<threads {
                group.addTask {
                    var generator = SystemRandomNumberGenerator()
                    var mine: [(UnsafeMutableRawPointer, Int, UInt8)] = []
                    var bad = 0
                    for r in 0..<rounds {
                        let size = Int.random(in: 1...300, using: &generator)
                        guard let p = qas_malloc(size) else { bad += 1; continue }
                        let mark = UInt8(truncatingIfNeeded: t &* 31 &+ r)
                        memset(p, Int32(mark), size)
                        if r % 3 == 0 { handoff.put((p, size, mark)) } else { mine.append((p, size, mark)) }
                        if mine.count > 64 || r == rounds - 1 {
                            for (b, n, m) in mine {
                                if !UnsafeRawBufferPointer(start: b, count: n).allSatisfy({ $0 == m }) { bad += 1 }
                                qas_free(b)
                            }
                            mine.removeAll(keepingCapacity: true)
                        }
                        if let (b, n, m) = handoff.take() {
                            if !UnsafeRawBufferPointer(start: b, count: n).allSatisfy({ $0 == m }) { bad += 1 }
                            qas_free(b)
                        }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        while let (b, _, _) = handoff.take() { qas_free(b) }
    }
}

/// Blocks passed between threads, so that some are freed by a thread that did
/// not make them.
private final class Handoff: @unchecked Sendable {
    private let lock = NSLock()
    private var blocks: [(UnsafeMutableRawPointer, Int, UInt8)] = []
    func put(_ block: (UnsafeMutableRawPointer, Int, UInt8)) { lock.withLock { blocks.append(block) } }
    func take() -> (UnsafeMutableRawPointer, Int, UInt8)? { lock.withLock { blocks.popLast() } }
}
