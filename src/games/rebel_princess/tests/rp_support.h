// Shared by the Rebel Princess tests: the built-in data, a table set up from
// a few lines, tricks typed as card lists, and REQUIRE on every step so a
// broken setup fails loudly.
#pragma once
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "games/rebel_princess/referee.h"

namespace zref::test::rp {

const zref::rp::GameData& data();

// Applies each line and REQUIREs that it is accepted; returns the last ruling.
Ruling play(zref::rp::Referee& ref, const std::vector<std::string>& lines);
// Applies one line and REQUIREs that it is refused; returns the message.
std::string refused(zref::rp::Referee& ref, const std::string& line);

// A table past `begin`: players in seat order, every round under `card`
// (an id), round 1 led by the first player, no Princesses unless
// `extra_setup` says, our readings as given.
zref::rp::Referee table(const std::vector<std::string>& names, const std::string& card = "once-upon-a-time",
                        const std::vector<std::string>& extra_setup = {});
// The same, with five Round cards of its own.
zref::rp::Referee table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                    const std::vector<std::string>& extra_setup = {});

// Team Mode (Rebel Princess 2): table() and table_with_rounds() with
// 'mode teams' in the setup. Partners sit n/2 apart: with 4 players team A is
// Ana & Cai and team B Ben & Dee; with 6, A Ana & Dee, B Ben & Eva, C Cai & Fay.
zref::rp::Referee team_table(const std::vector<std::string>& names, const std::string& card = "once-upon-a-time",
                             const std::vector<std::string>& extra_setup = {});
// Four players Ana, Ben, Cai and Dee in Team Mode keeping these Princesses
// (ids, in seat order), five rounds under `card`, Ana leading round 1.
zref::rp::Referee team_with_princesses(const std::vector<std::string>& ids, const std::string& card);
zref::rp::Referee team_table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                         const std::vector<std::string>& extra_setup = {});
// The ruling of `begin` for such a table under `card` every round.
Ruling team_begin_ruling(const std::vector<std::string>& names, const std::string& card,
                         const std::vector<std::string>& extra_setup = {});
// Round `round`'s result (1-based) once scored: its team_scores, team_receipts and team_totals.
const zref::rp::RoundResult& round_result(const zref::rp::Referee& ref, int round);
// Round results typed by 'requests', one number per player in seat order; the last ruling.
Ruling enter_requests(zref::rp::Referee& ref, const std::vector<int>& requests);

// Four players Ana, Ben, Cai and Dee keeping these Princesses (ids, in seat
// order), five rounds under `card`, Ana leading round 1.
zref::rp::Referee with_princesses(const std::vector<std::string>& ids, const std::string& card = "once-upon-a-time",
                                  const std::vector<std::string>& extra_setup = {});

// One trick: the cards in play order from the player to lead ("q10 q3 q7 q5").
Ruling trick(zref::rp::Referee& ref, const std::string& cards);
// Plays each trick of `tricks` in turn (a whole round, typed as trick() takes them).
Ruling play_round(zref::rp::Referee& ref, const std::vector<std::string>& tricks);

// Whole 4-player rounds under the basic trick rule, typed from whoever leads
// trick 1; call that seat A and the next ones clockwise B, C and D.
// kLeaderTakesAll: A leads and wins all ten tricks, every Prince and the Frog.
extern const std::vector<std::string> kLeaderTakesAll;
// kSpreadRound: everyone takes something (the Frog is Pet 8):
//   A, 2 tricks: Queens 4 5 9, Pets 3 8 9, Princes 3 8     (basic: 7)
//   B, 3 tricks: Queens 1 2 3 6 7 8 10, Pet 7, Princes 4 5 6 10   (4)
//   C, 3 tricks: Fairies 1 2 5 6 7 8 10, Pets 4 5 6, Princes 1 9 (2)
//   D, 2 tricks: Fairies 3 4 9, Pets 1 2 10, Princes 2 7   (2)
// C wins the last trick.
extern const std::vector<std::string> kSpreadRound;

// kSixSpreadRound: a 6-player round from A, seats A-F clockwise (the Frog is Pet 8):
//   A, 2 tricks: Pets 1-5 12, Queens 5 6 7 8 11, Prince 7   (basic: 1)
//   B, 1 trick:  Queens 1 2 3 4 12, Prince 1                (1)
//   C, 2 tricks: Princes 2-6 8-12, Queens 9 10              (10)
//   D, 2 tricks: every Fairy, 1-12                          (0)
//   E, no trick                                             (0)
//   F, 1 trick:  Pets 6-11                                  (5)
// C wins the last trick.
extern const std::vector<std::string> kSixSpreadRound;

// The receipts zref writes under the table's Round card when each seat took
// the cards listed ("pr1 pr2 p8", "" for none): `tricks` per seat (by default
// 1 for a seat that took any card) and `totals` before the round (by default
// the table's).
std::vector<zref::rp::Receipt> receipts_for(const zref::rp::Referee& ref, const std::vector<std::string>& taken,
                                             const std::vector<int>& tricks = {}, const std::vector<int>& totals = {});
// One such receipt's total for seat 0, the others taking nothing.
int requests_for(const zref::rp::Referee& ref, const std::string& taken);
// The receipt of a round scored, for a player by name.
const zref::rp::Receipt& receipt(const zref::rp::Referee& ref, int round, const std::string& name);
// A receipt's lines in one string ("text = N [section]" a line), for Contains checks.
std::string lines(const zref::rp::Receipt& r);

// The first `n` of Ana, Ben, Cai, Dee, Eva and Fay.
std::vector<std::string> players(int n);
// A table of `n` players entering round 1 under `card` by results: everyone
// before the last types 0; whether the last player's `last` is accepted.
bool last_requests_accepted(int n, const std::string& card, int last);

// The name of the player who took the last trick played.
std::string last_winner(const zref::rp::Referee& ref);
// The ruling of `begin` for a table under `card` every round (4 players, Ana leads).
Ruling begin_ruling(const std::string& card, const std::vector<std::string>& extra_setup = {});

// A seat by name.
int seat(const zref::rp::Referee& ref, const std::string& name);
// The running total of a player by name.
int total(const zref::rp::Referee& ref, const std::string& name);
// All the reasons of a ruling in one string, for Contains checks.
std::string reasons(const Ruling& r);
std::string notices(const Ruling& r);

// The lines of tests/transcripts/rebel-princess/NAME.zref, comments left out.
std::vector<std::string> transcript_lines(const std::string& name);
// A referee that replayed the first `count` of them as `zref replay` does
// (undo and edit lines included); all of them when `count` is negative.
zref::rp::Referee replayed(const std::string& name, int count = -1);
// The text of a file under tests/.
std::string test_file(const std::string& path);

}  // namespace zref::test::rp
