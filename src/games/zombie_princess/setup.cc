// Setup ("Setup" and "Quick Reference: Initial Setup"): the table, the mode,
// the Round cards, the Frog, the seed for every random draw, the start
// player and the Princesses. Each is one journal line; `begin` checks them
// together and starts the game.
#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <utility>

#include "core/rng.h"
#include "core/text.h"
#include "games/trick_taking/deck.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {

namespace {

// The words a player may not be named (tt::check_player_name). Views, not C
// strings: each name is checked against every word, for every table
// self-play sets up.
constexpr std::string_view kReservedNames[] = {
    "first", "last", "count", "drop", "yes", "no", "frog", "only-princes", "random",
    "undo", "why", "help", "status", "sheet", "quit", "edit", "history", "receipt"};

Status check_name(const std::string& name, const CardCodec& probe) {
    return tt::check_player_name(name, probe, kReservedNames);
}

// The codecs are kept and shared (tt::cached_codec): self-play sets up
// thousands of tables from the same data.
const CardCodec& built_codec(const GameData& data, int max, std::optional<Card> frog) {
    return tt::cached_codec(data.suits, 1, max, frog);
}

const CardCodec& codec_for(const GameData& data, int players, std::optional<Card> frog) {
    auto it = data.max_value.find(players);
    int max = it == data.max_value.end() ? 0 : it->second;
    return built_codec(data, max, frog ? frog : std::optional<Card>(data.frog));
}

const CardCodec& widest_codec(const GameData& data) {
    int max = 0;
    for (auto [n, v] : data.max_value) max = std::max(max, v);
    return built_codec(data, max, data.frog);
}

// GameData::round_card for every letter a to z, found in one pass over the
// cards: a random draw sorts every refereed card, and a search per letter
// was most of `begin`'s cost.
std::array<const RoundCardInfo*, 26> round_cards_by_letter(const GameData& data) {
    std::array<const RoundCardInfo*, 26> out{};
    for (const auto& rc : data.round_cards)  // the first card with a letter is the one round_card() finds
        if (rc.letter >= 'a' && rc.letter <= 'z' && !out[static_cast<std::size_t>(rc.letter - 'a')])
            out[static_cast<std::size_t>(rc.letter - 'a')] = &rc;
    return out;
}

std::string letters_text(const std::vector<char>& letters) {
    std::string out;
    for (char l : letters) out += (out.empty() ? "" : " ") + std::string(1, l);
    return out;
}

}  // namespace

Result<Ruling> Game::on_players(GameState& s, const Command& c) const {
    if (c.args.size() < static_cast<std::size_t>(data_->min_players) ||
        c.args.size() > static_cast<std::size_t>(data_->max_players))
        return fail("players: give " + std::to_string(data_->min_players) + " to " + std::to_string(data_->max_players) +
                    " names in clockwise seat order, e.g. 'players Ana Ben Cai Dee'");
    // The deck this many players use: 'P12' is a name at 4 players (Pets 1-10), a card at 5.
    const CardCodec& probe = codec_for(*data_, static_cast<int>(c.args.size()), std::nullopt);
    for (std::size_t i = 0; i < c.args.size(); ++i) {
        if (auto ok = check_name(c.args[i], probe); !ok) return fail(ok.error());
        for (std::size_t j = 0; j < i; ++j)
            if (iequals(c.args[i], c.args[j])) return fail("two players are named '" + c.args[i] + "'");
    }
    s.setup.seats = c.args;
    Ruling r = ruling();
    // Only for a game that explains: joining the names was a list and a
    // string for every game self-play sets up with its texts off.
    if (explaining_) r.headline = "Players, clockwise: " + join(c.args, ", ");
    return r;
}

Result<Ruling> Game::on_mode(GameState& s, const Command& c) const {
    std::string m = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (m == "individuals" || m == "individual") s.setup.teams = false;
    else if (m == "teams" || m == "team") s.setup.teams = true;
    else return fail("mode: give 'individuals' or 'teams'");
    Ruling r = ruling();
    r.headline = s.setup.teams ? "Mode: Teams of 2 (partners sit furthest apart)" : "Mode: Individuals";
    return r;
}

