//===- foldingset-stress.cpp - FoldingSet against a reference, and its costs ===//
//
// Drives llvm::FoldingSet (the implementation linked in: ours from the series,
// or Debian's when the test relinks without it) through random insertions,
// lookups, removals, iteration, reserve, move and clear, checking every answer
// against a std::map; then counts how often the set calls a node's Profile,
// which is what a lookup, a growth and a removal cost on clang's type and
// template sets (test/ADT/foldingset-open-addressing.test).
//
// usage: foldingset-stress [--seed N] [--ops N] [--skip-stale-insert-pos]
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/FoldingSet.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <vector>

using namespace llvm;

namespace {
unsigned long ProfileCalls = 0;

struct KeyNode : FoldingSetNode {
  unsigned Key;
  explicit KeyNode(unsigned Key) : Key(Key) {}
  void Profile(FoldingSetNodeID &ID) const {
    ++ProfileCalls;
    ID.AddInteger(Key);
  }
};

[[noreturn]] void fail(const char *What, unsigned long Detail) {
  std::printf("FAIL: %s (%lu)\n", What, Detail);
  std::exit(1);
}

KeyNode *find(FoldingSet<KeyNode> &Set, unsigned Key, void *&InsertPos) {
  FoldingSetNodeID ID;
  ID.AddInteger(Key);
  return Set.FindNodeOrInsertPos(ID, InsertPos);
}

// Every node of Set is Ref's node of its key, and there are as many.
void checkIteration(FoldingSet<KeyNode> &Set, std::map<unsigned, KeyNode *> &Ref) {
  size_t Seen = 0;
  for (KeyNode &N : Set) {
    auto It = Ref.find(N.Key);
    if (It == Ref.end() || It->second != &N)
      fail("iteration met a node not in the reference", N.Key);
    ++Seen;
  }
  if (Seen != Ref.size())
    fail("iteration count differs from the reference", Seen);
}

void randomOperations(unsigned Seed, unsigned Ops) {
  std::mt19937 Rng(Seed);
  unsigned long Checked = 0;
  for (unsigned Round = 0; Round < 12; ++Round) {
    FoldingSet<KeyNode> Set(6 + Round % 4);
    std::map<unsigned, KeyNode *> Ref;
    std::vector<std::unique_ptr<KeyNode>> Pool;
    unsigned Range = 64 + Round * 700;
    for (unsigned Op = 0; Op < Ops; ++Op) {
      unsigned Key = Rng() % Range, What = Rng() % 10;
      void *InsertPos = nullptr;
      KeyNode *Found = find(Set, Key, InsertPos);
      auto It = Ref.find(Key);
      if ((Found != nullptr) != (It != Ref.end()) || (Found && Found != It->second))
        fail("lookup disagrees with the reference", Key);
      if (!Found && !InsertPos)
        fail("no insert position for a missing key", Key);
      if (What < 5 && !Found) {
        Pool.push_back(std::make_unique<KeyNode>(Key));
        Set.InsertNode(Pool.back().get(), InsertPos);
        Ref[Key] = Pool.back().get();
      } else if (What < 8 && Found) {
        if (!Set.RemoveNode(Found) || Set.RemoveNode(Found))
          fail("RemoveNode of a member", Key);
        Ref.erase(It);
      } else if (What == 8 && Found) {
        KeyNode Twin(Key);
        if (Set.GetOrInsertNode(&Twin) != Found)
          fail("GetOrInsertNode returned another node", Key);
      }
      if (Set.size() != Ref.size())
        fail("size differs from the reference", Op);
      if (Op % 4096 == 0)
        checkIteration(Set, Ref);
      ++Checked;
    }
    checkIteration(Set, Ref);

    // Remove every third key while iterating, after stepping past it.
    for (auto I = Set.begin(), E = Set.end(); I != E;) {
      KeyNode &N = *I++;
      if (N.Key % 3 == 0) {
        Set.RemoveNode(&N);
        Ref.erase(N.Key);
      }
    }
    checkIteration(Set, Ref);

    Set.reserve(Ref.size() * 4 + 1000);
    checkIteration(Set, Ref);
    FoldingSet<KeyNode> Moved(std::move(Set));
    for (auto &[Key, Node] : Ref) {
      void *InsertPos;
      if (find(Moved, Key, InsertPos) != Node)
        fail("lookup after reserve and move", Key);
    }
    Moved.clear();
    if (Moved.size() != 0 || Moved.begin() != Moved.end())
      fail("clear left nodes", Moved.size());
    for (auto &Node : Pool)
      Node->SetNextInBucket(nullptr); // clear() leaves the nodes' links alone
    for (auto &[Key, Node] : Ref)
      Moved.InsertNode(Node);
    checkIteration(Moved, Ref);
  }
  std::printf("random operations checked against std::map: %lu\n", Checked);
}

// What one lookup, one growth and one removal cost in calls to Profile.
void profileCosts() {
  const unsigned N = 100000;
  FoldingSet<KeyNode> Set;
  std::vector<std::unique_ptr<KeyNode>> Nodes;
  unsigned long InLookups = 0, InInserts = 0;
  for (unsigned K = 0; K < N; ++K) {
    Nodes.push_back(std::make_unique<KeyNode>(K * 2654435761u));
    void *InsertPos;
    ProfileCalls = 0;
    if (find(Set, Nodes.back()->Key, InsertPos))
      fail("fresh key found", K);
    InLookups += ProfileCalls;
    ProfileCalls = 0;
    Set.InsertNode(Nodes.back().get(), InsertPos);
    InInserts += ProfileCalls;
  }
  std::printf("profiles while inserting %u nodes (growths included): %lu\n", N, InInserts);
  std::printf("profiles while looking up %u absent keys: %lu\n", N, InLookups);
  ProfileCalls = 0;
  for (auto &Node : Nodes) {
    void *InsertPos;
    if (find(Set, Node->Key, InsertPos) != Node.get())
      fail("inserted node not found", Node->Key);
  }
  std::printf("profiles per lookup of a present key: %.2f\n", double(ProfileCalls) / N);
  ProfileCalls = 0;
  for (unsigned K = 0; K < N; K += 2)
    if (!Set.RemoveNode(Nodes[K].get()))
      fail("RemoveNode", K);
  std::printf("profiles while removing %u nodes: %lu\n", N / 2, ProfileCalls);
}

// clang's ASTContext finds a type's insert position, builds the type (which
// may insert other types into the same set, and grow it), then inserts.
void insertPositionSurvivesInsertions() {
  FoldingSet<KeyNode> Set;
  std::vector<std::unique_ptr<KeyNode>> Nodes;
  void *Late;
  if (find(Set, 7, Late))
    fail("empty set found a key", 7);
  for (unsigned K = 100; K < 5100; ++K) {
    Nodes.push_back(std::make_unique<KeyNode>(K));
    Set.InsertNode(Nodes.back().get());
  }
  KeyNode Seven(7);
  Set.InsertNode(&Seven, Late);
  void *InsertPos;
  if (find(Set, 7, InsertPos) != &Seven)
    fail("node inserted at an earlier insert position is lost", 7);
  for (auto &Node : Nodes)
    if (find(Set, Node->Key, InsertPos) != Node.get())
      fail("node lost after a late insertion", Node->Key);
  std::printf("insert position kept across 5000 insertions: ok\n");
}
} // namespace

int main(int argc, char **argv) {
  unsigned Seed = 1, Ops = 60000;
  bool StaleInsertPos = true;
  for (int I = 1; I < argc; ++I) {
    if (!std::strcmp(argv[I], "--seed") && I + 1 < argc)
      Seed = std::strtoul(argv[++I], nullptr, 10);
    else if (!std::strcmp(argv[I], "--ops") && I + 1 < argc)
      Ops = std::strtoul(argv[++I], nullptr, 10);
    else if (!std::strcmp(argv[I], "--skip-stale-insert-pos"))
      StaleInsertPos = false;
    else {
      std::fprintf(stderr, "usage: %s [--seed N] [--ops N] [--skip-stale-insert-pos]\n", argv[0]);
      return 2;
    }
  }
  randomOperations(Seed, Ops);
  profileCosts();
  if (StaleInsertPos)
    insertPositionSurvivesInsertions();
  std::printf("PASS\n");
  return 0;
}
