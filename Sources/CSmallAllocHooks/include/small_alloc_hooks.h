#ifndef QAS_SMALL_ALLOC_HOOKS_H
#define QAS_SMALL_ALLOC_HOOKS_H

/// Linking this module makes CSmallAlloc the process's malloc (glibc supports
/// replacing it so). Only the `qas` executable links it; call it once so the
/// linker keeps the object.
void qas_small_alloc_installed(void);

#endif
