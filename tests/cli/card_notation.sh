# The card notation of the manual: suit and value in either order, any case,
# two-digit values, and 'frog' for the Frog; cards outside the deck are refused.
source "$(dirname "$0")/_lib.sh"

run '2
1
0
3
frog
k10
KNIGHT 7
9 knights
p1
' new --seed 5 --start Ana --journal game.zref
expect_rc 0 "a trick in every notation"
expect_err_empty "a trick in every notation"
expect_out "Ana leads Pet 8 (the Frog)" "frog"
expect_out "Ben plays Knight 10" "k10"
expect_out "Cai plays Knight 7" "KNIGHT 7"
expect_out "Dee plays Knight 9" "9 knights"
expect_out "Ana leads Pet 1" "the trick was ruled and the next one begun"

# 3 players: values run 1-9, so a 10 does not exist.
run '1
1
1
k10
k9
' new --players "Ana,Ben,Cai" --seed 5 --start Ana --journal three.zref
expect_rc 1 "a 10 with 3 players"
expect_err_lines 1 "a 10 with 3 players"
expect_err "1-9" "the refusal names the range"
expect_out "Ana leads Knight 9" "the game goes on"

finish
