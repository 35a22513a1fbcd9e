#ifndef QAS_STACK_ADDRESS_H
#define QAS_STACK_ADDRESS_H

#include <stdint.h>

/// An address in the calling function's native stack frame (its frame
/// pointer), for the runtime's native stack check. Inlined into the caller:
/// taking the address of a Swift local instead makes the function check the
/// stack's guard word on every return.
static inline __attribute__((always_inline)) uintptr_t qas_stack_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#endif
