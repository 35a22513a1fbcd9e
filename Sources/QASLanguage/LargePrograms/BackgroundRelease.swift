#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frees what compiling a large program lets go of on a thread of its own.
/// A 10 MB program's syntax tree is millions of nodes, freed a function body at a
/// time as its code is made and the rest once the program is compiled; walking
/// them to free them is work the compiling thread need not wait for, and the
/// second core is idle once parsing ends. What is dropped here must be held by
/// nothing the compiler still reads (a released function body, the statements of
/// a compiled program); reference counts are atomic, so what it shares with the
/// code (a variable's declaration) stays alive as usual.
final class BackgroundRelease: @unchecked Sendable {
    /// Freeing recurses once per nesting level (`Limits.nesting`), as parsing does.
    static let stackSize = 16 << 20

    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `lock`.
    private var pending: [Any] = []
    private var finished = false

    private init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        wake.deallocate()
        lock.deallocate()
    }

    /// A releasing thread for compiling `source`, or nil when the program is too
    /// small to gain from one or no thread can be made (then drop as usual).
    static func start(for source: Source) -> BackgroundRelease? {
        guard source.bytes.count >= TwoThreads.minimumSourceSize else { return nil }
        let release = BackgroundRelease()
        return TwoThreads.detach({ release.drain() }, stackSize: stackSize) ? release : nil
    }

    /// Hands `value` to the thread, which frees it (unless something else still
    /// holds it) some time later. Values go over in batches: waking the thread
    /// for each of a program's tens of thousands of functions cost the compiling
    /// thread more in locking and signalling than the freeing it saved.
    /// Called from one thread only (the compiler's).
    func drop(_ value: Any) {
        outgoing.append(value)
        if outgoing.count >= BackgroundRelease.batchSize { handOver(finishing: false) }
    }

    /// Nothing more will be dropped: the thread frees what it has and ends.
    func finish() {
        handOver(finishing: true)
    }

    /// Values dropped since the last hand-over (only the dropping thread uses it).
    private var outgoing: [Any] = []
    static let batchSize = 512

    private func handOver(finishing: Bool) {
        var batch: [Any] = []
        swap(&batch, &outgoing)
        pthread_mutex_lock(lock)
        if pending.isEmpty { swap(&pending, &batch) } else { pending.append(contentsOf: batch) }
        if finishing { finished = true }
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }

    private func drain() {
        while true {
            pthread_mutex_lock(lock)
            while pending.isEmpty && !finished { pthread_cond_wait(wake, lock) }
            var batch: [Any] = []
            swap(&batch, &pending)
            let last = finished
            pthread_mutex_unlock(lock)
            batch.removeAll()
            if last { return }
        }
    }
}