Result<Ruling> Game::on_rounds(GameState& s, const Command& c) const {
    std::vector<char> letters;
    if (c.args.size() == 1 && lower(c.args[0]) == "random") {
        s.setup.random_rounds = true;
        s.setup.round_letters.clear();
        Ruling r = ruling();
        r.headline = "Round cards: drawn at random when the game begins (3 regular, then 1 Hourglass)";
        return r;
    }
    for (const auto& a : c.args)
        for (char ch : lower(a)) letters.push_back(ch);
    const auto& refereed = refereed_round_cards();
    if (letters.size() != static_cast<std::size_t>(data_->rounds)) {
        std::vector<std::string> read;
        for (char ch : letters) read.emplace_back(1, ch);
        return fail("rounds: " + (letters.empty() ? std::string("no letters given") : counted(static_cast<long long>(letters.size()), "letter", "letters") + " given (" + join(read, " ") + ")") +
                    ", but a game has " + std::to_string(data_->rounds) + " rounds: give " + std::to_string(data_->rounds) +
                    " Round card letters (e.g. 'rounds a b c d') or 'random'");
    }
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const RoundCardInfo* info = data_->round_card(letters[i]);
        if (!info) return fail("no Round card '" + std::string(1, letters[i]) + "': Round cards are lettered a to z");
        if (std::find(refereed.begin(), refereed.end(), letters[i]) == refereed.end())
            return fail("Round card " + std::string(1, letters[i]) + " (" + info->name +
                        ") is not refereed by this version of zref yet; it referees " + letters_text(refereed));
        if (info->hourglass && i + 1 != letters.size())
            return fail("Round card " + std::string(1, letters[i]) + " (" + info->name +
                        ") is an Hourglass card: it can only be the last Round card");
    }
    s.setup.random_rounds = false;
    s.setup.round_letters = letters;
    Ruling r = ruling();
    r.headline = "Round cards: " + letters_text(letters);
    return r;
}

Result<Ruling> Game::on_frog_card(GameState& s, const Command& c) const {
    std::string text = join(c.args, " ");
    auto card = widest_codec(*data_).parse(text);
    if (!card || lower(text) == "frog") return fail("frog: name the card that is the Frog, e.g. 'frog pets 8'" +
                                                    (card ? std::string() : ": " + card.error()));
    s.setup.frog = *card;
    Ruling r = ruling();
    r.headline = "The Frog is " + widest_codec(*data_).name(*card);
    return r;
}

Result<Ruling> Game::on_seed(GameState& s, const Command& c) const {
    const std::string w = c.args.size() == 1 ? c.args[0] : "";
    const auto seed = parse_number<std::uint64_t>(w);
    if (!seed) return fail("seed: give a whole number (it fixes every random draw, so a replay deals the same)");
    s.setup.seed = *seed;
    Ruling r = ruling();
    r.headline = "Seed: " + w;
    return r;
}

Result<Ruling> Game::on_start_setup(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("start: give the name of the player who starts round 1, or 'random'");
    Ruling r = ruling();
    if (lower(c.args[0]) == "random") {
        s.setup.start.reset();
        r.headline = "Start player: drawn at random when the game begins";
    } else {
        s.setup.start = c.args[0];
        r.headline = "Start player: " + c.args[0];
    }
    return r;
}

Result<Ruling> Game::on_princesses(GameState& s, const Command& c) const {
    std::string m = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (m == "none") s.setup.princesses = PrincessMode::None;
    else if (m == "deal") s.setup.princesses = PrincessMode::Deal;
    else if (m == "enter") s.setup.princesses = PrincessMode::Enter;
    else return fail("princesses: give 'deal' (zref deals from the seed), 'enter' (type the real choices) or 'none'");
    Ruling r = ruling();
    r.headline = "Princesses: " + m;
    return r;
}

Result<Ruling> Game::on_powers(GameState& s, const Command& c) const {
    std::string m = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (m == "off") {
        s.setup.powers = false;
        Ruling r = ruling();
        r.headline = "Princess powers: off (the rulebook's first game)";
        return r;
    }
    if (m == "on") {
        s.setup.powers = true;
        Ruling r = ruling();
        r.headline = "Princess powers: on";
        return r;
    }
    return fail("powers: give 'on' or 'off'");
}

Result<Ruling> Game::on_strictness(GameState& s, const Command& c) const {
    std::string m = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (m != "strict" && m != "lenient") return fail("strictness: give 'strict' or 'lenient'");
    s.setup.lenient = m == "lenient";
    Ruling r = ruling();
    r.headline = s.setup.lenient ? "Lenient table: a play the rules forbid is warned about, recorded and let stand"
                                 : "Strict table: a play the rules forbid is refused";
    return r;
}

Status Game::breach(const GameState& s, Ruling& r, std::string message) {
    if (!s.setup.lenient) return fail(std::move(message));
    r.warnings.push_back("rule broken, let stand at this lenient table: " + message);
    return Ok{};
}

