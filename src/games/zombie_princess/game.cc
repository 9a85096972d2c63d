#include "games/zombie_princess/game.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <utility>

#include "core/text.h"

namespace zref::zp {

std::string phase_name(Phase p) {
    switch (p) {
        case Phase::Setup: return "setup";
        case Phase::ChoosePrincess: return "choosing Princesses";
        case Phase::Declare: return "Round card entries";
        case Phase::Bidding: return "bidding";
        case Phase::Tricks: return "tricks";
        case Phase::FrogDecision: return "Frog decision";
        case Phase::Payment: return "payment for missed tricks";
        case Phase::NextStart: return "choosing the next start";
        case Phase::GameOver: return "game over";
    }
    return "?";
}

namespace {
// A seat number that no typed line could name (given to play() or bid()).
Error no_such_seat(std::string_view verb, const Seating& seating, int seat) {
    return fail(std::string(verb) + ": no seat " + std::to_string(seat) + " at this table" +
                (seating.size() == 0 ? std::string(" (no players yet)")
                                     : " (seats run 0 to " + std::to_string(seating.size() - 1) + ")"));
}
}  // namespace

int max_tricks(const GameState& s) { return rule_of(s).expected_tricks(s).value_or(s.hand_size); }

Game::Game(const GameData& data) : data_(&data) {}

void Game::new_game() {
    // A new state, but the lists every game fills again keep their buffers,
    // emptied: start_round then reserves the tricks and sizes the played
    // cards of round 1 without an allocation (it was two a game), and the
    // finished rounds' list is not grown again.
    auto tricks = std::move(s_.round.tricks);
    auto played = std::move(s_.round.played);
    auto results = std::move(s_.results);
    s_ = GameState{};
    tricks.clear();
    played.clear();
    results.clear();
    s_.round.tricks = std::move(tricks);
    s_.round.played = std::move(played);
    s_.results = std::move(results);
}

const RoundRule* Game::round_rule() const {
    if (s_.round.number == 0) return nullptr;
    return find_round_rule(s_.round.card);
}

const RoundCardInfo* Game::round_card() const {
    if (s_.round.number == 0) return nullptr;
    return data_->round_card(s_.round.card);
}

Result<Ruling> Game::apply(std::string_view line) {
    auto parsed = parse_command(line);
    if (!parsed) return fail(parsed.error());
    if (parsed->verb.empty()) return fail("empty line: " + waiting().what);
    auto cmd = expand_shorthand(s_, *parsed);
    if (!cmd) return fail(cmd.error());
    // The journal keeps one spelling: a player's name as seated.
    if (s_.phase != Phase::Setup && !cmd->args.empty())
        if (auto seat = s_.seating.find(cmd->args[0])) cmd->args[0] = s_.seating.name(*seat);
    return apply(*cmd);
}

template <class Handle>
Result<Ruling> Game::judge(Handle&& handle) {
    // The command is judged on the live state, with a copy kept to put back
    // if it is refused: nearly every command is accepted, and then it costs
    // one copy and nothing more. Copy-assigning into the kept copy reuses its
    // buffers, and the live state keeps its address (callers hold state()).
    // A refusal swaps the kept copy back: s_ keeps its address, but its lists
    // are then the copy's, so a reference into them does not survive a
    // refused command (state() says so).
    scratch_ = s_;
    try {
        auto ruling = handle();
        if (!ruling) std::swap(s_, scratch_);
        return ruling;
    } catch (...) {
        // A bug's exception must not leave a half-made change behind here.
        // Commands ruled without a copy (refuses_first, a verb with no route,
        // Game::play and Game::bid) have no such net; nothing catches a bug's
        // exception, so the program ends and the journal on disk, which never
        // got the line, is the game.
        std::swap(s_, scratch_);
        throw;
    }
}

Result<Ruling> Game::apply(const Command& command) { return apply_command(command, true); }

Result<Ruling> Game::apply_leaving_line(const Command& command) { return apply_command(command, false); }

Result<Ruling> Game::apply_command(const Command& command, bool with_line) {
    const Route* route = routes().route(s_.phase, command.verb);  // looked up once, for dispatch() too
    auto rule = [&] {
        auto ruling = dispatch(s_, command, route);
        if (with_line && ruling && ruling->canonical.empty()) ruling->canonical = command.to_line();
        return ruling;
    };
    // A handler that refuses before it changes anything needs no kept copy
    // (routes() marks them): setup lines but begin, Princess choices, bids,
    // card plays, power declarations and the end-of-round decisions. A verb
    // with no route in this phase is a Round card's entry, whose handler
    // (on_rule_command, and RoundRule::on_command under it) refuses first
    // too, or is refused by dispatch() as it stands. Only `begin` and
    // `tricks` are judged on a kept copy.
    if (!route || route->refuses_first) return rule();
    return judge(rule);
}

Command play_command(const GameState& s, const CardPlay& p) {
    Command c{"play", {s.seating.name(p.seat), s.codec.code(p.card)}};
    if (p.only_princes) c.args.push_back("only-princes");
    return c;
}

void write_play_line(std::string& line, const Seating& seating, const CardCodec& codec, const CardPlay& p) {
    if (p.only_princes)
        write_line(line, "play", {seating.name(p.seat), codec.code_view(p.card), "only-princes"});
    else
        write_line(line, "play", {seating.name(p.seat), codec.code_view(p.card)});
}

std::string play_line(const GameState& s, const CardPlay& p) {
    std::string line;
    write_play_line(line, s.seating, s.codec, p);
    return line;
}

namespace {
// A ruling made elsewhere (a command typed outside its phase), taken into
// the caller's ruling, or its refusal passed on.
Status take_ruling(Result<Ruling> ruled, Ruling& r) {
    if (!ruled) return fail(std::move(ruled).error());
    r = std::move(*ruled);
    return Ok{};
}
}  // namespace

// play() and bid() fill one result in place through play_into and bid_into,
// so each check is made in one place and a ruling is never moved.
Result<Ruling> Game::play(const CardPlay& p) {
    Result<Ruling> out(std::in_place);
    if (auto ok = play_into(p, *out); !ok) out = fail(std::move(ok).error());
    return out;
}

Status Game::play_into(const CardPlay& p, Ruling& r) {
    r.clear();
    // A seat or a card this table does not have cannot be typed at all, so
    // it has no command to go by: refused here.
    if (p.seat < 0 || p.seat >= s_.seating.size()) return no_such_seat("play", s_.seating, p.seat);
    if (!tt::in_deck(s_.codec, p.card)) return fail("play: " + tt::not_in_deck(s_.codec, p.card));
    // Outside a trick the command is refused as typing it would be.
    if (s_.phase != Phase::Tricks) return take_ruling(apply(play_command(s_, p)), r);
    // rule_card makes every refusal before it changes anything (a power
    // armed for the card too, PrincessPower::check_armed_play; and the
    // trick's last card: settling the trick, the Round card's and
    // Princesses' hooks after it and the end of the round refuse nothing),
    // so a card is ruled on the live state with no copy kept to put back.
    r.worded = explaining_;
    return rule_card(s_, p, r);
}

Command bid_command(const GameState& s, const Bid& b) {
    return Command{"bid", {s.seating.name(b.seat), std::to_string(b.tricks)}};
}

void write_bid_line(std::string& line, const Seating& seating, const Bid& b) {
    write_line(line, "bid", {seating.name(b.seat), Digits(b.tricks)});
}

Result<Ruling> Game::bid(const Bid& b) {
    Result<Ruling> out(std::in_place);
    if (auto ok = bid_into(b, *out); !ok) out = fail(std::move(ok).error());
    return out;
}

Status Game::bid_into(const Bid& b, Ruling& r) {
    r.clear();
    if (b.seat < 0 || b.seat >= s_.seating.size()) return no_such_seat("bid", s_.seating, b.seat);
    // Outside bidding the command is refused as typing it would be.
    if (s_.phase != Phase::Bidding) return take_ruling(apply(bid_command(s_, b)), r);
    // rule_bid_into refuses before its first change, as the 'bid' route says.
    r.worded = explaining_;
    return rule_bid_into(s_, b.seat, b.tricks, r);
}

const VerbRoutes<Phase, Game::Handler>& Game::routes() {
    static constexpr VerbRoute<Phase, Handler> table[] = {
        // `true`: the handler refuses before its first change (VerbRoute::refuses_first).
        // Every setup line but `begin` only checks its words and then sets one
        // field of the table's setup; `begin` builds the game and is judged.
        {Phase::Setup, "game", nullptr, true},  // checked in dispatch() against the game data; changes nothing
        {Phase::Setup, "players", &Game::on_players, true},
        {Phase::Setup, "mode", &Game::on_mode, true},
        {Phase::Setup, "rounds", &Game::on_rounds, true},
        {Phase::Setup, "frog", &Game::on_frog_card, true},
        {Phase::Setup, "seed", &Game::on_seed, true},
        {Phase::Setup, "start", &Game::on_start_setup, true},
        {Phase::Setup, "princesses", &Game::on_princesses, true},
        {Phase::Setup, "powers", &Game::on_powers, true},
        {Phase::Setup, "strictness", &Game::on_strictness, true},
        {Phase::Setup, "begin", &Game::on_begin},
        {Phase::ChoosePrincess, "princess", &Game::on_princess, true},
        {Phase::Bidding, "bid", &Game::on_bid, true},
        // A card's refusals, its armed power's too, all come before its first change (Game::rule_card).
        {Phase::Tricks, "play", &Game::on_play, true},
        {Phase::Tricks, "tricks", &Game::on_tricks},
        {Phase::FrogDecision, "frog", &Game::on_frog_decision, true},
        {Phase::Payment, "pay", &Game::on_pay, true},
        {Phase::NextStart, "start", &Game::on_start_next, true},
        // A power's own checks (PrincessPower::use) all come before it changes anything.
        {Phase::Bidding, "power", &Game::on_power, true},
        {Phase::Tricks, "power", &Game::on_power, true},
        {Phase::Declare, "power", &Game::on_power, true},
        {Phase::Declare, "pass", &Game::on_pass, true},
    };
    static constexpr VerbRoutes<Phase, Handler> by_phase(table);
    return by_phase;
}

Result<Ruling> Game::dispatch(GameState& s, const Command& c, const Route* route) const {
    if (s.phase == Phase::Setup && c.verb == "game") return accept_game_line(c, data_->id, data_->name);
    if (route && route->handler) return (this->*route->handler)(s, c);
    for (const auto& v : rule_of(s).verbs())
        if (v.verb == c.verb) return on_rule_command(s, c);
    Waiting w = waiting();
    if (routes().known(c.verb))
        return fail("'" + c.verb + "' is not accepted now: " + w.what);
    return fail("unknown command '" + c.verb + "'" + did_you_mean(c.verb, routes().all()) + ": " + w.what);
}

Result<Command> Game::expand_shorthand(const GameState& s, const Command& c) const {
    // A verb of this phase is taken as typed; "frog" alone while cards are
    // played is the Frog card, not the Frog decision.
    if (c.verb == "game" || routes().accepted_in(s.phase, c.verb)) return c;
    if (routes().known(c.verb) && !(s.phase == Phase::Tricks && c.verb == "frog" && c.args.empty())) return c;
    for (const auto& v : rule_of(s).verbs())
        if (v.verb == c.verb) return c;
    const auto& seating = s.seating;
    auto rest_of = [&](std::size_t from) {
        std::vector<std::string> rest;
        for (std::size_t i = from; i < c.args.size(); ++i) rest.push_back(c.args[i]);
        return rest;
    };
    std::vector<std::string> words{c.verb};
    words.insert(words.end(), c.args.begin(), c.args.end());
    // "Ana 2" / "Ana k7" / "Ana count": a seat name followed by the rest.
    int seat = -1;
    std::vector<std::string> rest = words;
    if (seating.size() > 0 && !c.args.empty()) {
        if (auto found = seating.find(c.verb)) {
            seat = *found;
            rest = rest_of(0);
        }
    }
    auto who = [&](int fallback) { return seat >= 0 ? seating.name(seat) : seating.name(fallback); };
    switch (s.phase) {
        case Phase::Declare: {
            // "Ana k3" or just "k3": the entry the Round card is waiting for.
            const auto& pending = s.round.pending;
            if (pending.empty()) break;
            const Requirement* req = &pending.front();
            if (seat < 0 && c.args.empty()) {  // just the player's name ("Dee" for "view Dee")
                // ...unless the entry is a suit and the word reads as one: then
                // only a whole name is a name ('k' is Knights even with Kim seated).
                bool suit_entry = false;
                for (const auto& v : rule_of(s).verbs())
                    if (v.verb == req->verb) suit_entry = v.takes_suit;
                auto found = seating.find(c.verb);
                const bool suit_word =
                    found && suit_entry && s.codec.parse_suit(c.verb) && !iequals(seating.name(*found), c.verb);
                if (found && !suit_word) {
                    seat = *found;
                    rest.clear();
                }
            }
            if (seat >= 0)
                for (const auto& p : pending)
                    if (p.seat == seat) {
                        req = &p;
                        break;
                    }
            std::vector<std::string> args{seating.name(req->seat)};
            args.insert(args.end(), rest.begin(), rest.end());
            return Command{req->verb, args};
        }
        case Phase::Bidding:
            if (rest.size() == 1) return Command{"bid", {who(s.round.next_bidder), rest[0]}};
            break;
        case Phase::Tricks: {
            if (s.round.by_counts) break;
            int turn = s.round.current.to_play();
            auto card_text = [](const std::vector<std::string>& ws) {
                std::string card;
                for (const auto& w : ws)
                    if (lower(w) != "only-princes") card += (card.empty() ? "" : " ") + w;
                return card;
            };
            // A whole line that reads as a card is the current player's card,
            // even when a name starts with the same letter ("k 7" vs "Kim").
            if (s.codec.parse(card_text(words))) {
                seat = -1;
                rest = words;
            }
            // Only words that start like a card ("k7", "knight 7", "7", "frog")
            // are a card attempt; anything else is an unknown command.
            std::string first = rest.empty() ? std::string() : lower(rest.front());
            while (!first.empty() && std::isdigit(static_cast<unsigned char>(first.back()))) first.pop_back();
            std::vector<std::string> suit_words;
            for (const auto& suit : s.codec.suits()) {
                suit_words.insert(suit_words.end(), suit.codes.begin(), suit.codes.end());
                suit_words.push_back(lower(suit.singular));
            }
            const bool has_digit = card_text(rest).find_first_of("0123456789") != std::string::npos;
            // "k2x": a suit code then a digit is a mistyped card, not a command.
            std::string letters;
            for (char ch : first) {
                if (!std::isalpha(static_cast<unsigned char>(ch))) break;
                letters += ch;
            }
            const bool card_like = first.empty() || first == "frog" || s.codec.parse_suit(first).has_value() ||
                                   (has_digit && !closest(first, suit_words).empty()) ||
                                   (has_digit && !letters.empty() && s.codec.parse_suit(letters).has_value());
            if (!card_like) break;
            std::vector<std::string> args{who(turn)};
            std::string card;
            for (const auto& w : rest) {
                if (lower(w) == "only-princes") continue;
                card += (card.empty() ? "" : " ") + w;
            }
            if (card.empty()) break;
            args.push_back(card);
            for (const auto& w : rest)
                if (lower(w) == "only-princes") args.push_back("only-princes");
            return Command{"play", args};
        }
        case Phase::FrogDecision:
            if (rest.size() == 1) return Command{"frog", {who(s.round.frog_seat), rest[0]}};
            break;
        case Phase::Payment:
            if (rest.size() == 1) {
                for (std::size_t side = 0; side < s.round.pays.size(); ++side)
                    if (!s.round.pays[side]) {
                        int member = seating.members(static_cast<int>(side)).front();
                        return Command{"pay", {who(member), rest[0]}};
                    }
            }
            break;
        case Phase::NextStart:
            if (rest.size() == 1) {
                int member = seating.members(s.next_decider_side).front();
                return Command{"start", {who(member), rest[0]}};
            }
            break;
        default: break;
    }
    return c;  // dispatch() explains why it is not accepted
}

std::vector<std::string> Game::verbs_now() const {
    std::vector<std::string> out = routes().in_phase(s_.phase);
    if (s_.phase != Phase::Setup && s_.phase != Phase::ChoosePrincess && s_.phase != Phase::GameOver)
        for (const auto& v : rule_of(s_).verbs()) {
            const bool pending = !s_.round.pending.empty() && s_.round.pending.front().verb == v.verb;
            if (pending || std::find(v.phases.begin(), v.phases.end(), s_.phase) != v.phases.end()) out.emplace_back(v.verb);
        }
    return out;
}

int Game::to_act_outside_tricks() const {
    const auto& seating = s_.seating;
    switch (s_.phase) {
        case Phase::ChoosePrincess:
            for (int i = 0; i < seating.size(); ++i)
                if (s_.princess_of[static_cast<std::size_t>(i)].empty()) return i;
            return -1;
        case Phase::Declare: return s_.round.pending.empty() ? -1 : s_.round.pending.front().seat;
        case Phase::Bidding: return s_.round.next_bidder;
        case Phase::Tricks: return to_act();  // read inline (game.h)
        case Phase::FrogDecision: return s_.round.frog_seat;
        case Phase::Payment:
            for (std::size_t side = 0; side < s_.round.pays.size(); ++side)
                if (!s_.round.pays[side]) return seating.members(static_cast<int>(side)).front();
            return -1;
        case Phase::NextStart: return seating.members(s_.next_decider_side).front();
        case Phase::Setup:
        case Phase::GameOver: return -1;
    }
    return -1;
}

Waiting Game::waiting() const {
    Waiting w;
    w.phase = s_.phase;
    w.seat = to_act();
    const auto& seating = s_.seating;
    switch (s_.phase) {
        case Phase::Setup:
            w.what = "setting up the table: players, mode, rounds, frog, seed, start, princesses, powers, strictness, then begin";
            w.examples = {"players Ana Ben Cai Dee", "mode individuals", "rounds a b c d", "begin"};
            break;
        case Phase::ChoosePrincess: {
            std::vector<std::string> missing;
            for (int i = 0; i < seating.size(); ++i)
                if (s_.princess_of[static_cast<std::size_t>(i)].empty()) missing.push_back(seating.name(i));
            w.what = "each player chooses a Princess (still to choose: " + join(missing, ", ") + ")";
            if (!missing.empty()) {
                const auto& offers = s_.princess_offers[static_cast<std::size_t>(w.seat)];
                w.examples.push_back("princess " + quote_if_needed(missing.front()) + " " +
                                     (offers.empty() ? std::string("dorothy") : offers.front()));
            }
            break;
        }
        case Phase::Declare: {
            const auto& pending = s_.round.pending;
            std::vector<std::string> names;
            for (const auto& p : pending) names.push_back(seating.name(p.seat));
            w.what = pending.empty() ? "nothing" : pending.front().ask + " (still to enter: " + join(names, ", ") + ")";
            for (const auto& v : rule_of(s_).verbs())
                if (!pending.empty() && v.verb == pending.front().verb) w.examples.emplace_back(v.usage);
            break;
        }
        case Phase::Bidding:
            w.what = seating.name(w.seat) + " to bid (0-" + std::to_string(max_tricks(s_)) + ")";
            w.examples = {"2", "bid " + quote_if_needed(seating.name(w.seat)) + " 2"};
            break;
        case Phase::Tricks: {
            if (s_.round.by_counts) {
                std::vector<std::string> missing;
                for (int i = 0; i < seating.size(); ++i)
                    if (s_.round.typed_tricks[static_cast<std::size_t>(i)] < 0) missing.push_back(seating.name(i));
                w.what = "tricks won this round (still to type: " + join(missing, ", ") + ")";
                w.examples = {"tricks " + quote_if_needed(missing.front()) + " 3", "tricks " + quote_if_needed(missing.front()) + " 2 frog"};
                break;
            }
            int trick = static_cast<int>(s_.round.tricks.size()) + 1;
            w.what = seating.name(w.seat) + (s_.round.current.plays.empty() ? " to lead trick " : " to play to trick ") +
                     std::to_string(trick);
            if (auto total = rule_of(s_).expected_tricks(s_); total && rule_of(s_).laps() == 1)
                w.what += " of " + std::to_string(*total);
            w.examples = {"k7", "play " + quote_if_needed(seating.name(w.seat)) + " knight 7"};
            if (trick == 1 && s_.round.current.plays.empty())
                w.examples.push_back("tricks " + quote_if_needed(seating.name(0)) + " 3   (score by trick counts)");
            break;
        }
        case Phase::FrogDecision:
            w.what = seating.name(w.seat) + " decides whether the Frog trick counts (count or drop)";
            w.examples = {"count", "drop"};
            break;
        case Phase::Payment:
            for (std::size_t side = 0; side < s_.round.pays.size(); ++side)
                if (!s_.round.pays[side]) {
                    w.what = seating.side_name(static_cast<int>(side)) +
                             " decides whether to pay skulls for missed tricks (yes or no)";
                    break;
                }
            w.examples = {"yes", "no"};
            break;
        case Phase::NextStart:
            w.what = seating.side_name(s_.next_decider_side) + " (lowest score) chooses to go first or last in round " +
                     std::to_string(s_.results.size() + 1);
            w.examples = {"first", "last", "start " + quote_if_needed(seating.name(w.seat)) + " first"};
            break;
        case Phase::GameOver:
            w.what = "the game is over: nothing more to enter (undo still works)";
            break;
    }
    return w;
}

}  // namespace zref::zp
