# CMake rules for CUDA compiled by nvptx-blackwell's clang, with CUDA 13.
#
#   cmake -DCMAKE_CUDA_COMPILER=<prefix>/bin/clang++ \
#         -DCMAKE_USER_MAKE_RULES_OVERRIDE_CUDA=<prefix>/share/nvptx-blackwell/cmake/NVPTXBlackwellCUDARules.cmake
#
# CMake loads this file once it knows the CUDA compiler and toolkit. What it
# changes, and why:
#
# * CUDA_SEPARABLE_COMPILATION. CMake (3.25 and later, up to at least 3.31)
#   device-links clang's relocatable device code itself: nvlink per GPU arch,
#   then fatbinary with -im=profile=sm_XX,file=..., which CUDA 13's fatbinary
#   refuses ("Unknown option 'im'"). CMAKE_CUDA_FATBINARY becomes a small
#   script in the build tree that passes each image as --image3 instead and
#   runs the toolkit's fatbinary.
#
# Nothing else is changed; a build that does not use separable compilation
# does not need this file.

if(NOT CMAKE_CUDA_COMPILER_ID STREQUAL "Clang")
  return()
endif()

if(CMAKE_CUDA_COMPILER_TOOLKIT_VERSION VERSION_GREATER_EQUAL 13.0)
  # Where CMake finds it (CMakeDetermineCUDACompiler.cmake). Not
  # CMAKE_CUDA_FATBINARY: CMake saves the value this file gives it and reads
  # it back on the next configure.
  set(NVPTXBW_REAL_FATBINARY
      "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}/bin/fatbinary${CMAKE_EXECUTABLE_SUFFIX}")
  set(_nvptxbw_fatbinary "${CMAKE_BINARY_DIR}/CMakeFiles/nvptxbw/fatbinary")
  configure_file("${CMAKE_CURRENT_LIST_DIR}/fatbinary-image3.sh.in"
                 "${_nvptxbw_fatbinary}" @ONLY
                 FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
                                  GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  set(CMAKE_CUDA_FATBINARY "${_nvptxbw_fatbinary}")
  unset(_nvptxbw_fatbinary)
endif()
