#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import QASBase

/// The memory limit of one interpreter, like Lua's allocator hook: operations
/// that grow values tell it how many bytes they are about to take, and it stops
/// the script with an uncatchable "memory limit exceeded" before the process
/// would run out. What it counts is what the process has grown by since the
/// interpreter was made (resident memory, measured every few megabytes of growth
/// and every few hundred thousand instructions), so one allocation that could
/// never succeed (24 TB for `Array(0..<1_000_000_000_000)`) is refused before it
/// is tried, and a loop that grows a string forever stops at the limit.
package final class MemoryGuard {
    /// Bytes the process may grow by; nil leaves only the machine's own bounds.
    package var limit: Int?
    /// Resident bytes when the interpreter was made.
    package var baseline: Int
    /// Bytes announced since memory was last measured.
    private var growth = 0
    /// Counts what operations announce instead of measuring the process, so that
    /// the same program stops at the same step on every run (a fuzzing campaign
    /// that must repeat itself); an overestimate, since nothing freed is subtracted.
    package var countsAnnouncedBytes = false
    private var announced = 0
    /// Measure after this much growth, or an announcement this big.
    private static let measureEvery = 8 << 20
    private static let bigAllocation = 1 << 20

    init(limit: Int? = nil) {
        self.limit = limit
        baseline = ProcessMemory.resident
    }

    /// The physical memory of the machine: no allocation larger can succeed.
    private static let physical: Int = {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        return pages > 0 && size > 0 ? pages.multipliedReportingOverflow(by: size).partialValue : Int.max
    }()

    /// Records that `bytes` are about to be allocated; throws when that would go
    /// past the limit. Cheap unless the growth adds up or the allocation is big.
    @inline(__always)
    package func allow(_ bytes: Int, at site: SourceLocation?) throws {
        growth &+= bytes
        if bytes >= MemoryGuard.bigAllocation || growth >= MemoryGuard.measureEvery {
            try measure(adding: bytes, at: site)
        }
    }

    /// Measures the process and compares with the limit, counting `bytes` about
    /// to be allocated.
    package func measure(adding bytes: Int, at site: SourceLocation?) throws {
        if countsAnnouncedBytes {
            // `growth` already holds `bytes` when `allow` called this.
            announced = announced.addingReportingOverflow(growth).partialValue
            growth = 0
            if announced < 0 || announced > min(limit ?? .max, MemoryGuard.physical) { throw exceeded(bytes, at: site) }
            return
        }
        growth = 0
        guard let sizes = ProcessMemory.sizes() else {
            if bytes > MemoryGuard.physical { throw exceeded(bytes, at: site) }
            return
        }
        if let space = ProcessMemory.addressSpaceLimit, bytes > space - sizes.virtual - (32 << 20) {
            throw RuntimeError("out of address space: \(MemoryGuard.asked(bytes)) would pass the process's limit (ulimit -v) of \(MemoryGuard.format(space))",
                               at: site, kind: .memoryLimitExceeded)
        }
        let limit = min(self.limit ?? .max, MemoryGuard.physical)
        var used = (sizes.resident - baseline).addingReportingOverflow(bytes)
        if used.overflow || used.partialValue > limit {
            // Freed memory the allocator still holds is not in use: give it back
            // and look again before calling it a failure.
            ProcessMemory.trim()
            used = (ProcessMemory.resident - baseline).addingReportingOverflow(bytes)
        }
        if used.overflow || used.partialValue > limit { throw exceeded(bytes, at: site) }
    }

    private func exceeded(_ bytes: Int, at site: SourceLocation?) -> RuntimeError {
        let what = self.limit.map { "memory limit of \(MemoryGuard.format($0)) exceeded" } ?? "out of memory: this machine has \(MemoryGuard.format(MemoryGuard.physical))"
        let detail = bytes >= MemoryGuard.bigAllocation ? " (\(MemoryGuard.asked(bytes)) was asked for)" : ""
        return RuntimeError(what + detail, at: site, kind: .memoryLimitExceeded)
    }

    /// "an allocation of 3 GB", or of a size too big to count.
    static func asked(_ bytes: Int) -> String {
        bytes == .max ? "an allocation too big to count" : "an allocation of \(format(bytes))"
    }

    /// "512 MB", "2 GB", "1.5 GB".
    package static func format(_ bytes: Int) -> String {
        let units = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]
        for (name, size) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let text = value >= 100 || value == value.rounded() ? String(Int(value.rounded())) : String((value * 10).rounded() / 10)
            return text + " " + name
        }
        return "\(bytes) bytes"
    }

    // MARK: - The guard of the running script

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The guard of the script running on this thread (set when a run begins).
    package static var current: MemoryGuard? {
        get { pthread_getspecific(key).map { Unmanaged<MemoryGuard>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }

    /// Records an allocation for the script running on this thread; with none,
    /// refuses only what no machine could give.
    @inline(__always)
    package static func allow(_ bytes: Int, at site: SourceLocation?) throws {
        if let current { try current.allow(bytes, at: site) } else if bytes > physical {
            throw RuntimeError("out of memory: \(asked(bytes)) was asked for, and this machine has \(format(physical))", at: site, kind: .memoryLimitExceeded)
        }
    }

    /// The bytes `count` values take (saturating: a count too big to compute is
    /// more than any limit).
    package static func bytes(forValues count: Int) -> Int {
        let (n, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride)
        return overflow || count < 0 ? .max : n
    }
}
