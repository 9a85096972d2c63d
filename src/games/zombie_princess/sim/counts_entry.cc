#include "games/zombie_princess/sim/counts_entry.h"

#include <algorithm>
#include <charconv>
#include <optional>

#include "core/command.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/standings.h"

namespace zref::sim {

namespace {
using zp::GameState;
using zp::TrickRecord;

bool is_suit(const GameState& s, tt::Card c, std::string_view id) { return s.codec.suits().at(c.suit).id == id; }

// Whether a finished trick still counts for its owner once the Frog is
// decided: a trick cancelled by the Frog or by Dorothy earns no Round card
// skulls ("Round Cards", b, e, m).
bool counted(const TrickRecord& t, const zp::RoundState& round) {
    if (t.under_dorothy) return false;
    if (t.has_frog && round.frog_counted) return *round.frog_counted;
    return t.counts;
}

// A player's card-skulls as the Round card's text has the table count them
// from the tricks it keeps ("Round Cards"); nullopt for a card we cannot count.
std::optional<int> card_skulls(const GameState& s, int seat) {
    int sum = 0, lowest = -1;
    for (const auto& t : s.round.tricks) {
        if (t.owner != seat || !counted(t, s.round)) continue;
        for (const auto& p : t.plays) {
            const tt::Card c = p.card;  // the card's own value (the Pea Princess's +5 is for the trick only)
            switch (s.round.card) {
                case 'b': sum += c.value == 1 || c.value == 2 ? c.value : 0; break;  // each 1 is 1 skull, each 2 is 2
                case 'e': sum += c.value == 3 ? 3 : 0; break;                         // each 3 is 3 skulls
                case 'm': sum += is_suit(s, c, "knights") ? 1 : 0; break;             // each Knight is 1 skull
                case 'i': lowest = lowest < 0 ? c.value : std::min<int>(lowest, c.value); break;
                default: return std::nullopt;
            }
        }
    }
    return s.round.card == 'i' ? std::max(lowest, 0) : sum;  // i: the lowest card value won, 0 with none
}

int villagers_in(const GameState& s, const TrickRecord& t) {
    return static_cast<int>(std::count_if(t.plays.begin(), t.plays.end(),
                                          [&](const tt::Play& p) { return is_suit(s, p.card, "villagers"); }));
}

// The tricks a player counts by hand: every counted trick at its weight, the
// Frog trick as if counted (the 'frog' flag and the decision take it off),
// and a trick under Dorothy (the 'dorothy' word takes it off).
int counted_by_hand(const TrickRecord& t) {
    if (t.under_dorothy) return t.weight;
    if (t.has_frog) return t.counts ? t.weight : 1;  // a voided Frog trick counts as 1 when kept
    return t.counts ? t.weight : 0;
}

// The round's tricks as their cards were played: Red Riding Hood's swaps
// ('power NAME red-riding-hood trick N give CARD take CARD') undone, latest first.
std::vector<TrickRecord> tricks_as_played(const GameState& s, std::span<const std::string> round_lines) {
    auto tricks = s.round.tricks;
    for (auto line = round_lines.rbegin(); line != round_lines.rend(); ++line) {
        auto c = parse_command(*line);
        if (!c || c->verb != "power" || c->args.size() != 8 || c->args[1] != "red-riding-hood") continue;
        std::size_t n = 0;
        const auto& number = c->args[3];
        std::from_chars(number.data(), number.data() + number.size(), n);
        auto give = s.codec.parse(c->args[5]);
        auto take = s.codec.parse(c->args[7]);
        if (!give || !take || n < 1 || n > tricks.size()) continue;
        for (auto& p : tricks[n - 1].plays)
            if (p.card == *give) p.card = *take;
    }
    return tricks;
}

// Under card t: the tricks in which a side played at least one Prince (a
// Prince Red Riding Hood later gave into a trick was not played to it).
int tricks_with_prince(const GameState& s, std::span<const std::string> round_lines, int side) {
    int n = 0;
    for (const auto& t : tricks_as_played(s, round_lines))
        n += std::any_of(t.plays.begin(), t.plays.end(), [&](const tt::Play& p) {
            return s.seating.side_of(p.seat) == side && s.codec.is_trump(p.card.suit);
        });
    return n;
}

std::string line_of(std::string verb, std::vector<std::string> args) { return Command{std::move(verb), std::move(args)}.to_line(); }
}  // namespace

Result<CountsEntry> counts_entry(const GameState& s, std::span<const std::string> round_lines) {
    const int seats = s.seating.size();
    const char card = s.round.card;
    CountsEntry out;
    std::vector<std::vector<std::string>> words(static_cast<std::size_t>(seats));  // after each count
    std::vector<int> n(static_cast<std::size_t>(seats), 0);
    int frog_seat = -1;
    for (const auto& t : s.round.tricks) {
        n[static_cast<std::size_t>(t.owner)] += counted_by_hand(t);
        if (t.has_frog && !t.under_dorothy) frog_seat = t.owner;  // under Dorothy nothing is left to decide
    }
    if (frog_seat >= 0) words[static_cast<std::size_t>(frog_seat)].push_back("frog");
    if (zp::rule_of(s).needs_captured_cards() && card != 't')  // t's Princes are typed as 'prince-tricks' lines
        for (int seat = 0; seat < seats; ++seat) {
            const auto skulls = card_skulls(s, seat);
            if (!skulls) return fail(std::string("no way known to count card-skulls for Round card ") + card);
            words[static_cast<std::size_t>(seat)].insert(words[static_cast<std::size_t>(seat)].end(),
                                                         {"card-skulls", std::to_string(*skulls)});
        }
    // The powers declared during play: a bid changer is typed again as its
    // line; any other once-per-round power is named on her player's line.
    for (const auto& line : round_lines) {
        auto c = parse_command(line);
        if (!c || c->verb != "power") continue;
        if (c->args.size() < 2) return fail("a power line without player and Princess: '" + line + "'");
        const auto seat = s.seating.find(c->args[0]);
        if (!seat) return fail("a power line naming no player: '" + line + "'");
        const std::string& id = c->args[1];
        if (id == "scheherazade" || id == "ice-princess") {
            out.power_lines.push_back(line);
            out.categories.push_back("power-line:" + id);
            continue;
        }
        auto& w = words[static_cast<std::size_t>(*seat)];
        w.push_back(id);
        out.categories.push_back("power-word:" + id);
        if (id != "rapunzel") continue;
        const auto laid = std::find_if(s.round.tricks.begin(), s.round.tricks.end(),
                                       [&](const TrickRecord& t) { return t.rapunzel == *seat; });
        if (laid == s.round.tricks.end()) return fail("Rapunzel declared but laid on no trick: '" + line + "'");
        w.push_back(std::to_string(villagers_in(s, *laid)));
    }
    for (int seat = 0; seat < seats; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        std::vector<std::string> args{s.seating.name(seat), std::to_string(n[i])};
        args.insert(args.end(), words[i].begin(), words[i].end());
        out.count_lines.push_back(line_of("tricks", std::move(args)));
    }
    if (card == 't') {
        out.categories.insert(out.categories.begin(), "card-t");  // first: a t round is counted as one
        const auto lead = zp::leaders(s.hourglass_line);
        for (int side : lead)
            out.count_lines.push_back(line_of("prince-tricks", {s.seating.name(s.seating.members(side).front()),
                                                          std::to_string(tricks_with_prince(s, round_lines, side))}));
    }
    return out;
}

}  // namespace zref::sim
