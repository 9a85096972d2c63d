// "High and Low": six rounds, no score pile. Each round's score is one digit
// (the Lane card or ripped Zombie scored, 0 in the high half and 9 in the low
// half when there is none), placed at once in a free place of a three-digit
// number. A Head's two Lane cards may be added or subtracted; a Leg joins a
// card scored this round and lowers it by one. High number minus low number
// decides the game.
#include <algorithm>
#include <cstdlib>

#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {

namespace {

std::optional<std::size_t> parse_place(std::string_view word) {
    const std::string w = lower(word);
    if (w == "hundreds" || w == "hundred" || w == "100") return 0;
    if (w == "tens" || w == "ten" || w == "10") return 1;
    if (w == "units" || w == "unit" || w == "ones" || w == "1") return 2;
    return std::nullopt;
}

}  // namespace

bool high_half(const GameState& s, int round) { return round <= s.rounds / 2; }

int round_digit(const GameState& s, int seat) {
    const auto k = static_cast<std::size_t>(seat);
    const auto& sc = s.round.scored[k];
    const auto& pile = s.necros[k].pile;
    if (sc.empty()) return high_half(s, s.round.number) ? 0 : 9;
    if (sc.size() == 1) return pile[static_cast<std::size_t>(sc[0])].worth();
    const int a = pile[static_cast<std::size_t>(sc[0])].worth();
    const int b = pile[static_cast<std::size_t>(sc[1])].worth();
    return s.round.combine[k] == 0 ? std::abs(a - b) : a + b;
}

// What 'combine' and 'place' both check first: the variant, the two words
// (`usage` says which), a seated necromancer, and the Lane cards and Legs
// settled before any digit.
Result<int> Game::high_low_entry(const GameState& s, const Command& c, const std::string& usage) const {
    if (s.setup.variant != Variant::HighLow) return fail("'" + c.verb + "' is only for the High and Low variant");
    if (c.args.size() != 2) return fail(usage);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    if (asking(s).decision == Decision::Take || asking(s).decision == Decision::Leg)
        return fail("the Lane cards and Legs come first: " + waiting_of(s).what);
    return *seat;
}

Result<Ruling> Game::on_combine(GameState& s, const Command& c) const {
    auto seat = high_low_entry(s, c, "combine: name the necromancer and 'sum' or 'difference', e.g. 'combine Ana sum'");
    if (!seat) return fail(seat.error());
    const auto k = static_cast<std::size_t>(*seat);
    const std::string& name = s.seating.name(*seat);
    if (!s.round.need_combine[k]) return fail(name + " has no Head's two Lane cards to combine this round");
    const std::string w = lower(c.args[1]);
    int sum;
    if (w == "sum" || w == "add" || w == "plus") sum = 1;
    else if (w == "difference" || w == "diff" || w == "subtract" || w == "minus") sum = 0;
    else return fail("combine: give 'sum' or 'difference'" + did_you_mean(c.args[1], {"sum", "difference"}));
    s.round.combine[k] = sum;
    s.round.need_combine[k] = false;
    Ruling r;
    r.canonical = "combine " + quote_if_needed(name) + (sum ? " sum" : " difference");
    const int digit = round_digit(s, *seat);
    r.headline = name + (sum ? " adds" : " subtracts") + " the two Lane cards: " + std::to_string(digit);
    r.because("with the Head's two Lane cards a necromancer may subtract one from the other (or keep their sum)" +
                  reading("high-low-head"),
              sec::HighLow);
    advance(s, r);
    return r;
}

Result<Ruling> Game::on_place(GameState& s, const Command& c) const {
    auto seat = high_low_entry(
        s, c, "place: name the necromancer and the place for the digit, e.g. 'place Ana hundreds' (or tens, units)");
    if (!seat) return fail(seat.error());
    const auto k = static_cast<std::size_t>(*seat);
    const std::string& name = s.seating.name(*seat);
    if (!s.round.need_place[k]) return fail(name + " has placed this round's digit already");
    if (s.round.need_combine[k])
        return fail(name + " first says whether the Head's two Lane cards are added or subtracted: 'combine " + name +
                    " sum' or 'combine " + name + " difference'");
    auto place = parse_place(c.args[1]);
    if (!place) return fail("place: give hundreds, tens or units" + did_you_mean(c.args[1], {"hundreds", "tens", "units"}));
    const bool high = high_half(s, s.round.number);
    auto& digits = high ? s.necros[k].high_digits : s.necros[k].low_digits;
    if (digits[*place] >= 0)
        return fail(name + "'s " + kPlaces[*place] + " place already holds " + std::to_string(digits[*place]) + "; free: " + [&] {
                        std::vector<std::string> free;
                        for (std::size_t p = 0; p < 3; ++p)
                            if (digits[p] < 0) free.push_back(kPlaces[p]);
                        return join(free, ", ");
                    }());
    const int digit = round_digit(s, *seat);
    digits[*place] = digit;
    s.round.need_place[k] = false;
    s.round.placed[k] = static_cast<int>(*place);
    Ruling r;
    r.canonical = "place " + quote_if_needed(name) + " " + kPlaces[*place];
    r.headline = name + " puts " + std::to_string(digit) + " in the " + kPlaces[*place] + " of the " +
                 (high ? "high" : "low") + " number";
    r.because("each round's score goes at once into one free place of the three-digit number", sec::HighLow);
    advance(s, r);
    return r;
}

}  // namespace zref::bfz
