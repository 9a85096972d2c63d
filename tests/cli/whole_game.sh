# A whole game piped in, scored by trick counts, with the shorthand answers
# (count, yes, first, last): it ends with a winner, and replay agrees.
source "$(dirname "$0")/_lib.sh"

game='2
1
3
0
tricks Ana 3
tricks Ben 3 frog
tricks Cai 4
tricks Dee 0
count
first
1
1
1
1
tricks Ana 3 card-skulls 2
tricks Ben 3 card-skulls 1
tricks Cai 3 card-skulls 0
tricks Dee 1 card-skulls 1
last
2
2
2
2
tricks Ana 2
tricks Ben 2
tricks Cai 2
tricks Dee 4
first
3
3
3
1
tricks Ana 3
tricks Ben 3
tricks Cai 3
tricks Dee 1
yes
'
run "$game" new --seed 5 --start Ana --journal game.zref
expect_rc 0 "a whole game"
expect_err_empty "a whole game"
expect_out "Game over" "a whole game"
expect_out "(the game is over; 'zref replay game.zref' shows it)" "a finished game is not offered a resume"
expect_file_has game.zref "frog Ben count" "journal: the Frog decision"
expect_file_has game.zref "start Dee first" "journal: the next start"
expect_file_has game.zref "pay Dee yes" "journal: the payment"

run '' replay game.zref
expect_rc 0 "replay of a whole game"
expect_out "Winner: " "replay of a whole game"
expect_no_out "Not finished" "replay of a whole game"

run '' replay game.zref --format json
expect_rc 0 "replay --format json"
expect_out '"over": true' "replay --format json"
expect_out '"game": "zombie-princess"' "replay --format json"

# Teams: the payment question goes to the team; either partner answers.
run '2
1
2
1
tricks Ana 3
tricks Ben 3
tricks Cai 0
tricks Dee 4
yes
first
' new --preset teams-of-4 --princesses none --start Ana --seed 1 --journal teams.zref
expect_rc 0 "a teams round"
expect_out "Ana & Cai" "a teams round names the team"
expect_file_has teams.zref "pay Ana yes" "journal: the team's payment"

finish
