// Special cards: played from the hand, then open to blocks (a chain settled
// by strength, conflict.h), then taking effect. zref applies the cards the
// rulebook describes in full (The Great Flood, Stronghold, Effigy, Bloody
// Battle, Double Trouble); any other card's effect is typed as moves.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/flood.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/protection.h"
#include "games/zombie_paella/sections.h"

namespace zref::paella {

inline constexpr std::string_view kGreatFloodId = "the-great-flood";
inline constexpr std::string_view kDoubleTroubleId = "double-trouble";
inline constexpr int kDoubleTroubleActions = 2;
inline constexpr std::string_view kHungryHenId = "hungry-hen";

Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    if (c.args.empty()) return fail("play takes a special card: play the-great-flood");
    std::size_t i = 0;
    int seat = s.current;
    if (names_player(s, c.args[0])) {
        seat = *find_player(s, c.args[0]);
        i = 1;
    }
    if (i >= c.args.size()) return fail("play takes a special card: play " + s.seating.name(seat) + " CARD");
    const GameData& b = book();
    auto card = find_card(b, c.args[i], {CardKind::special});
    if (!card) return fail(card.error());
    const CardInfo& info = **card;
    if (info.id == kPaellaProtectionId || info.id == kUltraId)
        return fail(info.name + " is played as a block when a special card is played: block NAME " + info.id);
    if (info.id == "blurtini") return fail("Blurtini is played in a battle, as the cards turn: blurtini NAME");
    const bool instant = info.instant.value_or(false);
    if (seat != s.current && !instant)
        return fail(info.name + " is not an instant card: only " + s.seating.name(s.current) + ", whose turn it is, plays it now");
    auto& p = s.table.players[static_cast<std::size_t>(seat)];
    if (p.hand_size < 1) return fail(p.name + " holds no cards");
    std::vector<std::string> args(c.args.begin() + static_cast<std::ptrdiff_t>(i) + 1, c.args.end());
    Ruling r;
    if (info.id == kBloodyBattleId) {
        if (args.size() != 1) return fail("a Bloody Battle names the opponent: play bloody-battle Ben");
        auto owner = find_player(s, args[0]);
        if (!owner) return fail(owner.error());
        if (*owner == seat) return fail("a Bloody Battle is fought against an opponent");
        args[0] = s.seating.name(*owner);
        if (p.treasure_count() == 0)
            return fail("a Bloody Battle needs treasures of " + p.name + "'s own to stake (rulebook: " + std::string(sec::Strength) + ")");
        const auto& target = s.table.players[static_cast<std::size_t>(*owner)];
        for (auto pr : {Protection::stronghold, Protection::effigy})
            if (target.has_in_front(std::string(protection_id(pr))))
                return fail("no Bloody Battle against " + target.name + ", behind a " + std::string(protection_name(pr)) +
                            ", which is stronger (rulebook: " + std::string(sec::FaqBloodyBattle) + ")");
        if (target.treasure_count() == 0) return fail(target.name + " has no treasures to fight for");
    } else if (!args.empty()) {
        // A target named for the record: a player.
        for (auto& a : args) {
            auto who = find_player(s, a);
            if (!who) return fail(who.error());
            a = s.seating.name(*who);
        }
    }
    if (!instant) spend_action(s);
    p.hand_size -= 1;
    s.table.in_play += 1;
    ChainState chain;
    chain.cards.push_back(chain_card(info));
    chain.players.push_back(seat);
    chain.args = args;
    chain.action = !instant;
    s.chain = chain;
    s.await = Await::Blocks;
    std::vector<std::string> words;
    if (seat != s.current) words.push_back(p.name);
    words.push_back(info.id);
    words.insert(words.end(), args.begin(), args.end());
    r.canonical = Command{"play", words}.to_line();
    r.headline = p.name + " plays " + info.name + (args.empty() ? "" : " against " + join(args, ", ")) +
                 (instant ? " (instant: not an action)" : "");
    r.because(instant ? "an instant card is not an action" : "playing a special card is the turn's action", std::string(sec::SpecialCards));
    r.notices.push_back("any block? block NAME paella-protection or ultra-paella-protection, or no block (Enter)");
    return r;
}

