#include "games/rebel_princess/game.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

bool is_number(std::string_view w) {
    if (!w.empty() && (w[0] == '-' || w[0] == '+')) w.remove_prefix(1);
    return !w.empty() && std::all_of(w.begin(), w.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
}

}  // namespace

Game::Game(const GameData& data) : data_(&data) {}

const RoundCardInfo& round_card_of(const GameData& data, const GameState& s) {
    return data.round_cards.at(static_cast<std::size_t>(s.round.card));
}

const RoundRule& rule_of(const GameData& data, const GameState& s) {
    const RoundRule* rule = round_rule(round_card_of(data, s).id);
    return rule ? *rule : *round_rule("once-upon-a-time");
}

std::uint8_t Game::follow_suit(const GameState& s) const {
    return rule_of(*data_, s).suit_to_follow(TrickView{*data_, s, codec_of(s), s.round.current.plays});
}

const tt::CardCodec& Game::codec_of(const GameState& s) const {
    return data_->codec(s.seating.size() > 0 ? s.seating.size() : data_->min_players);
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
        {Phase::Setup, "game", nullptr},  // checked in dispatch() against the data
        {Phase::Setup, "players", &Game::on_players},
        {Phase::Setup, "sets", &Game::on_sets},
        {Phase::Setup, "rounds", &Game::on_rounds},
        {Phase::Setup, "seed", &Game::on_seed},
        {Phase::Setup, "start", &Game::on_start},
        {Phase::Setup, "reading", &Game::on_reading},
        {Phase::Setup, "passes", &Game::on_passes},
        {Phase::Setup, "princesses", &Game::on_princesses},
        {Phase::Setup, "mode", &Game::on_mode},
        {Phase::Setup, "teams", &Game::on_teams},
        {Phase::Setup, "begin", &Game::on_begin},
        {Phase::Choosing, "princess", &Game::on_princess},
        {Phase::Tricks, "power", &Game::on_power},
        {Phase::Tricks, "score", &Game::on_score},
        {Phase::Tricks, "play", &Game::on_play},
        {Phase::Tricks, "requests", &Game::on_requests},
        {Phase::Tricks, "team", &Game::on_team},
    };
    static constexpr VerbRoutes<Phase, Handler> by_phase(table);
    return by_phase;
}

Result<Ruling> Game::dispatch(GameState& s, const Command& c) const {
    if (s.phase == Phase::Setup && c.verb == "game") return accept_game_line(c, data_->id, data_->name);
    if (s.phase == Phase::Tricks) {
        const RoundRule& rule = rule_of(*data_, s);
        const auto verbs = rule.verbs();
        if (std::find(verbs.begin(), verbs.end(), c.verb) != verbs.end()) {
            if (s.round.entry == Entry::Requests)
                return fail("round " + std::to_string(s.round.number) + " is being entered by its results");
            auto r = rule.on_entry(*data_, s, c);
            if (!r) return r;
            s.round.entry = Entry::Cards;
            // A full trick held for its face-down lead (Wedding Surprise) is settled once the entry turned it up.
            const tt::Trick& t = s.round.current;
            if (!t.plays.empty() && t.plays.size() == t.order.size() && !is_face_down(t.plays.front().card)) settle_trick(s, *r);
            end_round_if_ready(s, *r);  // the last entry a round waited for scores it
            return r;
        }
    }
    if (Handler h = routes().find(s.phase, c.verb)) return (this->*h)(s, c);
    if (s.phase == Phase::GameOver) return fail("the game is over; 'undo' takes back the last line");
    const Waiting w = waiting_of(s);
    return routes().refuse(c.verb, w.what);
}

