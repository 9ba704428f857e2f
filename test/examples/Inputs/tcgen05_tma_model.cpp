// A host model of the block-scaled GEMM example's sm_100a/sm_103a path
// (examples/block_scaled_gemm), which no machine here can run: the example's
// own main-loop schedule (tcgen05_main_loop), tile plan, tensor-map specs,
// operand packing and descriptors (block_scaled_gemm.h), executed against
// models of what the hardware does with them:
//   - TMA: a tiled copy of the box at the issued coordinates from the
//     TiledMapSpec the host encodes, innermost dimension fastest, zero fill
//     outside the tensor, completing the box's bytes as transactions on the
//     barrier (PTX ISA "cp.async.bulk.tensor", "Tensor copy: tile mode");
//   - mbarrier: pending arrivals and transaction count per phase, a phase
//     completing when both reach zero, try_wait.parity true once the phase of
//     that parity completed (PTX ISA "mbarrier");
//   - tcgen05.mma block_scale: the shared-memory and instruction descriptors
//     decoded field by field (PTX ISA 9.1 Tables 40, 43, 44), A and B read
//     through the canonical K-major layout (descriptors.h's kmajor_offset)
//     with the decoded start address, LBO and SBO, elements decoded per kind,
//     scales read from the tensor-memory words at the scale addresses with
//     the decoded scale-factor ids (descriptors.h's tmem_scale_slot);
//   - asynchrony: copies and MMAs complete as late as the schedule allows
//     (a copy when its barrier is waited on, an MMA group when its commit
//     barrier is), and any access that would race with one still in flight
//     is reported: a copy into, or a scale store over, data an uncompleted MMA
//     reads; an MMA reading a stage a copy has not completed.
// Every CTA of the two problem sizes of every format runs and D is compared
// element by element with the CPU reference (exact, as on the GPU).
// --skip-producer-wait drops the producer's wait before refilling a stage, to
// show that the hazard checks catch such a schedule.
#include "block_scaled_gemm.h"

#include "nvptxbw/descriptors.h"
#include "nvptxbw/mx_formats.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <random>
#include <string>
#include <vector>

using namespace block_scaled;
using nvptxbw::Fmt;
using nvptxbw::MmaKind;

