#ifndef QAS_RUNTIME_SUPPORT_H
#define QAS_RUNTIME_SUPPORT_H

// What the runtime reads on its hottest paths that Swift has no cheap way to
// reach, as inline functions.

#include <stdint.h>

/// An address in the calling function's native stack frame (its frame
/// pointer), for the runtime's native stack check. Taking the address of a
/// Swift local instead makes the function check the stack's guard word on
/// every return.
static inline __attribute__((always_inline)) uintptr_t qas_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

/// How deeply this thread's frees of containers are nested (`Trash.free`):
/// one thread-local word, where the POSIX thread key it replaced cost a call
/// and a lookup on every free.
/// (Initial-exec: the variable is in the executable, reached from the thread
/// pointer in one instruction, not through a call to find it.)
extern __thread long qas_trash_depth_value __attribute__((tls_model("initial-exec")));

static inline __attribute__((always_inline)) long *qas_trash_depth(void) {
    return &qas_trash_depth_value;
}

/// The generation of the method caches: bumped whenever a type or extension
/// is declared anywhere (a name may now mean another method), read by every
/// cached method call. Shared by the engines of a process, which may run on
/// several threads at once: read and bumped atomically (relaxed — a cache
/// that misses once more is all an out-of-date read costs), which on x86-64
/// and arm64 is a plain load.
extern long qas_method_cache_generation_value;

static inline __attribute__((always_inline)) long qas_method_cache_generation(void) {
    return __atomic_load_n(&qas_method_cache_generation_value, __ATOMIC_RELAXED);
}

static inline void qas_method_cache_invalidate(void) {
    __atomic_fetch_add(&qas_method_cache_generation_value, 1, __ATOMIC_RELAXED);
}

/// Atomic words for counters and flags shared by threads (relaxed: counts and
/// switches, nothing ordered by them).
static inline int qas_atomic_load_int32(const int *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
static inline void qas_atomic_store_int32(int *p, int v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
static inline long qas_atomic_load_long(const long *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
static inline void qas_atomic_add_long(long *p, long v) { __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }

#endif
