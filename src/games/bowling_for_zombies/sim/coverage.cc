#include "games/bowling_for_zombies/sim/coverage.h"

#include <fmt/format.h>

#include <map>

#include "games/bowling_for_zombies/sim/check_util.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::bfz::sim {

namespace {

constexpr Part kParts[] = {Part::Head, Part::Leg, Part::Hand};

std::size_t part_index(Part p) { return p == Part::Head ? 0 : p == Part::Leg ? 1 : 2; }

int lanes_in(const std::vector<std::string>& cards) {
    int n = 0;
    for (const auto& c : cards) n += c.rfind("Lane ", 0) == 0 ? 1 : 0;
    return n;
}

void count_round(const RoundResult& r, Coverage& c) {
    std::map<int, int> shown;  // value -> zombies showing it, the phantom's too
    for (const auto& sr : r.seats)
        if (sr.reveal) ++shown[sr.reveal->zombie];
    if (r.phantom) ++shown[*r.phantom];
    bool single = false;
    for (const auto& [value, n] : shown) {
        c.ripped_groups += n > 1 ? 1 : 0;
        c.three_or_more += n > 2 ? 1 : 0;
        single = single || n == 1;
    }
    if (!shown.empty() && !single) ++c.all_ripped;
    for (const auto& sr : r.seats) {
        if (!sr.reveal) continue;
        const Part part = sr.reveal->part;
        if (part != Part::None) ++c.parts[part_index(part)][sr.reveal->above ? 0 : 1];
        for (const auto& e : sr.events) {
            for (Part p : kParts)
                if (spends(e, p)) ++c.parts[part_index(p)][2];
            if (part != Part::None && e.find("returned") != std::string::npos) ++c.parts[part_index(part)][3];
            if (e.find("no effect") != std::string::npos) ++c.spent_for_nothing;
        }
        if (sr.fate != Fate::Bowls) continue;
        const int lanes = lanes_in(sr.cards);
        if (lanes == 0) ++c.gutter_balls;
        if (lanes == 2) ++c.head_took_two;
    }
}

}  // namespace

void Coverage::add(const Coverage& o) {
    for (const auto& [id, n] : o.games_per_variant) games_per_variant[id] += n;
    rounds += o.rounds;
    for (std::size_t p = 0; p < parts.size(); ++p)
        for (std::size_t k = 0; k < parts[p].size(); ++k) parts[p][k] += o.parts[p][k];
    spent_for_nothing += o.spent_for_nothing;
    head_took_two += o.head_took_two;
    ripped_groups += o.ripped_groups;
    three_or_more += o.three_or_more;
    all_ripped += o.all_ripped;
    gutter_balls += o.gutter_balls;
    stands += o.stands;
    early_ends += o.early_ends;
    over_21 += o.over_21;
    phantom_dealt += o.phantom_dealt;
    phantom_typed += o.phantom_typed;
    shared_wins += o.shared_wins;
    ties_broken += o.ties_broken;
    refused += o.refused;
}

Coverage coverage_of(const RandomGame& game) {
    const GameState& s = game.referee().game().state();
    Coverage c;
    ++c.games_per_variant[game.referee().game().variant().id];
    c.rounds = static_cast<long>(s.results.size());
    for (const auto& r : s.results) count_round(r, c);
    if (s.phantom == PhantomMode::Deal) ++c.phantom_dealt;
    if (s.phantom == PhantomMode::Typed) ++c.phantom_typed;
    if (s.setup.variant == Variant::Blackjack) {
        for (const auto& n : s.necros) {
            c.stands += n.stood ? 1 : 0;
            c.over_21 += pile_points(n) > 21 ? 1 : 0;
        }
        c.early_ends += s.end_reason.empty() ? 0 : 1;
    }
    const Standing st = standings(s);
    c.shared_wins += !st.groups.empty() && st.groups.front().size() > 1 ? 1 : 0;
    c.ties_broken += st.tie_breaks.empty() ? 0 : 1;
    c.refused = game.refused();
    return c;
}

std::vector<std::string> coverage_lines(const Coverage& c) {
    std::vector<std::string> out;
    std::string variants;
    for (const auto& [id, n] : c.games_per_variant) variants += fmt::format(" {} {}", id, n);
    out.push_back(fmt::format("Games per variant:{} ({} rounds)", variants, c.rounds));
    static const char* const names[] = {"Head", "Leg", "Hand"};
    std::string parts;
    for (std::size_t p = 0; p < 3; ++p)
        parts += fmt::format(" {} {}/{}/{}/{}", names[p], c.parts[p][0], c.parts[p][1], c.parts[p][2], c.parts[p][3]);
    out.push_back(
        fmt::format("Body Parts (on top/bluffed/spent/returned):{}; spent with no effect {}; Heads taking two {}",
                    parts, c.spent_for_nothing, c.head_took_two));
    out.push_back(
        fmt::format("Resolution: equal zombies ripped {} times (three or more {}), every zombie ripped {} rounds, "
                    "gutter balls {}",
                    c.ripped_groups, c.three_or_more, c.all_ripped, c.gutter_balls));
    if (c.games_per_variant.count("blackjack"))
        out.push_back(fmt::format("Black Jack: stands {}, games ended early {}, piles over 21 at the end {}", c.stands,
                                  c.early_ends, c.over_21));
    if (c.phantom_dealt + c.phantom_typed > 0)
        out.push_back(fmt::format("Phantom hand: dealt by zref {} games, typed by the table {} games", c.phantom_dealt,
                                  c.phantom_typed));
    out.push_back(fmt::format("Ties: shared wins {}, ties broken {}; entries refused and tried again: {}",
                              c.shared_wins, c.ties_broken, c.refused));
    return out;
}

}  // namespace zref::bfz::sim
