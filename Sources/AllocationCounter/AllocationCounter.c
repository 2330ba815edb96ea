#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

static uint64_t allocations = 0;

static void count(void) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

uint64_t allocation_counter_total(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>

// glibc's allocator under its own names (exported since glibc 2.0).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
    count();
    return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

int allocation_counter_is_counting(void) {
    return 1;
}

uint64_t allocation_counter_bytes_in_use(void) {
    return (uint64_t)mallinfo2().uordblks;
}
#else
int allocation_counter_is_counting(void) {
    return 0;
}

uint64_t allocation_counter_bytes_in_use(void) {
    return 0;
}
#endif
