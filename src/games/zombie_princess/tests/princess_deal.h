// A table for the Princess power tests: 4 players (Ana, Ben, Cai, Dee; deck
// 1-10, 10 tricks a round) with the Princesses typed in and powers on, in
// Individuals or in Teams (Ana & Cai against Ben & Dee), and the helpers they
// all use. Two fixed deals go with it:
// - here, a deal played as ten groups of cards, so a test only says who wins
//   each trick (princess_{cinderella,dorothy,goldilocks,ice_princess,
//   rapunzel,swan_maiden}.cc);
// - in princess_tricks.h, a deal typed trick by trick that a test changes
//   card by card (princess_{alice,pea_princess,red_riding_hood,scheherazade,
//   sleeping_beauty,thumbelina}.cc).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "support.h"

namespace zref::test {

enum Seat { Ana = 0, Ben = 1, Cai = 2, Dee = 3 };
inline const std::array<std::string, 4> kSeat = {"Ana", "Ben", "Cai", "Dee"};
using Winners = std::array<int, 10>;

// 4 Individuals, Ana starts round 1, the Princesses typed in seat by seat
// ('princesses enter'), powers on; REQUIREs that bidding is next, or `next`
// when a round card asks for something first (w: the discards).
zp::Referee princess_table(const std::array<std::string, 4>& princesses, const std::string& rounds = "a a a a",
                           zp::Phase next = zp::Phase::Bidding);
// The same in Teams (Ana & Cai against Ben & Dee), rounds a a a a.
zp::Referee teams_table(const std::array<std::string, 4>& princesses);

const zp::GameState& st(const zp::Referee& ref);

// Bids per seat (Ana, Ben, Cai, Dee), typed in bidding order.
void bids(zp::Referee& ref, const std::array<int, 4>& by_seat);

// Scores a round by trick counts (no card typed), bids and tricks by seat.
void counts_round(zp::Referee& ref, const std::array<int, 4>& bid, const std::array<int, 4>& won);

// The cards of group g (1-10) when `leader` leads and `winner` must win,
// per seat; see princess_deal.cc for the ten groups.
std::array<std::string, 4> group_cards(int g, int leader, int winner);

// Plays group g as the next trick from its leader (only the cards from
// position `from` on, when the first ones were typed by the test); REQUIREs
// that `winner` takes it and returns the ruling on its last card.
Ruling play_group(zp::Referee& ref, int g, int winner, int from = 0);

// The lead of group g's trick, typed alone.
void lead_group(zp::Referee& ref, int g, int winner);

// Groups first..last as tricks, winners[g - 1] taking group g.
Ruling play_groups(zp::Referee& ref, int first, int last, const Winners& winners);

}  // namespace zref::test
