// Double Date (Rebel Princess 2, Team Mode): at the end of each trick each
// team adds up its partners' cards of the led suit, and the team with the
// highest total wins it; on equal totals, the team holding the higher single
// card of that suit. Of the winning team, the partner with the higher card of
// the led suit takes the trick. A team without a card of the led suit is out
// of the contest, as such a card is under the basic rule. When Cinderella
// turns the trick's ranking, all three turn with it: the lowest total wins,
// then the lower single card, and the partner with the lower card takes it.
#include <string>
#include <vector>

#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

// One team's cards of the led suit in the trick.
struct DateTeam {
    int team = 0;
    int total = 0;
    const tt::Play* best = nullptr;  // the member's card that ranks first (the higher; the lower when turned)
    std::vector<const tt::Play*> cards;
};

// Whether card `a` beats card `b` under `ranking`, whichever was played first
// (both are in the same trick, so their places say which came first).
bool date_card_beats(const tt::Play* a, const tt::Play* b, tt::Ranking ranking) {
    return a > b ? tt::ranks_above(*a, *b, ranking) : !tt::ranks_above(*b, *a, ranking);
}

// Whether team `a` beats team `b`: the total first, then the single card.
bool date_team_beats(const DateTeam& a, const DateTeam& b, tt::Ranking ranking) {
    if (a.total != b.total) return ranking.lowest_wins ? a.total < b.total : a.total > b.total;
    return date_card_beats(a.best, b.best, ranking);
}

// "team A (Ana & Cai)'s Queens add up to 12 (Queen 7 + Queen 5)".
std::string date_sum_text(const TrickView& v, const DateTeam& t, std::uint8_t led) {
    std::vector<std::string> cards;
    for (const auto* p : t.cards) cards.push_back(played(v, *p));
    return concat({team_label(v.state, t.team), "'s ", v.codec.suit_name(led), " add up to ", std::to_string(t.total), " (",
                   join(cards, " + "), ")"});
}

struct DoubleDate : RoundRule {
    std::string_view id() const override { return "double-date"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Each trick goes to the team whose cards of the led suit add up to the most; its partner with the "
                "higher card of the led suit takes it."};
    }

    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        const Seating& seating = v.state.seating;
        const std::uint8_t led = v.plays.front().card.suit;
        const tt::Ranking ranking{v.reversed, false};
        std::vector<DateTeam> teams(static_cast<std::size_t>(seating.side_count()));
        for (std::size_t t = 0; t < teams.size(); ++t) teams[t].team = static_cast<int>(t);
        for (const auto& p : v.plays) {
            if (p.card.suit != led) continue;
            DateTeam& t = teams[static_cast<std::size_t>(seating.side_of(p.seat))];
            t.total += tt::strength(p);
            t.cards.push_back(&p);
            if (!t.best || date_card_beats(&p, t.best, ranking)) t.best = &p;
        }
        // The leader's team always holds a card of the led suit, so some team is in the contest.
        const DateTeam* win = nullptr;
        for (const auto& t : teams)
            if (t.best && (!win || date_team_beats(t, *win, ranking))) win = &t;
        tt::TrickVerdict verdict{win->best->seat, {}};
        if (!explain) return verdict;

        const char* most = v.reversed ? "lowest" : "highest";
        const char* more = v.reversed ? "lower" : "higher";
        bool tied = false;
        for (const auto& t : teams) tied = tied || (&t != win && t.best && t.total == win->total);
        std::string why = concat({played(v, *win->best), " takes the trick: ", date_sum_text(v, *win, led), ", the ", most, " total"});
        if (tied) why += concat({", shared, and it holds the ", more, " single ", v.codec.suit_singular(led)});
        if (win->cards.size() > 1) why += concat({"; of the partners, ", seating.name(win->best->seat), " played the ", more, " one"});
        verdict.reasons.push_back({why, card_section(v)});
        for (const auto& t : teams) {
            if (&t == win) continue;
            if (!t.best) {
                verdict.reasons.push_back({concat({team_label(v.state, t.team), " played no ", v.codec.suit_singular(led),
                                                   ", so adds up to nothing of the led suit"}),
                                           card_section(v)});
                continue;
            }
            // Equal totals lost on the single card; else the total was lower (higher when turned).
            const std::string against = t.total == win->total
                                            ? concat({"as much, but with the ", v.reversed ? "higher" : "lower", " single card"})
                                            : std::string(v.reversed ? "more" : "less");
            verdict.reasons.push_back({concat({date_sum_text(v, t, led), ": ", against}), card_section(v)});
        }
        return verdict;
    }
};

}  // namespace

const RoundRule& double_date() {
    static const DoubleDate rule;
    return rule;
}

}  // namespace zref::rp
