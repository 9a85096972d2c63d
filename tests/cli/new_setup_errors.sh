# A bad table setup exits 2 with one line and leaves no journal behind.
source "$(dirname "$0")/_lib.sh"

check_refused() { # WHAT ARGS...
    local what=$1
    shift
    run '' new --journal game.zref "$@"
    expect_rc 2 "$what"
    expect_err_lines 1 "$what"
    [ ! -e game.zref ] || { fail "$what: a journal was created"; rm -f game.zref; }
}

check_refused "a Round card letter that does not exist" --rounds "a b c 9"
check_refused "an Hourglass card before the last round" --rounds "d a b c"
check_refused "three Round cards" --rounds "a b c"
check_refused "two players" --players "Ana,Ben"
check_refused "seven players" --players "A1,B1,C1,D1,E1,F1,G1"
check_refused "a player named like a card" --players "Ana,Ben,Cai,k7"
check_refused "two players with one name" --players "Ana,Ben,ana"
check_refused "teams of three" --mode teams --players "Ana,Ben,Cai"
check_refused "an unknown start player" --start Zed
check_refused "an unknown preset" --preset nosuch
expect_err "first-game" "an unknown preset lists the built-in ones"
check_refused "a bad princesses mode" --princesses some

# An existing file is never overwritten.
echo "keep me" >game.zref
run '' new --journal game.zref
expect_rc 2 "new onto an existing file"
expect_file_has game.zref "keep me" "the existing file"

# Every preset starts.
for preset in first-game teams-of-4 teams-of-6 random-hourglass; do
    run '' new --preset "$preset" --seed 2 --journal "$preset.zref"
    expect_rc 0 "preset $preset"
    expect_err_empty "preset $preset"
done

finish
