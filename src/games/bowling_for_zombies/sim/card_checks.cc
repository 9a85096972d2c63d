// The cards' checks: every Lane card, Zombie and Body Part in one place.
#include <algorithm>

#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/sim/check_util.h"
#include "games/bowling_for_zombies/sim/invariants.h"

namespace zref::bfz::sim {

namespace {

std::string pins_text(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    std::string out;
    for (int x : v) out += (out.empty() ? "" : " ") + str(x);
    return "[" + out + "]";
}

// The pins of the sheet's "Lane 4" lines: the Lane cards a seat gained.
std::vector<int> lanes_gained(const std::vector<std::string>& cards) {
    std::vector<int> out;
    for (const auto& c : cards)
        if (c.rfind("Lane ", 0) == 0) out.push_back(std::stoi(c.substr(5)));
    return out;
}

}  // namespace

std::optional<Violation> check_lane_cards(const GameState& s, const GameData& data,
                                          const std::vector<int>* table_deck) {
    if (s.phase == Phase::Setup) return std::nullopt;
    const char* what = "each Lane card in exactly one place";
    const std::size_t values = s.lane_deck.size();
    if (s.lane_discard.size() != values)
        return Violation{what, "the draw pile and the discards count different pins values"};
    std::vector<int> table(values, 0), piles(values, 0), held(values, 0);
    auto count = [&](std::vector<int>& into, int v, const std::string& where) -> std::optional<Violation> {
        if (v < 0 || static_cast<std::size_t>(v) >= values || data.lane_counts.count(v) == 0)
            return Violation{what, "a Lane card " + str(v) + " lies in " + where + ", and the deck has none"};
        ++into[static_cast<std::size_t>(v)];
        return std::nullopt;
    };
    for (int v : s.round.table)
        if (auto bad = count(table, v, "the table")) return bad;
    for (int seat = 0; seat < s.seating.size(); ++seat)
        for (const auto& pc : s.necros[static_cast<std::size_t>(seat)].pile)
            if (pc.kind == PileCard::Kind::Lane)
                if (auto bad = count(piles, pc.value, s.seating.name(seat) + "'s score pile")) return bad;
    for (const auto& pc : s.phantom_pile)
        if (pc.kind == PileCard::Kind::Lane)
            if (auto bad = count(piles, pc.value, "the phantom's pile")) return bad;
    if (table_deck)
        for (int v : *table_deck)
            if (auto bad = count(held, v, "the table's draw pile")) return bad;
    for (std::size_t v = 0; v < values; ++v) {
        const auto it = data.lane_counts.find(static_cast<int>(v));
        const int copies = it == data.lane_counts.end() ? 0 : it->second;
        const int found = s.lane_deck[v] + table[v] + piles[v] + s.lane_discard[v];
        if (found != copies)
            return Violation{what, "round " + str(s.round.number) + ": " + str(found) + " Lane cards " +
                                       str(static_cast<long>(v)) + " (draw pile " + str(s.lane_deck[v]) + ", table " +
                                       str(table[v]) + ", piles " + str(piles[v]) + ", discards " +
                                       str(s.lane_discard[v]) + "), the deck has " + str(copies)};
        if (table_deck && held[v] != s.lane_deck[v])
            return Violation{what, "round " + str(s.round.number) + ": the table's draw pile holds " + str(held[v]) +
                                       " Lane cards " + str(static_cast<long>(v)) + ", the engine counts " +
                                       str(s.lane_deck[v])};
    }
    return std::nullopt;
}

std::optional<Violation> check_round_lanes(const GameState& s, const GameData& data) {
    const char* what = "no Lane card taken twice";
    // With up to five necromancers the 40 Lane cards last every variant's
    // rounds; only then is each round's count exact.
    const int most_zombies = s.seating.size() + (s.phantom != PhantomMode::None ? 1 : 0);
    const bool deck_lasts = (most_zombies - 1) * s.rounds <= data.lane_deck_size();
    for (const auto& r : s.results) {
        std::vector<int> accounted = r.discarded;
        int zombies = r.phantom ? 1 : 0;
        for (const auto& sr : r.seats) {
            const auto gained = lanes_gained(sr.cards);
            accounted.insert(accounted.end(), gained.begin(), gained.end());
            zombies += sr.reveal ? 1 : 0;
        }
        for (const auto& pc : s.phantom_pile)
            if (pc.kind == PileCard::Kind::Lane && pc.round == r.number) accounted.push_back(pc.value);
        std::vector<int> drawn = r.lanes;
        std::sort(drawn.begin(), drawn.end());
        std::sort(accounted.begin(), accounted.end());
        if (drawn != accounted)
            return Violation{what, "round " + str(r.number) + " drew " + pins_text(r.lanes) +
                                       " but the piles and discards account for " + pins_text(accounted)};
        // Black Jack: who stands once the Lane cards are drawn leaves them
        // drawn for one zombie more (our reading blackjack-stand).
        int stood_now = 0;
        for (const auto& n : s.necros) stood_now += n.stood && n.stood_in == r.number ? 1 : 0;
        const int fewest = std::max(0, zombies - 1), most = std::max(0, zombies - 1 + stood_now);
        const auto drawn_count = static_cast<int>(r.lanes.size());
        if (drawn_count > most || (deck_lasts && drawn_count < fewest))
            return Violation{what, "round " + str(r.number) + " drew " + str(drawn_count) + " Lane cards for " +
                                       str(zombies) + " zombies (one fewer is the rule)"};
    }
    return std::nullopt;
}

std::optional<Violation> check_zombies(const GameState& s) {
    if (s.phase == Phase::Setup) return std::nullopt;
    const char* what = "each Zombie card in exactly one place";
    const int rounds = rounds_on_record(s);
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const Necromancer& n = s.necros[static_cast<std::size_t>(seat)];
        const std::string& name = s.seating.name(seat);
        std::vector<int> revealed(n.zombie_used.size(), 0);
        std::vector<std::pair<int, int>> should_lie;  // (round, value): ripped, so in the pile
        for (int r = 1; r <= rounds; ++r) {
            const SeatInRound sr = seat_in_round(s, r, seat);
            if (!sr.reveal) continue;
            const int z = sr.reveal->zombie;
            if (z < 0 || static_cast<std::size_t>(z) >= revealed.size())
                return Violation{what,
                                 name + " revealed a Zombie " + str(z) + " in round " + str(r) + ", not in the set"};
            ++revealed[static_cast<std::size_t>(z)];
            // High and Low discards the score piles each round.
            const bool pile_kept = s.setup.variant != Variant::HighLow || (r == s.round.number && round_open(s));
            if (sr.fate == Fate::Ripped && pile_kept) should_lie.push_back({r, z});
        }
        for (std::size_t z = 0; z < revealed.size(); ++z) {
            if (revealed[z] > 1)
                return Violation{what, name + "'s Zombie " + str(static_cast<long>(z)) + " was revealed in " +
                                           str(revealed[z]) + " rounds"};
            if ((revealed[z] == 1) != n.zombie_used[z])
                return Violation{what, name + "'s Zombie " + str(static_cast<long>(z)) +
                                           (n.zombie_used[z] ? " is marked played but was never revealed"
                                                             : " was revealed but is still in hand")};
        }
        std::vector<std::pair<int, int>> lying;
        for (const auto& pc : n.pile)
            if (pc.kind == PileCard::Kind::Zombie) lying.push_back({pc.round, pc.value});
        std::sort(should_lie.begin(), should_lie.end());
        std::sort(lying.begin(), lying.end());
        if (lying != should_lie)
            return Violation{what, name + "'s score pile holds " + str(static_cast<long>(lying.size())) + " Zombies, " +
                                       str(static_cast<long>(should_lie.size())) +
                                       " were ripped in the rounds it keeps"};
    }
    if (s.phantom == PhantomMode::None) return std::nullopt;
    std::vector<int> flips;
    for (int r = 1; r <= rounds; ++r)
        if (auto p = phantom_in_round(s, r)) flips.push_back(*p);
    for (std::size_t z = 0; z < s.phantom_used.size(); ++z) {
        const auto times = std::count(flips.begin(), flips.end(), static_cast<int>(z));
        if (times > 1 || (times == 1) != s.phantom_used[z])
            return Violation{what, "the phantom's Zombie " + str(static_cast<long>(z)) + " was flipped " + str(times) +
                                       " times and is marked " + (s.phantom_used[z] ? "played" : "in hand")};
    }
    if (s.phantom == PhantomMode::Deal)
        for (std::size_t k = 0; k < flips.size(); ++k)
            if (k >= s.phantom_deck.size() || flips[k] != s.phantom_deck[k])
                return Violation{what, "the phantom's flip " + str(static_cast<long>(k + 1)) + " is Zombie " +
                                           str(flips[k]) + ", not the dealt hand's next card"};
    return std::nullopt;
}

