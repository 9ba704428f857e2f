// nvptxbw/pipeline.h - the stage and barrier-phase bookkeeping of a
// multi-stage shared-memory pipeline: kStages buffers used round robin, each
// with an mbarrier whose phases complete once per use. Use u of a buffer
// (u = iteration / kStages) completes the barrier's phase with parity u & 1,
// which is what mbarrier.try_wait.parity waits for. Plain C++ so that host
// tests can run a kernel's schedule.
#ifndef NVPTXBW_PIPELINE_H
#define NVPTXBW_PIPELINE_H

#include "nvptxbw/arch.h"

#include <cstdint>

namespace nvptxbw {

template <int kStages> struct PipelineSlot {
  static_assert(kStages >= 1, "a pipeline has at least one stage");
  uint32_t stage; // buffer / barrier index
  uint32_t phase; // parity of the barrier phase this use completes

  // The slot of iteration `i` (0, 1, 2, ...).
  NVPTXBW_HD static constexpr PipelineSlot of(uint32_t i) {
    return PipelineSlot{i % kStages, (i / kStages) & 1u};
  }
};

} // namespace nvptxbw

#endif // NVPTXBW_PIPELINE_H
