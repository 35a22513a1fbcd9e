// A size-class allocator for small blocks (see small_alloc.h). The layout:
//
// - One region of address space is reserved at the first allocation (64 GiB, or
//   down to 1 GiB where that is refused; MAP_NORESERVE: pages cost nothing until
//   touched), cut into 64 KiB spans. A span holds blocks of one size class; a
//   side table holds each span's free list and counts, so `free` finds a block's
//   span from its address alone and blocks need no header (glibc spends 8 bytes
//   a block, then rounds to 16).
// - Size classes are the multiples of 16 up to QAS_SMALL_MAX (1 KiB), so every
//   block is 16-byte aligned as malloc's are.
// - A span whose last block is freed goes back to a pool any class can take it
//   from: memory freed in one size (a function's syntax tree, once compiled) is
//   used again for another (its code), as glibc's coalescing would.
// - Spans with room are kept per class, most recently freed into first, so new
//   blocks fill the spans that already hold some before fresh ones are touched;
//   a block freed in the next two sizes up serves before a fresh one is cut.
//   (Blocks of different lifetimes share spans, so a span rarely empties: after
//   compiling a 10 MB program a sixth of the spans' room is freed blocks no
//   later block of their size came to use, where glibc would merge neighbours.)
// - Lifetime groups (`qas_small_group`): while a group is current, blocks go to
//   spans of that group only. The parser makes a function body's nodes in a group
//   of their own; they are freed together once the body is compiled, so their
//   spans empty whole, where spans shared with the declarations that stay would
//   not.
// - Each thread caches a few blocks of each size (linked through their first
//   word): most calls touch only the cache; it fills from the spans and gives
//   back to them in batches, under one lock for all threads, and empties when
//   its thread ends. The lifetime group is the thread's own.
// - If the region cannot be reserved, the process has an address-space limit, or
//   QAS_SYSTEM_MALLOC=1 is set, everything goes to glibc.
// - `qas_small_trim` (malloc_trim) gives the pages of emptied spans back.

#define _GNU_SOURCE
#include "small_alloc.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>

extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

#define CLASS_COUNT (QAS_SMALL_MAX / 16)
#define SPAN_SHIFT 16
#define SPAN_SIZE ((size_t)1 << SPAN_SHIFT)
// The region reserved: the largest of these sizes the system grants (valgrind,
// for one, refuses 64 GiB).
#define REGION_MAX ((size_t)64 << 30)
#define REGION_MIN ((size_t)1 << 30)

enum { UNSET, ACTIVE, SYSTEM_ONLY };

struct span {
    void *free;              // blocks freed into it
    struct span *next, *prev;  // in its class's list of spans with room, or the empty pool
    uint32_t used;           // blocks handed out and not freed
    uint32_t carved;         // blocks handed out of its untouched tail so far
    uint16_t class;          // 0 while empty
    uint16_t capacity;       // blocks it holds
    uint8_t listed;          // in its class's list
    uint8_t group;           // the lifetime group whose blocks it holds
    uint8_t trimmed;         // emptied and its pages given back (`qas_small_trim`)
};

// The region's start; until it is reserved, an address no block can have (the
// top of the address space), so `owns` is one subtraction and one compare.
static _Atomic uintptr_t region_start = UINTPTR_MAX - REGION_MAX + 1;
static _Atomic size_t region_size = REGION_MAX;
static size_t span_count;
static _Atomic int mode = UNSET;
static struct span *spans;   // span_count entries, reserved with the region
static size_t spans_taken;   // fresh spans handed out so far
static struct span *with_room[QAS_SMALL_GROUPS][CLASS_COUNT + 1];
static struct span *empty_spans;
static _Atomic int lock;

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
}

static inline void acquire(void) {
    while (atomic_exchange_explicit(&lock, 1, memory_order_acquire) != 0) {
        // Wait reading, not writing, and let the holder run if it was preempted.
        for (int i = 0; i < 64 && atomic_load_explicit(&lock, memory_order_relaxed) != 0; i++)
            cpu_relax();
        if (atomic_load_explicit(&lock, memory_order_relaxed) != 0) sched_yield();
    }
}

static inline void release(void) { atomic_store_explicit(&lock, 0, memory_order_release); }

