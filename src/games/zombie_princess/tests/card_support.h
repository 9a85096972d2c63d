// Shared by the Round card tests (round_cards/, one file per card): tricks
// typed by seat, the fixed deals several cards are
// tried on, the tables and earlier rounds the Hourglass cards need, and small
// checks on reasons. The generic helpers (table, play, accepted, receipt,
// step, state, has, any_contains) are in support.h.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "support.h"

namespace zref::test {

// A round or part of one, trick by trick; each trick lists the cards by seat.
using Deal = std::vector<std::vector<std::string>>;

// One trick: by_seat[i] is the card of seat i. zref's own order of play says
// who goes when; a Prince led before Princes break out carries the
// only-princes claim (the deals only do that for a hand of Princes).
// Returns each seat's ruling, by seat.
std::vector<Ruling> trick(zp::Referee& ref, const std::vector<std::string>& by_seat);

// The same, returning the ruling of the card that closed the trick (the last
// one played to it), which is where a Round card speaks.
Ruling closing(zp::Referee& ref, const std::vector<std::string>& by_seat);

// Plays the tricks in turn; returns the ruling of the last card played.
Ruling deal(zp::Referee& ref, const Deal& tricks);

// A ruling's reasons, one a line as "text [section]", for CHECK_THAT.
std::string reasons(const Ruling& r);

// Applies the lines, each of which must be accepted; returns the ruling of
// the last one (play() in support.h returns nothing).
Ruling apply_all(zp::Referee& ref, const std::vector<std::string>& lines);

// 3 Individuals (Ana, Ben, Cai), Ana starts round 1, the Princesses typed in
// seat by seat ('princesses enter'), powers on; REQUIREs that bidding is next.
// (princess_deal.h has the 4-player one of the Princess tests.)
zp::Referee princess_table(const std::string& rounds, const std::vector<std::string>& princesses);

// 3 players (deck 1-9), Ana leads trick 1; every player follows suit.
//   Ana: v7 v8 v9  p1 p7 p9  k1 k3 k5  pr4 pr5 pr7
//   Ben: v1 v3 v5  p2 p3 p6  k7 k8 k9  pr6 pr8 pr9
//   Cai: v2 v4 v6  p4 p5 p8  k2 k4 k6  pr1 pr2 pr3
// Ana wins tricks 1-5 and 12, Ben 7-11 (he leads trick 10 holding only
// Princes), Cai trick 6, which holds the Frog (Pet 8).
// The deals are inline so that they are initialized before any file-scope
// deal built from them.
inline const Deal kPlainDeal = {{"v9", "v1", "v2"},  {"v8", "v3", "v4"},  {"v7", "v5", "v6"},  {"p9", "p6", "p5"},
                                {"p7", "p3", "p4"},  {"p1", "p2", "p8"},  {"k1", "k9", "k2"},  {"k3", "k8", "k4"},
                                {"k5", "k7", "k6"},  {"pr4", "pr9", "pr1"}, {"pr5", "pr8", "pr2"}, {"pr7", "pr6", "pr3"}};

// 4 players in Teams (deck 1-10): Ana & Cai against Ben & Dee, Ana leads.
//   Ana: v3 v7 v9  p1 p6  k4 k5 k9  pr7 pr9
//   Ben: v4 v6 v10 p2 p7  k3 k7     pr3 pr4 pr6
//   Cai: v5 v8     p4 p8 p9  k1 k8 k10  pr2 pr8
//   Dee: v1 v2     p3 p5 p10 k2 k6      pr1 pr5 pr10
// Tricks to Cai, Ana, Dee, Ben, Cai (the Frog), Ana, Ben, Cai, Ben, Dee: Ana &
// Cai 5 (Ana 2, Cai 3), Ben & Dee 5 (Ben 3, Dee 2). Players who run out of
// the led suit play a Prince (tricks 3, 6 and 9).
inline const Deal kTeamDeal = {{"v3", "v4", "v8", "v1"},   {"v7", "v6", "v5", "v2"},  {"v9", "v10", "pr2", "pr5"},
                               {"p1", "p7", "p4", "p3"},   {"p6", "p2", "p8", "p5"},  {"pr7", "pr3", "p9", "p10"},
                               {"k4", "k7", "k1", "k2"},   {"k5", "k3", "k8", "k6"},  {"k9", "pr6", "k10", "pr1"},
                               {"pr9", "pr4", "pr8", "pr10"}};

// A legal 3-player round (deck 1-9) as typed lines, Ana leading
// (round_cards/necro_narcissism_test.cc, conspiratorial_corpse_crusade_test.cc):
//   Ana: v1 v2 v5  p3 p5 p9  k3 k7 k8  pr4 pr5 pr6
//   Ben: v3 v6 v9  p2 p6     k1 k6 k9  pr1 pr2 pr7 pr9
//   Cai: v4 v7 v8  p1 p4 p7 p8  k2 k4 k5  pr3 pr8
// Tricks: Ana 3 (4, 7, 9), Ben 7 (1, 2, 3, 5, 8, 11, 12; trick 12 holds the
// Frog), Cai 2 (6, 10). Ben leads trick 9 holding only Princes.
inline const std::vector<std::string> kRound = {
    "play Ana p5",  "play Ben p6",  "play Cai p1",  "play Ben v9",  "play Cai v7",  "play Ana v1",
    "play Ben v6",  "play Cai v4",  "play Ana v2",  "play Ben k1",  "play Cai k4",  "play Ana k7",
    "play Ana k8",  "play Ben k9",  "play Cai k2",  "play Ben v3",  "play Cai v8",  "play Ana v5",
    "play Cai p4",  "play Ana p9",  "play Ben p2",  "play Ana k3",  "play Ben k6",  "play Cai k5",
    "play Ben pr1 only-princes", "play Cai pr3", "play Ana pr6", "play Ana pr5", "play Ben pr7", "play Cai pr8",
    "play Cai p7",  "play Ana p3",  "play Ben pr2", "play Ben pr9", "play Cai p8",  "play Ana pr4",
};

// A 3-player round (deck 1-9, 12 tricks) played as one-suit tricks:
// Villagers in tricks 1-3, Pets in 4-6, Knights in 7-9, Princes in 10-12.
// Everyone follows suit, so nobody shows a void; after trick 9 every hand
// holds only Princes, so trick 10 is led with the only-princes claim.
// winners[k] takes trick k+1 by playing its highest value; groups[k] are the
// values of trick k+1. With the plain groups the Frog (Pet 8) is in trick 6
// and the 1s and 2s are in tricks 1, 4, 7 and 10.
using Triple = std::array<int, 3>;
inline constexpr std::array<Triple, 12> kPlainGroups{{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 2, 3}, {4, 5, 6}, {7, 8, 9},
                                                      {1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
std::vector<std::string> one_suit_round(int start, const std::array<int, 12>& winners,
                                        const std::array<Triple, 12>& groups = kPlainGroups);

// Scores a round by trick counts (bids and tricks by seat; bids typed
// clockwise from the round's start player). Between rounds the side zref names
// as lowest goes first; returns that ruling (it reveals the next Round card).
Ruling counted_round(zp::Referee& ref, const std::vector<int>& bids, const std::vector<int>& tricks);

// For the Hourglass cards (round 4's card is the last of `rounds`):
// Ana, Ben, Cai; every bid made exactly: round 1 4/4/4, round 2 5/4/3, round 3
// 4/4/4. Points 13, 12, 11 and 2 skulls each: the Hourglass Leader line is
// 14, 13, 12, so Ana alone is in the lead. Cai (lowest) goes first in round 4.
// `reveal`, when given, gets the ruling that starts round 4.
zp::Referee ana_in_the_lead(const std::string& rounds, Ruling* reveal = nullptr);

// Teams Ana & Cai against Ben & Dee, every team bid made exactly: 5-5, then
// 6-4, then 5-5. Points 16 and 14, 4 skulls each: the line is 18 and 16, so
// Ana & Cai are in the lead. Ben goes first in round 4.
zp::Referee ana_and_cai_in_the_lead(const std::string& rounds, Ruling* reveal = nullptr);

// Three rounds as in rules_hourglass.cc, Round card `card` in round 4: round 1
// Ana 0 of 0 (12 skulls), Ben and Cai 6 of 6; round 2 everyone 4 of 4; round 3
// as given, made exactly. REQUIREs that round 4's card is `card`.
zp::Referee after_three_rounds(char card, int ana3, int ben3, int cai3);

// A 3-player round (Ana, Ben, Cai) under the first Round card of `rounds`:
// `before` (the bids and the card's entries), the tricks, then `after` (the
// Frog decision); REQUIREs that the choice of who starts round 2 is next.
zp::Referee round_under(const std::string& rounds, const std::vector<std::string>& before,
                        const std::vector<std::string>& tricks, const std::vector<std::string>& after);

// CHECKs that each side's last round scored alike in both games (points and
// skulls): a Round card that changes no score against card a.
void check_scores_alike(const zp::Referee& card, const zp::Referee& a);

// What the table is asked to do secretly (round.pending), in order; CHECKs
// that each ask is for `verb` (card k: "show", card p: "view").
std::vector<std::string> asks(const zp::Referee& ref, const std::string& verb);

}  // namespace zref::test
