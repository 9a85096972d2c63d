#include "games/zombie_princess/game.h"

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
    // emptied: new_round then reserves the tricks and sizes the played
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

Result<Ruling> Game::apply(const Command& command) { return apply_command(command, true); }

Result<Ruling> Game::apply_leaving_line(const Command& command) { return apply_command(command, false); }

// Every handler checks its entry against the state before its first change,
// so a command is ruled on the live state and a refusal leaves it as it was.
Result<Ruling> Game::apply_command(const Command& command, bool with_line) {
    const Route* route = routes().route(s_.phase, command.verb);  // looked up once, for dispatch() too
    auto ruling = dispatch(s_, command, route);
    if (with_line && ruling && ruling->canonical.empty()) ruling->canonical = command.to_line();
    return ruling;
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
        {Phase::Setup, "game", nullptr},  // checked in dispatch() against the game data; changes nothing
        {Phase::Setup, "players", &Game::on_players},
        {Phase::Setup, "mode", &Game::on_mode},
        {Phase::Setup, "rounds", &Game::on_rounds},
        {Phase::Setup, "frog", &Game::on_frog_card},
        {Phase::Setup, "seed", &Game::on_seed},
        {Phase::Setup, "start", &Game::on_start_setup},
        {Phase::Setup, "princesses", &Game::on_princesses},
        {Phase::Setup, "powers", &Game::on_powers},
        {Phase::Setup, "strictness", &Game::on_strictness},
        {Phase::Setup, "reading", &Game::on_reading},
        {Phase::Setup, "passes", &Game::on_passes_setup},
        {Phase::Setup, "begin", &Game::on_begin},
        {Phase::ChoosePrincess, "princess", &Game::on_princess},
        {Phase::Bidding, "bid", &Game::on_bid},
        {Phase::Bidding, "passes", &Game::on_passes_announced},
        {Phase::Tricks, "play", &Game::on_play},
        {Phase::Tricks, "tricks", &Game::on_tricks},
        {Phase::FrogDecision, "frog", &Game::on_frog_decision},
        {Phase::Payment, "pay", &Game::on_pay},
        {Phase::NextStart, "start", &Game::on_start_next},
        {Phase::Bidding, "power", &Game::on_power},
        {Phase::Tricks, "power", &Game::on_power},
        {Phase::Declare, "power", &Game::on_power},
        {Phase::Declare, "pass", &Game::on_pass},
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

}  // namespace zref::zp
