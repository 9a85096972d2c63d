// The score-only alternative to card play: the tricks each player won typed
// at the end of the round ('tricks Ana 3'), with what only the cards would
// show: the Frog's holder, a Round card's skulls, a Princess power used and
// what it won ('tricks Dee 3 dorothy', 'tricks Rae 2 rapunzel 3'), and under
// The High Cost of Living the tricks in which a side in the lead played a
// Prince ('prince-tricks Ana 2', that card's own entry).
#include <algorithm>
#include <optional>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {

namespace {
// One player's count, checked against the state.
struct TypedCount {
    int seat = 0;
    int count = 0;
    bool frog = false;               // one of the tricks holds the Frog
    std::optional<int> card_skulls;  // the Round card's skulls, when only the cards would show them
    bool power = false;              // her Princess's power was used this round
    int power_number = -1;           // what it took a number for (Rapunzel's Villagers), -1 none
};


// The Princess named on a tricks line ('dorothy', 'rapunzel 3'), read from
// args[i]; advances i past a number it takes.
Status read_power_word(const GameState& s, int seat, const std::vector<std::string>& args, std::size_t& i, int count,
                       TypedCount& out) {
    const auto si = static_cast<std::size_t>(seat);
    const std::string& name = s.seating.name(seat);
    const PrincessInfo* info = s.princess_info[si];
    const PrincessPower* power = s.princess_power[si];
    if (!info || !power || !iequals(args[i], info->id)) {
        for (int other = 0; other < s.seating.size(); ++other)
            if (const PrincessInfo* o = s.princess_info[static_cast<std::size_t>(other)]; o && iequals(args[i], o->id))
                return fail(o->name + " is " + s.seating.name(other) + "'s Princess, not " + name + "'s");
        return fail("tricks: '" + args[i] + "' is not understood: after the count, 'frog', 'card-skulls N'" +
                    (info && s.setup.powers ? " and " + name + "'s Princess (" + info->id + ")" : std::string()) +
                    " may follow");
    }
    if (!s.setup.powers) return fail("Princess powers are off at this table: leave '" + args[i] + "' out");
    if (info->always_active) return fail(info->name + " is always active: zref applies her power by itself, leave her out");
    if (s.round.power_used[si] || out.power) return fail(info->name + "'s power is already entered this round");
    switch (power->counts_word()) {
        case PrincessPower::CountsWord::PowerLine:
            return fail(info->name + " changes the bid: enter it with 'power " + info->id +
                        " ...' before the counts, as it happened");
        case PrincessPower::CountsWord::Number: {
            if (i + 1 >= args.size())
                return fail("say how many Villagers were in the trick she marked, e.g. '" + info->id + " 2'");
            auto n = parse_count(args[++i], 1, 2 * s.seating.size(), "number of Villagers");
            if (!n) return fail(n.error());
            // No check against the count: the trick she marked may count for
            // nothing (Brain Drain voids every trick holding a Villager).
            out.power_number = *n;
            break;
        }
        case PrincessPower::CountsWord::Flag:
            if (count < power->tricks_kept_out() * rule_of(s).laps())
                return fail(info->name + " keeps a trick she won under her card, and " + name + " won none");
            break;
    }
    out.power = true;
    return Ok{};
}

Result<TypedCount> read_trick_count(const GameState& s, const Command& c) {
    const auto& round = s.round;
    const auto& seating = s.seating;
    if (cards_played(s)) return fail("cards have been played this round, so zref counts the tricks itself");
    if (c.args.size() < 2)
        return fail("tricks: give the player and the number of tricks won, e.g. 'tricks Ana 3' (add 'frog' if one holds the Frog)");
    auto seat = seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto si = static_cast<std::size_t>(*seat);
    if (round.typed_tricks[si] >= 0)
        return fail(seating.name(*seat) + "'s tricks are already typed (" + std::to_string(round.typed_tricks[si]) +
                    "): undo to change them");
    auto count = parse_count(c.args[1], 0, max_tricks(s), "number of tricks");
    if (!count) return fail(count.error());
    if (rule_of(s).laps() == 2 && *count % 2 != 0)
        return fail("every trick this round counts as 2, so a player's count is even (a dropped Frog is the 'frog' flag)");
    const RoundRule* rule = &rule_of(s);
    const bool needs_skulls = rule && rule->needs_captured_cards();
    TypedCount out;
    out.seat = *seat;
    out.count = *count;
    for (std::size_t i = 2; i < c.args.size(); ++i) {
        std::string w = lower(c.args[i]);
        if (w == "frog") out.frog = true;
        else if (w == "card-skulls" && i + 1 < c.args.size()) {
            auto v = parse_count(c.args[++i], 0, 999, "number of Round-card skulls");
            if (!v) return fail(v.error());
            out.card_skulls = *v;
        } else if (auto ok = read_power_word(s, *seat, c.args, i, *count, out); !ok)
            return fail(ok.error());
    }
    if (out.frog && round.frog_seat >= 0)
        return fail("the Frog trick was already given to " + seating.name(round.frog_seat));
    if (out.frog && *count == 0) return fail("a player with no tricks cannot hold the Frog trick");
    if (needs_skulls && !out.card_skulls)
        return fail("Round card " + std::string(1, round.card) +
                    " needs a number only the cards show, and this round is scored by counts: add 'card-skulls N' "
                    "(see 'zref rules " + std::string(1, round.card) + "')");
    if (!needs_skulls && out.card_skulls)
        return fail("Round card " + std::string(1, round.card) + " needs no 'card-skulls': leave it out");

    int typed_total = 0, typed_players = 0;
    for (int t : round.typed_tricks)
        if (t >= 0) typed_total += t, ++typed_players;
    const std::optional<int> expected = rule ? rule->expected_tricks(s) : std::optional<int>(s.hand_size);
    const int most = expected.value_or(s.hand_size);
    if (typed_total + *count > most)
        return fail("that makes " + std::to_string(typed_total + *count) + " tricks, but a round has only " +
                    std::to_string(most));
    if (expected && typed_players + 1 == seating.size() && typed_total + *count != *expected)
        return fail("the tricks add up to " + std::to_string(typed_total + *count) + ", but a round has " +
                    std::to_string(*expected) + ": check the counts ('undo' corrects an earlier one)");
    return out;
}

}  // namespace

