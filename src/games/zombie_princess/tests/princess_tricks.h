// A fixed 4-player deal typed trick by trick (kBase), for the Princess power
// tests that change a few of its cards per test: princess_{alice,
// pea_princess,red_riding_hood,scheherazade,sleeping_beauty,thumbelina}.cc.
// The table and the other helpers are in princess_deal.h.
#pragma once
#include <array>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "princess_deal.h"
#include "support.h"

namespace zref::test {

using Hand = std::array<std::string, 4>;  // one card per seat: Ana, Ben, Cai, Dee
using FourSeatDeal = std::vector<Hand>;   // a round, trick by trick

// One trick, cards by seat, typed in zref's order of play from position
// `from` on (the first ones typed by the test itself). Returns the rulings by seat.
std::array<Ruling, 4> four_seat_trick(zp::Referee& ref, const Hand& by_seat, std::size_t from = 0);

// Tricks first..last (1-based) of a deal.
void tricks(zp::Referee& ref, const FourSeatDeal& deal, int first, int last);

// The base deal, clean (everybody follows suit whenever able). Hands:
//   Ana: v1 v7 v9  k2 k4  p3 p5 p7  pr1 pr5
//   Ben: v2 v4  k3 k5 k7  p6 p8 p10  pr2 pr6
//   Cai: v3 v5 v8  k6 k8 k10  p1 p9  pr3 pr10
//   Dee: v6 v10  k1 k9  p2 p4  pr4 pr7 pr8 pr9
// Winners (leader first): 1 Ana leads, Dee (v10)   2 Dee, Cai (k10)   3 Cai, Ben (p10)
//   4 Ben, Ana (v9)   5 Ana, Dee (k9)   6 Dee, Cai (p9)   7 Cai, Dee (Prince 4 breaks out)
//   8 Dee, Dee (pr7)   9 Dee, Cai (pr10)   10 Cai, Dee (pr9; the Frog, Pet 8, is in it).
// Tricks won: Ana 1, Ben 1, Cai 3, Dee 5 (one of them the Frog trick).
// Inline in this header, so it is initialized before the deals a test file
// builds from it with with() at namespace scope (kTeaTime, kSpindle, kDodge).
inline const FourSeatDeal kBase = {{"v1", "v2", "v3", "v10"},  {"k2", "k3", "k10", "k1"},  {"p3", "p10", "p1", "p2"},
                           {"v9", "v4", "v5", "v6"},   {"k4", "k5", "k6", "k9"},   {"p5", "p6", "p9", "p4"},
                           {"v7", "k7", "v8", "pr4"},  {"pr1", "pr2", "pr3", "pr7"}, {"pr5", "pr6", "pr10", "pr8"},
                           {"p7", "p8", "k8", "pr9"}};

// kBase with some cards changed: {{trick, seat}, card}.
FourSeatDeal with(std::initializer_list<std::pair<std::pair<int, int>, std::string>> changes);

// The winner (seat) of each trick taken so far this round.
std::vector<int> winners(const zp::Referee& ref);

}  // namespace zref::test
