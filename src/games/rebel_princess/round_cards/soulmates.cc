// Soulmates (Rebel Princess 2, Team Mode): when both partners of a team could
// not follow the led suit in a trick, their two cards count as cards of the
// led suit, so either may win it; of cards of equal value, the one played
// first wins. zref sees only the cards played, so "could not follow" is
// "played off the led suit"; a partner who could have followed is a revoke,
// which the usual void tracking flags when the suit turns up later. The cards
// keep their own suit for that tracking (follows() is not changed).
// Cinderella's turned ranking applies as under the basic rule: the lowest
// card in the contest wins.
#include <string>

#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

// Whether every card `seat` played in the trick is off the led suit (and she played one).
bool all_off_suit(const TrickView& v, int seat, std::uint8_t led) {
    bool any = false;
    for (const auto& p : v.plays) {
        if (p.seat != seat) continue;
        if (p.card.suit == led) return false;
        any = true;
    }
    return any;
}

struct Soulmates : RoundRule {
    std::string_view id() const override { return "soulmates"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"When both partners of a team play off the led suit in a trick, their cards count as of the led suit; "
                "of equal cards, the earlier played wins."};
    }

    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const Seating& seating = v.state.seating;
        const std::uint8_t led = v.plays.front().card.suit;
        auto soulmate = [&](int seat) { return all_off_suit(v, seat, led) && all_off_suit(v, seating.partner(seat), led); };
        bool any = false;
        for (const auto& p : v.plays) any = any || soulmate(p.seat);
        if (!any) return led_suit_verdict(v, tt::Ranking{v.reversed, false}, "no team had both partners off the led suit", explain);

        const tt::Ranking ranking{v.reversed, false};  // of equal cards the first played wins
        auto in_contest = [&](const tt::Play& p) { return p.card.suit == led || soulmate(p.seat); };
        const tt::Play* best = tt::best_play(v.plays, in_contest, ranking);
        tt::TrickVerdict verdict{best->seat, {}};
        if (!explain) return verdict;
        const std::string suit = v.codec.suit_name(led);
        std::string why = concat({played(v, *best), " wins: it is the ", v.reversed ? "lowest" : "highest", " card counting as ", suit});
        if (soulmate(best->seat))
            why += concat({", as both partners of ", team_label(v.state, seating.side_of(best->seat)), " played off the led suit"});
        bool tied = false;
        for (const auto& p : v.plays) tied = tied || (&p != best && in_contest(p) && tt::strength(p) == tt::strength(*best));
        if (tied) why += "; of equal cards the earlier played wins";
        verdict.reasons.push_back({why, card_section(v)});
        for (const auto& p : v.plays) {
            if (&p == best) continue;
            if (!in_contest(p))
                verdict.reasons.push_back(cannot_win(v, p, concat({"it is off the led suit, and ", seating.name(seating.partner(p.seat)),
                                                                   ", the partner, followed it"})));
            else
                verdict.reasons.push_back(cannot_win(v, p, tt::strength(p) == tt::strength(*best) ? "it ties, and was played later"
                                                           : v.reversed                             ? "it is higher"
                                                                                                    : "it is lower"));
        }
        return verdict;
    }
};

}  // namespace

const RoundRule& soulmates() {
    static const Soulmates rule;
    return rule;
}

}  // namespace zref::rp
