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
# * target_precompile_headers on CUDA sources. CMake (3.25, and up to at
#   least 3.31) precompiles headers for C, C++ and Objective-C only: a CUDA
#   target's PRECOMPILE_HEADERS are silently left unused. Once the directory
#   that enabled CUDA is configured, every target with PRECOMPILE_HEADERS and
#   CUDA sources gets a CUDA PCH (one per sub-compilation, `-x cuda-header`):
#   a helper object library <target>_cuda_pch compiles the headers with the
#   target's own flags (its definitions, include directories, options, CUDA
#   architectures and standard: a PCH must match the compiles that use it),
#   through cuda-pch-compile.sh, and the target's CUDA sources get
#   `-include <the headers' wrapper>`, which finds the PCH beside it.
#   DISABLE_PRECOMPILE_HEADERS and SKIP_PRECOMPILE_HEADERS are honoured;
#   PRECOMPILE_HEADERS_REUSE_FROM is not (each target gets its own PCH).
#
# * CMAKE_CUDA_ARCHITECTURES=all and all-major with CUDA 13. CMake before 4.0
#   lists arches CUDA 13 removed (sm_50 to sm_72) and no Blackwell arch for
#   clang; the lists become the toolkit's own (nvcc --list-gpu-code).
#
# Nothing else is changed; a build that uses none of these does not need
# this file.

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

  # CMAKE_CUDA_ARCHITECTURES=all and all-major. CMake before 4.0 draws them
  # from its own table of CUDA releases, which ends before CUDA 13: it keeps
  # sm_50 to sm_72, which CUDA 13 removed (our clang refuses them, as nvcc 13
  # does), and lists no Blackwell arch for clang. The project then fails at
  # CMake's compiler check. Take the toolkit's own list instead, the real
  # arches nvcc's -arch=all compiles for (nvcc --list-gpu-code), numerically
  # sorted since CMake embeds PTX for the last one; all-major keeps the
  # lowest and every sm_X0 among them, as CMake does.
  execute_process(
    COMMAND "${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}/bin/nvcc${CMAKE_EXECUTABLE_SUFFIX}" --list-gpu-code
    OUTPUT_VARIABLE _nvptxbw_codes RESULT_VARIABLE _nvptxbw_rc ERROR_QUIET)
  string(REGEX MATCHALL "sm_[0-9]+" _nvptxbw_codes "${_nvptxbw_codes}")
  if(_nvptxbw_rc EQUAL 0 AND _nvptxbw_codes)
    list(TRANSFORM _nvptxbw_codes REPLACE "^sm_" "")
    list(SORT _nvptxbw_codes COMPARE NATURAL)
    set(CMAKE_CUDA_ARCHITECTURES_ALL ${_nvptxbw_codes})
    list(GET _nvptxbw_codes 0 _nvptxbw_lowest)
    set(CMAKE_CUDA_ARCHITECTURES_ALL_MAJOR ${_nvptxbw_lowest})
    foreach(_nvptxbw_code IN LISTS _nvptxbw_codes)
      if(_nvptxbw_code MATCHES "0$" AND NOT _nvptxbw_code STREQUAL _nvptxbw_lowest)
        list(APPEND CMAKE_CUDA_ARCHITECTURES_ALL_MAJOR ${_nvptxbw_code})
      endif()
    endforeach()
  endif()
  unset(_nvptxbw_codes)
  unset(_nvptxbw_rc)
  unset(_nvptxbw_lowest)
  unset(_nvptxbw_code)
endif()

# --- Precompiled headers for CUDA sources ------------------------------------

set(NVPTXBW_CUDA_PCH_COMPILE "${CMAKE_CURRENT_LIST_DIR}/cuda-pch-compile.sh")

function(_nvptxbw_cuda_sources target out)
  get_target_property(dir ${target} SOURCE_DIR)
  get_target_property(sources ${target} SOURCES)
  set(cuda)
  foreach(src IN LISTS sources)
    if(src MATCHES "^\\$<")
      continue()
    endif()
    # Absolute, so that the DIRECTORY lookups below do not read it relative
    # to the directory this runs in.
    if(NOT IS_ABSOLUTE "${src}")
      set(src "${dir}/${src}")
    endif()
    get_source_file_property(lang "${src}" DIRECTORY "${dir}" LANGUAGE)
    get_source_file_property(skip "${src}" DIRECTORY "${dir}" SKIP_PRECOMPILE_HEADERS)
    if(skip)
      continue()
    endif()
    if(lang STREQUAL "CUDA" OR (NOT lang AND src MATCHES "\\.cu$"))
      list(APPEND cuda "${src}")
    endif()
  endforeach()
  set(${out} "${cuda}" PARENT_SCOPE)
endfunction()

