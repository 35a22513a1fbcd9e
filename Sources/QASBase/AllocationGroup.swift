/// Tells the process's allocator which blocks are let go together, when it can
/// use that: the `qas` executable's small-block allocator keeps such blocks in
/// spans of their own, which then empty together and serve any size again.
/// Elsewhere (the library embedded in another process) nothing is set and this
/// does nothing.
public enum AllocationGroup {
    /// Makes the blocks allocated next belong to a group: 0 for blocks of any
    /// lifetime, 1 for those freed together soon. Set once by the executable.
    nonisolated(unsafe) public static var select: ((Int32) -> Void)?

    /// The group for a function body's syntax tree, freed once the body is compiled.
    public static let functionBodies: Int32 = 1
    /// Everything else.
    public static let general: Int32 = 0
}
