#include "games/bowling_for_zombies/sim/candidates.h"

#include "core/command.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz::sim {

namespace {

// Weights: a bare Zombie as likely as all its Body Part lines together, so
// Body Parts are played often but not always spent by round 3.
constexpr int kBareZombie = 6;
constexpr int kWithPart = 1;
constexpr int kStandInLanes = 1;   // against the Lane cards' line (random_game.cc)
constexpr int kStandInReveal = 2;  // against a necromancer's many reveals

std::string named(const GameState& s, int seat) { return quote_if_needed(s.seating.name(seat)); }

}  // namespace

std::vector<Candidate> reveal_candidates(const GameState& s) {
    std::vector<Candidate> out;
    if (s.phase != Phase::Reveal) return out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        if (!s.round.in_play[k] || s.round.reveals[k]) continue;
        const Necromancer& n = s.necros[k];
        const std::string who = "play " + named(s, seat) + " ";
        for (std::size_t z = 0; z < n.zombie_used.size(); ++z) {
            if (n.zombie_used[z]) continue;
            const std::string zombie = who + std::to_string(z);
            out.push_back({zombie, kBareZombie});
            for (Part p : {Part::Head, Part::Leg, Part::Hand}) {
                if (!n.has(p)) continue;
                out.push_back({zombie + " " + part_word(p) + " above", kWithPart});
                out.push_back({zombie + " " + part_word(p) + " below", kWithPart});
            }
        }
    }
    return out;
}

std::vector<Candidate> stand_candidates(const GameState& s) {
    std::vector<Candidate> out;
    if (s.setup.variant != Variant::Blackjack) return out;
    if (s.phase != Phase::Lanes && s.phase != Phase::Reveal) return out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        if (s.necros[k].stood || s.round.reveals[k]) continue;
        out.push_back({"stand " + named(s, seat), s.phase == Phase::Lanes ? kStandInLanes : kStandInReveal});
    }
    return out;
}

std::vector<Candidate> decision_candidates(const Game& g) {
    const GameState& s = g.state();
    std::vector<Candidate> out;
    if (s.phase != Phase::Resolve) return out;
    const Waiting w = g.waiting();
    if (w.decision == Decision::Take || w.decision == Decision::Leg) {
        // The engine lists every pick (take_options) and every Leg target.
        for (const auto& line : w.examples) out.push_back({line});
        return out;
    }
    if (w.decision != Decision::Combine && w.decision != Decision::Place) return out;
    const bool high = high_half(s, s.round.number);
    static const char* const places[] = {"hundreds", "tens", "units"};
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        if (s.round.need_combine[k]) {
            out.push_back({"combine " + named(s, seat) + " sum"});
            out.push_back({"combine " + named(s, seat) + " difference"});
        } else if (s.round.need_place[k]) {
            const auto& digits = high ? s.necros[k].high_digits : s.necros[k].low_digits;
            for (std::size_t p = 0; p < 3; ++p)
                if (digits[p] < 0) out.push_back({"place " + named(s, seat) + " " + places[p]});
        }
    }
    return out;
}

}  // namespace zref::bfz::sim