function(_nvptxbw_cuda_pch target)
  get_target_property(headers ${target} PRECOMPILE_HEADERS)
  get_target_property(disabled ${target} DISABLE_PRECOMPILE_HEADERS)
  get_target_property(imported ${target} IMPORTED)
  if(NOT headers OR disabled OR imported)
    return()
  endif()
  _nvptxbw_cuda_sources(${target} cuda_sources)
  if(NOT cuda_sources)
    return()
  endif()
  get_target_property(dir ${target} SOURCE_DIR)
  # Under the top binary directory, where the helper library below is
  # created: its one object is then HELPER_OBJECT (CMake names an object after
  # its source's path relative to its target's binary directory).
  string(MAKE_C_IDENTIFIER "${target}" target_id)
  set(pch_dir "${CMAKE_BINARY_DIR}/nvptxbw_cuda_pch/${target_id}")
  set(wrapper "${pch_dir}/cmake_pch.cuh")
  set(helper_object
      "${CMAKE_BINARY_DIR}/CMakeFiles/${target}_cuda_pch.dir/nvptxbw_cuda_pch/${target_id}/cmake_pch.cuh${CMAKE_CUDA_OUTPUT_EXTENSION}")

  # The wrapper includes the headers as target_precompile_headers names them:
  # <name> as a system include, anything else as a file (CMake has made
  # relative paths absolute).
  set(content "/* generated by NVPTXBlackwellCUDARules.cmake for ${target} */\n")
  foreach(h IN LISTS headers)
    if(h MATCHES "^<.*>$")
      string(APPEND content "#include ${h}\n")
    else()
      if(NOT IS_ABSOLUTE "${h}")
        set(h "${dir}/${h}")
      endif()
      string(APPEND content "#include \"${h}\"\n")
    endif()
  endforeach()
  file(GENERATE OUTPUT "${wrapper}" CONTENT "${content}")
  set_source_files_properties("${wrapper}" DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
                              PROPERTIES LANGUAGE CUDA GENERATED TRUE)

  # The helper library: the target's flags, the wrapper as its one source.
  set(helper ${target}_cuda_pch)
  add_library(${helper} OBJECT "${wrapper}")
  target_compile_definitions(${helper} PRIVATE $<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>)
  target_include_directories(${helper} PRIVATE $<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>)
  target_compile_options(${helper} PRIVATE $<TARGET_PROPERTY:${target},COMPILE_OPTIONS>)
  get_target_property(features ${target} COMPILE_FEATURES)
  if(features)
    target_compile_features(${helper} PRIVATE ${features})
  endif()
  foreach(prop CUDA_ARCHITECTURES CUDA_STANDARD CUDA_STANDARD_REQUIRED CUDA_EXTENSIONS
               POSITION_INDEPENDENT_CODE CUDA_SEPARABLE_COMPILATION CUDA_RUNTIME_LIBRARY)
    get_target_property(value ${target} ${prop})
    if(NOT value STREQUAL "value-NOTFOUND")
      set_property(TARGET ${helper} PROPERTY ${prop} "${value}")
    endif()
  endforeach()
  set(launcher sh "${NVPTXBW_CUDA_PCH_COMPILE}" "${wrapper}.pch")
  get_target_property(user_launcher ${target} CUDA_COMPILER_LAUNCHER)
  if(user_launcher)
    list(APPEND launcher ${user_launcher})
  endif()
  set_property(TARGET ${helper} PROPERTY CUDA_COMPILER_LAUNCHER "${launcher}")

  # The target's CUDA sources include the wrapper, and so load the PCH; each
  # is compiled after the PCH and again when it changes (add_dependencies
  # alone does not order Ninja's compiles after an object library's, and
  # CMake 3.25's OBJECT_DEPENDS takes no $<TARGET_OBJECTS>).
  add_dependencies(${target} ${helper})
  set_property(SOURCE ${cuda_sources} DIRECTORY "${dir}" APPEND PROPERTY
               COMPILE_OPTIONS "-include${wrapper}")
  set_property(SOURCE ${cuda_sources} DIRECTORY "${dir}" APPEND PROPERTY
               OBJECT_DEPENDS "${helper_object}")
endfunction()

function(_nvptxbw_cuda_pch_in_directory dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type STREQUAL "INTERFACE_LIBRARY" AND NOT type STREQUAL "UTILITY")
      _nvptxbw_cuda_pch(${target})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _nvptxbw_cuda_pch_in_directory("${sub}")
  endforeach()
endfunction()

function(_nvptxbw_cuda_pch_all)
  _nvptxbw_cuda_pch_in_directory("${CMAKE_CURRENT_SOURCE_DIR}")
endfunction()

if(NOT NVPTXBW_CUDA_PCH_DEFERRED AND CMAKE_CUDA_COMPILER_ID STREQUAL "Clang")
  set(NVPTXBW_CUDA_PCH_DEFERRED TRUE)
  cmake_language(DEFER CALL _nvptxbw_cuda_pch_all)
endif()
