// warp_emulation.h - runs a CUDA kernel body on the host the way a GPU would
// schedule it closely enough for warp-synchronous code: every thread of a CTA
// is a real std::thread with its own threadIdx / blockIdx / blockDim /
// gridDim (thread_local), so code between two collective points runs in any
// interleaving, __syncthreads() is a real CTA barrier, and a warp-wide
// instruction (mma.sync and friends) is a real rendezvous of the 32 lanes of
// one warp: each lane publishes its operands, one lane computes the result
// for all of them, every lane takes its own part back.
//
// CTAs run one after another (their threads concurrently), which is a legal
// schedule for kernels that do not communicate between CTAs. C++17 and the
// standard library only; knows nothing about tensor cores (mma_emulation.h
// builds the MMA instructions on warp_collective()).
//
// Misuse is reported, not hung on: a warp-wide instruction reached by fewer
// than all live lanes of the warp, lanes of one warp meeting at different
// instructions, and a barrier that is not reached by everyone within
// kBarrierTimeout print what happened and end the process with status 2.
#ifndef WARP_EMULATION_H
#define WARP_EMULATION_H

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace warp_emulation {

constexpr unsigned kWarpSize = 32;
// Long enough for a loaded two-core machine, short enough that a deadlocked
// test fails in reasonable time.
constexpr std::chrono::seconds kBarrierTimeout{60};

struct Index3 {
  unsigned x = 0, y = 0, z = 0;
};

// A kernel-side error found by the emulation: report it and stop the whole
// process at once (other threads may be blocked on barriers, so no unwinding).
[[noreturn]] inline void fatal(const char *format, ...) {
  // The first thread to get here reports and exits; any other (the rest of a
  // warp seeing the same fault) waits here for the exit, never unlocked.
  static std::mutex reporting;
  reporting.lock();
  std::fflush(stdout);
  std::fputs("warp emulation: ", stderr);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::_Exit(2);
}

// A reusable barrier for a set of threads that may shrink (std::barrier's
// arrive_and_wait / arrive_and_drop, which C++17 lacks). A thread that has
// finished the kernel drops out so that the others are not kept waiting for
// it; whether a warp-wide instruction had all its lanes is checked by the
// caller through participants().
class Barrier {
public:
  explicit Barrier(unsigned expected) : expected_(expected) {}

  // Blocks until every thread still expected has arrived. Returns how many
  // arrived in this phase.
  unsigned arrive_and_wait(const char *what) {
    std::unique_lock<std::mutex> lock(mutex_);
    const unsigned long phase = phase_;
    if (++arrived_ == expected_) {
      complete_phase();
      return last_phase_size_;
    }
    if (!released_.wait_for(lock, kBarrierTimeout, [&] { return phase_ != phase; }))
      fatal("%s: %u of %u threads arrived and the rest never came (divergent barrier?)", what,
            arrived_, expected_);
    return last_phase_size_;
  }

  // This thread leaves for good; a phase that only waited for it completes.
  void arrive_and_drop() {
    std::lock_guard<std::mutex> lock(mutex_);
    --expected_;
    if (arrived_ > 0 && arrived_ == expected_) complete_phase();
  }

private:
  void complete_phase() {
    last_phase_size_ = arrived_;
    arrived_ = 0;
    ++phase_;
    released_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable released_;
  unsigned expected_, arrived_ = 0, last_phase_size_ = 0;
  unsigned long phase_ = 0;
};

// What one lane hands to a warp-wide operation: which operation (to catch
// lanes of one warp meeting at different instructions), its operands and
// where its results go. Pointers into the lane's own stack: valid while the
// lane waits inside warp_collective.
struct LaneMailbox {
  const char *operation = nullptr;
  const void *operands = nullptr;
  void *results = nullptr;
};

struct WarpState {
  explicit WarpState(unsigned lanes) : barrier(lanes), live_lanes(lanes), mailboxes(lanes) {}
  Barrier barrier;
  unsigned live_lanes; // lanes the warp was launched with (a partial last warp has fewer)
  std::vector<LaneMailbox> mailboxes;
};

struct CtaState {
  explicit CtaState(unsigned threads) : barrier(threads) {
    for (unsigned first = 0; first < threads; first += kWarpSize)
      warps.push_back(std::make_unique<WarpState>(std::min(kWarpSize, threads - first)));
  }
  Barrier barrier;
  std::vector<std::unique_ptr<WarpState>> warps;
};

// The emulated thread's place in the CTA (set by run_grid for each thread).
struct ThreadPlace {
  CtaState *cta = nullptr;
  WarpState *warp = nullptr;
  unsigned lane = 0;
};
inline thread_local ThreadPlace this_thread_place;

inline unsigned lane_id() { return this_thread_place.lane; }

// A warp-wide operation: every lane calls it with its own operands and result
// slot; once all lanes of the warp are in, lane 0 runs
// compute(operands of lanes 0..31, result slots of lanes 0..31), then all
// return. Operands/Results are the caller's per-lane types.
template <class Operands, class Results, class Compute>
void warp_collective(const char *operation, const Operands &mine, Results &my_results,
                     Compute compute) {
  ThreadPlace &place = this_thread_place;
  if (!place.warp) fatal("%s called outside an emulated kernel", operation);
  WarpState &warp = *place.warp;
  warp.mailboxes[place.lane] = LaneMailbox{operation, &mine, &my_results};
  const unsigned present = warp.barrier.arrive_and_wait(operation);
  if (present != warp.live_lanes)
    fatal("%s: only %u of the warp's %u lanes took part (.sync.aligned needs all)", operation,
          present, warp.live_lanes);
  if (place.lane == 0) {
    const Operands *operands[kWarpSize] = {};
    Results *results[kWarpSize] = {};
    for (unsigned lane = 0; lane < warp.live_lanes; ++lane) {
      const LaneMailbox &box = warp.mailboxes[lane];
      // Same operation name pointer: the same builtin was called (names are
      // string literals of one definition).
      if (box.operation != operation)
        fatal("lanes of one warp met at different instructions: lane 0 at %s, lane %u at %s",
              operation, lane, box.operation ? box.operation : "(none)");
      operands[lane] = static_cast<const Operands *>(box.operands);
      results[lane] = static_cast<Results *>(box.results);
    }
    if (warp.live_lanes != kWarpSize) fatal("%s needs a full warp of 32 lanes", operation);
    compute(operands, results);
  }
  // Nobody leaves (and reuses its mailbox) before lane 0 has read them all
  // and written every result.
  warp.barrier.arrive_and_wait(operation);
}

// Runs body() once per thread of a grid x block launch. Threads of one CTA
// run concurrently; CTAs one after another.
inline void run_grid(Index3 grid, Index3 block, const std::function<void()> &body);

} // namespace warp_emulation

// The CUDA built-in variables, one copy per emulated thread.
inline thread_local warp_emulation::Index3 threadIdx, blockIdx, blockDim, gridDim;

inline void __syncthreads() {
  warp_emulation::CtaState *cta = warp_emulation::this_thread_place.cta;
  if (!cta) warp_emulation::fatal("__syncthreads called outside an emulated kernel");
  cta->barrier.arrive_and_wait("__syncthreads");
}

// __syncwarp(): the lanes of this warp meet (the mask is not modelled: all
// live lanes must come).
inline void __syncwarp(unsigned = 0xffffffffu) {
  warp_emulation::WarpState *warp = warp_emulation::this_thread_place.warp;
  if (!warp) warp_emulation::fatal("__syncwarp called outside an emulated kernel");
  warp->barrier.arrive_and_wait("__syncwarp");
}

inline void warp_emulation::run_grid(Index3 grid, Index3 block,
                                     const std::function<void()> &body) {
  const unsigned threads = block.x * block.y * block.z;
  if (threads == 0 || threads > 1024) fatal("block of %u threads", threads);
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        CtaState cta(threads);
        std::vector<std::thread> workers;
        workers.reserve(threads);
        for (unsigned linear = 0; linear < threads; ++linear)
          workers.emplace_back([&, linear] {
            // Linear thread id x-fastest, as the hardware numbers warps.
            threadIdx = Index3{linear % block.x, linear / block.x % block.y,
                               linear / (block.x * block.y)};
            blockIdx = Index3{bx, by, bz};
            blockDim = block;
            gridDim = grid;
            WarpState &warp = *cta.warps[linear / kWarpSize];
            this_thread_place = ThreadPlace{&cta, &warp, linear % kWarpSize};
            body();
            // An exited thread no longer counts at barriers.
            warp.barrier.arrive_and_drop();
            cta.barrier.arrive_and_drop();
            this_thread_place = ThreadPlace{};
          });
        for (std::thread &worker : workers) worker.join();
      }
}

#endif // WARP_EMULATION_H
