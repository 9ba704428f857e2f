// The Blackwell builtins' immediates: integer constant expressions, in the
// intrinsic's range, a selector among the values that have a PTX form. Checked
// in device and host compilations alike (as upstream checks aux builtins).
//
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device -target-cpu sm_100a \
// RUN:   -target-feature +ptx86 -fsyntax-only -verify -x cuda %s
// RUN: %clang -cc1 -triple x86_64-unknown-linux-gnu -aux-triple nvptx64-nvidia-cuda \
// RUN:   -fsyntax-only -verify -x cuda %s

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

typedef unsigned v8u __attribute__((vector_size(32)));

__global__ void immediates(unsigned t, unsigned long long a, unsigned long long b,
                           unsigned idesc, bool flag, int n) {
  v8u v = __nvvm_tcgen05_ld_16x64b_x8(t, flag); // expected-error {{argument to '__nvvm_tcgen05_ld_16x64b_x8' must be a constant integer}}
  __nvvm_tcgen05_mma_shared(t, a, b, idesc, true, n, 1, 0); // expected-error {{argument to '__nvvm_tcgen05_mma_shared' must be a constant integer}}
  // Selectors: kind 0..3, cta_group 1..2, collector 0..3.
  __nvvm_tcgen05_mma_shared(t, a, b, idesc, true, 4, 1, 0); // expected-error {{argument value 4 is not allowed here: '__nvvm_tcgen05_mma_shared' takes one of 0, 1, 2, 3}}
  __nvvm_tcgen05_mma_shared(t, a, b, idesc, true, 0, 0, 0); // expected-error {{argument value 0 is not allowed here: '__nvvm_tcgen05_mma_shared' takes one of 1, 2}}
  __nvvm_tcgen05_mma_shared(t, a, b, idesc, true, 0, 1, -1U); // expected-error {{argument value 4294967295 is not allowed here: '__nvvm_tcgen05_mma_shared' takes one of 0, 1, 2, 3}}
  // Immediates printed into the instruction: a range.
  __nvvm_tcgen05_mma_shared_scale_d(t, a, b, idesc, true, 16, 0, 1, 0); // expected-error {{argument value 16 is outside the valid range [0, 15]}}
  __nvvm_tcgen05_mma_shared_scale_d(t, a, b, idesc, true, 15, 0, 1, 0);
  __nvvm_tcgen05_mma_shared(t, a, b, idesc, true, 3 - 3, 1 + 1, sizeof(int) - 1);
}

template <int Kind> __device__ void dependent(unsigned t, unsigned long long a) {
  __nvvm_tcgen05_mma_shared(t, a, a, 0, true, Kind, 1, 0); // expected-error {{argument value 7 is not allowed here: '__nvvm_tcgen05_mma_shared' takes one of 0, 1, 2, 3}}
}
template __device__ void dependent<1>(unsigned, unsigned long long);
template __device__ void dependent<7>(unsigned, unsigned long long); // expected-note {{in instantiation of function template specialization 'dependent<7>' requested here}}
