#include "games/bowling_for_zombies/game.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {

namespace {

bool starts_with_digit(std::string_view w) { return !w.empty() && std::isdigit(static_cast<unsigned char>(w[0])); }

}  // namespace

std::string phase_name(Phase p) {
    switch (p) {
        case Phase::Setup: return "setup";
        case Phase::Lanes: return "Lane cards";
        case Phase::Reveal: return "reveals";
        case Phase::Resolve: return "resolving";
        case Phase::GameOver: return "game over";
    }
    return "?";
}

Game::Game(const GameData& data) : data_(&data) {}

const VariantInfo& Game::variant() const {
    static const VariantInfo fallback{};
    const VariantInfo* v = data_->variant(s_.setup.variant);
    return v ? *v : fallback;
}

Result<Ruling> Game::apply(std::string_view line) {
    auto parsed = parse_command(line);
    if (!parsed) return fail(parsed.error());
    if (parsed->verb.empty()) return fail("empty line: " + waiting().what);
    auto cmd = expand_shorthand(s_, *parsed);
    if (!cmd) return fail(cmd.error());
    GameState next = s_;
    auto ruling = dispatch(next, *cmd);
    if (!ruling) return ruling;
    if (ruling->canonical.empty()) ruling->canonical = cmd->to_line();
    s_ = std::move(next);
    return ruling;
}

const VerbRoutes<Phase, Game::Handler>& Game::routes() {
    static constexpr VerbRoute<Phase, Handler> table[] = {
        {Phase::Setup, "game", nullptr},  // checked in dispatch() against the game data
        {Phase::Setup, "players", &Game::on_players},
        {Phase::Setup, "variant", &Game::on_variant},
        {Phase::Setup, "seed", &Game::on_seed},
        {Phase::Setup, "phantom", &Game::on_phantom_mode},
        {Phase::Setup, "begin", &Game::on_begin},
        {Phase::Lanes, "lanes", &Game::on_lanes},
        {Phase::Lanes, "stand", &Game::on_stand},
        {Phase::Reveal, "play", &Game::on_play},
        {Phase::Reveal, "phantom", &Game::on_phantom_flip},
        {Phase::Reveal, "stand", &Game::on_stand},
        {Phase::Resolve, "take", &Game::on_take},
        {Phase::Resolve, "leg", &Game::on_leg},
        {Phase::Resolve, "combine", &Game::on_combine},
        {Phase::Resolve, "place", &Game::on_place},
    };
    static constexpr VerbRoutes<Phase, Handler> by_phase(table);
    return by_phase;
}

Result<Ruling> Game::dispatch(GameState& s, const Command& c) const {
    if (s.phase == Phase::Setup && c.verb == "game") return accept_game_line(c, data_->id, data_->name);
    if (Handler h = routes().find(s.phase, c.verb)) return (this->*h)(s, c);
    const Waiting w = waiting_of(s);
    if (s.phase == Phase::GameOver) return fail("the game is over; 'undo' takes back the last line");
    return routes().refuse(c.verb, w.what);
}

