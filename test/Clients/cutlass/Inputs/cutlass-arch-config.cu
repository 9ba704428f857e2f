// CUTLASS's arch configuration and nothing else: its macros, preprocessed.
#include "cutlass/arch/config.h"
