// qas-fuzz: the fuzz targets of QASFuzzTargets behind libFuzzer's hooks.
//
// Built with `-sanitize=fuzzer -DQAS_FUZZER_BUILD` (Scripts/fuzz) it is a
// libFuzzer binary: QAS_FUZZ_TARGET names the target. Built normally it replays
// files: `qas-fuzz TARGET FILE...` runs each file through the target once.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int qas_fuzz_select(const char *name);
const char *qas_fuzz_names(void);
int qas_fuzz_one(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return qas_fuzz_one(data, size);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    const char *name = getenv("QAS_FUZZ_TARGET");
    if (name == NULL || qas_fuzz_select(name) != 0) {
        fprintf(stderr, "qas-fuzz: set QAS_FUZZ_TARGET to one of: %s\n", qas_fuzz_names());
        exit(2);
    }
    return 0;
}

#ifndef QAS_FUZZER_BUILD
static int replay(const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        perror(path);
        return 1;
    }
    size_t capacity = 1 << 16, size = 0;
    uint8_t *data = malloc(capacity);
    size_t n;
    while (data != NULL && (n = fread(data + size, 1, capacity - size, file)) > 0) {
        size += n;
        if (size == capacity) {
            capacity *= 2;
            uint8_t *grown = realloc(data, capacity);
            if (grown == NULL) free(data);
            data = grown;
        }
    }
    fclose(file);
    if (data == NULL) {
        fprintf(stderr, "%s: out of memory\n", path);
        return 1;
    }
    qas_fuzz_one(data, size);
    free(data);
    printf("ok %s\n", path);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3 || strcmp(argv[1], "--help") == 0) {
        fprintf(stderr, "usage: qas-fuzz TARGET FILE...\n"
                        "Runs each file through a fuzz target once (targets: %s).\n"
                        "Scripts/fuzz builds the libFuzzer binary that searches for new inputs.\n",
                qas_fuzz_names());
        return argc < 3 && !(argc == 2 && strcmp(argv[1], "--help") == 0) ? 2 : 0;
    }
    if (qas_fuzz_select(argv[1]) != 0) {
        fprintf(stderr, "qas-fuzz: unknown target '%s' (targets: %s)\n", argv[1], qas_fuzz_names());
        return 2;
    }
    int failed = 0;
    for (int i = 2; i < argc; i++) failed |= replay(argv[i]);
    return failed;
}
#endif