Result<Ruling> Game::on_tricks(GameState& s, const Command& c) const {
    const auto typed = read_trick_count(s, c);
    if (!typed) return fail(typed.error());
    auto& round = s.round;
    const auto& seating = s.seating;
    const auto si = static_cast<std::size_t>(typed->seat);
    round.by_counts = true;
    round.typed_tricks[si] = typed->count;
    round.typed_card_skulls[si] = typed->card_skulls.value_or(0);
    if (typed->frog) round.frog_seat = typed->seat;
    if (typed->power) {
        round.power_used[si] = true;
        round.typed_power_number[si] = typed->power_number;
    }
    Ruling r = ruling();
    const int count = typed->count;
    r.headline = seating.name(typed->seat) + " won " + std::to_string(count) + (count == 1 ? " trick" : " tricks") +
                 (typed->frog ? (count == 1 ? ", the one holding the Frog" : ", one of them holding the Frog") : "");
    if (typed->power && explaining_)
        r.notices.push_back(s.princess_info[si]->name + "'s power was used this round (so no unused-Princess skull)");
    if (counts_complete(s)) counts_done(s, r);
    return r;
}

std::optional<CountsPowerWord> counts_power_word(const GameState& s, int seat) {
    if (seat < 0 || seat >= s.seating.size() || !s.setup.powers) return std::nullopt;
    const auto si = static_cast<std::size_t>(seat);
    const PrincessInfo* info = s.princess_info[si];
    const PrincessPower* power = s.princess_power[si];
    if (!info || !power || info->always_active || s.round.power_used[si]) return std::nullopt;
    switch (power->counts_word()) {
        case PrincessPower::CountsWord::Flag: return CountsPowerWord{info->id, false};
        case PrincessPower::CountsWord::Number: return CountsPowerWord{info->id, true};
        case PrincessPower::CountsWord::PowerLine: return std::nullopt;
    }
    return std::nullopt;
}

// Every count is in: each player's tricks and each side's Princes asked for.
bool cards_played(const GameState& s) { return !s.round.tricks.empty() || !s.round.current.plays.empty(); }

bool counts_complete(const GameState& s) {
    if (!s.round.by_counts) return false;
    for (int t : s.round.typed_tricks)
        if (t < 0) return false;
    for (int side : rule_of(s).sides_typing_princes(s))
        if (s.round.typed_princes[static_cast<std::size_t>(side)] < 0) return false;
    return true;
}

void Game::counts_done(GameState& s, Ruling& r) const {
    rule_of(s).after_counts(s, r);
    advance(s, Step::FrogQuestion, r);
}

}  // namespace zref::zp
