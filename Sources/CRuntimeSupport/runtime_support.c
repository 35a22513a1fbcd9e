// The words runtime_support.h reads.
#include "runtime_support.h"

__thread long qas_trash_depth_value __attribute__((tls_model("initial-exec"))) = 0;

long qas_method_cache_generation_value = 0;