Result<Ruling> Game::on_block(GameState& s, const Command& c) const {
    if (c.args.size() != 2) return fail("block takes who blocks and the card: block Ben paella-protection");
    auto seat = find_player(s, c.args[0]);
    if (!seat) return fail(seat.error());
    auto card = find_card(book(), c.args[1], {CardKind::special});
    if (!card) return fail(card.error());
    if ((*card)->id != kPaellaProtectionId && (*card)->id != kUltraId)
        return fail("only a Paella Protection or an Ultra Paella Protection blocks: " + (*card)->name + " does not");
    auto& p = s.table.players[static_cast<std::size_t>(*seat)];
    if (p.hand_size < 1) return fail(p.name + " holds no cards");
    ChainCard blocker = chain_card(**card);
    blocker.hand_after = p.hand_size - 1;
    auto allowed = check_block(blocker, s.chain->cards.back());
    if (!allowed) return fail(allowed.error());
    p.hand_size -= 1;
    s.table.in_play += 1;
    s.chain->cards.push_back(blocker);
    s.chain->players.push_back(*seat);
    Ruling r;
    r.canonical = Command{"block", {p.name, (*card)->id}}.to_line();
    r.headline = p.name + " blocks " + s.chain->cards[s.chain->cards.size() - 2].name + " with " + (*card)->name;
    r.reasons.push_back(*allowed);
    r.notices.push_back("another block? block NAME CARD, or no block (Enter)");
    return r;
}

Result<Ruling> Game::on_no_block(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("'no block' takes nothing");
    ChainState chain = *s.chain;
    s.chain.reset();
    auto out = resolve_chain(chain.cards);
    if (!out) return fail(out.error());
    Ruling r;
    r.canonical = "no block";
    for (const auto& reason : out->reasons) r.reasons.push_back(reason);
    // The blocks go to the cemetery; an Ultra that stood costs half its player's hand.
    for (std::size_t k = 1; k < chain.cards.size(); ++k) {
        table_to_cemetery(s, chain.cards[k].id);
        if (out->discards[k] > 0) {
            auto& blocker = s.table.players[static_cast<std::size_t>(chain.players[k])];
            const int n = std::min(out->discards[k], blocker.hand_size);
            blocker.hand_size -= n;
            for (int d = 0; d < n; ++d) s.table.cemetery.emplace_back(kUnnamedCard);
            r.notices.push_back(blocker.name + " discards " + counted(n, "card", "cards") + " for the Ultra Paella Protection");
        }
    }
    const ChainCard& played = chain.cards.front();
    const int seat = chain.players.front();
    auto& p = s.table.players[static_cast<std::size_t>(seat)];
    s.await = Await::Action;
    if (!out->takes_effect.front()) {
        table_to_cemetery(s, played.id);
        r.headline = played.name + " is blocked and has no effect";
        s.events.push_back({s.turn, p.name, "play", played.id, "played " + played.name + ": blocked"});
        settle(s, r);
        return r;
    }
    r.headline = played.name + " takes effect";
    if (played.id == kGreatFloodId) {
        table_to_cemetery(s, played.id);
        FloodOutcome flood = great_flood(s.table);
        s.table = flood.state;
        for (auto& reason : flood.reasons) r.reasons.push_back(reason);
        s.events.push_back({s.turn, p.name, "play", played.id, "The Great Flood: every collection moved one seat clockwise"});
    } else if (played.id == kStrongholdId || played.id == kEffigyId) {
        s.table.in_play -= 1;
        p.in_front.push_back(played.id);
        r.because(played.name + " now stands in front of " + p.name + "'s collection; from now on it cannot be blocked",
                  std::string(sec::FaqCollections));
        s.events.push_back({s.turn, p.name, "play", played.id, "set up " + played.name});
    } else if (played.id == kBloodyBattleId) {
        const int owner = *find_player(s, chain.args.front());
        BattleState battle;
        battle.attacker = seat;
        battle.defender = owner;
        battle.stake = Stake::all_treasures;
        battle.via = played.id;
        s.battle = battle;
        s.await = Await::Defence;
        r.notices.push_back(p.name + " lays a battle card face down for all of " + s.seating.name(owner) +
                            "'s treasures; " + s.seating.name(owner) + " defends blind: defend CARD, or defend none");
        return r;
    } else if (played.id == kDoubleTroubleId) {
        table_to_cemetery(s, played.id);
        s.actions_left += kDoubleTroubleActions;
        r.because(p.name + " gains two actions; a further Double Trouble spent on one of them gives two more",
                  "FAQ: Chaining actions");
        r.notices.push_back(action_count(s));
        s.events.push_back({s.turn, p.name, "play", played.id, "Double Trouble: two more actions"});
    } else {
        table_to_cemetery(s, played.id);
        s.await = Await::Effect;
        s.effect_actor = seat;
        s.effect_card = played.name;
        s.effect_card_id = played.id;
        if (played.id == kHungryHenId) {
            std::vector<std::string> hands;
            for (int i = 0; i < s.seating.size(); ++i)
                hands.push_back(s.seating.name(i) + " " + std::to_string(s.hands_at_turn_start[static_cast<std::size_t>(i)]));
            r.because("the Hungry Hen counts the hands as they were when the turn began: " + join(hands, ", "), "FAQ: Hungry Hen");
        }
        r.notices.push_back("type what " + played.name + " does as moves (take, give, bury, drop, pass, recover, draw), then done");
        s.events.push_back({s.turn, p.name, "play", played.id, "played " + played.name});
    }
    settle(s, r);
    return r;
}

}  // namespace zref::paella