// "q7" or "7" is the card of the player to play; "Ana q7" names her; "3"
// is the requests of the next player without any once requests are typed.
Result<Command> Game::expand_shorthand(const GameState& s, const Command& c) const {
    if (routes().known(c.verb) || s.phase != Phase::Tricks) return c;
    std::vector<std::string> words{c.verb};
    words.insert(words.end(), c.args.begin(), c.args.end());
    const Waiting w = waiting_of(s);
    const auto& r = s.round;
    // A Princess named first: her power ("cinderella", "Ana cinderella").
    if (data_->princess(words[0]) || (words.size() >= 2 && s.seating.find(words[0]) && data_->princess(words[1])))
        return Command{"power", words};
    if (r.entry == Entry::Requests) {
        // Every request typed: a bare answer is the waiting team's.
        if (w.what.rfind("team ", 0) == 0 && words.size() == 1 && w.seat >= 0)
            return Command{"team", {s.seating.name(w.seat), words[0]}};
        if (words.size() == 1 && is_number(words[0]) && w.seat >= 0)
            return Command{"requests", {s.seating.name(w.seat), words[0]}};
        if (words.size() == 2 && is_number(words[1])) return Command{"requests", words};
        return c;
    }
    const tt::CardCodec& codec = codec_of(s);
    // A suit alone leads face down under a Round card that hides the lead (Wedding Surprise).
    auto suit_word = [&](const std::string& word) { return !codec.try_parse(word) && codec.parse_suit(word); };
    if (r.current.plays.empty() && rule_of(*data_, s).lead_face_down() && w.seat >= 0) {
        if (suit_word(words[0])) {
            std::vector<std::string> args{s.seating.name(w.seat)};
            args.insert(args.end(), words.begin(), words.end());
            return Command{"play", args};
        }
        if (words.size() >= 2 && s.seating.find(words[0]) && suit_word(words[1])) return Command{"play", words};
    }
    // A bare number: the led suit's card, once a card is led.
    auto card_word = [&](const std::string& word) -> std::optional<std::string> {
        if (codec.try_parse(word)) return word;
        if (is_number(word) && !r.current.plays.empty())
            return codec.suits().at(follow_suit(s)).codes.front() + word;
        return std::nullopt;
    };
    if (auto card = card_word(words[0]); card && w.seat >= 0) {
        std::vector<std::string> args{s.seating.name(w.seat), *card};
        args.insert(args.end(), words.begin() + 1, words.end());
        return Command{"play", args};
    }
    if (words.size() >= 2) {
        if (auto seat = s.seating.find(words[0])) {
            if (auto card = card_word(words[1])) {
                std::vector<std::string> args{s.seating.name(*seat), *card};
                args.insert(args.end(), words.begin() + 2, words.end());
                return Command{"play", args};
            }
        }
    }
    // A word that names a suit and a number but no card of this deck ("q1"
    // with three players): say why, rather than "unknown command".
    if (const auto digits = words[0].find_first_of("0123456789"); digits != std::string::npos && digits > 0 &&
                                                                   codec.parse_suit(words[0].substr(0, digits)))
        if (auto parsed = codec.parse(words[0]); !parsed) return fail(parsed.error());
    if (words.size() == 1 && is_number(words[0]) && r.current.plays.empty())
        return fail("'" + words[0] + "' could be a card of any suit: write the suit too (" + codec.notation_hint() +
                    "), or enter the round by its results with 'requests NAME N'");
    return c;
}

