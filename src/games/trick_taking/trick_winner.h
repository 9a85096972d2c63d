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

// How a trick's cards rank when a rule turns the order round: the lowest
// card wins (Rebel Princess's Cinderella and Upside Down), and which of two
// cards of equal strength wins (the first played, unless a rule says the later).
struct Ranking {
    bool lowest_wins = false;
    bool later_wins_tie = false;
};

// Whether `a` ranks above `b`, `a` played after `b`.
inline bool ranks_above(const Play& a, const Play& b, Ranking r) {
    const int sa = strength(a), sb = strength(b);
    if (sa == sb) return r.later_wins_tie;
    return r.lowest_wins ? sa < sb : sa > sb;
}

// The best of the plays that `in_contest` admits, under `ranking`; nullptr when none is.
template <class InContest>
const Play* best_play(const Plays& plays, InContest in_contest, Ranking ranking) {
    const Play* best = nullptr;
    for (const auto& p : plays)
        if (in_contest(p) && (!best || ranks_above(p, *best, ranking))) best = &p;
    return best;
}

// The led suit's best card under `ranking`, for a deck with no trump suit:
// the basic rule of such a deck when the ranking is the plain one. Reasons
// only when `explain` is set.
TrickVerdict ranked_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections,
                            Ranking ranking, bool explain);

// The winner's seat (the first played wins a tie), without reasons (a game not explaining).
int winning_seat(const Plays& plays, const CardCodec& codec);
// The winner and why: the rule that decided, then why each card that could
// not win did not.
TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections);
// The basic rule's verdict, with its reasons only when `explain` is set.
TrickVerdict basic_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections,
                           bool explain);

}  // namespace zref::tt
