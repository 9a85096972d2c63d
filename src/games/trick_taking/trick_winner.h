// Who takes a trick under the basic rule: the highest Prince (the trump
// suit) if any was played, else the highest card of the led suit; with no
// trump suit in the deck, the highest of the led suit. A game's rules that
// decide a trick otherwise (Round cards) give their own verdict.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/ruling.h"
#include "core/seats.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/trick.h"

namespace zref::tt {

struct TrickVerdict {
    int winner = 0;
    std::vector<Reason> reasons;  // the first names the winner
};

// The winner's seat (the first played wins a tie), without reasons (a game not explaining).
int winning_seat(const Plays& plays, const CardCodec& codec);
// The winner and why: the rule that decided, then why each card that could
// not win did not.
TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections);
// The basic rule's verdict, with its reasons only when `explain` is set.
TrickVerdict basic_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections,
                           bool explain);

}  // namespace zref::tt
