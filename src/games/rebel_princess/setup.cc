// Setup: the players, the boxes the table plays from, the Round cards, the
// seed for every draw, who leads round 1, our readings and the passes the
// table's cards print. Each is one journal line; `begin` checks them
// together and starts the first round.
#include <algorithm>

#include "core/rng.h"
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/passes.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/sections.h"
#include "games/rebel_princess/teams.h"
#include "games/trick_taking/deck.h"
#include "games/trick_taking/passes.h"

namespace zref::rp {

namespace {

constexpr std::string_view kReservedNames[] = {"only-princes", "random", "none", "undo", "why", "help", "status",
                                               "sheet", "quit", "edit", "history", "receipt", "requests", "play", "team", "teams"};

bool in(const std::vector<std::string>& list, std::string_view word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

// Whether `card` is in one of the table's boxes.
bool in_sets(const RoundCardInfo& card, const std::vector<std::string>& sets) {
    return std::any_of(card.sets.begin(), card.sets.end(), [&](const std::string& b) { return in(sets, b); });
}

// A Round card by id, name, or the letter one of the table's boxes prints
// (the first box in `sets` order that prints it; the exact case first, since
// the first edition letters A-U and the Deluxe a-z).
const RoundCardInfo* find_round_card(const GameData& data, const std::vector<std::string>& sets, std::string_view word) {
    if (const auto* c = data.round_card(word)) return c;
    for (const auto& c : data.round_cards)
        if (iequals(c.name, word)) return &c;
    if (word.size() != 1) return nullptr;
    for (bool exact : {true, false})
        for (const auto& box : sets)
            for (const auto& c : data.round_cards)
                if (auto it = c.letters.find(box);
                    it != c.letters.end() && (exact ? it->second == word : iequals(it->second, word)))
                    return &c;
    return nullptr;
}

// Why `card` cannot be played at this table, or "".
std::string refusal_for(const GameData& data, const TableSetup& setup, const RoundCardInfo& card) {
    if (card.teams_only && !setup.teams)
        return card.name + " is a Team Mode card: it needs 'mode teams' (4 or 6 players in teams of two)";
    if (!in_sets(card, setup.sets))
        return card.name + " comes in " + join(card.sets, " or ") + ", not in the boxes this table plays from (" +
               join(setup.sets, " ") + "; 'sets' changes them)";
    if (!round_rule(card.id))
        return card.name + " is not refereed by this version of zref yet; it referees " +
               join(refereed_round_cards(), ", ");
    (void)data;
    return {};
}

}  // namespace

Result<Ruling> Game::on_players(GameState& s, const Command& c) const {
    const auto n = static_cast<int>(c.args.size());
    if (n < data_->min_players || n > data_->max_players)
        return fail("players: give " + std::to_string(data_->min_players) + " to " + std::to_string(data_->max_players) +
                    " names in clockwise seat order, e.g. 'players Ana Ben Cai Dee'");
    const tt::CardCodec& probe = data_->codec(n);
    for (std::size_t i = 0; i < c.args.size(); ++i) {
        if (auto ok = tt::check_player_name(c.args[i], probe, kReservedNames); !ok) return fail(ok.error());
        for (std::size_t j = 0; j < i; ++j)
            if (iequals(c.args[i], c.args[j])) return fail("two players are named '" + c.args[i] + "'");
    }
    s.setup.players = c.args;
    Ruling r;
    r.headline = "Players, clockwise: " + join(c.args, ", ");
    return r;
}

Result<Ruling> Game::on_sets(GameState& s, const Command& c) const {
    std::vector<std::string> sets;
    for (const auto& a : c.args) {
        const SetInfo* box = data_->set(a);
        if (!box) return fail("sets: no box '" + a + "'" + did_you_mean(a, data_->set_ids()) + ": give some of " +
                              join(data_->set_ids(), ", ") + " (e.g. 'sets deluxe rp2')");
        if (!in(sets, box->id)) sets.push_back(box->id);
    }
    if (sets.empty()) return fail("sets: give the boxes the table plays from, some of " + join(data_->set_ids(), ", "));
    if (!in(sets, "original") && !in(sets, "deluxe"))
        return fail("sets: Rebel Princess 2 is an expansion; add the base game's box, 'original' or 'deluxe'");
    // The Round cards already chosen must still be in the boxes.
    for (const auto& id : s.setup.rounds)
        if (const auto* card = data_->round_card(id); card && !in_sets(*card, sets))
            return fail("sets: " + card->name + " is among the Round cards and comes in " + join(card->sets, " or ") +
                        "; change 'rounds' first");
    s.setup.sets = sets;
    Ruling r;
    r.headline = "Boxes: " + join(sets, ", ");
    return r;
}

Result<Ruling> Game::on_rounds(GameState& s, const Command& c) const {
    Ruling r;
    if (c.args.size() == 1 && iequals(c.args[0], "random")) {
        s.setup.random_rounds = true;
        s.setup.rounds.clear();
        r.headline = "Round cards: drawn by the seed when the game begins (an hourglass card last when there is one)";
        return r;
    }
    if (c.args.size() != static_cast<std::size_t>(data_->rounds))
        return fail("rounds: " + counted(static_cast<long long>(c.args.size()), "card", "cards") + " given, but a game has " +
                    std::to_string(data_->rounds) + " rounds: give " + std::to_string(data_->rounds) +
                    " Round cards by id or the letter on the card (e.g. 'rounds " +
                    join(std::vector<std::string>(5, "once-upon-a-time"), " ") + "'), or 'random'");
    std::vector<std::string> ids, names;
    for (const auto& word : c.args) {
        const RoundCardInfo* card = find_round_card(*data_, s.setup.sets, word);
        if (!card) {
            std::vector<std::string> all;
            for (const auto& rc : data_->round_cards) all.push_back(rc.id);
            return fail("rounds: no Round card '" + word + "'" + did_you_mean(word, all) +
                        ": give its id ('zref rules --game rebel-princess round-cards' lists them) or its letter");
        }
        if (auto why = refusal_for(*data_, s.setup, *card); !why.empty()) return fail("rounds: " + why);
        ids.push_back(card->id);
        names.push_back(card->name);
    }
    s.setup.random_rounds = false;
    s.setup.rounds = ids;
    r.canonical = "rounds " + join(ids, " ");  // the journal keeps ids: a letter reads differently in each box
    r.headline = "Round cards: " + join(names, ", ");
    for (std::size_t i = 0; i + 1 < ids.size(); ++i)
        if (data_->round_card(ids[i])->hourglass)
            r.notices.push_back(names[i] + " carries the hourglass: the box suggests it for the last round (a suggestion only)");
    return r;
}

Result<Ruling> Game::on_seed(GameState& s, const Command& c) const {
    const auto seed = c.args.size() == 1 ? parse_number<unsigned long long>(c.args[0]) : std::nullopt;
    if (!seed) return fail("seed: give a whole number (it fixes every random draw, so a replay draws the same)");
    s.setup.seed = *seed;
    Ruling r;
    r.headline = "Seed: " + c.args[0];
    return r;
}

Result<Ruling> Game::on_start(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("start: give the name of the player who leads round 1, or 'random'");
    Ruling r;
    if (iequals(c.args[0], "random")) {
        s.setup.start.clear();
        r.headline = "Round 1 leader: drawn by the seed when the game begins";
    } else {
        s.setup.start = c.args[0];
        r.headline = "Round 1 leader: " + c.args[0];
    }
    return r;
}

Result<Ruling> Game::on_reading(GameState& s, const Command& c) const {
    std::vector<std::string> ids;
    for (const auto& rd : data_->readings) ids.push_back(rd.id);
    const ReadingInfo* reading = c.args.empty() ? nullptr : data_->reading(c.args[0]);
    if (!reading)
        return fail("reading: give one of our readings and its value: " + join(ids, ", ") +
                    (c.args.empty() ? std::string() : did_you_mean(c.args[0], ids)));
    std::vector<std::string> values;
    for (const auto& v : reading->values) values.push_back(v.id);
    const ReadingValue* value = c.args.size() == 2 ? reading->value(c.args[1]) : nullptr;
    if (!value) return fail("reading " + reading->id + ": give one of " + join(values, ", "));
    if (value->id == reading->values.front().id) s.setup.readings.erase(reading->id);
    else s.setup.readings[reading->id] = value->id;
    Ruling r;
    r.headline = "Reading " + reading->id + ": " + value->id + (value->id == reading->values.front().id ? " (our default)" : "");
    r.because(value->text, std::string(sec::Setup));
    return r;
}

Result<Ruling> Game::on_passes(GameState& s, const Command& c) const {
    const std::string usage = "passes: give a Round card and the pass it prints, e.g. 'passes poisoned-apple 2 right' or "
                              "'passes pets-revenge 1 left 1 right'";
    if (c.args.size() < 2) return fail(usage);
    const RoundCardInfo* card = find_round_card(*data_, s.setup.sets, c.args[0]);
    if (!card) return fail("passes: no Round card '" + c.args[0] + "'; " + usage);
    if (passes_between_partners(*card)) {
        // Partners exchange: only the count is printed (a direction typed is let go).
        const std::string partner_usage = "passes: give the number of cards partners exchange under " + card->name +
                                           ", e.g. 'passes " + card->id + " 2'";
        auto count = parse_number<int>(c.args[1]);
        if (!count || *count < 0 || *count > 9 || c.args.size() > 3 ||
            (c.args.size() == 3 && !iequals(c.args[2], "left") && !iequals(c.args[2], "right")))
            return fail(partner_usage);
        s.setup.passes[card->id] = PrintedPass{*count, tt::PassDirection::Left};
        Ruling r;
        r.canonical = "passes " + card->id + " " + std::to_string(*count);
        r.headline = card->name + ": partners exchange " + tt::pass_count_text(*count) + " with each other";
        return r;
    }
    if (c.args.size() < 3) return fail(usage);
    std::vector<std::string> rest(c.args.begin() + 1, c.args.end());
    auto pass = parse_pass(join(rest, " "));
    if (!pass || !pass->known()) return fail(usage);
    s.setup.passes[card->id] = *pass;
    Ruling r;
    r.canonical = "passes " + card->id + " " + pass_words(*pass);
    r.headline = card->name + " passes " + pass_text(*pass);
    return r;
}

Result<Ruling> Game::on_mode(GameState& s, const Command& c) const {
    std::string mode = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (mode == "individuals") mode = "standard";  // Zombie Princess's word for it, which 'zref new --mode' also offers
    if (mode != "standard" && mode != "teams")
        return fail("mode: give 'standard' (everyone for themselves) or 'teams' (Team Mode: 4 or 6 players in teams of two)");
    const bool teams = mode == "teams";
    if (!teams) {
        for (const auto& id : s.setup.rounds)
            if (const auto* card = data_->round_card(id); card && card->teams_only)
                return fail("mode: " + card->name + " is among the Round cards and is a Team Mode card; change 'rounds' first");
        if (s.setup.princesses == "villains") return fail("mode: the villain pairs are Team Mode Princesses; change 'princesses' first");
    }
    s.setup.teams = teams;
    Ruling r;
    r.canonical = "mode " + mode;
    r.headline = teams ? "Team Mode: teams of two, partners seated apart" : "Standard Mode: everyone for themselves";
    if (teams) r.because("partners sit n/2 seats apart, so the teams alternate round the table", std::string(sec::TeamMode));
    return r;
}

// The partners by name: checked against the players' seats (partners n/2
// apart, so the teams alternate), or, before any 'players', seating them so.
Result<Ruling> Game::on_teams(GameState& s, const Command& c) const {
    const std::string usage = "teams: give 2 or 3 teams of two as NAME+NAME, e.g. 'teams Ana+Cai Ben+Dee'";
    std::vector<std::string> firsts, seconds;
    for (const auto& pair : c.args) {
        const auto plus = pair.find('+');
        if (plus == std::string::npos || plus == 0 || plus + 1 == pair.size() || pair.find('+', plus + 1) != std::string::npos)
            return fail(usage);
        firsts.push_back(pair.substr(0, plus));
        seconds.push_back(pair.substr(plus + 1));
    }
    if (firsts.size() != 2 && firsts.size() != 3) return fail(usage);
    std::vector<std::string> seated = firsts;  // the teams alternating round the table
    seated.insert(seated.end(), seconds.begin(), seconds.end());
    Ruling r;
    if (s.setup.players.empty()) {
        auto named = on_players(s, Command{"players", seated});
        if (!named) return fail("teams: " + named.error());
    } else {
        const auto& players = s.setup.players;
        const auto n = players.size();
        auto seat_of = [&](const std::string& name) -> std::optional<std::size_t> {
            for (std::size_t i = 0; i < n; ++i)
                if (iequals(players[i], name)) return i;
            return std::nullopt;
        };
        if (seated.size() != n)
            return fail("teams: " + std::to_string(seated.size()) + " names for " + std::to_string(n) + " players (" +
                        join(players, ", ") + "); name each player once");
        for (std::size_t k = 0; k < firsts.size(); ++k) {
            const auto a = seat_of(firsts[k]), b = seat_of(seconds[k]);
            if (!a || !b) return fail("teams: '" + (a ? seconds[k] : firsts[k]) + "' is not a player (" + join(players, ", ") + ")");
            if ((*a + n / 2) % n != *b)
                return fail("teams: " + players[*a] + " and " + players[*b] +
                            " would not sit apart with the teams alternating; sit clockwise " + join(seated, ", ") +
                            " and type 'players " + join(seated, " ") + "' first");
        }
    }
    s.setup.teams = true;
    r.headline = "Team Mode: sit clockwise " + join(s.setup.players, ", ") + " (partners never side by side)";
    r.because("partners sit n/2 seats apart, so the teams alternate round the table", std::string(sec::TeamMode));
    return r;
}

namespace {
// Team Mode's seating and table talk, said when the game begins.
void announce_teams(const GameData& data, const GameState& s, Ruling& r) {
    std::vector<std::string> teams;
    for (int t = 0; t < s.seating.side_count(); ++t) teams.push_back("team " + team_letter(t) + ": " + s.seating.side_name(t));
    r.notices.push_back("Teams: " + join(teams, ", ") + ". Sit clockwise " + join(s.seating.names(), ", ") +
                        ": partners never side by side.");
    r.notices.push_back("Partners may talk only so that everyone hears, and never about their cards (suits, values, counts).");
    (void)data;
}
}  // namespace

Result<Ruling> Game::on_begin(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("begin takes no words");
    if (s.setup.players.empty()) return fail("begin: name the players first ('players Ana Ben Cai Dee')");
    const int n = static_cast<int>(s.setup.players.size());
    Rng rng(s.setup.seed);
    if (s.setup.random_rounds) {
        // Four cards without the hourglass, then one with it (any card when the boxes have none).
        std::vector<std::string> plain, last;
        for (const auto& card : data_->round_cards)
            if (refusal_for(*data_, s.setup, card).empty()) (card.hourglass ? last : plain).push_back(card.id);
        if (plain.empty()) plain = last;
        if (plain.empty()) return fail("begin: none of the boxes' Round cards is refereed yet");
        rng.shuffle(plain);
        rng.shuffle(last);
        // A card repeats only when the boxes hold fewer cards than rounds.
        s.setup.rounds.clear();
        for (int i = 0; i + 1 < data_->rounds; ++i) s.setup.rounds.push_back(plain[static_cast<std::size_t>(i) % plain.size()]);
        s.setup.rounds.push_back(last.empty() ? plain[static_cast<std::size_t>(data_->rounds - 1) % plain.size()] : last.front());
    }
    if (s.setup.rounds.size() != static_cast<std::size_t>(data_->rounds))
        return fail("begin: choose the " + std::to_string(data_->rounds) + " Round cards first ('rounds ...' or 'rounds random')");
    for (const auto& id : s.setup.rounds)
        if (auto why = refusal_for(*data_, s.setup, *data_->round_card(id)); !why.empty()) return fail("begin: " + why);
    if (s.setup.princesses == "villains" && !in(s.setup.sets, "rp2"))
        return fail("begin: the villain pairs come in the rp2 box: add it ('sets deluxe rp2') or change 'princesses'");
    if (s.setup.teams && n != 4 && n != 6)
        return fail("begin: Team Mode is for 4 or 6 players (teams of two), not " + std::to_string(n) +
                    "; name 4 or 6 players, or 'mode standard'");
    s.seating = Seating(s.setup.players, s.setup.teams);
    int start = 0;
    if (s.setup.start.empty()) {
        start = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    } else {
        auto seat = s.seating.find(s.setup.start);
        if (!seat) return fail("begin: the round 1 leader '" + s.setup.start + "' is not a player: " + seat.error());
        start = *seat;
    }
    s.totals.assign(static_cast<std::size_t>(n), 0);
    s.team_totals.assign(s.setup.teams ? static_cast<std::size_t>(n / 2) : 0, 0);
    Ruling r;
    r.headline = "The game begins: " + std::to_string(n) + " players, " + std::to_string(data_->rounds) + " rounds" +
                 (s.setup.teams ? ", Team Mode" : "");
    if (s.setup.teams) announce_teams(*data_, s, r);
    std::vector<std::string> names;
    for (const auto& id : s.setup.rounds) names.push_back(data_->round_card(id)->name);
    r.notices.push_back("Round cards in order: " + join(names, ", "));
    if (s.setup.start.empty()) r.notices.push_back(s.seating.name(start) + " leads round 1 (drawn by the seed)");
    for (const auto& [id, value] : s.setup.readings) r.notices.push_back("Reading " + id + ": " + value);
    r.notices.push_back(std::string("Rebel of the Ball is ") + (rebel_of_the_ball_on(*data_, s.setup) ? "on" : "off") +
                        reading_note(*data_, s.setup, "rebel-of-the-ball"));
    deal_princesses(s, rng, r);
    s.round.start = start;
    if (!princesses_chosen(s)) {
        s.phase = Phase::Choosing;
        return r;
    }
    s.phase = Phase::Tricks;
    start_round(s, 1, start, r);
    return r;
}

}  // namespace zref::rp
