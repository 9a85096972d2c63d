# Build speed, included from the top-level CMakeLists.txt before any target.
# Each lever is used when its tool is installed and never required:
#
# - ccache (Debian's ccache; scripts/test.sh installs it): a second build of
#   the same sources, in any build directory or clone, compiles nothing again.
#   Its sloppiness settings let it cache the files that use the tests'
#   precompiled header. An explicit CMAKE_CXX_COMPILER_LAUNCHER wins;
#   -DZREF_CCACHE=OFF turns it off.
# - lld (Debian's lld): links the big test programs in a fraction of the time
#   GNU ld takes. -DZREF_LLD=OFF turns it off.
# - Precompiled headers (zref_precompile below): the standard headers and fmt
#   took about two thirds of a typical source file's compile time; they are
#   parsed once per build instead. -DZREF_PCH=OFF turns them off (a file that
#   forgot an include then shows it).
# - Unity build (ZREF_UNITY, zref_unity below): the libraries' and test
#   programs' sources compiled 8 files to a compiler run
#   (ZREF_UNITY_BATCH_SIZE), so the headers they share are parsed and their
#   inline code generated once per batch: a cold build of everything on 2
#   cores, ccache off, takes 4m15 of CPU instead of 10m48 (16 files: 3m35, one
#   run per target: 3m03, but every edit then recompiles a whole library).
#   An edit recompiles its file's batch: touching game.cc rebuilds in 15 s
#   instead of 8 s, a Round card in 5 s as before. -DZREF_UNITY=OFF compiles
#   file by file.
#
# The test programs' own settings (-O0, the precompiled header, one Catch2
# main) are in tests/CMakeLists.txt; scripts/test.sh picks the build's
# optimisation and debug level.

option(ZREF_CCACHE "Compile through ccache when it is installed" ON)
option(ZREF_LLD "Link with lld when it is installed and the compiler takes -fuse-ld=lld" ON)

if(ZREF_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(ZREF_CCACHE_PROGRAM ccache)
  if(ZREF_CCACHE_PROGRAM)
    # Debian 12's ccache (4.7) takes its settings from the environment only.
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_SLOPPINESS=pch_defines,time_macros
        ${ZREF_CCACHE_PROGRAM})
  endif()
endif()

if(ZREF_LLD)
  find_program(ZREF_LLD_PROGRAM ld.lld)
  if(ZREF_LLD_PROGRAM)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=lld ZREF_HAVE_FUSE_LD_LLD)
    if(ZREF_HAVE_FUSE_LD_LLD)
      add_link_options(-fuse-ld=lld)
    endif()
  endif()
endif()

option(ZREF_PCH "Precompile the standard headers, fmt and CLI11 for the program's libraries" ON)
set(ZREF_COMMON_HEADERS <algorithm> <array> <cstddef> <cstdint> <functional> <map> <memory> <optional>
    <span> <string> <string_view> <utility> <vector> <fmt/format.h>)

# zref_precompile(TARGET [HEADERS h...] [REUSED_BY t...]): TARGET compiles the
# common headers (and HEADERS) once; each REUSED_BY target uses TARGET's
# header, which needs the same compile options (every library has them).
function(zref_precompile target)
  cmake_parse_arguments(arg "" "" "HEADERS;REUSED_BY" ${ARGN})
  if(NOT ZREF_PCH)
    return()
  endif()
  target_precompile_headers(${target} PRIVATE ${ZREF_COMMON_HEADERS} ${arg_HEADERS})
  foreach(other IN LISTS arg_REUSED_BY)
    target_precompile_headers(${other} REUSE_FROM ${target})
  endforeach()
endfunction()

option(ZREF_UNITY "Compile the libraries and test programs in batches of files (unity build)" ON)
set(ZREF_UNITY_BATCH_SIZE 8 CACHE STRING "Source files per compiler run in a unity build (0: all of a target's)")

# zref_unity(TARGET...): with ZREF_UNITY, each TARGET's sources are compiled
# in batches. Their file-local names (anonymous namespaces, static functions)
# must then differ between files of the same target.
function(zref_unity)
  if(NOT ZREF_UNITY)
    return()
  endif()
  set_target_properties(${ARGN} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${ZREF_UNITY_BATCH_SIZE})
endfunction()
