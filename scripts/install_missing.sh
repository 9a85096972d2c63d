# Sourced by scripts/play.sh, test.sh, fuzz.sh and bench.sh: install_missing PACKAGE...
# installs, as root (or through sudo), the Debian packages not yet installed.
# On a system without dpkg it only names them.

install_missing() {
    local packages=("$@") missing=() p
    if ! command -v dpkg >/dev/null 2>&1; then
        echo "zref: not a Debian system (no dpkg): make sure these are installed: ${packages[*]}" >&2
        return 0
    fi
    for p in "${packages[@]}"; do
        # grep reads all of dpkg's output (no -q), so pipefail never sees a SIGPIPE.
        dpkg -s "$p" 2>/dev/null | grep -x 'Status: install ok installed' >/dev/null || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local as_root=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            as_root=(sudo)
        else
            echo "zref: missing packages (${missing[*]}); run this as root or install sudo" >&2
            exit 1
        fi
    fi
    echo "zref: installing ${missing[*]}" >&2
    # </dev/null: piped input is for zref itself (play.sh), never for apt.
    "${as_root[@]}" apt-get update </dev/null
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
}
