// Counts heap allocations, for chapter 11's benchmark (BENCHMARKS.md).
//
// On Linux with glibc, this target defines malloc, calloc, realloc,
// posix_memalign, aligned_alloc and memalign. An executable's own definitions
// come first in symbol lookup, so the Swift runtime and Foundation, which call
// malloc through their shared libraries, reach these; each counts the call and
// hands it to glibc's allocator (__libc_malloc and friends). free is glibc's.
// Elsewhere (macOS) nothing is replaced and allocation_counter_is_counting()
// is 0: measure there with Instruments' Allocations instrument.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// 1 when this process counts its allocations, 0 when it cannot.
int allocation_counter_is_counting(void);

/// Allocations made so far by every thread of the process (realloc counts as one).
uint64_t allocation_counter_total(void);

/// Bytes the process holds on the heap now: glibc's mallinfo2().uordblks; 0 without glibc.
uint64_t allocation_counter_bytes_in_use(void);

#endif