// Fills in the verb and the necromancer the referee is waiting for: "2 2 4"
// for the Lane cards, "Sauron 5 head above" or "5" for a reveal, "8" or
// "8 remove 8" for a pick, "Skuld" for a Leg, "sum" or "tens" in High and Low.
Result<Command> Game::expand_shorthand(const GameState& s, const Command& c) const {
    if (routes().known(c.verb)) {
        // "phantom 7" in setup is a mode error, not a flip; leave it to the handler.
        return c;
    }
    std::vector<std::string> words{c.verb};
    words.insert(words.end(), c.args.begin(), c.args.end());
    // "5+head" is two words.
    std::vector<std::string> split;
    for (const auto& w : words) {
        std::string cur;
        for (char ch : w) {
            if (ch == '+') {
                if (!cur.empty()) split.push_back(cur);
                cur.clear();
            } else cur += ch;
        }
        if (!cur.empty()) split.push_back(cur);
    }
    words = split;
    if (words.empty()) return c;
    const Waiting w = waiting_of(s);
    std::string ambiguous;  // "'S' could be Svipdag or Skuld": worth saying instead of "unknown command"
    auto named = [&](const std::string& word) -> std::optional<int> {
        if (starts_with_digit(word) || parse_part(word) || parse_position(word)) return std::nullopt;
        auto seat = s.seating.find(word);
        if (!seat && seat.error().find("could be") != std::string::npos && ambiguous.empty()) ambiguous = seat.error();
        return seat ? std::optional<int>(*seat) : std::nullopt;
    };
    auto with_name = [&](const std::string& verb, int seat, std::size_t from) {
        std::vector<std::string> args{s.seating.name(seat)};
        args.insert(args.end(), words.begin() + static_cast<std::ptrdiff_t>(from), words.end());
        return Command{verb, args};
    };
    switch (s.phase) {
        case Phase::Lanes:
            if (std::all_of(words.begin(), words.end(), [](const std::string& x) { return starts_with_digit(x); }) ||
                (words.size() == 1 && lower(words[0]) == "none"))
                return Command{"lanes", words};
            if (words.size() == 2 && lower(words[1]) == "stand")
                if (auto seat = named(words[0])) return Command{"stand", {s.seating.name(*seat)}};
            break;
        case Phase::Reveal: {
            if (words.size() == 2 && lower(words[1]) == "stand")
                if (auto seat = named(words[0])) return Command{"stand", {s.seating.name(*seat)}};
            if (auto seat = named(words[0]); seat && words.size() > 1) return with_name("play", *seat, 1);
            if (starts_with_digit(words[0])) {
                // Only the phantom's flip is missing: a bare Zombie is that flip.
                if (w.seat < 0 && s.phantom == PhantomMode::Typed && words.size() == 1)
                    return Command{"phantom", words};
                if (w.seat < 0) return fail("every necromancer has revealed; " + w.what);
                return with_name("play", w.seat, 0);
            }
            break;
        }
        case Phase::Resolve: {
            if (w.seat < 0) break;
            switch (w.decision) {
                case Decision::Take:
                    if (auto seat = named(words[0]); seat && words.size() > 1) return with_name("take", *seat, 1);
                    if (starts_with_digit(words[0])) return with_name("take", w.seat, 0);
                    break;
                case Decision::Leg: {
                    // "Skuld" or "Skuld 4": the target; "Sauron Skuld": actor and target.
                    auto first = named(words[0]);
                    if (!first) break;
                    if (words.size() > 1 && named(words[1])) return with_name("leg", *first, 1);
                    return with_name("leg", w.seat, 0);
                }
                case Decision::Combine:
                case Decision::Place: {
                    const char* verb = w.decision == Decision::Combine ? "combine" : "place";
                    const std::string first = lower(words[0]);
                    // A keyword first: the necromancer asked.
                    static const char* const keywords[] = {"sum", "difference", "diff", "hundreds", "tens", "units",
                                                           "100",  "10",         "1"};
                    for (const char* k : keywords)
                        if (first == k) return with_name(verb, w.seat, 0);
                    if (auto seat = named(words[0]); seat && words.size() > 1) return with_name(verb, *seat, 1);
                    break;
                }
                case Decision::None: break;
            }
            break;
        }
        case Phase::Setup:
        case Phase::GameOver: break;
    }
    if (!ambiguous.empty()) return fail(ambiguous);
    return c;
}

std::vector<std::string> Game::verbs_now() const {
    std::vector<std::string> out = routes().in_phase(s_.phase);
    if (s_.setup.variant != Variant::Blackjack) out.erase(std::remove(out.begin(), out.end(), "stand"), out.end());
    if (s_.phase == Phase::Reveal && s_.phantom != PhantomMode::Typed)
        out.erase(std::remove(out.begin(), out.end(), "phantom"), out.end());
    if (s_.phase == Phase::Resolve && s_.setup.variant != Variant::HighLow) {
        out.erase(std::remove(out.begin(), out.end(), "combine"), out.end());
        out.erase(std::remove(out.begin(), out.end(), "place"), out.end());
    }
    return out;
}

Waiting Game::waiting() const { return waiting_of(s_); }

std::string Game::where() const {
    const std::string round = "R" + std::to_string(s_.round.number);
    switch (s_.phase) {
        case Phase::Setup: return "setup";
        case Phase::Lanes: return round + " lanes";
        case Phase::Reveal: return round + " reveals";
        case Phase::Resolve: return round + " resolve";
        case Phase::GameOver: return "game over";
    }
    return "?";
}

}  // namespace zref::bfz
