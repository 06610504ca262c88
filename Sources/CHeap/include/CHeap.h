#ifndef CHEAP_H
#define CHEAP_H

/// Hands the memory the C heap holds free back to the system. A program that frees a large structure
/// of small allocations (a corpus's parsed cases) otherwise keeps that memory resident: the allocator
/// keeps it for later allocations instead of returning it.
void imr_heap_give_back(void);

#endif
