# The Debian package of zref, made by CPack from the install() rules in
# CMakeLists.txt. After building (cpack packages what is built):
#
#   cd build && cpack -G DEB          # -> build/zref_<version>_amd64.deb
#   cpack --config build/CPackConfig.cmake -B /tmp/pkg   # from anywhere
#   cmake --build build --target package                 # builds, then cpack
#
# This file is read twice: by cmake when configuring (the global property
# CMAKE_ROLE is PROJECT), where it sets the CPack variables and includes
# CPack, and by cpack itself as CPACK_PROJECT_CONFIG_FILE (CMAKE_ROLE is
# CPACK), where it checks, on the machine making the package, how the
# dependencies can be found.

# The Depends line when dpkg-shlibdeps is missing: the packages holding the
# libraries zref links against on Debian 12 (bookworm).
set(ZREF_DEBIAN_FALLBACK_DEPENDS
    "libc6, libedit2, libfmt9, libgcc-s1, libstdc++6, libtomlplusplus3")

get_property(zref_cmake_role GLOBAL PROPERTY CMAKE_ROLE)
if(zref_cmake_role STREQUAL "CPACK")
  # Dependencies are computed by dpkg-shlibdeps (package dpkg-dev): it reads
  # the libraries bin/zref really links against and names the Debian packages
  # holding them, with the minimum versions the binary needs, so the Depends
  # line follows the build (a library added or dropped, another soname after
  # a Debian upgrade) instead of a list kept by hand. Without dpkg-shlibdeps,
  # CPack would quietly make a package with no Depends at all, so fall back
  # to the Debian 12 list, unversioned, and say so.
  if(CPACK_GENERATOR STREQUAL "DEB" AND CPACK_DEBIAN_PACKAGE_SHLIBDEPS)
    cmake_policy(PUSH)
    if(POLICY CMP0109)
      cmake_policy(SET CMP0109 NEW)  # a program must be executable, as for CPackDeb
    endif()
    find_program(ZREF_DPKG_SHLIBDEPS dpkg-shlibdeps)
    cmake_policy(POP)
    if(NOT ZREF_DPKG_SHLIBDEPS)
      message(WARNING "zref: dpkg-shlibdeps not found (apt-get install dpkg-dev); "
                      "the package depends on the Debian 12 list instead: ${ZREF_DEBIAN_FALLBACK_DEPENDS}")
      set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
      set(CPACK_DEBIAN_PACKAGE_DEPENDS "${ZREF_DEBIAN_FALLBACK_DEPENDS}")
    endif()
  endif()
  return()
endif()

set(ZREF_DEB_MAINTAINER "zref maintainers <zref-maintainers@example.org>"
    CACHE STRING "Maintainer field of the zref .deb (\"Name <email>\")")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME zref)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "zref")
set(CPACK_PACKAGE_CONTACT "${ZREF_DEB_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "referee and score keeper for the card game Zombie Princess")
set(CPACK_PACKAGE_DESCRIPTION
    "zref referees a game of Zombie Princess played with a real deck. One player
types what happens, one short line at a time; zref checks each line, rules on
every trick, applies the Round card and the Princess powers, keeps the skulls
and the score sheet, and explains each ruling with the rulebook section it
rests on. Every accepted line goes to a journal on disk first, so a game
survives a crash and can be resumed, replayed or disputed later.")

set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)  # RelWithDebInfo builds carry debug information

set(CPACK_DEBIAN_PACKAGE_NAME zref)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # zref_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${ZREF_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# cpack packages what is built, as cmake --install installs it, instead of
# first building every target (the Catch2 tests too) in the build directory;
# tests/cli/install.sh runs cpack without touching the build. "make package"
# (cmake --build build --target package) still builds first.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CPACK_PROJECT_CONFIG_FILE "${CMAKE_CURRENT_LIST_FILE}")
include(CPack)
