// The score sheet's checks: it adds up, and its ranking follows the goal.
#include <algorithm>

#include "games/bowling_for_zombies/sim/check_util.h"
#include "games/bowling_for_zombies/sim/invariants.h"

namespace zref::bfz::sim {

namespace {

// A number's three digits (High and Low: hundreds, tens, units; empty places are 0).
std::vector<int> three_digits(int n) { return {n / 100 % 10, n / 10 % 10, n % 10}; }

// The variant's goal and tie-breaks as the rulebook and our readings
// (tie-breaks, blackjack-bust) give them, compared in order: a bigger key
// ranks higher. A poker hand is one comparison of many numbers.
using RankingKey = std::vector<std::vector<int>>;
RankingKey ranking_key(const Standing& st, Variant variant, std::size_t i) {
    switch (variant) {
        case Variant::Standard:
            return {{st.points[i]}, {st.parts_left[i]}, {st.highest_card[i]}};
        case Variant::HighLow:
            return {{st.points[i]}, {st.parts_left[i]}};
        case Variant::Poker:
            return {st.hands[i].key(), {st.parts_left[i]}};
        case Variant::Blackjack: {
            const int t = st.points[i];
            const std::vector<int> closeness = t <= 21 ? std::vector<int>{1, t} : std::vector<int>{0, 21 - t};
            return {closeness, {-st.pile_cards[i]}, {st.parts_left[i]}};
        }
    }
    return {};
}

std::optional<Violation> check_totals(const ScoreSheet& sheet, Variant variant) {
    const char* what = "scores equal the sum of the round receipts";
    const std::size_t n = sheet.necromancers.size();
    const int half = sheet.rounds / 2;
    for (std::size_t i = 0; i < n; ++i) {
        int total = 0;
        std::vector<int> digits;  // High and Low: the half's digits so far
        for (std::size_t k = 0; k < sheet.rounds_played.size(); ++k) {
            const SheetRound& row = sheet.rounds_played[k];
            if (row.cells.size() != n)
                return Violation{what, "round " + str(row.number) + " has a cell per necromancer missing"};
            const SheetCell& c = row.cells[i];
            const std::string who = sheet.necromancers[i] + " in round " + str(row.number);
            if (variant != Variant::HighLow) {
                total += c.score;
                if (c.total != total)
                    return Violation{what,
                                     who + ": total " + str(c.total) + ", the receipts so far add up to " + str(total)};
                continue;
            }
            if (static_cast<int>(k) == half) digits.clear();  // the low number starts
            if (c.score < 0 || c.score > 9)
                return Violation{what, who + ": the digit " + str(c.score) + " is not a digit"};
            digits.push_back(c.score);
            std::vector<int> expected = digits;
            expected.resize(3, 0);
            std::vector<int> shown = three_digits(c.total);
            std::sort(expected.begin(), expected.end());
            std::sort(shown.begin(), shown.end());
            if (c.total < 0 || c.total > 999 || shown != expected)
                return Violation{what,
                                 who + ": the number " + str(c.total) + " is not made of the half's digits so far"};
        }
    }
    if (!sheet.game_over || sheet.rounds_played.empty()) return std::nullopt;
    // Between rounds the standing adds what the round in play gained; at the end it is the sheet's.
    const Standing& st = sheet.standing;
    const auto& last = sheet.rounds_played.back().cells;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string who = sheet.necromancers[i];
        switch (variant) {
            case Variant::Standard:
            case Variant::Blackjack:
                if (st.points[i] != last[i].total)
                    return Violation{what, who + " ends with " + str(st.points[i]) + " points, the sheet's total is " +
                                               str(last[i].total)};
                break;
            case Variant::Poker:
                if (st.pile_cards[i] != last[i].total)
                    return Violation{what, who + " ends with " + str(st.pile_cards[i]) + " cards, the sheet counts " +
                                               str(last[i].total)};
                break;
            case Variant::HighLow: {
                const auto rows = static_cast<int>(sheet.rounds_played.size());
                const int high = sheet.rounds_played[static_cast<std::size_t>(std::min(rows, half) - 1)].cells[i].total;
                const int low = rows > half ? last[i].total : 0;
                if (st.high[i] != high || st.low[i] != low || st.points[i] != high - low)
                    return Violation{what, who + " ends with " + st.shown[i] + ", the sheet's numbers are " +
                                               str(high) + " and " + str(low)};
                break;
            }
        }
    }
    return std::nullopt;
}

std::optional<Violation> check_ranking(const ScoreSheet& sheet, Variant variant) {
    const char* what = "the ranking follows the variant's goal";
    const Standing& st = sheet.standing;
    const std::size_t n = sheet.necromancers.size();
    std::vector<int> listed(n, 0);
    for (const auto& group : st.groups)
        for (int seat : group) {
            if (seat < 0 || static_cast<std::size_t>(seat) >= n)
                return Violation{what, "the ranking names seat " + str(seat)};
            ++listed[static_cast<std::size_t>(seat)];
        }
    for (std::size_t i = 0; i < n; ++i)
        if (listed[i] != 1)
            return Violation{what, sheet.necromancers[i] + " is listed " + str(listed[i]) + " times in the ranking"};
    for (std::size_t g = 0; g < st.groups.size(); ++g) {
        const auto key = ranking_key(st, variant, static_cast<std::size_t>(st.groups[g].front()));
        for (int seat : st.groups[g])
            if (ranking_key(st, variant, static_cast<std::size_t>(seat)) != key)
                return Violation{what, sheet.necromancers[static_cast<std::size_t>(seat)] + " shares a place with " +
                                           sheet.necromancers[static_cast<std::size_t>(st.groups[g].front())] +
                                           " but is not level"};
        if (g > 0 && !(ranking_key(st, variant, static_cast<std::size_t>(st.groups[g - 1].front())) > key))
            return Violation{what, sheet.necromancers[static_cast<std::size_t>(st.groups[g].front())] + " (" +
                                       st.shown[static_cast<std::size_t>(st.groups[g].front())] + ") is ranked below " +
                                       sheet.necromancers[static_cast<std::size_t>(st.groups[g - 1].front())] + " (" +
                                       st.shown[static_cast<std::size_t>(st.groups[g - 1].front())] +
                                       ") without being behind"};
    }
    return std::nullopt;
}

}  // namespace

std::optional<Violation> check_sheet(const ScoreSheet& sheet, Variant variant) {
    if (sheet.necromancers.empty()) return std::nullopt;  // setup: nobody seated yet
    if (auto v = check_totals(sheet, variant)) return v;
    return check_ranking(sheet, variant);
}

}  // namespace zref::bfz::sim