Waiting Game::waiting_of(const GameState& s) const {
    Waiting w;
    switch (s.phase) {
        case Phase::Setup:
            w.what = "the table's setup, then 'begin'";
            w.examples = {"players Ana Ben Cai Dee", "rounds once-upon-a-time once-upon-a-time once-upon-a-time "
                                                     "once-upon-a-time once-upon-a-time",
                          "begin"};
            return w;
        case Phase::GameOver: w.what = "nothing: the game is over"; return w;
        case Phase::Choosing:
            for (int seat = 0; seat < s.seating.size(); ++seat)
                if (s.princess[static_cast<std::size_t>(seat)] < 0) {
                    w.seat = seat;
                    break;
                }
            if (s.setup.princesses == "villains") {
                // A team keeps a pair: offer the first pair nobody keeps yet.
                w.what = "team " + std::string(1, static_cast<char>('A' + s.seating.side_of(w.seat))) + " (" +
                         s.seating.side_name(s.seating.side_of(w.seat)) + ") to keep a villain pair";
                for (const auto& p : data_->princesses) {
                    const int i = static_cast<int>(&p - data_->princesses.data());
                    if (p.teams_only && !p.pair.empty() && std::find(s.princess.begin(), s.princess.end(), i) == s.princess.end()) {
                        w.examples = {"princess " + s.seating.name(w.seat) + " " + p.id};
                        break;
                    }
                }
                return w;
            }
            w.what = s.seating.name(w.seat) + " to keep a Princess";
            if (const auto& offer = s.offers[static_cast<std::size_t>(w.seat)]; !offer.empty())
                w.examples = {"princess " + s.seating.name(w.seat) + " " +
                              data_->princesses[static_cast<std::size_t>(offer.front())].id};
            else
                w.examples = {"princess " + s.seating.name(w.seat) + " cinderella"};
            return w;
        case Phase::Tricks: break;
    }
    const auto& r = s.round;
    if (r.entry == Entry::Requests && std::all_of(r.requests.begin(), r.requests.end(), [](const auto& t) { return t.has_value(); })) {
        // Team Mode: every request is typed; the Round card's question waits per team.
        const auto question = rule_of(*data_, s).team_question();
        for (int team = 0; question && team < s.seating.side_count(); ++team)
            if (static_cast<std::size_t>(team) >= r.team_facts.size() || !r.team_facts[static_cast<std::size_t>(team)]) {
                w.seat = team;
                w.what = "team " + team_letter(team) + "'s answer for round " + std::to_string(r.number) + ": " +
                         team_question_text(s, *question, team);
                w.examples = {"team " + quote_if_needed(s.seating.name(team)) + (question->yes_no ? " yes" : " 2")};
                return w;
            }
    }
    if (r.entry == Entry::Requests) {
        for (int k = 0, seat = r.start; k < s.seating.size(); ++k, seat = s.seating.left(seat))
            if (!r.requests[static_cast<std::size_t>(seat)]) {
                w.seat = seat;
                break;
            }
        w.what = s.seating.name(w.seat) + "'s requests for round " + std::to_string(r.number);
        w.examples = {"requests " + s.seating.name(w.seat) + " 3", "3"};
        return w;
    }
    if (r.last_trick_pause) {
        w.what = "a power on the last trick, or 'score' to score round " + std::to_string(r.number);
        w.examples = {"score"};
        return w;
    }
    if (r.entry != Entry::Requests)
        if (auto pending = rule_of(*data_, s).pending(*data_, s)) {
            w.seat = pending->seat;
            w.what = pending->what;
            w.examples = pending->examples;
            return w;
        }
    w.seat = r.current.to_play();
    const int trick_no = static_cast<int>(r.tricks.size()) + 1;
    const tt::CardCodec& codec = codec_of(s);
    if (r.current.plays.empty()) {
        const bool face_down = rule_of(*data_, s).lead_face_down();  // Wedding Surprise: the lead is named by its suit
        const std::string lead = face_down ? "queens" : "q7";
        w.what = s.seating.name(w.seat) + " to lead trick " + std::to_string(trick_no) + (face_down ? " face down, naming its suit" : "");
        w.examples = {"play " + s.seating.name(w.seat) + " " + lead, lead};
        if (trick_no == 1) w.examples.push_back("requests " + s.seating.name(r.start) + " 3");
    } else {
        const auto led = follow_suit(s);
        w.what = s.seating.name(w.seat) + " to play to trick " + std::to_string(trick_no) + " (" + codec.suit_name(led) +
                 " to follow)";
        w.examples = {"play " + s.seating.name(w.seat) + " " + codec.suits().at(led).codes.front() + "7", "7"};
    }
    return w;
}

std::vector<std::string> Game::verbs_now() const {
    std::vector<std::string> out = routes().in_phase(s_.phase);
    if (s_.phase != Phase::Tricks) return out;
    const RoundState& r = s_.round;
    if (r.entry == Entry::Requests) {
        if (s_.seating.teams() && rule_of(*data_, s_).team_question()) return {"requests", "team"};
        return {"requests"};
    }
    if (r.last_trick_pause) return {"power", "score"};
    out = {"play"};
    if (std::any_of(s_.princess.begin(), s_.princess.end(), [](int p) { return p >= 0; })) out.push_back("power");
    if (r.entry == Entry::Open && !rule_of(*data_, s_).pending(*data_, s_)) out.push_back("requests");
    for (const auto& v : rule_of(*data_, s_).verbs()) out.push_back(v);
    return out;
}

std::string Game::where() const {
    switch (s_.phase) {
        case Phase::Setup: return "setup";
        case Phase::Choosing: return "princesses";
        case Phase::GameOver: return "game over";
        case Phase::Tricks: break;
    }
    const std::string round = "R" + std::to_string(s_.round.number);
    if (s_.round.entry == Entry::Requests) return round + " requests";
    return round + " t" + std::to_string(s_.round.tricks.size() + 1);
}

bool Game::waits_for_turn(std::string_view line) const {
    if (s_.phase != Phase::Tricks || s_.round.entry == Entry::Requests) return false;
    auto parsed = parse_command(line);
    if (!parsed || parsed->verb != "play" || parsed->args.empty()) return false;
    auto seat = s_.seating.find(parsed->args[0]);
    const tt::Trick& t = s_.round.current;
    return seat && t.plays.size() < t.order.size() && *seat != t.to_play();
}

}  // namespace zref::rp
