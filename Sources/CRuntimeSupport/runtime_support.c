// The thread-local word runtime_support.h reads.
#include "runtime_support.h"

__thread long qas_trash_depth_value __attribute__((tls_model("initial-exec"))) = 0;