namespace {

bool g_skip_producer_wait = false;

struct Stats {
  long copies = 0, mmas = 0, commits = 0, max_copies_in_flight = 0, hazards = 0, errors = 0;
};

void report(Stats &st, long &counter, const char *fmt, const char *what, unsigned a, unsigned b) {
  ++counter;
  if (st.hazards + st.errors <= 5) {
    std::printf(fmt, what, a, b);
    std::printf("\n");
  }
}

struct Barrier {
  uint32_t arrivals = 0, pending = 0, completed = 0;
  int64_t tx = 0;
  void init(uint32_t count) { arrivals = pending = count; completed = 0; tx = 0; }
  void maybe_complete() {
    if (pending == 0 && tx == 0) {
      ++completed;
      pending = arrivals;
    }
  }
  // try_wait.parity: the phase with this parity has completed, i.e. the
  // current (incomplete) phase has the other parity.
  bool parity_done(uint32_t parity) const { return (completed & 1u) != parity; }
};

struct Range {
  uint32_t lo, hi; // [lo, hi)
  bool overlaps(Range o) const { return lo < o.hi && o.lo < hi; }
};

template <Scheme kScheme> struct CtaModel {
  using Plan = Tcgen05Plan<kScheme>;
  static constexpr uint32_t kSmemBase = 1024; // the model's shared address of the dynamic buffer
  static constexpr uint32_t kTmemLanes = 128, kTmemColumns = Plan::kTmemColumns;

  const GoldenProblem &p;
  const nvptxbw::TiledMapSpec &map_a, &map_b;
  int m0, n0;
  Stats &st;
  std::vector<uint8_t> smem = std::vector<uint8_t>(Plan::kSmemBytes, 0xEE);
  std::vector<uint32_t> tmem = std::vector<uint32_t>(kTmemLanes * kTmemColumns, 0xDEADBEEF);
  std::vector<double> accum = std::vector<double>(size_t(kTileM) * kTileN, NAN);
  Barrier loaded[kStages], done[kStages];

  struct Copy {
    const nvptxbw::TiledMapSpec *map;
    uint32_t dst; // shared address
    int c[3];
    uint32_t bar;
    Range range() const {
      return {dst, dst + map->box[0] * map->box[1] * map->box[2]};
    }
  };
  std::vector<Copy> copies; // issued, not yet landed
  struct Mma {
    uint64_t a_desc, b_desc;
    uint32_t idesc, d, sfa, sfb;
    bool accumulate;
  };
  std::vector<Mma> uncommitted;
  struct Group {
    std::vector<Mma> mmas;
    uint32_t bar;
  };
  std::deque<Group> groups; // committed, not yet executed (complete in order)

  CtaModel(const GoldenProblem &prob, const nvptxbw::TiledMapSpec &a,
           const nvptxbw::TiledMapSpec &b, int m0_, int n0_, Stats &stats)
      : p(prob), map_a(a), map_b(b), m0(m0_), n0(n0_), st(stats) {
    for (int s = 0; s < kStages; ++s) {
      loaded[s].init(1);
      done[s].init(1);
    }
  }

  // ---- what an MMA reads, from its descriptors
  static Range operand_range(uint64_t desc, uint32_t rows) {
    const uint32_t start = uint32_t(desc & 0x3FFF) << 4;
    const uint32_t lbo = uint32_t((desc >> 16) & 0x3FFF) << 4;
    const uint32_t sbo = uint32_t((desc >> 32) & 0x3FFF) << 4;
    // 32 bytes of K (two core matrices along K) of every row.
    const uint32_t last = nvptxbw::kmajor_offset(rows - 1, 31, lbo, sbo);
    return {start, start + last + 1};
  }
  Range a_range(const Mma &x) const { return operand_range(x.a_desc, kTileM); }
  Range b_range(const Mma &x) const { return operand_range(x.b_desc, kTileN); }

  // ---- TMA
  void land(const Copy &c) {
    const auto &m = *c.map;
    uint32_t at = c.dst - kSmemBase;
    for (uint32_t i2 = 0; i2 < m.box[2]; ++i2)
      for (uint32_t i1 = 0; i1 < m.box[1]; ++i1)
        for (uint32_t i0 = 0; i0 < m.box[0]; ++i0) {
          const uint64_t x0 = uint64_t(c.c[0]) + i0, x1 = uint64_t(c.c[1]) + i1,
                         x2 = uint64_t(c.c[2]) + i2;
          uint8_t v = 0;
          if (x0 < m.dims[0] && x1 < m.dims[1] && x2 < m.dims[2])
            v = static_cast<const uint8_t *>(m.global)[x0 + x1 * m.strides[0] + x2 * m.strides[1]];
          smem.at(at++) = v;
        }
    Barrier &b = loaded[c.bar];
    b.tx -= int64_t(m.box[0]) * m.box[1] * m.box[2];
    if (b.tx < 0) report(st, st.errors, "%s: barrier %u got %u bytes more than it expected",
                         "transaction count", c.bar, unsigned(-b.tx));
    b.maybe_complete();
  }
  void issue_copy(const nvptxbw::TiledMapSpec &map, uint32_t dst, typename Plan::BoxCoords xy,
                  uint32_t bar) {
    Copy c{&map, dst, {xy.byte, xy.row, xy.chunk}, bar};
    if (dst % 128) report(st, st.errors, "%s: copy to %u misaligned (bar %u)", "TMA", dst, bar);
    for (const Group &g : groups)
      for (const Mma &x : g.mmas)
        if (c.range().overlaps(a_range(x)) || c.range().overlaps(b_range(x)))
          report(st, st.hazards, "%s: copy into [%u,...) while an MMA committed to barrier %u reads it",
                 "hazard", dst, g.bar);
    copies.push_back(c);
    ++st.copies;
    if (long(copies.size()) > st.max_copies_in_flight) st.max_copies_in_flight = copies.size();
  }

  // ---- MMA execution
  double element(uint64_t desc, uint32_t row, uint32_t k, Fmt fmt) {
    const uint32_t start = uint32_t(desc & 0x3FFF) << 4;
    const uint32_t lbo = uint32_t((desc >> 16) & 0x3FFF) << 4;
    const uint32_t sbo = uint32_t((desc >> 32) & 0x3FFF) << 4;
    const uint32_t k_byte = Plan::kPackedFp4 ? k / 2 : k;
    const uint32_t at = start + nvptxbw::kmajor_offset(row, k_byte, lbo, sbo);
    if (at < kSmemBase || at - kSmemBase >= smem.size()) {
      report(st, st.errors, "%s: MMA reads shared address %u of %u", "descriptor", at,
             unsigned(kSmemBase + smem.size()));
      return NAN;
    }
    const uint8_t byte = smem[at - kSmemBase];
    const uint8_t code = Plan::kPackedFp4 ? uint8_t((byte >> (4 * (k % 2))) & 0xF)
                                          : nvptxbw::from_f8f6f4_byte(fmt, byte);
    return nvptxbw::decode(fmt, code);
  }
  double scale(uint32_t taddr, uint32_t row, uint32_t byte) const {
    const uint32_t column = (taddr & 0xFFFF) + nvptxbw::tmem_scale_slot(row).column;
    const uint32_t lane = nvptxbw::tmem_scale_slot(row).lane_in_quarter + 32 * (row / 32);
    const uint8_t code = uint8_t(tmem.at(lane * kTmemColumns + column) >> (8 * byte));
    return Plan::info.nvfp4 ? nvptxbw::decode(Fmt::UE4M3, code) : std::ldexp(1.0, int(code) - 127);
  }
  void execute(const Mma &x) {
    // Descriptor fields that must hold for this layout: version 0b001 at
    // [46,49), no swizzle, base offset 0, LBO mode 0.
    for (uint64_t d : {x.a_desc, x.b_desc})
      if (((d >> 46) & 7) != 1 || (d >> 49) != 0)
        report(st, st.errors, "%s: smem descriptor high bits %u/%u", "descriptor",
               unsigned(d >> 46), unsigned(d >> 32));
    const uint32_t n = ((x.idesc >> 17) & 0x3F) << 3, m = ((x.idesc >> 24) & 0x1F) << 4;
    if (m != uint32_t(kTileM) || n != uint32_t(kTileN))
      report(st, st.errors, "%s: idesc shape %ux%u", "descriptor", m, n);
    const uint32_t b_sf_id = (x.idesc >> 4) & 3, a_sf_id = (x.idesc >> 29) & 3;
    const bool ue8m0 = (x.idesc >> 23) & 1;
    if (ue8m0 == Plan::info.nvfp4)
      report(st, st.errors, "%s: scale type bit %u for nvfp4=%u", "descriptor", ue8m0,
             Plan::info.nvfp4);
    const Fmt fmt = Plan::info.elem;
    const int block = Plan::info.block;
    for (uint32_t r = 0; r < m; ++r)
      for (uint32_t c = 0; c < n; ++c) {
        double sum = 0;
        for (int kb = 0; kb < Plan::kMmaK / block; ++kb) {
          double part = 0;
          for (int k = kb * block; k < (kb + 1) * block; ++k)
            part += element(x.a_desc, r, k, fmt) * element(x.b_desc, c, k, fmt);
          sum += part * scale(x.sfa, r, a_sf_id + kb) * scale(x.sfb, c, b_sf_id + kb);
        }
        double &d = accum[size_t(r) * kTileN + c];
        d = x.accumulate ? d + sum : sum;
      }
    ++st.mmas;
  }

  // ---- barrier waits, completing in-flight work as late as possible
  void wait_loaded(uint32_t stage, uint32_t parity) {
    while (!loaded[stage].parity_done(parity)) {
      size_t i = 0;
      while (i < copies.size() && copies[i].bar != stage) ++i;
      if (i == copies.size()) {
        report(st, st.errors, "%s: waiting for parity %u of loaded[%u] with no copy in flight",
               "deadlock", parity, stage);
        return;
      }
      const Copy c = copies[i];
      copies.erase(copies.begin() + i);
      land(c);
    }
  }
  void wait_done(uint32_t stage, uint32_t parity) {
    while (!done[stage].parity_done(parity)) {
      if (groups.empty()) {
        report(st, st.errors, "%s: waiting for parity %u of done[%u] with no MMA in flight",
               "deadlock", parity, stage);
        return;
      }
      Group g = groups.front();
      groups.pop_front();
      for (const Mma &x : g.mmas) execute(x);
      done[g.bar].pending -= 1; // tcgen05.commit: arrive::one
      done[g.bar].maybe_complete();
    }
  }

  // ---- the operations tcgen05_main_loop performs
  void load(uint32_t j, uint32_t stage) {
    loaded[stage].tx += Plan::kStageTxBytes; // expect_tx, then the arrival
    loaded[stage].pending -= 1;
    loaded[stage].maybe_complete();
    issue_copy(map_a, kSmemBase + Plan::a_offset(stage), Plan::box(j, m0), stage);
    issue_copy(map_b, kSmemBase + Plan::b_offset(stage), Plan::box(j, n0), stage);
  }
  void wait_done_producer(uint32_t stage, uint32_t parity) {
    if (!g_skip_producer_wait) wait_done(stage, parity);
  }
  void wait_done_all(uint32_t stage, uint32_t parity) { wait_done(stage, parity); }
  void store_scales(uint32_t kt, uint32_t stage) {
    const int blocks_per_row = p.k / Plan::info.block;
    const Range cols{Plan::sfa_column(stage), Plan::sfb_column(stage) + 4};
    for (const Group &g : groups)
      for (const Mma &x : g.mmas)
        if (cols.overlaps({x.sfa & 0xFFFF, (x.sfa & 0xFFFF) + 4}) ||
            cols.overlaps({x.sfb & 0xFFFF, (x.sfb & 0xFFFF) + 4}))
          report(st, st.hazards, "%s: scale store to columns %u.. while an MMA on barrier %u reads them",
                 "hazard", cols.lo, g.bar);
    // As the kernel's tcgen05.st.32x32b.x4: warp w writes lanes 32w..32w+31,
    // word c of lane l the scales of row l + 32c.
    for (uint32_t warp = 0; warp < 4; ++warp)
      for (uint32_t lane = 0; lane < 32; ++lane)
        for (uint32_t c = 0; c < 4; ++c) {
          const int row = int(lane + 32 * c);
          const uint32_t sfa = scale_quad(p.sa.data() + size_t(m0 + row) * blocks_per_row,
                                          int(kt) * 4, blocks_per_row, 4);
          const uint32_t sfb = row < kTileN ? scale_quad(p.sb.data() + size_t(n0 + row) * blocks_per_row,
                                                         int(kt) * 4, blocks_per_row, 4)
                                            : 0u;
          tmem.at((32 * warp + lane) * kTmemColumns + Plan::sfa_column(stage) + c) = sfa;
          tmem.at((32 * warp + lane) * kTmemColumns + Plan::sfb_column(stage) + c) = sfb;
        }
  }
  void mma(uint32_t kt, uint32_t stage, uint32_t parity) {
    wait_loaded(stage, parity);
    for (int i = 0; i < Plan::kMmasPerStage; ++i) {
      Mma x{Plan::a_desc(kSmemBase, stage, i), Plan::b_desc(kSmemBase, stage, i),
            Plan::idesc(i).bits, nvptxbw::tmem_address(0, 0, 0),
            nvptxbw::tmem_address(0, 0, Plan::sfa_column(stage)),
            nvptxbw::tmem_address(0, 0, Plan::sfb_column(stage)), kt > 0 || i > 0};
      for (const Copy &c : copies)
        if (c.range().overlaps(a_range(x)) || c.range().overlaps(b_range(x)))
          report(st, st.hazards, "%s: MMA reads [%u,...) before the copy into it completed (barrier %u)",
                 "hazard", c.dst, c.bar);
      uncommitted.push_back(x);
    }
    groups.push_back(Group{uncommitted, stage});
    uncommitted.clear();
    ++st.commits;
  }

  // After the main loop: nothing may be in flight before the epilogue's
  // tcgen05.ld.
  void epilogue(std::vector<float> &d) {
    if (!copies.empty() || !groups.empty())
      report(st, st.errors, "%s: %u copies and %u MMA groups still in flight", "epilogue",
             unsigned(copies.size()), unsigned(groups.size()));
    for (int r = 0; r < kTileM; ++r)
      for (int c = 0; c < kTileN; ++c) {
        const size_t at = size_t(m0 + r) * p.n + n0 + c;
        d[at] = std::fmaf(p.alpha, float(accum[size_t(r) * kTileN + c]), p.c[at]);
      }
  }
};

template <Scheme kScheme> bool run(std::mt19937 &rng, ProblemSize size) {
  using Plan = Tcgen05Plan<kScheme>;
  const GoldenProblem p = make_golden_problem<kScheme>(rng, size.m, size.n, size.k);
  if (!p.ok) return false;
  const std::vector<uint8_t> packed_a = Plan::pack_operand(p.qa.data(), p.m, p.k);
  const std::vector<uint8_t> packed_b = Plan::pack_operand(p.qb.data(), p.n, p.k);
  const nvptxbw::TiledMapSpec map_a = Plan::map_spec(packed_a.data(), p.m, p.k, kTileM);
  const nvptxbw::TiledMapSpec map_b = Plan::map_spec(packed_b.data(), p.n, p.k, kTileN);
  // The specs the driver would get must pass its documented requirements.
  for (const auto *m : {&map_a, &map_b}) {
    const nvptxbw::TensorMapResult r = nvptxbw::validate_tiled_map(*m);
    if (!r.ok()) {
      std::printf("%s: tensor map rejected: %s\n", Plan::info.name, r.message);
      return false;
    }
  }
  Stats st;
  std::vector<float> d(p.c.size(), NAN);
  for (int by = 0; by < p.m / kTileM; ++by)
    for (int bx = 0; bx < p.n / kTileN; ++bx) {
      CtaModel<kScheme> cta(p, map_a, map_b, by * kTileM, bx * kTileN, st);
      tcgen05_main_loop(cta, uint32_t(p.k / Plan::kStageK));
      cta.epilogue(d);
    }
  const size_t wrong = count_wrong(p, d, Plan::info.name);
  std::printf("%-11s %dx%dx%d tcgen05 model: %zu of %zu wrong; %ld copies, %ld MMAs, %ld commits, "
              "up to %ld copies in flight, %ld hazards, %ld errors\n",
              Plan::info.name, p.m, p.n, p.k, wrong, d.size(), st.copies, st.mmas, st.commits,
              st.max_copies_in_flight, st.hazards, st.errors);
  return wrong == 0 && st.hazards == 0 && st.errors == 0;
}

} // namespace

int main(int argc, char **argv) {
  g_skip_producer_wait = argc > 1 && std::strcmp(argv[1], "--skip-producer-wait") == 0;
  std::mt19937 rng(20250701);
  bool ok = true;
  for (const ProblemSize size : kProblems) {
    ok &= run<Scheme::MxE4M3>(rng, size);
    ok &= run<Scheme::MxE5M2>(rng, size);
    ok &= run<Scheme::MxE2M3>(rng, size);
    ok &= run<Scheme::MxE3M2>(rng, size);
    ok &= run<Scheme::MxE2M1>(rng, size);
    ok &= run<Scheme::Nvfp4>(rng, size);
  }
  std::printf("tcgen05 model: %s\n", ok ? "all formats exact, no hazards" : "FAILED");
  return ok ? 0 : 1;
}
