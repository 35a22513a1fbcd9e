#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Doing two parts of one job at once: one on a new thread, one on the calling
/// thread. The front end splits the work of a large program so (parsing,
/// resolving, compiling); each part must touch nothing the other changes.
enum TwoThreads {
    /// Below this much source, a second thread (to parse, resolve, compile or
    /// free) costs more than it saves.
    static let minimumSourceSize = 1 << 20

    /// The new thread's native stack: the parser and the resolver recurse once
    /// per nesting level, which `Limits.nesting` bounds.
    static let stackSize = 64 << 20

    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs `work` on a new thread while this one runs `alongside`, and returns
    /// once both are done. Returns false, having run neither, when no thread
    /// could be made (the caller then does the whole job itself).
    static func run(_ work: @escaping () -> Void, alongside: () -> Void) -> Bool {
        guard let thread = start(work, stackSize: stackSize, detached: false) else { return false }
        alongside()
        pthread_join(thread, nil)
        return true
    }

    /// Starts `work` on a new thread, which nothing waits for; false when no
    /// thread could be made.
    static func detach(_ work: @escaping () -> Void, stackSize: Int) -> Bool {
        start(work, stackSize: stackSize, detached: true) != nil
    }

    private static func start(_ work: @escaping () -> Void, stackSize: Int, detached: Bool) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let context = Unmanaged.passRetained(Job(work)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
