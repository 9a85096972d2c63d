// The end of a round ("Discard Cards") and of the game ("End of Game", and
// each variant's own goal): the round's record for the score sheet, High and
// Low's discarded score cards, then the next round or the final ranking.
#include <algorithm>

#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::bfz {

namespace {

std::string ranking_text(const GameState& s, const Standing& st) {
    std::vector<std::string> places;
    int place = 1;
    for (const auto& group : st.groups) {
        std::vector<std::string> names;
        for (int seat : group) names.push_back(s.seating.name(seat) + " " + st.shown[static_cast<std::size_t>(seat)]);
        places.push_back(std::to_string(place) + ". " + join(names, ", "));
        place += static_cast<int>(group.size());
    }
    return join(places, "; ");
}

}  // namespace

void Game::finish_round(GameState& s, Ruling& r) const {
    auto& rs = s.round;
    const auto N = static_cast<std::size_t>(s.seating.size());
    RoundResult res;
    res.number = rs.number;
    res.lanes = rs.drawn;
    res.phantom = rs.phantom;
    res.discarded = rs.blocked;
    res.discarded.insert(res.discarded.end(), rs.unclaimed.begin(), rs.unclaimed.end());
    std::vector<std::string> summary;
    for (std::size_t i = 0; i < N; ++i) {
        SeatRound sr;
        if (rs.in_play[i]) sr.reveal = rs.reveals[i];
        sr.fate = rs.fate[i];
        sr.cards = rs.cards[i];
        sr.events = rs.events[i];
        const Necromancer& nm = s.necros[i];
        switch (s.setup.variant) {
            case Variant::Standard:
            case Variant::Blackjack:
                for (int k : rs.scored[i]) sr.score += nm.pile[static_cast<std::size_t>(k)].worth();
                sr.total = pile_points(nm);
                if (s.setup.variant == Variant::Blackjack) {
                    if (nm.stood) sr.note = "stood";
                    if (sr.total > 21) sr.note += std::string(sr.note.empty() ? "" : ", ") + "over 21";
                }
                summary.push_back(s.seating.name(static_cast<int>(i)) + " " + (sr.score >= 0 ? "+" : "") +
                                  std::to_string(sr.score) + " = " + std::to_string(sr.total));
                break;
            case Variant::Poker: {
                sr.score = static_cast<int>(rs.scored[i].size());
                sr.total = static_cast<int>(nm.pile.size());
                std::vector<int> values;
                for (const auto& pc : nm.pile)
                    if (pc.kind != PileCard::Kind::Leg) values.push_back(pc.worth());
                sr.note = best_poker_hand(values).describe();
                summary.push_back(s.seating.name(static_cast<int>(i)) + ": " + sr.note);
                break;
            }
            case Variant::HighLow: {
                const bool high = high_half(s, rs.number);
                const auto& digits = high ? nm.high_digits : nm.low_digits;
                sr.score = round_digit(s, static_cast<int>(i));
                sr.total = digits_value(digits);
                sr.note = std::to_string(sr.score) + " to the " +
                          (rs.placed[i] >= 0 ? kPlaces[rs.placed[i]] : "?") + ": " + digits_text(digits);
                if (rs.scored[i].empty())
                    sr.note += high ? " (no card: 0)" : " (no card: 9)";
                summary.push_back(s.seating.name(static_cast<int>(i)) + " " + std::to_string(sr.score) + " [" +
                                  digits_text(digits) + "]");
                break;
            }
        }
        res.seats.push_back(std::move(sr));
    }
    s.results.push_back(std::move(res));
    r.notices.push_back("Round " + std::to_string(rs.number) + " scored: " + join(summary, "; "));
    r.scored_round = true;
    r.receipts_at = r.notices.size();
    if (s.setup.variant == Variant::HighLow) {
        // No score pile in High and Low: the round's cards are discarded.
        for (auto& nm : s.necros) {
            for (const auto& pc : nm.pile)
                if (pc.kind == PileCard::Kind::Lane) ++s.lane_discard[static_cast<std::size_t>(pc.value)];
            nm.pile.clear();
        }
        if (rs.number == s.rounds / 2) {
            std::vector<std::string> highs;
            for (std::size_t i = 0; i < N; ++i)
                highs.push_back(s.seating.name(static_cast<int>(i)) + " " +
                                std::to_string(digits_value(s.necros[i].high_digits)));
            r.because("the three high rounds are done, the high numbers are noted: " + join(highs, ", ") +
                          "; now three rounds for the lowest number (no card counts 9)",
                      sec::HighLow);
        }
    }
    const int number = rs.number;
    if (number < s.rounds) {
        start_round(s, number + 1, r);
        if (s.phase != Phase::GameOver) return;
    } else {
        s.phase = Phase::GameOver;
    }
    announce_game_over(s, r);
}

void announce_game_over(const GameState& s, Ruling& r) {
    const Standing st = standings(s);
    const std::string section = s.setup.variant == Variant::Standard ? sec::End : variant_section(s.setup.variant);
    r.because(s.end_reason.empty() ? "the last round is played: the game is over" : "the game is over: " + s.end_reason,
              section);
    for (const auto& t : st.tie_breaks) r.because(t, section);
    std::vector<std::string> winners;
    for (int seat : st.groups.front()) winners.push_back(s.seating.name(seat));
    r.notices.push_back("Game over. Final ranking: " + ranking_text(s, st));
    r.notices.push_back((winners.size() == 1 ? "Winner: " : "Shared win: ") + join(winners, ", "));
}

}  // namespace zref::bfz