// Every check first, on what the setup lines gave (the seating, deck,
// Round card and Princess pools are built aside), then the game is set up
// and its draws made from the seed.
Result<Ruling> Game::on_begin(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("begin takes no words");
    const auto& setup = s.setup;
    const int n = static_cast<int>(setup.seats.size());
    if (n == 0) return fail("no players yet: type 'players' with the names in clockwise order");
    if (setup.teams && n != 4 && n != 6) return fail("Teams need 4 or 6 players; there are " + std::to_string(n));
    if (!setup.random_rounds && setup.round_letters.empty())
        return fail("no Round cards yet: type 'rounds a b c d' or 'rounds random'");
    if (setup.powers && setup.princesses == PrincessMode::None)
        return fail("Princess powers need Princesses: type 'princesses deal' or 'princesses enter'");

    Seating seating(setup.seats, setup.teams);
    CardCodec codec = codec_for(*data_, n, setup.frog);
    if (codec.max_value() == 0) return fail("no deck is defined for " + std::to_string(n) + " players");
    if (auto frog = codec.frog(); frog && frog->value > codec.max_value())
        return fail("the Frog (" + codec.name(*frog) + ") is not in the " + std::to_string(n) + "-player deck");

    // Round cards drawn from the seed: 3 regular + 1 Hourglass. The working
    // lists are kept on this thread, cleared for each draw, so a table
    // playing game after game does not allocate them for every game.
    thread_local std::vector<char> regular, hourglass;
    const auto need = static_cast<std::size_t>(data_->rounds - 1);
    if (setup.random_rounds) {
        regular.clear();
        hourglass.clear();
        const auto by_letter = round_cards_by_letter(*data_);
        for (char l : refereed_round_cards())  // letters a to z (the registry's table says so)
            if (const RoundCardInfo* info = by_letter[static_cast<std::size_t>(l - 'a')])
                (info->hourglass ? hourglass : regular).push_back(l);
        if (regular.size() < need || hourglass.empty())
            return fail("not enough refereed Round cards for a random draw");
    }

    // Princesses: 2 each (1 each for 6 Individuals), Teams-only ones left out
    // for Individuals. The pool is shuffled as pointers to the Princesses,
    // not as copies of their ids: the shuffle's draws depend only on the
    // pool's size, so the deal is the same, and swapping pointers moves no
    // strings.
    std::vector<const PrincessInfo*> pool;
    const std::size_t each = (!setup.teams && n == 6) ? 1 : 2;
    if (setup.princesses == PrincessMode::Deal) {
        pool.reserve(data_->princesses.size());
        for (const auto& p : data_->princesses)
            if (setup.teams || !p.teams_only) pool.push_back(&p);
        if (pool.size() < each * static_cast<std::size_t>(n)) return fail("not enough Princesses to deal");
    }

    // Start player: typed in, or drawn below.
    std::optional<int> typed_start;
    if (setup.start) {
        auto seat = seating.find(*setup.start);
        if (!seat) return fail("start: " + seat.error());
        typed_start = *seat;
    }

    s.seating = std::move(seating);
    s.codec = std::move(codec);
    s.readings = readings_for(setup, *data_);
    s.hand_size = tt::hand_size(s.codec, n);

    Rng rng(setup.seed);
    Ruling r = ruling();
    if (explaining_) {
        r.headline = "The game begins: " + data_->name + ", " + std::to_string(n) + " players, " +
                     (setup.teams ? "Teams" : "Individuals") + ", " + std::to_string(s.hand_size) + " cards each (1-" +
                     std::to_string(s.codec.max_value()) + " in each suit)";
        r.because("each player starts with " + std::to_string(data_->starting_skulls) + " skulls" +
                      (setup.teams ? "; partners pool their skulls" : ""),
                  "Setup");
        if (const auto frog = s.codec.frog())
            r.notices.push_back("The Frog is " + s.codec.suit_singular(frog->suit) + " " + std::to_string(frog->value) +
                                ": whoever wins the trick holding it decides, once the round is over, whether that "
                                "trick counts ('zref rules frog')");
    }

    s.round_letters = setup.round_letters;
    if (setup.random_rounds) {
        rng.shuffle(regular);
        rng.shuffle(hourglass);
        s.round_letters.assign(regular.begin(), regular.begin() + static_cast<long>(need));
        s.round_letters.push_back(hourglass.front());
        if (explaining_) r.notices.push_back("Round cards drawn: " + letters_text(s.round_letters));
    }

    s.princess_of = std::vector<std::string>(static_cast<std::size_t>(n));
    s.princess_power = {};
    s.princess_info = {};
    s.princess_offers = std::vector<std::vector<std::string>>(static_cast<std::size_t>(n));
    if (setup.princesses == PrincessMode::Deal) {
        rng.shuffle(pool);
        for (int i = 0; i < n; ++i) {
            auto& offer = s.princess_offers.edit()[static_cast<std::size_t>(i)];
            offer.reserve(each);
            const PrincessInfo* const* dealt = &pool[static_cast<std::size_t>(i) * each];
            for (std::size_t k = 0; k < each; ++k) offer.push_back(dealt[k]->id);
            if (each == 1) set_princess(s, static_cast<std::size_t>(i), dealt[0]);
            if (!explaining_) continue;
            std::vector<std::string> names;
            for (std::size_t k = 0; k < each; ++k) names.push_back(dealt[k]->name);
            r.notices.push_back(s.seating.name(i) + (each == 1 ? " is dealt " : " is dealt ") + join(names, " and "));
        }
    }

    int start = 0;
    if (typed_start) {
        start = *typed_start;
    } else {
        start = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
        if (explaining_) r.notices.push_back("Start player drawn: " + s.seating.name(start));
    }
    s.previous_decider_seat = s.seating.right(start);
    s.skulls.assign(static_cast<std::size_t>(s.seating.side_count()),
                    data_->starting_skulls * (setup.teams ? 2 : 1));
    s.round.start_seat = start;

    bool choosing = std::any_of(s.princess_of.begin(), s.princess_of.end(), [](const auto& p) { return p.empty(); });
    if (setup.princesses != PrincessMode::None && choosing) {
        s.phase = Phase::ChoosePrincess;
        if (explaining_) r.notices.push_back("Each player now chooses a Princess: 'NAME PRINCESS' (e.g. 'Ana pea'), or the Princess alone for the next to choose");
    } else {
        advance(s, Step::NewRound, r);
    }
    return r;
}

