import CMalloc
import CSmallAlloc
import QASBase

/// Sets glibc's allocator up for how `qas` allocates: mostly one thread at a time
/// (programs run on a thread of their own while the main one waits; a large
/// program's front end borrows a second for a while), many small
/// blocks, and a heap that mostly grows. Called first, before any other thread.
///
/// - One arena: a second thread would get an arena of its own, which glibc grows
///   a page at a time with `mprotect` (75,000 calls while compiling a 10 MB
///   program, a tenth of its time). The main arena grows with `brk`.
/// - Grow the heap 16 MB at a time and give memory back only past 64 MB free at
///   its top: a program that makes and drops many values (building strings,
///   trees) does not shrink the heap and fault the same pages in again.
///
/// Untouched heap is only address space, so none of this adds to the resident size.
///
/// Blocks of up to 1 KiB (nearly all of a program's tree, code and values)
/// do not reach glibc at all: CSmallAllocHooks, linked in, makes CSmallAlloc the
/// process's malloc, and these settings serve the larger ones.
func tuneAllocator() {
    AllocationGroup.select = { qas_small_group($0) }
    _ = mallopt(M_ARENA_MAX, 1)
    _ = mallopt(M_TOP_PAD, 16 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
}
