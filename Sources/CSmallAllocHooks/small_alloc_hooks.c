// The C allocation functions, defined in the executable so that every library in
// the process (the Swift runtime, glibc, readline, SQLite) allocates through
// CSmallAlloc (glibc supports replacing malloc so). Linking this module is all it
// takes: SwiftPM links a dependency's objects whole, so `qas` — and the package's
// test binary, which links every module — get these without naming them. Weak: a
// sanitizer runtime linked in (the fuzzers' address sanitizer build) brings its
// own, which then wins.

#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <unistd.h>

#include "small_alloc.h"

extern void *__libc_memalign(size_t, size_t);

#define HOOK __attribute__((weak, visibility("default")))

HOOK void *malloc(size_t size) { return qas_malloc(size); }
HOOK void free(void *pointer) { qas_free(pointer); }
HOOK void *calloc(size_t count, size_t size) { return qas_calloc(count, size); }
HOOK void *realloc(void *pointer, size_t size) { return qas_realloc(pointer, size); }
HOOK void *memalign(size_t alignment, size_t size) { return qas_memalign(alignment, size); }
HOOK void *aligned_alloc(size_t alignment, size_t size) { return qas_memalign(alignment, size); }
HOOK int posix_memalign(void **result, size_t alignment, size_t size) { return qas_posix_memalign(result, alignment, size); }
HOOK size_t malloc_usable_size(void *pointer) { return qas_malloc_usable_size(pointer); }
HOOK int malloc_trim(size_t pad) { return qas_small_trim(pad); }
HOOK void *valloc(size_t size) { return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size); }
HOOK void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t rounded;
    if (__builtin_add_overflow(size, page - 1, &rounded)) {
        errno = ENOMEM;
        return NULL;
    }
    return __libc_memalign(page, rounded & ~(page - 1));
}
