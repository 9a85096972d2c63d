// The entries nobody waits for, tried now and then by the random players:
// Princess powers (each declared only inside a window where it could be
// used, with the hand changes it makes), Dead Last's held card and the
// Headhunters bet. The engine refuses those out of their window; that is fine.
#include <algorithm>
#include <array>

#include "core/inline_vector.h"
#include "core/text.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/sim/random_table.h"

namespace zref::sim {

using zp::Phase;

namespace {
// roll / n for a roll below 24 * n at a table of n seats (1 to kMaxSeats),
// by a multiplication: the 64-bit division it replaces, made before every
// event, was a visible part of self-play's wall-clock time. Checked below
// for every roll and table size.
// The factor 2^16 / n + 1 is read from a table: computed, it was itself a
// division, the slowest instruction of this function.
constexpr auto kOverSeatsFactor = [] {
    std::array<std::uint64_t, zp::kMaxSeats + 1> f{};
    for (std::uint64_t n = 1; n <= zp::kMaxSeats; ++n) f[n] = (std::uint64_t{1} << 16) / n + 1;
    return f;
}();
constexpr std::uint64_t over_seats(std::uint64_t roll, std::uint64_t n) { return (roll * kOverSeatsFactor[n]) >> 16; }
constexpr bool over_seats_exact() {
    for (std::uint64_t n = 1; n <= zp::kMaxSeats; ++n)
        for (std::uint64_t roll = 0; roll < 24 * n; ++roll)
            if (over_seats(roll, n) != roll / n) return false;
    return true;
}
static_assert(over_seats_exact());
}  // namespace

// Optional entries nobody is waiting for: Princess powers, Dead Last's held
// card, the Headhunters bet. Each is tried now and then; refusals are fine.
bool RandomTable::optional_entry() {
    const auto& s = game_.state();
    if (s.phase != Phase::Bidding && s.phase != Phase::Tricks) return false;
    const auto n = static_cast<std::uint64_t>(s.seating.size());
    // One draw, asked before every event, gives the seat and which entries
    // are tried: a held card half the time (Dead Last), a bet one time in six
    // (Headhunters, while bidding), a power one time in four. `chance` runs
    // over 24 values so that the power's quarter (0-5) holds half the
    // hold's values and a sixth of the bet's: whether a power is tried does
    // not depend on whether a hold or a bet was.
    const std::uint64_t roll = rng_.below(24 * n);
    const std::uint64_t chance = n <= zp::kMaxSeats ? over_seats(roll, n) : roll / n;  // uniform in 0-23
    const int seat = static_cast<int>(roll - chance * n);
    if (s.round.card == 'c' && !hands_[static_cast<std::size_t>(seat)].held && chance % 2 == 0 && try_hold(seat))
        return true;
    if (s.round.card == 'h' && s.phase == Phase::Bidding && chance % 6 == 0 && attempt(entry("bet", seat))) return true;
    return chance < 6 && try_power(seat);
}

bool RandomTable::try_hold(int seat) {
    const auto& s = game_.state();
    if (!s.round.tricks.empty() || !s.round.current.plays.empty()) return false;
    auto& hand = hands_[static_cast<std::size_t>(seat)];
    if (hand.cards.size() < 2) return false;
    const tt::Card c = hand.cards[rng_.below(hand.cards.size())];
    return attempt(entry("hold", seat, {code(c)}), [&] { hands_[static_cast<std::size_t>(seat)].held = c; });
}

RandomTable::Power RandomTable::power_of(std::string_view id) {
    if (id == "pea-princess") return Power::PeaPrincess;
    if (id == "thumbelina") return Power::Thumbelina;
    if (id == "alice") return Power::Alice;
    if (id == "dorothy" || id == "rapunzel") return Power::DorothyOrRapunzel;
    if (id == "ice-princess") return Power::IcePrincess;
    if (id == "scheherazade") return Power::Scheherazade;
    if (id == "sleeping-beauty") return Power::SleepingBeauty;
    if (id == "red-riding-hood") return Power::RedRidingHood;
    return Power::None;
}

bool RandomTable::try_power(int seat) {
    const auto& s = game_.state();
    const auto si = static_cast<std::size_t>(seat);
    const std::string& id = s.princess_of[si];
    if (s.round.power_used[si]) return false;  // before the lookup: most tries end here
    // Her kind of power is worked out again only for another Princess: her
    // description in the state (set with her id) tells, without comparing
    // ids, a string comparison made before a quarter of all events.
    PowerSeat& known = power_seats_[si];
    if (const zp::PrincessInfo* info = s.princess_info[si]; known.info != info) known = {info, power_of(id)};
    if (!known.info || known.info->always_active) return false;
    // Written only for a power that is tried, in the kept command.
    auto power = [&](std::initializer_list<std::string> more = {}) -> const Command& {
        Command& cmd = command_;
        cmd.verb = "power";
        cmd.args.assign({name(seat), id});
        cmd.args.insert(cmd.args.end(), more);
        return cmd;
    };
    const bool tricks = s.phase == Phase::Tricks;
    const bool between = tricks && s.round.current.plays.empty();
    const bool my_turn = tricks && game_.to_act() == seat && s.round.armed[si].empty();
    const bool just_won = between && !s.round.tricks.empty() && s.round.tricks.back().winner == seat;
    auto& hand = hands_[si];
    const Power kind = known.power;
    if (kind == Power::PeaPrincess) return my_turn && attempt(power());
    // A player declares these only when she can then play: Thumbelina with a
    // card that is not a Prince, Alice when her partner still holds a card.
    if (kind == Power::Thumbelina) {
        if (!my_turn) return false;
        const auto cards = candidates_into(seat, false, candidates_);
        return std::any_of(cards.begin(), cards.end(), [&](Candidate c) { return !s.codec.is_trump(c.card.suit); }) &&
               attempt(power());
    }
    // Not with only the card held for the last trick (Dead Last) left: that one she must play herself.
    if (kind == Power::Alice) {
        if (!my_turn || (hand.held && hand.cards.size() == 1)) return false;
        return !candidates_into(s.seating.partner(seat), true, candidates_).empty() && attempt(power());
    }
    if (kind == Power::DorothyOrRapunzel) return just_won && attempt(power());
    if (kind == Power::IcePrincess) return between && attempt(power());
    if (kind == Power::Scheherazade) {
        if (s.round.bids[si] < 0) return false;
        // The new bid is drawn before the window is looked at, so seeded
        // games draw as they did when every such try went to the engine.
        const std::string bid = std::to_string(rng_.below(static_cast<std::uint64_t>(s.hand_size) + 1));
        return zp::before_trick_4(s) && attempt(power({"bid", bid}));
    }
    if (kind == Power::SleepingBeauty) {
        if (!between) return false;
        // The card held face down for the last trick (Dead Last) is not in the hand to give.
        auto givable = [&](const SeatHand& h) { return h.cards.size() - (h.held ? 1 : 0); };
        const auto most = std::min<std::size_t>({3, givable(hand), givable(hands_[static_cast<std::size_t>(s.seating.partner(seat))])});
        if (most == 0) return false;
        const int k = 1 + static_cast<int>(rng_.below(most));
        return attempt(power({std::to_string(k)}), [&] {
            move_random(hands_, seat, s.seating.partner(seat), k, rng_);
            move_random(hands_, s.seating.partner(seat), seat, k, rng_);
        });
    }
    if (kind == Power::RedRidingHood) {
        if (!my_turn) return false;
        // Kept lists (she is asked on most of her turns), the trick's cards on the stack.
        std::vector<int>& won = tricks_won_;
        won.clear();
        for (std::size_t t = 0; t < s.round.tricks.size(); ++t)
            if (s.round.tricks[t].winner == seat) won.push_back(static_cast<int>(t));
        if (won.empty()) return false;
        const int t = won[rng_.below(won.size())];
        const std::string trick = std::to_string(t + 1);
        InlineVector<tt::Card, zp::kMaxSeats * 2> takes;
        for (const auto& p : s.round.tricks[static_cast<std::size_t>(t)].plays)
            if (!s.codec.is_trump(p.card.suit)) takes.push_back(p.card);
        std::vector<tt::Card>& gives = cards_;
        gives.clear();
        for (tt::Card c : hand.cards)
            if (!hand.held || c != *hand.held) gives.push_back(c);
        if (takes.empty() || gives.empty() || rng_.below(4) == 0) return attempt(power({"trick", trick}));
        const tt::Card give = gives[rng_.below(gives.size())], take = takes[rng_.below(takes.size())];
        return attempt(power({"trick", trick, "give", code(give), "take", code(take)}), [&] {
            take_out(hands_[si].cards, give);
            hands_[si].cards.push_back(take);
        });
    }
    return false;
}

}  // namespace zref::sim