// Each thread's cache: per group and size, a few blocks linked through their
// first word, taken from the spans and given back in batches under one lock.
struct cache {
    void *head[QAS_SMALL_GROUPS][CLASS_COUNT + 1];
    uint16_t count[QAS_SMALL_GROUPS][CLASS_COUNT + 1];
    int registered;
};
static __thread struct cache cache;
static __thread int thread_group;
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

// Blocks fetched at once, and kept at most, for a size: fewer of the large ones.
// A table filled as the allocator starts: `free` asks on every call, and the
// division it takes to work out was a tenth of that call's time.
static uint8_t batch_sizes[CLASS_COUNT + 1];

static void fill_batch_sizes(void) {
    for (unsigned c = 1; c <= CLASS_COUNT; c++) {
        unsigned n = 2048 / (c << 4);
        batch_sizes[c] = (uint8_t)(n < 2 ? 2 : n > 32 ? 32 : n);
    }
}

static inline unsigned batch_for(unsigned c) { return batch_sizes[c]; }

// A fork taken while another thread holds the lock must not leave the child locked.
static void before_fork(void) { acquire(); }
static void after_fork(void) { release(); }

static inline int owns(const void *p, uintptr_t *offset) {
    // (The size is set before the start, and read after it.)
    uintptr_t off = (uintptr_t)p - atomic_load_explicit(&region_start, memory_order_acquire);
    *offset = off;
    return off < atomic_load_explicit(&region_size, memory_order_relaxed);
}

int qas_small_owns(const void *pointer) {
    uintptr_t off;
    return pointer != NULL && owns(pointer, &off);
}

static __attribute__((noinline)) int start(void) {
    int m = atomic_load_explicit(&mode, memory_order_acquire);
    if (m != UNSET) return m == ACTIVE;
    static _Atomic int claiming = 0;
    if (atomic_exchange(&claiming, 1) != 0) {
        while (atomic_load_explicit(&mode, memory_order_acquire) == UNSET) sched_yield();
        return atomic_load_explicit(&mode, memory_order_acquire) == ACTIVE;
    }
    int wanted = SYSTEM_ONLY;
    fill_batch_sizes();
    const char *system_only = getenv("QAS_SYSTEM_MALLOC");
    // Under an address-space limit (ulimit -v) the reserved region would count
    // against it: glibc serves, and the limit means what it meant.
    struct rlimit address_space;
    int limited = getrlimit(RLIMIT_AS, &address_space) == 0 && address_space.rlim_cur != RLIM_INFINITY;
    if (!limited && (system_only == NULL || strcmp(system_only, "1") != 0)) {
        int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
        for (size_t size = REGION_MAX; size >= REGION_MIN && wanted != ACTIVE; size /= 4) {
            size_t table_size = (size >> SPAN_SHIFT) * sizeof(struct span);
            void *region = mmap(NULL, size, PROT_READ | PROT_WRITE, flags, -1, 0);
            void *table = mmap(NULL, table_size, PROT_READ | PROT_WRITE, flags, -1, 0);
            if (region != MAP_FAILED && table != MAP_FAILED) {
                spans = table;
                span_count = size >> SPAN_SHIFT;
                atomic_store_explicit(&region_size, size, memory_order_relaxed);
                atomic_store_explicit(&region_start, (uintptr_t)region, memory_order_release);
                wanted = ACTIVE;
            } else {
                if (region != MAP_FAILED) munmap(region, size);
                if (table != MAP_FAILED) munmap(table, table_size);
            }
        }
    }
    atomic_store_explicit(&mode, wanted, memory_order_release);
    if (wanted == ACTIVE) pthread_atfork(before_fork, after_fork, after_fork);
    return wanted == ACTIVE;
}

static inline void *span_base(const struct span *s) {
    return (void *)(atomic_load_explicit(&region_start, memory_order_relaxed) + ((size_t)(s - spans) << SPAN_SHIFT));
}

static inline void list(struct span *s) {
    struct span **head = &with_room[s->group][s->class];
    s->prev = NULL;
    s->next = *head;
    if (*head != NULL) (*head)->prev = s;
    *head = s;
    s->listed = 1;
}

