/// The language's limits, each a named number with the reason for it. Each one is
/// tested (`Tests/Golden/limits/` and the runtime tests); `Documentation/Architecture.md`
/// lists them.
package enum Limits {
    /// How deep statements and expressions may nest. The parser, resolver and
    /// compiler recurse once per level, and so does running a nested expression;
    /// the deepest program accepted compiles and runs within the 8 MB of a
    /// process's main thread even in a debug build (a test does exactly that),
    /// while programs people write nest a dozen levels.
    package static let nesting = 200

    /// How deep script calls may nest before "stack overflow" (a host may change
    /// it: `Engine.maxCallDepth`). Deep enough for recursive code over thousands
    /// of items; each call also takes native stack, which `nativeStackReserve`
    /// guards separately.
    package static let callDepth = 10_000

    /// Value-stack slots: 1,048,576 (24 MB of address space, initialised 4,096
    /// slots at a time as frames first reach them). Locals and arguments live
    /// here; 10,000 frames of 100 locals fit.
    package static let valueStackSlots = 1 << 20
    package static let valueStackChunk = 4096

    /// Slots every stack check keeps free above a frame, so that the pushes
    /// between two checks (a call's arguments, a frame's temporaries) never write
    /// past the initialised stack.
    package static let stackMargin = 256

    /// Native stack a run leaves unused below its deepest script frame, for the
    /// runtime's own native calls (printing, sorting, a host's code). A host that
    /// runs scripts on a big thread says how big (`Runtime.nativeStackAvailable`).
    package static let nativeStackReserve = 8 << 20

    /// Native stack a run may use when the host says nothing: what the 8 MB main
    /// thread has, less the reserve's share.
    package static let defaultNativeStack = 6 << 20

    /// The highest anonymous closure parameter, `$99`: two digits. A closure with
    /// more than a hundred anonymous parameters is unreadable, so a longer number
    /// is a mistake.
    package static let dollarParameterDigits = 2

    /// Bytes of one program file (a script, an import, standard input): far more
    /// than any hand-written program, small enough to read and compile.
    package static let sourceFileSize = 256 << 20

    /// Bytes of memory laying out a program takes per byte of its source, with
    /// a margin (measured: 48 for a 10 MB program). `qas fmt` refuses a file
    /// whose layout would pass the memory limit instead of running out.
    package static let formatMemoryPerSourceByte = 64

    /// Ticks (loop iterations and calls) between checks of the instruction budget,
    /// the time limit and interrupts: often enough that Ctrl-C stops a loop within
    /// a millisecond or so, rarely enough to cost nothing measurable.
    package static let ticksBetweenChecks = 1 << 14
}
