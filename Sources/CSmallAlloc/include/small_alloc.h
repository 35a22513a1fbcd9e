#ifndef QAS_SMALL_ALLOC_H
#define QAS_SMALL_ALLOC_H

#include <stddef.h>

/// A size-class allocator for the small blocks an interpreter makes by the
/// million (tree nodes, closure contexts, boxed values): blocks of up to
/// `QAS_SMALL_MAX` bytes come from 64 KiB spans, each holding one size, with no
/// header per block; larger ones go to glibc. A span emptied of blocks can be
/// taken by any size. Each thread caches a few blocks of each size. Memory once
/// taken is kept for reuse, as pymalloc does.
///
/// `qas` installs these as the process's malloc (CSmallAllocHooks); set
/// `QAS_SYSTEM_MALLOC=1` to use glibc's for everything (for valgrind's heap tools).
/// Under an address-space limit (`ulimit -v`) glibc serves everything too.

#define QAS_SMALL_MAX 1024

void *qas_malloc(size_t size);
void qas_free(void *pointer);
void *qas_calloc(size_t count, size_t size);
void *qas_realloc(void *pointer, size_t size);
void *qas_memalign(size_t alignment, size_t size);
int qas_posix_memalign(void **result, size_t alignment, size_t size);
size_t qas_malloc_usable_size(void *pointer);
/// Gives the pages of emptied spans back to the system, then glibc's free memory
/// (`malloc_trim`); 1 when anything was given back.
int qas_small_trim(size_t pad);

/// Lifetime groups: the blocks a thread makes while it has a group current go
/// to spans of that group only, so that blocks expected to be freed together (a
/// function's syntax tree, let go once compiled) fill spans that empty together,
/// instead of stranding room between blocks that stay.
#define QAS_SMALL_GROUPS 6
void qas_small_group(int group);

/// Whether the block came from the small-block spans (for tests).
int qas_small_owns(const void *pointer);

#endif
