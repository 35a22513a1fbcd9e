/// Tells the process's allocator which blocks are let go together, when it can
/// use that: the `qas` executable's small-block allocator keeps such blocks in
/// spans of their own, which then empty together and serve any size again.
/// Elsewhere (the library embedded in another process) nothing is set and this
/// does nothing.
public enum AllocationGroup {
    /// Makes the blocks the calling thread allocates next belong to a group: see
    /// `Groups`. Set once by the executable.
    nonisolated(unsafe) public static var select: ((Int32) -> Void)?

    /// A parser's groups: one for function bodies' syntax trees, freed together
    /// once each body is compiled; one for top-level type declarations whole
    /// (members, method bodies), which are compiled before everything else and so
    /// freed first; one for everything else. A program parsed in two halves at
    /// once uses a set for each, so that the halves, freed one after the other,
    /// do not share spans.
    public struct Groups: Sendable {
        public let general: Int32
        public let functionBodies: Int32
        public let typeDeclarations: Int32
        public static let first = Groups(general: 0, functionBodies: 1, typeDeclarations: 4)
        public static let second = Groups(general: 2, functionBodies: 3, typeDeclarations: 5)
        /// Everything in `group` (a declaration whose nodes all go together).
        public static func all(in group: Int32) -> Groups {
            Groups(general: group, functionBodies: group, typeDeclarations: group)
        }
    }
}
