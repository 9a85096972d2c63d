// The rounds' checks: each resolved as the rulebook says, and one decision
// awaited at a time.
#include <algorithm>
#include <map>

#include "games/bowling_for_zombies/rules.h"
#include "games/bowling_for_zombies/sheet.h"
#include "games/bowling_for_zombies/sim/check_util.h"
#include "games/bowling_for_zombies/sim/invariants.h"

namespace zref::bfz::sim {

namespace {

int count_prefix(const std::vector<std::string>& cards, const char* prefix) {
    return static_cast<int>(
        std::count_if(cards.begin(), cards.end(), [&](const std::string& c) { return c.rfind(prefix, 0) == 0; }));
}

// "Reveal Cards and Resolve", steps 2 to 4, worked out afresh from the
// reveals: equal zombies are ripped, the strongest single one wanders off,
// the rest bowl. Per seat; the phantom is only a zombie to compare with.
std::vector<Fate> fates_by_hand(const RoundResult& r) {
    std::map<int, int> shown;  // value -> how many zombies show it
    for (const auto& sr : r.seats)
        if (sr.reveal) ++shown[sr.reveal->zombie];
    if (r.phantom) ++shown[*r.phantom];
    int strongest = -1;
    for (const auto& [value, n] : shown)
        if (n == 1) strongest = std::max(strongest, value);
    std::vector<Fate> out;
    for (const auto& sr : r.seats) {
        if (!sr.reveal)
            out.push_back(Fate::Out);
        else if (shown[sr.reveal->zombie] > 1)
            out.push_back(Fate::Ripped);
        else if (sr.reveal->zombie == strongest)
            out.push_back(Fate::Wandered);
        else
            out.push_back(Fate::Bowls);
    }
    return out;
}

}  // namespace

std::optional<Violation> check_fates(const GameState& s) {
    const char* what = "each round resolved in the rulebook's order";
    for (const auto& r : s.results) {
        const auto expected = fates_by_hand(r);
        for (std::size_t i = 0; i < r.seats.size(); ++i) {
            const SeatRound& sr = r.seats[i];
            const std::string who = s.seating.name(static_cast<int>(i)) + " in round " + str(r.number);
            if (sr.fate != expected[i])
                return Violation{what,
                                 who + " is " + fate_name(sr.fate) + ", the reveals make it " + fate_name(expected[i])};
            const Necromancer& n = s.necros[i];
            const bool playing = !n.stood || r.number < n.stood_in;
            if (playing != sr.reveal.has_value())
                return Violation{
                    what, who + (playing ? " revealed nothing while playing" : " revealed a Zombie after standing")};
            const int lanes = count_prefix(sr.cards, "Lane ");
            const int zombies = count_prefix(sr.cards, "Zombie ");
            const int most = sr.fate == Fate::Bowls ? (sr.reveal->acting() == Part::Head ? 2 : 1) : 0;
            if (lanes > most)
                return Violation{what, who + " (" + fate_name(sr.fate) + ") gained " + str(lanes) +
                                           " Lane cards, at most " + str(most)};
            if (zombies != (sr.fate == Fate::Ripped ? 1 : 0))
                return Violation{what, who + " (" + fate_name(sr.fate) + ") gained " + str(zombies) + " Zombies"};
            if (sr.fate == Fate::Ripped && sr.cards.front() != "Zombie " + str(sr.reveal->zombie))
                return Violation{what, who + " was ripped showing Zombie " + str(sr.reveal->zombie) + " but scored '" +
                                           sr.cards.front() + "'"};
        }
    }
    return std::nullopt;
}

std::optional<Violation> check_one_decision(const Game& g) {
    const GameState& s = g.state();
    const Waiting w = g.waiting();
    const char* what = "exactly one decision awaited, or the game over";
    const std::string at = g.where() + ": ";
    const auto verbs = g.verbs_now();
    for (const auto& line : w.examples) {
        const std::string verb = line.substr(0, line.find(' '));
        if (std::find(verbs.begin(), verbs.end(), verb) == verbs.end())
            return Violation{what, at + "the example '" + line + "' uses a verb not accepted now"};
    }
    auto seat_ok = [&](int seat) { return seat >= 0 && seat < s.seating.size(); };
    switch (s.phase) {
        case Phase::Setup:
            return std::nullopt;
        case Phase::GameOver:
            if (w.seat != -1 || w.decision != Decision::None || !w.examples.empty() || !verbs.empty())
                return Violation{what, at + "the game is over but the referee still asks: " + w.what};
            return std::nullopt;
        case Phase::Lanes:
            if (w.seat != -1 || w.examples.empty() || w.examples.front().rfind("lanes", 0) != 0)
                return Violation{what, at + "the Lane cards are due but the referee asks: " + w.what};
            return std::nullopt;
        case Phase::Reveal: {
            int first_due = -1;
            for (int i = 0; i < s.seating.size() && first_due < 0; ++i)
                if (s.round.in_play[static_cast<std::size_t>(i)] && !s.round.reveals[static_cast<std::size_t>(i)])
                    first_due = i;
            const bool flip_due = s.phantom == PhantomMode::Typed && !s.round.phantom;
            if (first_due < 0 && !flip_due)
                return Violation{what, at + "every zombie is revealed but the round is not resolved"};
            if (w.seat != first_due)
                return Violation{what, at + "the referee waits for seat " + str(w.seat) +
                                           ", the first still to reveal is seat " + str(first_due)};
            if (first_due >= 0 && std::find(s.necros[static_cast<std::size_t>(first_due)].zombie_used.begin(),
                                            s.necros[static_cast<std::size_t>(first_due)].zombie_used.end(),
                                            false) == s.necros[static_cast<std::size_t>(first_due)].zombie_used.end())
                return Violation{what, at + s.seating.name(first_due) + " must reveal but has no Zombie left"};
            return std::nullopt;
        }
        case Phase::Resolve:
            break;
    }
    if (w.decision == Decision::None || !seat_ok(w.seat))
        return Violation{what, at + "the round is being resolved but no decision is awaited: " + w.what};
    const auto k = static_cast<std::size_t>(w.seat);
    const std::string& name = s.seating.name(w.seat);
    switch (w.decision) {
        case Decision::Take:
            if (s.round.fate[k] != Fate::Bowls || s.round.table.empty() || w.examples.empty())
                return Violation{what, at + name + " is asked to take a Lane card but cannot (" +
                                           fate_name(s.round.fate[k]) + ", " +
                                           str(static_cast<long>(s.round.table.size())) + " on the table)"};
            break;
        case Decision::Leg:
            if (!s.round.reveals[k] || s.round.reveals[k]->acting() != Part::Leg || w.examples.empty())
                return Violation{what, at + name + " is asked to place a Leg it did not play on top"};
            break;
        case Decision::Combine:
            if (!s.round.need_combine[k])
                return Violation{what, at + name + " is asked to combine with no Head's two cards"};
            break;
        case Decision::Place: {
            const auto& digits = high_half(s, s.round.number) ? s.necros[k].high_digits : s.necros[k].low_digits;
            if (!s.round.need_place[k] || std::count(digits.begin(), digits.end(), -1) == 0)
                return Violation{what, at + name + " is asked to place a digit with no digit due or no place free"};
            break;
        }
        case Decision::None:
            break;
    }
    return std::nullopt;
}

}  // namespace zref::bfz::sim