static inline void unlist(struct span *s) {
    if (s->prev != NULL) s->prev->next = s->next; else with_room[s->group][s->class] = s->next;
    if (s->next != NULL) s->next->prev = s->prev;
    s->listed = 0;
}

// A span for class `c`: an emptied one if any, else the next fresh one. Locked.
static struct span *new_span(unsigned c, unsigned group) {
    struct span *s = empty_spans;
    if (s != NULL) {
        empty_spans = s->next;
    } else {
        if (spans_taken == span_count) return NULL;
        s = &spans[spans_taken++];
    }
    s->free = NULL;
    s->used = 0;
    s->carved = 0;
    s->trimmed = 0;
    s->class = (uint16_t)c;
    s->group = (uint8_t)group;
    s->capacity = (uint16_t)(SPAN_SIZE / ((size_t)c << 4));
    list(s);
    return s;
}

// One block for class `c` from the spans, into `group`'s; NULL when the region
// is full. Locked.
static void *take_block(unsigned c, unsigned group) {
    struct span *s = with_room[group][c];
    if (s == NULL || s->free == NULL) {
        // No freed block of this size: one freed in the next two sizes up serves
        // (at most 32 bytes unused) before a fresh block is cut.
        for (unsigned k = c + 1; k <= c + 2 && k <= CLASS_COUNT; k++) {
            struct span *t = with_room[group][k];
            if (t != NULL && t->free != NULL) { s = t; break; }
        }
    }
    if (s == NULL && (s = new_span(c, group)) == NULL) return NULL;
    void *b = s->free;
    if (b != NULL) {
        s->free = *(void **)b;
    } else {
        b = (char *)span_base(s) + (size_t)s->carved * ((size_t)s->class << 4);
        s->carved++;
    }
    s->used++;
    if (s->free == NULL && s->carved == s->capacity) unlist(s);
    return b;
}

// A block back to its span. Locked.
static void give_block(void *p) {
    uintptr_t off = (uintptr_t)p - atomic_load_explicit(&region_start, memory_order_relaxed);
    struct span *s = &spans[off >> SPAN_SHIFT];
    *(void **)p = s->free;
    s->free = p;
    if (--s->used == 0) {
        // Empty: back to the pool, for any class.
        if (s->listed) unlist(s);
        s->class = 0;
        s->next = empty_spans;
        empty_spans = s;
    } else if (!s->listed) {
        list(s);
    }
}

// Gives all but `keep` of a cache list back to the spans.
static void flush(struct cache *t, unsigned group, unsigned c, unsigned keep) {
    acquire();
    while (t->count[group][c] > keep) {
        void *b = t->head[group][c];
        t->head[group][c] = *(void **)b;
        t->count[group][c]--;
        give_block(b);
    }
    release();
}

// Gives every block of a cache back to the spans.
static void flush_all(struct cache *t) {
    for (unsigned g = 0; g < QAS_SMALL_GROUPS; g++)
        for (unsigned c = 1; c <= CLASS_COUNT; c++)
            if (t->count[g][c] > 0) flush(t, g, c, 0);
}

// A thread's cached blocks go back to the spans when it ends.
static void thread_ended(void *value) {
    struct cache *t = value;
    flush_all(t);
    t->registered = 0;
}

static void make_exit_key(void) { pthread_key_create(&exit_key, thread_ended); }

static __attribute__((noinline)) void register_thread(struct cache *t) {
    // Marked first: setting the key may allocate, and comes back here.
    t->registered = 1;
    pthread_once(&exit_key_once, make_exit_key);
    pthread_setspecific(exit_key, t);
}

static __attribute__((noinline)) void *refill(unsigned c, size_t n) {
    struct cache *t = &cache;
    unsigned group = (unsigned)thread_group;
    if (!t->registered) register_thread(t);
    unsigned want = batch_for(c);
    acquire();
    void *first = take_block(c, group);
    for (unsigned i = 1; first != NULL && i < want; i++) {
        void *b = take_block(c, group);
        if (b == NULL) break;
        *(void **)b = t->head[group][c];
        t->head[group][c] = b;
        t->count[group][c]++;
    }
    release();
    return first != NULL ? first : __libc_malloc(n);
}

