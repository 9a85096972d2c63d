// The question the referee is waiting on, in words, with lines it would
// accept: for prompts, `help` and refusals.
#include <algorithm>

#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {

namespace {

std::string left_zombies(const Necromancer& n) {
    std::string out;
    for (std::size_t v = 0; v < n.zombie_used.size(); ++v)
        if (!n.zombie_used[v]) out += (out.empty() ? "" : " ") + std::to_string(v);
    return out;
}

std::string parts_text(const Necromancer& n) {
    std::vector<std::string> p;
    if (n.head) p.push_back("head");
    if (n.leg) p.push_back("leg");
    if (n.hand) p.push_back("hand");
    return p.empty() ? "no Body Parts" : join(p, ", ");
}

}  // namespace

Waiting Game::waiting_of(const GameState& s) const {
    Waiting w;
    w.phase = s.phase;
    const std::string round = "Round " + std::to_string(s.round.number) + ": ";
    switch (s.phase) {
        case Phase::Setup:
            w.what = "setup: 'players' (" + std::to_string(data_->min_players) + " to " +
                     std::to_string(data_->max_players) + " names), then optionally 'variant', 'seed', 'phantom' " +
                     "(two players), then 'begin'";
            w.examples = {"players Svipdag Skuld H.P. Sauron", "variant standard", "seed 7", "phantom deal", "begin"};
            break;
        case Phase::Lanes: {
            const int need = lanes_needed(s);
            w.what = round + "type the " + std::to_string(need) + " Lane card" + (need == 1 ? "" : "s") + " drawn";
            w.examples = {"lanes " + std::string(need >= 3 ? "2 2 4" : need == 2 ? "8 1" : "5")};
            if (s.setup.variant == Variant::Blackjack) {
                w.what += ", or 'stand NAME' for a necromancer who stops";
                for (int i = 0; i < s.seating.size(); ++i)
                    if (!s.necros[static_cast<std::size_t>(i)].stood) {
                        w.examples.push_back("stand " + quote_if_needed(s.seating.name(i)));
                        break;
                    }
            }
            break;
        }
        case Phase::Reveal: {
            for (int i = 0; i < s.seating.size(); ++i) {
                const auto k = static_cast<std::size_t>(i);
                if (!s.round.in_play[k] || s.round.reveals[k]) continue;
                const Necromancer& n = s.necros[k];
                w.seat = i;
                const std::string name = quote_if_needed(s.seating.name(i));
                w.what = round + "lanes " + pins_list(s.round.table) + ": " + s.seating.name(i) +
                         " reveals a Zombie (left: " + left_zombies(n) + "), with a Body Part above or below if " +
                         "they like (" + parts_text(n) + ")";
                std::string z = std::to_string(std::distance(
                    n.zombie_used.begin(), std::find(n.zombie_used.begin(), n.zombie_used.end(), false)));
                w.examples = {"play " + name + " " + z};
                if (n.head) w.examples.push_back("play " + name + " " + z + " head above");
                if (n.hand) w.examples.push_back("play " + name + " " + z + " hand below");
                if (s.setup.variant == Variant::Blackjack) w.examples.push_back("stand " + name);
                return w;
            }
            w.what = round + "flip the phantom hand's top card and type it";
            w.examples = {"phantom 7"};
            break;
        }
        case Phase::Resolve: {
            const Asking a = asking(s);
            w.decision = a.decision;
            w.seat = a.seat;
            if (a.seat < 0) break;
            const std::string& name = s.seating.name(a.seat);
            const std::string q = quote_if_needed(name);
            const auto k = static_cast<std::size_t>(a.seat);
            switch (a.decision) {
                case Decision::Take: {
                    const Reveal& rv = *s.round.reveals[k];
                    const auto options = take_options(s.round.table, rv.acting(), data_->head_max_sum);
                    std::string how = rv.acting() == Part::Head   ? "two Lane cards adding up to " +
                                                                      std::to_string(data_->head_max_sum) +
                                                                      " or less with the Head"
                                      : rv.acting() == Part::Hand ? "a Lane card, and with the Hand may block another"
                                                                  : "a Lane card";
                    w.what = round + name + "'s Zombie " + std::to_string(rv.zombie) + " bowls: " + name +
                             " takes " + how + " (on the table: " + pins_list(s.round.table) + ")";
                    for (const auto& o : options) w.examples.push_back("take " + q + " " + option_words(o));
                    break;
                }
                case Decision::Leg: {
                    if (!variant_attaches_legs(s.setup.variant)) {
                        w.what = round + name + "'s Leg goes into an opponent's score pile: whose?";
                        for (int t = 0; t < s.seating.size(); ++t)
                            if (t != a.seat) w.examples.push_back("leg " + q + " " + quote_if_needed(s.seating.name(t)));
                    } else {
                        w.what = round + name + "'s Leg joins a card and lowers it by 1: whose card, and which?";
                        for (auto [t, v] : leg_targets(s, a.seat))
                            w.examples.push_back("leg " + q + " " + quote_if_needed(s.seating.name(t)) + " " +
                                                 std::to_string(v));
                    }
                    break;
                }
                case Decision::Combine: {
                    const auto& sc = s.round.scored[k];
                    const auto& pile = s.necros[k].pile;
                    const int a1 = pile[static_cast<std::size_t>(sc[0])].worth();
                    const int b1 = pile[static_cast<std::size_t>(sc[1])].worth();
                    w.what = round + name + " took " + std::to_string(a1) + " and " + std::to_string(b1) +
                             " with the Head: add them (" + std::to_string(a1 + b1) + ") or subtract (" +
                             std::to_string(std::abs(a1 - b1)) + ")?";
                    w.examples = {"combine " + q + " sum", "combine " + q + " difference"};
                    break;
                }
                case Decision::Place: {
                    const bool high = high_half(s, s.round.number);
                    const auto& digits = high ? s.necros[k].high_digits : s.necros[k].low_digits;
                    w.what = round + name + " places the digit " + std::to_string(round_digit(s, a.seat)) +
                             " in the " + (high ? "high" : "low") + " number [" + [&] {
                                 std::string out;
                                 for (int d : digits) out += (out.empty() ? "" : " ") + (d < 0 ? std::string("_") : std::to_string(d));
                                 return out;
                             }() + "]";
                    static const char* const places[] = {"hundreds", "tens", "units"};
                    for (std::size_t p = 0; p < 3; ++p)
                        if (digits[p] < 0) w.examples.push_back("place " + q + " " + places[p]);
                    break;
                }
                case Decision::None: break;
            }
            break;
        }
        case Phase::GameOver:
            w.what = "the game is over" + (s.end_reason.empty() ? std::string() : " (" + s.end_reason + ")");
            break;
    }
    return w;
}

}  // namespace zref::bfz