std::optional<Violation> check_body_parts(const GameState& s) {
    if (s.phase == Phase::Setup) return std::nullopt;
    const char* what = "each Body Part in one place";
    const int rounds = rounds_on_record(s);
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const Necromancer& n = s.necros[static_cast<std::size_t>(seat)];
        for (Part p : {Part::Head, Part::Leg, Part::Hand}) {
            const std::string part = s.seating.name(seat) + "'s " + part_name(p);
            int spent_in = 0;
            bool on_top_now = false;  // carried on top of a bowling zombie in the round being resolved
            for (int r = 1; r <= rounds; ++r) {
                const SeatInRound sr = seat_in_round(s, r, seat);
                const bool carried = sr.reveal && sr.reveal->part == p;
                if (carried && spent_in)
                    return Violation{
                        what, part + " was played in round " + str(r) + " after being spent in round " + str(spent_in)};
                const bool acted = carried && sr.reveal->above && sr.fate == Fate::Bowls;
                if (acted && r == s.round.number && s.phase == Phase::Resolve) on_top_now = true;
                for (const auto& e : *sr.events) {
                    if (!spends(e, p)) continue;
                    if (spent_in)
                        return Violation{
                            what, part + " was spent in round " + str(spent_in) + " and again in round " + str(r)};
                    if (!acted)
                        return Violation{what, part + " was spent in round " + str(r) + " ('" + e +
                                                   "') without lying on top of a zombie that bowled"};
                    spent_in = r;
                }
            }
            // A Leg that joins a card (High and Low, Poker) leaves the hand
            // when its zombie bowls and is placed once every zombie has.
            if (!spent_in && !n.has(p) && !on_top_now)
                return Violation{what, part + " is out of the hand but was never spent"};
            if (spent_in && n.has(p))
                return Violation{what, part + " was spent in round " + str(spent_in) + " but is still in hand"};
        }
    }
    return std::nullopt;
}

}  // namespace zref::bfz::sim
