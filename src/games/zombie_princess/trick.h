// Who takes a trick under the basic rules ("Playing a Trick", "The Privileged
// Princes"): the highest Prince if any was played, else the highest card of the
// led suit. Round cards that change this override RoundRule::decide_trick.
#pragma once
#include <string>
#include <vector>

#include "core/card.h"
#include "core/ruling.h"
#include "core/seats.h"
#include "games/zombie_princess/state.h"

namespace zref::zp {

struct TrickVerdict {
    int winner = 0;
    std::vector<Reason> reasons;  // the first names the winner
};

TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating);
// The same winner without the reasons (Game with explaining off).
int winning_seat(const Plays& plays, const CardCodec& codec);
// The basic rule's verdict, with its reasons only when `explain` is set.
TrickVerdict basic_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, bool explain);

}  // namespace zref::zp
