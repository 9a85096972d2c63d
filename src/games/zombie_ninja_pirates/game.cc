#include "games/zombie_ninja_pirates/game.h"

#include <algorithm>

#include "core/text.h"

namespace zref::znp {

Game::Game(const GameData& data) : data_(&data) {}

int Game::hand_size_of(const GameState& s) const {
    if (s.hand_size) return *s.hand_size;
    return s.combined ? data_->combined_hand_size : data_->hand_size;
}

Result<Ruling> Game::apply(std::string_view line) {
    auto parsed = parse_command(line);
    if (!parsed) return fail(parsed.error());
    if (parsed->verb.empty()) return fail("empty line: " + waiting().what);
    GameState next = s_;
    auto ruling = dispatch(next, *parsed);
    if (!ruling) return ruling;
    if (ruling->canonical.empty()) ruling->canonical = parsed->to_line();
    note_turned_objects(s_, next, *ruling);
    s_ = std::move(next);
    return ruling;
}

// An Object that stays in its Chest but lies otherwise now (a Type came or
// went, or the table described its points) is named, so the table turns it.
void Game::note_turned_objects(const GameState& before, const GameState& after, Ruling& r) const {
    if (before.players.size() != after.players.size()) return;
    const GameData& was_book = book_of(before);
    const GameData& now_book = book_of(after);
    for (std::size_t i = 0; i < after.players.size(); ++i) {
        const auto& was = before.players[i];
        const auto& now = after.players[i];
        std::vector<std::string> seen;
        for (const auto& id : now.chest) {
            if (std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
            seen.push_back(id);
            if (std::find(was.chest.begin(), was.chest.end(), id) == was.chest.end()) continue;
            const CardInfo* old_card = was_book.card(id);
            const CardInfo* new_card = now_book.card(id);
            if (!old_card || !new_card) continue;
            const ObjectValue a = value_of(was_book, *old_card, was.types, before.combined);
            const ObjectValue b = value_of(now_book, *new_card, now.types, after.combined);
            if (a.orientation == b.orientation && a.points == b.points) continue;
            r.notices.push_back(now.name + "'s " + new_card->name + " now lies " + std::string(orientation_name(b.orientation)) + " (" +
                                (b.points > 0 ? "+" : "") + std::to_string(b.points) + ": " + b.why + ")");
        }
    }
}

const VerbRoutes<Phase, Game::Handler>& Game::routes() {
    static constexpr VerbRoute<Phase, Handler> table[] = {
        {Phase::Setup, "game", nullptr},
        {Phase::Setup, "combined", &Game::on_combined},
        {Phase::Setup, "hand", &Game::on_hand},
        {Phase::Setup, "deck", &Game::on_deck},
        {Phase::Setup, "players", &Game::on_players},
        {Phase::Setup, "card", &Game::on_card},
        {Phase::Setup, "reading", &Game::on_reading},
        {Phase::Start, "start", &Game::on_start},
        {Phase::Start, "deck", &Game::on_deck},
        {Phase::Start, "card", &Game::on_card},
        {Phase::Turn, "play", &Game::on_play},
        {Phase::Turn, "use", &Game::on_use},
        {Phase::Turn, "discard", &Game::on_discard},
        {Phase::Turn, "draw", &Game::on_draw},
        {Phase::Turn, "redraw", &Game::on_redraw},
        {Phase::Turn, "take", &Game::on_move},
        {Phase::Turn, "give", &Game::on_move},
        {Phase::Turn, "trash", &Game::on_move},
        {Phase::Turn, "lose", &Game::on_move},
        {Phase::Turn, "pass", &Game::on_move},
        {Phase::Turn, "drop", &Game::on_move},
        {Phase::Turn, "done", &Game::on_done},
        {Phase::Turn, "end", &Game::on_end},
        {Phase::Turn, "card", &Game::on_card},
        {Phase::Over, "card", &Game::on_card},
    };
    static constexpr VerbRoutes<Phase, Handler> by_phase(table);
    return by_phase;
}

namespace {

// The verbs each step of a turn takes; "card" is taken in every one.
std::vector<std::string_view> step_verbs(Step step) {
    switch (step) {
        case Step::Hand: return {"play", "use", "redraw", "discard", "draw"};
        case Step::Chest: return {"play", "use", "discard", "draw", "redraw"};
        case Step::Discard: return {"discard", "draw", "play", "use", "redraw"};
        case Step::Moves: return {"take", "give", "trash", "lose", "pass", "drop", "draw", "done"};
        case Step::Lightning: return {"play", "use", "end"};
    }
    return {};
}

}  // namespace

Result<Ruling> Game::dispatch(GameState& s, const Command& c) const {
    if (s.phase == Phase::Setup && c.verb == "game") return accept_game_line(c, data_->id, data_->name);
    const Waiting w = waiting_of(s);
    if (s.phase == Phase::Turn && c.verb != "card") {
        const auto verbs = step_verbs(s.step);
        if (std::find(verbs.begin(), verbs.end(), c.verb) == verbs.end()) {
            return routes().refuse(c.verb, w.what);
        }
    }
    if (Handler h = routes().find(s.phase, c.verb)) return (this->*h)(s, c);
    if (s.phase == Phase::Over) return fail("the game is over; 'undo' takes back the last line");
    return routes().refuse(c.verb, w.what);
}

std::vector<std::string> Game::verbs_now() const {
    std::vector<std::string> out;
    if (s_.phase == Phase::Turn) {
        for (auto v : step_verbs(s_.step)) out.emplace_back(v);
        out.emplace_back("card");
        return out;
    }
    for (auto& v : routes().in_phase(s_.phase)) out.push_back(v);
    return out;
}

std::string Game::where() const {
    switch (s_.phase) {
        case Phase::Setup: return "setup";
        case Phase::Start: return "start";
        case Phase::Turn: return (s_.lightning ? "L" : "T") + std::to_string(s_.turn) + " " + s_.seating.name(s_.current);
        case Phase::Over: return "over";
    }
    return "?";
}

Waiting Game::waiting_of(const GameState& s) const {
    Waiting w;
    w.phase = s.phase;
    w.step = s.step;
    switch (s.phase) {
        case Phase::Setup:
            w.what = "the players, in clockwise order (combined on first for the combined game): players Ana Ben Cai";
            w.examples = {"players Ana Ben Cai", "combined on"};
            return w;
        case Phase::Start:
            w.what = "who starts (the most convincing mad impression): start " + s.seating.name(0);
            w.examples = {"start " + s.seating.name(0)};
            return w;
        case Phase::Over:
            w.what = "the game is over: the score sheet has every Chest";
            return w;
        case Phase::Turn: break;
    }
    w.seat = s.current;
    const std::string& who = s.seating.name(s.current);
    const int allowed = plays_allowed(s);
    switch (s.step) {
        case Step::Hand:
            w.what = who + " plays " + (allowed > 1 ? "one or two cards" : "a card") +
                     " from hand (play OBJECT, use CARD), or redraw";
            w.examples = {"play brains", "use boat ninja", "redraw"};
            return w;
        case Step::Chest:
            w.what = who + (s.hand_plays < allowed ? " may play another card from hand, " : " may ") +
                     "use an Object from the Chest (use chest CARD), discard up to two, then draw";
            w.examples = {"draw", "discard 1", "use chest sensei ninja"};
            return w;
        case Step::Discard:
            w.what = who + " may discard (" + std::to_string(data_->most_discards - s.discarded) + " more), then draw";
            w.examples = {"draw", "discard 1"};
            return w;
        case Step::Moves:
            w.seat = s.moves_actor;
            w.what = "what " + s.moves_card + " did, as moves (take, give, trash, lose, pass, drop, draw), then done";
            w.examples = {"done", "pass " + s.seating.name(s.seating.left(s.moves_actor)) + " " + who + " 1"};
            return w;
        case Step::Lightning:
            w.what = who + "'s lightning turn: play and use as many cards as wanted, from hand and Chest, then end";
            w.examples = {"end", "play brains"};
            return w;
    }
    return w;
}

Receipt Game::receipt(int seat) const {
    const auto& p = s_.players[static_cast<std::size_t>(seat)];
    return score_chest(book(), p.name, p.types, p.chest, s_.combined);
}

std::vector<Receipt> Game::receipts() const {
    std::vector<Receipt> out;
    for (int i = 0; i < static_cast<int>(s_.players.size()); ++i) out.push_back(receipt(i));
    return out;
}

Status Game::conserved() const {
    if (!s_.deck || s_.phase == Phase::Setup) return Ok{};
    int held = 0;
    for (const auto& p : s_.players) held += p.hand + static_cast<int>(p.types.size() + p.chest.size());
    const int total = held + s_.discards + s_.pile + s_.end_games_drawn;
    if (total != *s_.deck)
        return fail("cards not conserved: hands, Types and Chests " + std::to_string(held) + ", discards " +
                    std::to_string(s_.discards) + ", pile " + std::to_string(s_.pile) + ", END GAME " +
                    std::to_string(s_.end_games_drawn) + " make " + std::to_string(total) + ", not " +
                    std::to_string(*s_.deck));
    if (s_.pile < 0) return fail("the draw pile is below zero");
    return Ok{};
}

}  // namespace zref::znp