void *qas_malloc(size_t n) {
    if (n > QAS_SMALL_MAX || atomic_load_explicit(&mode, memory_order_relaxed) != ACTIVE) {
        if (n <= QAS_SMALL_MAX && start()) return qas_malloc(n);
        return __libc_malloc(n);
    }
    unsigned c = n == 0 ? 1 : (unsigned)((n + 15) >> 4);
    struct cache *t = &cache;
    unsigned group = (unsigned)thread_group;
    void *b = t->head[group][c];
    if (b != NULL) {
        t->head[group][c] = *(void **)b;
        t->count[group][c]--;
        return b;
    }
    return refill(c, n);
}

void qas_free(void *p) {
    uintptr_t off;
    if (p == NULL) return;
    if (!owns(p, &off)) {
        __libc_free(p);
        return;
    }
    // A block's span keeps its class and group while the block lives.
    const struct span *s = &spans[off >> SPAN_SHIFT];
    unsigned c = s->class, group = s->group;
    struct cache *t = &cache;
    if (!t->registered) register_thread(t);
    *(void **)p = t->head[group][c];
    t->head[group][c] = p;
    if (++t->count[group][c] > 2 * batch_for(c)) flush(t, group, c, batch_for(c));
}

void *qas_calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    if (total > QAS_SMALL_MAX) return __libc_calloc(count, size);
    void *p = qas_malloc(total);
    if (p != NULL) memset(p, 0, total);
    return p;
}

static inline size_t owned_size(uintptr_t offset) {
    // A block's span keeps its class while the block lives: read without the lock.
    return (size_t)spans[offset >> SPAN_SHIFT].class << 4;
}

void *qas_realloc(void *p, size_t n) {
    uintptr_t off;
    if (p == NULL) return qas_malloc(n);
    if (!owns(p, &off)) return __libc_realloc(p, n);
    if (n == 0) {
        // As glibc does: the block is freed and there is no new one.
        qas_free(p);
        return NULL;
    }
    size_t old = owned_size(off);
    // A size in the same class keeps the block.
    if (n <= old && n + 16 > old) return p;
    void *q = qas_malloc(n);
    if (q == NULL) return NULL;
    memcpy(q, p, n < old ? n : old);
    qas_free(p);
    return q;
}

void *qas_memalign(size_t alignment, size_t size) {
    if (alignment <= 16) return qas_malloc(size);
    return __libc_memalign(alignment, size);
}

int qas_posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *p = qas_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *result = p;
    return 0;
}

// glibc's own function of that name, found once: this file may be what the
// process calls by it (CSmallAllocHooks), so the next definition is glibc's.
static void *glibc_function(void *_Atomic *found, const char *name) {
    void *f = atomic_load_explicit(found, memory_order_relaxed);
    if (f == NULL) {
        f = dlsym(RTLD_NEXT, name);
        atomic_store_explicit(found, f, memory_order_relaxed);
    }
    return f;
}

size_t qas_malloc_usable_size(void *p) {
    uintptr_t off;
    if (p == NULL) return 0;
    if (owns(p, &off)) return owned_size(off);
    static void *_Atomic found;
    size_t (*f)(void *) = (size_t (*)(void *))glibc_function(&found, "malloc_usable_size");
    return f != NULL ? f(p) : 0;
}

int qas_small_trim(size_t pad) {
    int released = 0;
    if (atomic_load_explicit(&mode, memory_order_acquire) == ACTIVE) {
        // This thread's cached blocks first, so that their spans may empty.
        flush_all(&cache);
        // Emptied spans stay in the pool; their pages come back zeroed when
        // touched. Each is given back once until it is used again.
        acquire();
        for (struct span *s = empty_spans; s != NULL; s = s->next) {
            if (!s->trimmed && madvise(span_base(s), SPAN_SIZE, MADV_DONTNEED) == 0) {
                s->trimmed = 1;
                released = 1;
            }
        }
        release();
    }
    static void *_Atomic found;
    int (*f)(size_t) = (int (*)(size_t))glibc_function(&found, "malloc_trim");
    if (f != NULL && f(pad)) released = 1;
    return released;
}

void qas_small_group(int group) {
    if (group >= 0 && group < QAS_SMALL_GROUPS) thread_group = group;
}
