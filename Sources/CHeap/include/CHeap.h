#ifndef CHEAP_H
#define CHEAP_H

/// Hands the memory the C heap holds free back to the system. A program that frees a large structure
/// of small allocations (a corpus's parsed cases) otherwise keeps that memory resident: the allocator
/// keeps it for later allocations instead of returning it.
void imr_heap_give_back(void);

/// Large blocks (64 KiB and more) are mapped on their own and unmapped when freed, rather than carved
/// out of the heap. glibc would otherwise raise that threshold as the first large blocks are freed, so
/// the big transient buffers of a first open (chunks of parsed letters, encoded segments, the word
/// index's build) end up in the heap among long-lived values, and the holes they leave cannot be given
/// back (issue 32: a first open's peak fell from about 1.2x to 0.9x of the letters' bytes). Call once,
/// first thing.
void imr_heap_prefer_mapping_large_blocks(void);

/// Bytes of the C heap in use (allocated and not freed, large mapped blocks included), for the
/// benchmark's memory curve; 0 where the C library does not say.
#include <stddef.h>
size_t imr_heap_in_use(void);

#endif
