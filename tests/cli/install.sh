# cmake --install puts zref, its manual page, the presets, the game data, the
# README and the bash, zsh and fish completions under the prefix, and the
# installed zref runs; cpack makes zref_<version>_<arch>.deb holding the same
# files, named zref, in section games, with the dependencies dpkg-shlibdeps
# found. Needs the build directory of the zref under test (its CMakeCache.txt)
# and cmake, cpack, dpkg-deb, dpkg-shlibdeps (dpkg-dev) and file: a missing one is a
# failure, not a skip.
SRC=$(cd "$(dirname "$0")/../.." && pwd)
source "$(dirname "$0")/_lib.sh"

BUILD=$(dirname "$ZREF")
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    echo "FAIL: $BUILD/CMakeCache.txt not found: install.sh needs the zref of a CMake build directory" >&2
    exit 1
fi

# The cmake and cpack that configured the build, else the ones on PATH.
cache_value() { sed -n "s/^$1:[A-Z]*=//p" "$BUILD/CMakeCache.txt" | head -n 1; }
CMAKE=$(cache_value CMAKE_COMMAND)
CPACK=$(cache_value CMAKE_CPACK_COMMAND)
[ -x "$CMAKE" ] || CMAKE=$(command -v cmake || true)
[ -x "$CPACK" ] || CPACK=$(command -v cpack || true)
VERSION=$(cache_value CMAKE_PROJECT_VERSION)
missing=()
[ -n "$CMAKE" ] || missing+=("cmake (package cmake)")
[ -n "$CPACK" ] || missing+=("cpack (package cmake)")
for tool in dpkg dpkg-deb; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool (package dpkg)")
done
command -v dpkg-shlibdeps >/dev/null 2>&1 || missing+=("dpkg-shlibdeps (package dpkg-dev)")
# cpack's Debian generator runs file(1) on what it packs.
command -v file >/dev/null 2>&1 || missing+=("file (package file)")
if [ ${#missing[@]} -gt 0 ]; then
    echo "FAIL: install.sh needs ${missing[*]}; scripts/test.sh installs them" >&2
    exit 1
fi
[ -n "$VERSION" ] || { echo "FAIL: no CMAKE_PROJECT_VERSION in $BUILD/CMakeCache.txt" >&2; exit 1; }

# What cmake --install and the .deb hold, relative to the prefix, each with
# the source file it is a copy of ("-" for the program). The completions are
# the ones the build wrote (zref completions SHELL, into BUILD/completions).
built=$(realpath --relative-to="$SRC" "$BUILD")/completions
installed=(
    "bin/zref -"
    "share/man/man1/zref.1 man/zref.1"
    "share/zref/games/zombie-princess.toml games/zombie-princess.toml"
    "share/doc/zref/README.md README.md"
    "share/bash-completion/completions/zref $built/zref.bash"
    "share/zsh/vendor-completions/_zref $built/_zref"
    "share/fish/vendor_completions.d/zref.fish $built/zref.fish"
)
for preset in "$SRC"/configs/*.toml; do
    installed+=("share/zref/configs/$(basename "$preset") configs/$(basename "$preset")")
done

# --- cmake --install
PREFIX=$WORK/prefix
install_status=0
"$CMAKE" --install "$BUILD" --prefix "$PREFIX" >"$WORK/install.log" 2>&1 || install_status=$?
if [ "$install_status" -ne 0 ]; then
    fail "cmake --install $BUILD --prefix $PREFIX: exit status $install_status"
    cat "$WORK/install.log" >&2
else
    for entry in "${installed[@]}"; do
        path=${entry%% *} from=${entry#* }
        if [ ! -f "$PREFIX/$path" ]; then
            fail "cmake --install: $path is not installed"
        elif [ "$from" != - ] && ! cmp -s "$SRC/$from" "$PREFIX/$path"; then
            fail "cmake --install: $path differs from $from"
        fi
    done
    [ -x "$PREFIX/bin/zref" ] || fail "cmake --install: bin/zref is not executable"
    ZREF=$PREFIX/bin/zref
    run '' --version
    expect_rc 0 "installed zref --version"
    [[ $out == "zref $VERSION "* ]] || fail "installed zref --version: stdout does not start with 'zref $VERSION ': $out"
    expect_err_empty "installed zref --version"
fi

shown_id=$run_id # what zref printed above does not explain the failures below

# --- cpack: the package is made in $WORK/pkg, never in the build directory.
ARCH=$(dpkg --print-architecture)
DEB=$WORK/pkg/zref_${VERSION}_$ARCH.deb
cpack_status=0
"$CPACK" --config "$BUILD/CPackConfig.cmake" -B "$WORK/pkg" >"$WORK/cpack.log" 2>&1 || cpack_status=$?
if [ "$cpack_status" -ne 0 ] || [ ! -f "$DEB" ]; then
    fail "cpack --config $BUILD/CPackConfig.cmake -B $WORK/pkg: exit status $cpack_status, expected $(basename "$DEB")"
    cat "$WORK/cpack.log" >&2
    ls -l "$WORK/pkg" >&2 || true
    finish
fi
if grep -q 'Warning' "$WORK/cpack.log"; then
    fail "cpack warned:"
    cat "$WORK/cpack.log" >&2
fi

contents=$(dpkg-deb -c "$DEB")
for entry in "${installed[@]}"; do
    path=${entry%% *}
    grep -qE " \./usr/$path\$" <<<"$contents" || fail "$(basename "$DEB"): no /usr/$path"
done
grep -qE '^-rwxr-xr-x .* \./usr/bin/zref$' <<<"$contents" || fail "$(basename "$DEB"): /usr/bin/zref is not mode 755"

info=$(dpkg-deb -I "$DEB")
field() { dpkg-deb -f "$DEB" "$1"; }
[ "$(field Package)" = zref ] || fail "$(basename "$DEB"): Package is '$(field Package)', expected zref"
[ "$(field Version)" = "$VERSION" ] || fail "$(basename "$DEB"): Version is '$(field Version)', expected $VERSION"
[ "$(field Architecture)" = "$ARCH" ] || fail "$(basename "$DEB"): Architecture is '$(field Architecture)', expected $ARCH"
[ "$(field Section)" = games ] || fail "$(basename "$DEB"): Section is '$(field Section)', expected games"
[[ $(field Maintainer) == ?*" <"*@*">" ]] || fail "$(basename "$DEB"): Maintainer '$(field Maintainer)' is not 'Name <email>'"
[[ $(field Description) == *"Zombie Princess"* ]] || fail "$(basename "$DEB"): Description does not name Zombie Princess"
# dpkg-shlibdeps names each library's package with the version the binary
# needs; the package names carry the sonames (libfmt9 on Debian 12).
depends=$(field Depends)
for lib in libc6 'libstdc\+\+6' libedit2 'libfmt[0-9]+' 'libtomlplusplus[0-9]+'; do
    grep -qE "(^|, )$lib \(>= [^)]+\)(,|\$)" <<<"$depends" ||
        fail "$(basename "$DEB"): Depends lacks a versioned $lib (dpkg-shlibdeps): $depends"
done
grep -q "^ Depends: " <<<"$info" || fail "dpkg-deb -I $(basename "$DEB") shows no Depends"

# The packaged (stripped) program runs.
dpkg-deb -x "$DEB" "$WORK/deb"
ZREF=$WORK/deb/usr/bin/zref
run '' --version
expect_rc 0 "packaged zref --version"
[[ $out == "zref $VERSION "* ]] || fail "packaged zref --version: stdout does not start with 'zref $VERSION ': $out"

finish
