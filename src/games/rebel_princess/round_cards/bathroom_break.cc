// Bathroom Break: Princes cost 2 requests each, except for the player or
// players with the most requests before this round (the reading
// bathroom-break-exempt may spare the fewest instead), whose Princes cost 1.
// In round 1 everyone has 0, so everyone is spared.
// In Team Mode the card acts on teams instead: Princes cost 1 as usual, and
// every team's result is doubled except that of the team or teams with the
// most team requests before this round (the same reading; round 1 spares all).
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {
struct BathroomBreak : RoundRule {
    static constexpr int kDoubled = 2;
    static constexpr std::string_view kReading = "bathroom-break-exempt";

    std::string_view id() const override { return "bathroom-break"; }

    // The card's printed effect is for players; in Team Mode it acts on teams.
    std::vector<std::string> reminders(const GameData&, const TableSetup& setup) const override {
        if (!setup.teams) return {};
        return {"In Team Mode: Princes cost 1 as usual, and every team's result this round is doubled except that of "
                "the team with the most requests before it."};
    }

    static bool fewest(const GameData& data, const GameState& s) { return reading_is(data, s.setup, kReading, "fewest"); }
    // The total before this round that spares a player's Princes, or a team's result.
    static int sparing_total(const GameData& data, const GameState& s, const std::vector<int>& totals) {
        return fewest(data, s) ? *std::min_element(totals.begin(), totals.end())
                               : *std::max_element(totals.begin(), totals.end());
    }
    static bool spared(const ScoreView& v, int seat) {
        return v.state.totals[static_cast<std::size_t>(seat)] == sparing_total(v.data, v.state, v.state.totals);
    }
    // "everyone had the most requests before this round (0)", "Ana and Ben had the fewest ... (2)";
    // `all` names everyone when every one of `count` shares the mark (round 1: all at 0).
    static std::string who_text(const GameData& data, const GameState& s, const std::vector<std::string>& names, int count,
                                const std::string& all, int mark) {
        return (static_cast<int>(names.size()) == count ? all : join(names, " and ")) + " had the " +
               (fewest(data, s) ? "fewest" : "most") + " requests before this round (" + std::to_string(mark) + ")";
    }

    int card_requests(const ScoreView& v, int seat, tt::Card c) const override {
        // In Team Mode the card doubles team results, not Princes.
        if (c.suit == v.data.princes && !v.state.seating.teams() && !spared(v, seat)) return kDoubled * v.data.prince_requests;
        return basic_requests(v.data, c);
    }

    // Says whose Princes were spared, for a player who took any.
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        if (v.state.seating.teams()) return std::nullopt;
        const auto& mine = v.taken[static_cast<std::size_t>(seat)];
        if (std::none_of(mine.begin(), mine.end(), [&](tt::Card c) { return c.suit == v.data.princes; }))
            return std::nullopt;
        const int mark = sparing_total(v.data, v.state, v.state.totals);
        std::vector<std::string> names;
        for (int s = 0; s < v.state.seating.size(); ++s)
            if (v.state.totals[static_cast<std::size_t>(s)] == mark) names.push_back(v.state.seating.name(s));
        const std::string who = who_text(v.data, v.state, names, v.state.seating.size(), "everyone", mark);
        const std::string text = spared(v, seat) ? "Princes stay at 1 each: " + who : "Princes cost 2 each: only " + who;
        return ReceiptLine{text + reading_note(v.data, v.state.setup, kReading), 0, round_card_of(v.data, v.state).name};
    }

    // Team Mode: the team's result once more (so doubled), unless it is spared.
    std::vector<ReceiptLine> team_lines(const TeamView& v, int team) const override {
        const auto& totals = v.state.team_totals;
        if (totals.empty()) return {};
        const int mark = sparing_total(v.data, v.state, totals);
        std::vector<std::string> names;
        for (int t = 0; t < static_cast<int>(totals.size()); ++t)
            if (totals[static_cast<std::size_t>(t)] == mark) names.push_back("team " + team_letter(t));
        const std::string who = who_text(v.data, v.state, names, static_cast<int>(totals.size()), "every team", mark);
        const bool spared_team = totals[static_cast<std::size_t>(team)] == mark;
        const int sum = v.sums[static_cast<std::size_t>(team)];
        const std::string text = spared_team ? "not doubled: " + who : "doubled: only " + who;
        return {{text + reading_note(v.data, v.state.setup, kReading), spared_team ? 0 : sum,
                 round_card_of(v.data, v.state).name}};
    }

    bool fixed_total() const override { return false; }
};
}  // namespace

const RoundRule& bathroom_break() {
    static const BathroomBreak rule;
    return rule;
}

}  // namespace zref::rp