namespace {
// 'princess NAME PRINCESS' checked against the state: the Princess is known,
// free, allowed at this table and, when dealt, one of the player's.
Result<const PrincessInfo*> read_princess_choice(const GameState& s, const GameData& data, int seat,
                                                 const Command& c) {
    // Usually one word ("dorothy"); joined only when typed as several ("Red Riding Hood").
    std::string joined;
    for (std::size_t i = 2; i < c.args.size(); ++i) joined += (i > 2 ? " " : c.args[1] + " ") + c.args[i];
    const std::string& word = c.args.size() == 2 ? c.args[1] : joined;
    const PrincessInfo* p = data.princess(word);
    if (!p) return fail("no Princess '" + word + "'" + did_you_mean(word, data.princess_words()) +
                        ": Princesses are " + join(data.princess_words(), ", "));
    const auto si = static_cast<std::size_t>(seat);
    if (!s.princess_of[si].empty())
        return fail(s.seating.name(seat) + " already chose " + data.princess(s.princess_of[si])->name + " (undo to change)");
    if (p->teams_only && !s.setup.teams) return fail(p->name + " is for Teams only and is left out of an Individuals game");
    for (std::size_t i = 0; i < s.princess_of.size(); ++i)
        if (s.princess_of[i] == p->id) return fail(p->name + " is already " + s.seating.name(static_cast<int>(i)) + "'s");
    const auto& offer = s.princess_offers[si];
    if (s.setup.princesses == PrincessMode::Deal && std::find(offer.begin(), offer.end(), p->id) == offer.end()) {
        std::vector<std::string> names;
        for (const auto& id : offer) names.push_back(data.princess(id)->name);
        return fail(s.seating.name(seat) + " was dealt " + join(names, " and ") + ", not " + p->name);
    }
    return p;
}
}  // namespace

Result<Ruling> Game::on_princess(GameState& s, const Command& c) const {
    if (c.args.size() < 2) return fail("princess: give the player and the Princess, e.g. 'princess Ana dorothy'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto chosen = read_princess_choice(s, *data_, *seat, c);
    if (!chosen) return fail(chosen.error());
    const PrincessInfo* p = *chosen;
    const auto si = static_cast<std::size_t>(*seat);
    set_princess(s, si, p);
    Ruling r = ruling();
    if (explaining_) r.headline = s.seating.name(*seat) + " chooses " + p->name + " (" + p->power + ")";
    if (std::none_of(s.princess_of.begin(), s.princess_of.end(), [](const auto& id) { return id.empty(); }))
        advance(s, Step::NewRound, r);  // round 1, from the start player `begin` chose
    return r;
}

}  // namespace zref::zp
