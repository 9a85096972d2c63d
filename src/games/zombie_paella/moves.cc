// Moves: what a card zref has no rules for did, typed by the table from a
// fixed list, each checked against the public state (and against a
// Defensive Stronghold, which shields its owner's treasures from other
// players' special cards). 'done' ends the card's effect.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/protection.h"
#include "games/zombie_paella/sections.h"

namespace zref::paella {

namespace {

// Refused when the owner's Stronghold shields them from the actor's card.
Status shielded(const GameState& s, const GameData& b, int actor, int owner) {
    const auto& p = s.table.players[static_cast<std::size_t>(owner)];
    if (actor == owner) return Ok{};
    for (auto pr : {Protection::stronghold, Protection::effigy}) {
        if (!p.has_in_front(std::string(protection_id(pr)))) continue;
        const CardInfo* card = nullptr;
        for (const auto& c : b.cards)
            if (c.name == s.effect_card) card = &c;
        if (!card) continue;
        auto shield = protection_shields(pr, Incoming{chain_card(*card), false, true});
        if (!shield) return fail(shield.error());
        if (shield->shields) return fail(shield->reason.text + " (rulebook: " + shield->reason.section + ")");
    }
    return Ok{};
}

Result<int> hand_count(std::string_view word) { return parse_count(word, 1, 20, "number of cards"); }

}  // namespace

Result<Ruling> Game::on_move(GameState& s, const Command& c) const {
    const GameData& b = book();
    const int actor = s.effect_actor;
    auto& me = s.table.players[static_cast<std::size_t>(actor)];
    Ruling r;
    const std::string& v = c.verb;
    if (v == "take" || v == "bury") {
        if (c.args.size() != 2) return fail(v + " takes a player and a treasure: " + v + " Ben rabbit");
        auto owner = find_player(s, c.args[0]);
        if (!owner) return fail(owner.error());
        if (v == "take" && *owner == actor) return fail("a card takes another player's treasure, not " + me.name + "'s own");
        auto card = owned_treasure(s, b, *owner, c.args[1]);
        if (!card) return fail(card.error());
        if (auto ok = shielded(s, b, actor, *owner); !ok) return fail(ok.error());
        const std::string& owner_name = s.seating.name(*owner);
        if (v == "take") {
            move_treasure(s, b, *owner, actor, (*card)->id);
            r.headline = me.name + " takes " + (*card)->name + " from " + owner_name;
        } else {
            if ((*card)->id == b.saffron_id) return fail("Saffron stays in play: it changes hands but is not discarded");
            bury_treasure(s, *owner, (*card)->id);
            r.headline = owner_name + "'s " + (*card)->name + " goes to the cemetery";
        }
        r.canonical = Command{v, {owner_name, (*card)->id}}.to_line();
    } else if (v == "give") {
        if (c.args.size() != 2) return fail("give takes a player and one of your treasures: give Ben tomato");
        auto to = find_player(s, c.args[0]);
        if (!to) return fail(to.error());
        if (*to == actor) return fail("a treasure is given to another player");
        auto card = owned_treasure(s, b, actor, c.args[1]);
        if (!card) return fail(card.error());
        move_treasure(s, b, actor, *to, (*card)->id);
        r.canonical = Command{"give", {s.seating.name(*to), (*card)->id}}.to_line();
        r.headline = me.name + " gives " + (*card)->name + " to " + s.seating.name(*to);
    } else if (v == "drop") {
        if (c.args.size() != 2) return fail("drop takes a player and how many cards they discard from hand: drop Ben 2");
        auto who = find_player(s, c.args[0]);
        if (!who) return fail(who.error());
        auto n = hand_count(c.args[1]);
        if (!n) return fail(n.error());
        auto& p = s.table.players[static_cast<std::size_t>(*who)];
        if (p.hand_size < *n) return fail(p.name + " holds " + counted(p.hand_size, "card", "cards"));
        p.hand_size -= *n;
        for (int k = 0; k < *n; ++k) s.table.cemetery.emplace_back(kUnnamedCard);
        r.canonical = Command{"drop", {p.name, std::to_string(*n)}}.to_line();
        r.headline = p.name + " discards " + counted(*n, "card", "cards") + " from hand";
    } else if (v == "pass") {
        if (c.args.size() != 3) return fail("pass takes who gives, who gets and how many hand cards: pass Ben Ana 1");
        auto from = find_player(s, c.args[0]);
        if (!from) return fail(from.error());
        auto to = find_player(s, c.args[1]);
        if (!to) return fail(to.error());
        if (*from == *to) return fail("cards are passed between two different players");
        auto n = hand_count(c.args[2]);
        if (!n) return fail(n.error());
        auto& giver = s.table.players[static_cast<std::size_t>(*from)];
        if (giver.hand_size < *n) return fail(giver.name + " holds " + counted(giver.hand_size, "card", "cards"));
        giver.hand_size -= *n;
        s.table.players[static_cast<std::size_t>(*to)].hand_size += *n;
        r.canonical = Command{"pass", {giver.name, s.seating.name(*to), std::to_string(*n)}}.to_line();
        r.headline = giver.name + " passes " + counted(*n, "card", "cards") + " to " + s.seating.name(*to);
    } else {  // recover
        if (c.args.size() != 1) return fail("recover takes a card from the cemetery: recover king-james-i");
        auto card = find_card(b, c.args[0]);
        if (!card) return fail(card.error());
        auto& cem = s.table.cemetery;
        auto it = std::find(cem.rbegin(), cem.rend(), (*card)->id);
        if (it == cem.rend()) return fail((*card)->name + " is not in the cemetery");
        cem.erase(std::next(it).base());
        if (is_treasure((*card)->kind)) {
            if ((*card)->kind == CardKind::ingredient)
                for (const auto& other : s.table.players)
                    if (other.holds((*card)->id)) return fail("there is one " + (*card)->name + " and " + other.name + " has it");
            add_treasure(me, **card);
        } else {
            me.hand_size += 1;
        }
        r.canonical = "recover " + (*card)->id;
        r.headline = me.name + " takes " + (*card)->name + " out of the cemetery" +
                     (is_treasure((*card)->kind) ? " into the collection" : " into the hand (shown to all)");
    }
    r.because("typed as a move of " + s.effect_card + ", whose text the rulebook does not give in full (our reading: unknown-effects)", "Special cards");
    s.events.push_back({s.turn, me.name, v, s.effect_card_id, r.headline});
    settle(s, r);
    return r;
}

Result<Ruling> Game::on_done(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("done takes nothing");
    Ruling r;
    r.headline = s.effect_card + "'s effect is over";
    s.await = Await::Action;
    s.effect_actor = -1;
    s.effect_card.clear();
    s.effect_card_id.clear();
    settle(s, r);
    return r;
}

}  // namespace zref::paella
