//===- DeclLookupCacheGenerations.h - When Decl's lookup caches go stale ---===//
//
// Part of nvptx-blackwell, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Decl::getASTContext and Decl::getAttrs (DeclBase.cpp) remember their last
// answers per thread: which ASTContext a DeclContext belongs to (found
// otherwise by walking every enclosing context up to the translation unit)
// and where a declaration's attribute vector lives (found otherwise in the
// ASTContext's DeclAttrs map). Semantic analysis asks both millions of times
// per file, mostly for the declaration it asked about just before: CUDA's
// target checks query four attributes of each overload candidate in turn.
//
// A remembered answer stays right as long as the object it was found from
// does: declarations and their attribute vectors live in their ASTContext's
// allocator until the context is destroyed, and an attribute vector dies
// earlier only through ASTContext::eraseDeclAttrs. ASTContext.cpp advances
// the counters below there, when a context is destroyed (before and after
// ASTContext::cleanup releases its tables, in case that looks anything up),
// and when a context is created, whose declarations may sit where a
// destroyed one's were. A cache that sees a counter move forgets everything
// it remembered, on every thread.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTXBW_CLANG_LIB_AST_DECLLOOKUPCACHEGENERATIONS_H
#define NVPTXBW_CLANG_LIB_AST_DECLLOOKUPCACHEGENERATIONS_H

#include <atomic>
#include <cstdint>

namespace clang {
namespace decl_lookup_cache {

/// Advanced when an ASTContext is created or releases its declarations'
/// memory.
inline std::atomic<uint64_t> ContextGeneration{0};

/// Advanced when an attribute vector is destroyed (a declaration's
/// attributes erased, or an ASTContext released) and when an ASTContext is
/// created.
inline std::atomic<uint64_t> AttrsGeneration{0};

} // namespace decl_lookup_cache
} // namespace clang

#endif
