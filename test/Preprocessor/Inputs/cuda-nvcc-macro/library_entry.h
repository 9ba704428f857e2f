// A library's header (included with <...>) that includes its own parts
// with quotes: they are the library's, and read __NVCC__ as undefined.
#include "library_part.h"
