// Setup ("Set-Up", "Two Player Game", the variants): the necromancers, the
// variant, the seed for the phantom hand, how the phantom's flips are known,
// and `begin`, which checks them together and starts round 1.
#include <algorithm>
#include <charconv>
#include <numeric>

#include "core/rng.h"
#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {

namespace {

const char* const kReserved[] = {"none",   "remove", "sum",     "difference", "diff",  "hundreds", "tens",
                                 "units",  "stand",  "phantom", "play",       "take",  "leg",      "combine",
                                 "place",  "lanes",  "undo",    "edit",       "help",  "status",   "sheet",
                                 "why",    "quit",   "history", "receipt", "game",       "begin", "players",  "variant",
                                 "seed",   "head",   "hand",    "arm",        "above", "below",    "top",
                                 "on-top", "ontop",  "over",    "up",         "under", "beneath",  "bottom",
                                 "bluff",  "h",      "l"};

Status check_name(const std::string& name) {
    if (name.empty()) return fail("a necromancer's name cannot be empty");
    for (const char* r : kReserved)
        if (iequals(name, r)) return fail("'" + name + "' is a word zref uses; choose another name");
    if (std::isdigit(static_cast<unsigned char>(name[0])))
        return fail("'" + name + "' starts with a digit; a name must not, so '5' always means a Zombie");
    if (name.find('+') != std::string::npos) return fail("'" + name + "' holds a '+', which zref reads as 'and'");
    return Ok{};
}

}  // namespace

Result<Ruling> Game::on_players(GameState& s, const Command& c) const {
    const auto n = static_cast<int>(c.args.size());
    if (n < data_->min_players || n > data_->max_players)
        return fail("players: give " + std::to_string(data_->min_players) + " to " +
                    std::to_string(data_->max_players) + " necromancers (one per set of Zombie cards), e.g. " +
                    "'players Svipdag Skuld H.P. Sauron'");
    for (std::size_t i = 0; i < c.args.size(); ++i) {
        if (auto ok = check_name(c.args[i]); !ok) return fail(ok.error());
        for (std::size_t j = 0; j < i; ++j)
            if (iequals(c.args[i], c.args[j])) return fail("two necromancers are named '" + c.args[i] + "'");
    }
    s.setup.seats = c.args;
    Ruling r;
    r.headline = "Necromancers: " + join(c.args, ", ");
    r.because("each necromancer takes one set of Zombie cards (Zombies 0-9, Head, Leg, Hand)", sec::SetUp);
    return r;
}

Result<Ruling> Game::on_variant(GameState& s, const Command& c) const {
    const VariantInfo* v = c.args.size() == 1 ? data_->variant(c.args[0]) : nullptr;
    if (!v)
        return fail("variant: give one of " + join(data_->variant_ids(), ", ") +
                    (c.args.size() == 1 ? did_you_mean(c.args[0], data_->variant_ids()) : std::string()));
    s.setup.variant = v->variant;
    Ruling r;
    r.headline = "Variant: " + v->name + " (" + std::to_string(v->rounds) + " rounds)";
    r.because(v->text, v->variant == Variant::Standard ? sec::GamePlay : variant_section(v->variant));
    r.canonical = "variant " + v->id;
    return r;
}

Result<Ruling> Game::on_seed(GameState& s, const Command& c) const {
    const std::string w = c.args.size() == 1 ? c.args[0] : "";
    const auto seed = parse_number<std::uint64_t>(w);
    if (!seed) return fail("seed: give a whole number, e.g. 'seed 42'");
    s.setup.seed = *seed;
    Ruling r;
    r.headline = "Seed " + w + ": it shuffles the phantom hand when zref deals it";
    return r;
}

Result<Ruling> Game::on_phantom_mode(GameState& s, const Command& c) const {
    const std::string w = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (w == "deal" || w == "dealt" || w == "seed") s.setup.phantom = PhantomMode::Deal;
    else if (w == "typed" || w == "type" || w == "table") s.setup.phantom = PhantomMode::Typed;
    else return fail("phantom: give 'deal' (zref shuffles the phantom hand from the seed) or 'typed' (the table flips a real one and types each card)");
    Ruling r;
    r.canonical = std::string("phantom ") + (*s.setup.phantom == PhantomMode::Deal ? "deal" : "typed");
    r.headline = *s.setup.phantom == PhantomMode::Deal
                     ? "Phantom hand: zref shuffles Zombies 0-9 from the seed and flips one each round"
                     : "Phantom hand: the table shuffles Zombies 0-9 and types each flip ('phantom 7')";
    return r;
}

Result<Ruling> Game::on_begin(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("begin takes no words");
    if (s.setup.seats.empty()) return fail("begin: name the necromancers first, e.g. 'players Ana Ben Cai'");
    const int n = static_cast<int>(s.setup.seats.size());
    const bool two = n == data_->phantom_players;
    if (s.setup.phantom && !two)
        return fail("the phantom hand is only for a game of " + std::to_string(data_->phantom_players) +
                    " necromancers; this table has " + std::to_string(n) + " (drop the 'phantom' line)");
    const VariantInfo* v = data_->variant(s.setup.variant);
    if (!v) return fail("this game data has no " + std::string("variant for the table"));
    s.seating = Seating(s.setup.seats, false);
    s.rounds = v->rounds;
    s.phantom = two ? s.setup.phantom.value_or(PhantomMode::Deal) : PhantomMode::None;
    const int zombies = data_->highest_zombie + 1;
    s.necros.assign(static_cast<std::size_t>(n), Necromancer{});
    for (auto& nm : s.necros) nm.zombie_used.assign(static_cast<std::size_t>(zombies), false);
    s.phantom_used.assign(static_cast<std::size_t>(zombies), false);
    s.lane_deck.assign(10, 0);
    s.lane_discard.assign(10, 0);
    for (auto [pins, copies] : data_->lane_counts) {
        if (pins >= static_cast<int>(s.lane_deck.size())) {
            s.lane_deck.resize(static_cast<std::size_t>(pins) + 1, 0);
            s.lane_discard.resize(static_cast<std::size_t>(pins) + 1, 0);
        }
        s.lane_deck[static_cast<std::size_t>(pins)] = copies;
    }
    Ruling r;
    r.headline = data_->name + ": " + v->name + ", " + std::to_string(v->rounds) + " rounds, " + std::to_string(n) +
                 " necromancers";
    r.because("the Lane deck of " + std::to_string(data_->lane_deck_size()) +
                  " cards is shuffled face down; each necromancer holds Zombies 0-" +
                  std::to_string(data_->highest_zombie) + ", a Head, a Leg and a Hand",
              sec::SetUp);
    if (s.phantom != PhantomMode::None) {
        r.because("with two necromancers a phantom hand of Zombies 0-9 (no Body Parts) plays as a third: one card "
                  "is flipped each round",
                  sec::TwoPlayer);
        if (s.phantom == PhantomMode::Deal) {
            s.phantom_deck.resize(static_cast<std::size_t>(zombies));
            std::iota(s.phantom_deck.begin(), s.phantom_deck.end(), 0);
            Rng rng(s.setup.seed);
            rng.shuffle(s.phantom_deck);
            r.notices.push_back("zref holds the phantom hand, shuffled from seed " + std::to_string(s.setup.seed) +
                                "; its card is shown when every necromancer has revealed");
        } else {
            r.notices.push_back("the table shuffles a phantom hand of Zombies 0-9 and types each flip: 'phantom 7'");
        }
    }
    start_round(s, 1, r);
    return r;
}

}  // namespace zref::bfz
