#include "games/zombie_paella/game.h"

#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"

namespace zref::paella {

Game::Game(const GameData& data) : data_(&data) {}

int Game::deck_cards() const { return s_.deck ? *s_.deck : data_->deck_cards; }

Result<Ruling> Game::apply(std::string_view line) {
    auto parsed = parse_command(line);
    if (!parsed) return fail(parsed.error());
    if (parsed->verb.empty()) return fail("empty line: " + waiting().what);
    // "no block" is one entry of two words.
    Command cmd = *parsed;
    if (cmd.verb == "no" && !cmd.args.empty() && lower(cmd.args[0]) == "block") cmd = Command{"no-block", {}};
    if (cmd.verb == "pass" && s_.phase == Phase::Turn && s_.await == Await::Blocks && cmd.args.empty())
        cmd = Command{"no-block", {}};
    GameState next = s_;
    auto ruling = dispatch(next, cmd);
    if (!ruling) return ruling;
    if (ruling->canonical.empty()) ruling->canonical = cmd.to_line();
    s_ = std::move(next);
    return ruling;
}

const VerbRoutes<Phase, Game::Handler>& Game::routes() {
    static constexpr VerbRoute<Phase, Handler> table[] = {
        {Phase::Setup, "game", nullptr},
        {Phase::Setup, "players", &Game::on_players},
        {Phase::Setup, "deck", &Game::on_deck},
        {Phase::Setup, "seed", &Game::on_seed},
        {Phase::Setup, "card", &Game::on_card},
        {Phase::Setup, "reading", &Game::on_reading},
        {Phase::Deal, "deal", &Game::on_deal},
        {Phase::Deal, "reading", &Game::on_reading},
        {Phase::Deal, "deck", &Game::on_deck},
        {Phase::Deal, "seed", &Game::on_seed},
        {Phase::Deal, "card", &Game::on_card},
        {Phase::Redeal, "redeal", &Game::on_redeal},
        {Phase::Redeal, "card", &Game::on_card},
        {Phase::Start, "start", &Game::on_start},
        {Phase::Start, "card", &Game::on_card},
        {Phase::Turn, "draw", &Game::on_draw},
        {Phase::Turn, "discard", &Game::on_discard},
        {Phase::Turn, "alms", &Game::on_alms},
        {Phase::Turn, "battle", &Game::on_battle},
        {Phase::Turn, "play", &Game::on_play},
        {Phase::Turn, "defend", &Game::on_defend},
        {Phase::Turn, "attack", &Game::on_attack},
        {Phase::Turn, "blurtini", &Game::on_blurtini},
        {Phase::Turn, "fight", &Game::on_fight},
        {Phase::Turn, "remove", &Game::on_remove},
        {Phase::Turn, "block", &Game::on_block},
        {Phase::Turn, "no-block", &Game::on_no_block},
        {Phase::Turn, "take", &Game::on_move},
        {Phase::Turn, "give", &Game::on_move},
        {Phase::Turn, "bury", &Game::on_move},
        {Phase::Turn, "drop", &Game::on_move},
        {Phase::Turn, "pass", &Game::on_move},
        {Phase::Turn, "recover", &Game::on_move},
        {Phase::Turn, "done", &Game::on_done},
        {Phase::Turn, "end", &Game::on_end},
        {Phase::Turn, "winner", &Game::on_winner},
        {Phase::Turn, "card", &Game::on_card},
        {Phase::Over, "card", &Game::on_card},
    };
    static constexpr VerbRoutes<Phase, Handler> by_phase(table);
    return by_phase;
}

namespace {

// The verbs each await of a turn takes; "card" is taken in every one.
std::vector<std::string_view> await_verbs(Await a) {
    switch (a) {
        case Await::Action: return {"discard", "alms", "battle", "play", "end"};
        case Await::Draw: return {"draw"};
        case Await::Defence: return {"defend"};
        case Await::Reveal: return {"attack"};
        case Await::Modifiers: return {"blurtini", "fight"};
        case Await::Remove: return {"remove"};
        case Await::Blocks: return {"block", "no-block"};
        case Await::Effect: return {"take", "give", "bury", "drop", "pass", "recover", "draw", "done"};
        case Await::Winner: return {"winner"};
    }
    return {};
}

}  // namespace

Result<Ruling> Game::dispatch(GameState& s, const Command& c) const {
    if (s.phase == Phase::Setup && c.verb == "game") return accept_game_line(c, data_->id, data_->name);
    const Waiting w = waiting_of(s);
    if (s.phase == Phase::Turn && c.verb != "card") {
        const auto verbs = await_verbs(s.await);
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
        for (auto v : await_verbs(s_.await)) out.emplace_back(v == "no-block" ? "no" : v);
        out.emplace_back("card");
        return out;
    }
    for (auto& v : routes().in_phase(s_.phase)) out.push_back(v);
    return out;
}

std::string Game::where() const {
    switch (s_.phase) {
        case Phase::Setup: return "setup";
        case Phase::Deal: return "deal";
        case Phase::Redeal: return "redeal";
        case Phase::Start: return "start";
        case Phase::Turn: return "T" + std::to_string(s_.turn) + " " + s_.seating.name(s_.current);
        case Phase::Over: return "over";
    }
    return "?";
}

Waiting Game::waiting_of(const GameState& s) const {
    Waiting w;
    w.phase = s.phase;
    w.await = s.await;
    const auto name = [&](int seat) { return s.seating.name(seat); };
    switch (s.phase) {
        case Phase::Setup:
            w.what = "the players, in clockwise order: players Ana Ben Cai";
            w.examples = {"players Ana Ben Cai"};
            return w;
        case Phase::Deal: {
            std::vector<std::string> left;
            for (int i = 0; i < s.seating.size(); ++i)
                if (!s.dealt[static_cast<std::size_t>(i)]) left.push_back(name(i));
            if (s.seating.size() == 2 && !s.deck) {
                w.what = "two players: the deck's size once the 2-player cards are out: deck N";
                w.examples = {"deck 96"};
                return w;
            }
            w.what = "the deal: the treasures each player was dealt, face up (" + join(left, ", ") +
                     " to go): deal " + left.front() + " tomato, or deal " + left.front() + " for none";
            w.examples = {"deal " + left.front(), "deal " + left.front() + " tomato"};
            return w;
        }
        case Phase::Redeal:
            w.what = "a new deal: gather every card, shuffle and deal again, then type redeal";
            w.examples = {"redeal"};
            return w;
        case Phase::Start: {
            std::vector<std::string> who;
            for (int seat : s.level) who.push_back(name(seat));
            w.what = "who starts, among " + join(who, " and ") + " (level on treasures and ingredients): start " + who.front();
            w.examples = {"start " + who.front()};
            return w;
        }
        case Phase::Over:
            w.what = s.winner ? "the game is over: " + name(*s.winner) + " won" : "the game is over: a shared result";
            return w;
        case Phase::Turn: break;
    }
    w.seat = s.current;
    const std::string& who = name(s.current);
    switch (s.await) {
        case Await::Action:
            w.what = action_count(s) + ": discard a treasure, battle, play a special card or alms";
            w.examples = {"alms", "alms 3"};
            for (int i = 0; i < s.seating.size(); ++i) {
                const auto& p = s.table.players[static_cast<std::size_t>(i)];
                if (i != s.current && !p.treasures().empty()) {
                    w.examples.push_back("battle " + p.name + " " + p.treasures().front());
                    break;
                }
            }
            if (!s.table.players[static_cast<std::size_t>(s.current)].discardables.empty())
                w.examples.push_back("discard " + s.table.players[static_cast<std::size_t>(s.current)].discardables.front());
            if (s.actions_taken > 0) w.examples.push_back("end");
            return w;
        case Await::Draw: {
            const DrawOrder& d = s.draws.front();
            w.seat = d.seat;
            const auto& p = s.table.players[static_cast<std::size_t>(d.seat)];
            const std::string n = d.seat == s.current ? "" : name(d.seat) + " ";
            if (d.until_hand > 0)
                w.what = name(d.seat) + " draws one at a time until " + std::to_string(d.until_hand) + " cards are in hand (" +
                         std::to_string(p.hand_size) + " now; " + d.reason + "): draw, or draw TREASURE";
            else
                w.what = name(d.seat) + " draws " + counted(d.count, "card", "cards") + " (" + d.reason +
                         "): draw, draw " + std::to_string(d.count) + ", or name a treasure drawn";
            w.examples = {"draw " + n, "draw " + n + "tomato"};
            for (auto& e : w.examples)
                if (e.back() == ' ') e.pop_back();
            return w;
        }
        case Await::Defence:
            w.seat = s.battle->defender;
            w.what = name(s.battle->defender) + " defends with a battle card, or not: defend CARD, or defend none";
            w.examples = {"defend none", "defend king-james-i"};
            return w;
        case Await::Reveal:
            w.seat = s.battle->attacker;
            w.what = name(s.battle->attacker) + " turns over the attack: attack CARD [CARD...]";
            w.examples = {"attack king-james-i", "attack the-showgirls the-showgirls"};
            return w;
        case Await::Modifiers:
            w.what = "cards played as the battle cards turn (blurtini NAME), then fight";
            w.examples = {"fight", "blurtini " + name(s.battle->defender)};
            return w;
        case Await::Remove:
            w.seat = s.battle->attacker;
            w.what = name(s.battle->attacker) + " won and picks which goes: remove stronghold, or remove effigy";
            w.examples = {"remove stronghold", "remove effigy"};
            return w;
        case Await::Blocks:
            w.seat = -1;
            w.what = "blocks against " + s.chain->cards.back().name + ": block NAME paella-protection|ultra-paella-protection, or no block";
            w.examples = {"no block", "block " + who + " paella-protection"};
            return w;
        case Await::Effect:
            w.seat = s.effect_actor;
            w.what = "what " + s.effect_card + " did, as moves (take, give, bury, drop, pass, recover, draw), then done";
            w.examples = {"done", "take " + name(s.seating.left(s.effect_actor)) + " TREASURE"};
            return w;
        case Await::Winner: {
            std::vector<std::string> who_list;
            for (int seat : s.level) who_list.push_back(name(seat));
            w.seat = -1;
            w.what = s.level.empty() ? "the rulebook names no winner: winner NAME, or winner shared"
                                     : join(who_list, " and ") + " won at once: winner NAME, or winner shared";
            w.examples = {"winner shared"};
            return w;
        }
    }
    return w;
}

}  // namespace zref::paella
