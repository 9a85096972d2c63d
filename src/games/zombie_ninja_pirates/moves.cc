// Moves: what a card zref cannot read did, typed by the table from a fixed
// list, each checked against the Chests, the Types and the hand counts.
// 'done' ends the card's effect and the turn goes on where it was.
#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

Result<Ruling> Game::on_move(GameState& s, const Command& c) const {
    const GameData& b = book_of(s);
    const int actor = s.moves_actor;
    auto& me = player(s, actor);
    const std::string& v = c.verb;
    Ruling r;
    const auto who = [&](std::size_t i) { return find_player(s, c.args[i]); };
    if (v == "take" || v == "give" || v == "trash") {
        if (c.args.size() != 2) return fail(v + " takes a player and an Object: " + v + " Ben brains");
        auto p = who(0);
        if (!p) return fail(p.error());
        const int from = v == "give" ? actor : *p;
        if (v != "trash" && *p == actor) return fail(v + " moves an Object between two different players");
        auto obj = chest_object(s, b, from, c.args[1]);
        if (!obj) return fail(obj.error());
        remove_one(player(s, from).chest, *obj);
        if (v == "take") me.chest.push_back(*obj);
        else if (v == "give") player(s, *p).chest.push_back(*obj);
        else s.discards += 1;
        r.canonical = v + " " + player(s, *p).name + " " + *obj;
        r.headline = v == "take"    ? me.name + " takes " + card_name(b, *obj) + " from " + player(s, *p).name + "'s Chest"
                     : v == "give" ? me.name + " gives " + card_name(b, *obj) + " to " + player(s, *p).name + "'s Chest"
                                   : player(s, *p).name + "'s " + card_name(b, *obj) + " is discarded";
    } else if (v == "lose") {
        if (c.args.size() != 2) return fail("lose takes a player and a Type: lose Ben ninja");
        auto p = who(0);
        if (!p) return fail(p.error());
        auto t = find_type(b, s.combined, c.args[1]);
        if (!t) return fail(t.error());
        auto& victim = player(s, *p);
        if (!remove_one(victim.types, *t)) return fail(victim.name + " is not a " + b.type_name(*t));
        s.discards += 1;
        r.canonical = "lose " + victim.name + " " + *t;
        r.headline = victim.name + " loses the " + b.type_name(*t) + " Type; the Objects stay";
    } else if (v == "pass") {
        if (c.args.size() != 3) return fail("pass takes who gives, who gets and how many hand cards: pass Ben Ana 1");
        auto from = who(0);
        if (!from) return fail(from.error());
        auto to = who(1);
        if (!to) return fail(to.error());
        if (*from == *to) return fail("cards pass between two different players");
        auto n = parse_count(c.args[2], 1, 20, "number of cards");
        if (!n) return fail(n.error());
        auto& giver = player(s, *from);
        if (giver.hand < *n) return fail(giver.name + " holds " + counted(giver.hand, "card", "cards"));
        giver.hand -= *n;
        player(s, *to).hand += *n;
        r.canonical = "pass " + giver.name + " " + player(s, *to).name + " " + std::to_string(*n);
        r.headline = giver.name + " passes " + counted(*n, "card", "cards") + " to " + player(s, *to).name + ", who now holds " +
                     counted(player(s, *to).hand, "card", "cards");
    } else if (v == "drop") {
        if (c.args.size() != 2) return fail("drop takes a player and how many hand cards they discard: drop Ben 2");
        auto p = who(0);
        if (!p) return fail(p.error());
        auto n = parse_count(c.args[1], 1, 20, "number of cards");
        if (!n) return fail(n.error());
        auto& loser = player(s, *p);
        if (loser.hand < *n) return fail(loser.name + " holds " + counted(loser.hand, "card", "cards"));
        loser.hand -= *n;
        s.discards += *n;
        r.canonical = "drop " + loser.name + " " + std::to_string(*n);
        r.headline = loser.name + " discards " + counted(*n, "card", "cards") + " from hand";
    } else {  // draw
        if (c.args.size() < 2 || c.args.size() > 3) return fail("draw takes a player and how many: draw Ben 1 [end-game]");
        auto p = who(0);
        if (!p) return fail(p.error());
        auto n = parse_count(c.args[1], 1, 20, "number of cards");
        if (!n) return fail(n.error());
        const bool eg = c.args.size() == 3;
        if (eg && !is_end_game_word(c.args[2])) return fail("'" + c.args[2] + "' after a draw can only be end-game");
        if (auto ok = draw_cards(s, *p, *n, eg, r); !ok) return fail(ok.error());
        r.canonical = "draw " + player(s, *p).name + " " + std::to_string(*n) + (eg ? " end-game" : "");
        r.headline = player(s, *p).name + " draws " + counted(*n, "card", "cards");
    }
    r.because("typed as a move of " + s.moves_card + ", whose effect the rulebook does not give in full", std::string(sec::ActionCards));
    s.events.push_back({s.turn, me.name, "move", "", r.headline});
    return r;
}

Result<Ruling> Game::on_done(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("done takes nothing");
    Ruling r;
    r.headline = s.moves_card + "'s effect is over";
    s.step = s.after_moves;
    s.moves_actor = -1;
    s.moves_card.clear();
    return r;
}

}  // namespace zref::znp
