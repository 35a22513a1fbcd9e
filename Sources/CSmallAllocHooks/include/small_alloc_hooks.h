#ifndef QAS_SMALL_ALLOC_HOOKS_H
#define QAS_SMALL_ALLOC_HOOKS_H

// Nothing to call: linking this module makes CSmallAlloc the process's malloc
// (see small_alloc_hooks.c). SwiftPM wants a public header for a C module.

#endif
