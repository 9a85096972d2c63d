// The cards of a turn: an Object played into a Chest, a card used from hand
// or an Object used from the Chest, with the Type it brings down and what it
// does from the fixed list of effects. Each is checked against the turn's
// order and counts and against the Types and Chests before anything moves.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_ninja_pirates/effects.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

namespace {

Status object_described(const GameData& b, const CardInfo& card, bool combined) {
    for (const auto& sc : card.scores_in(combined))
        if (!sc.points)
            return fail(card.name + "'s points for a " + b.type_name(sc.type) +
                        " are not in the rulebook: describe them once before it goes into a Chest: card " + card.id + " " +
                        sc.type + " POINTS");
    return Ok{};
}

std::string lies_text(const GameData& b, const CardInfo& card, const PlayerState& owner, bool combined) {
    const ObjectValue v = value_of(b, card, owner.types, combined);
    return std::string(orientation_name(v.orientation)) + " (" + (v.points > 0 ? "+" : "") + std::to_string(v.points) + ": " + v.why + ")";
}

}  // namespace

Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    const GameData& b = book_of(s);
    auto& me = player(s, s.current);
    if (c.args.empty() || c.args.size() > 2) return fail("play takes an Object and, for another's Chest, a player: play brains Ben");
    if (s.step == Step::Chest && s.hand_plays >= plays_allowed(s))
        return fail(me.name + " has played " + counted(s.hand_plays, "card", "cards") + " from hand this turn, the most allowed" +
                    (s.combined && s.end_games_drawn == 0 ? " (two only after the first END GAME)" : ""));
    if (!s.lightning && s.chest_uses > 0) return fail("cards from hand come before the Object used from the Chest");
    if (s.step == Step::Discard) return fail("cards from hand come before the discards");
    auto card = find_card(b, c.args[0]);
    if (!card) return fail(card.error());
    const CardInfo& k = **card;
    if (k.kind == CardKind::type)
        return fail("a Type card never comes down alone: use a card that allows it, e.g. use boat " + k.id + "  [" +
                    std::string(sec::FaqTypeAlone) + "]");
    if (k.kind == CardKind::action) return fail(k.name + " is an Action: it is used, not put in a Chest: use " + k.id + " ...");
    if (k.kind == CardKind::end_game) return fail("the END GAME is shown when drawn: draw end-game");
    if (k.combined_only && !s.combined) return fail(k.name + " belongs to the Vampire Werewolf Fairies deck: combined game only");
    if (auto ok = object_described(b, k, s.combined); !ok) return fail(ok.error());
    int target = s.current;
    if (c.args.size() == 2) {
        auto t = find_player(s, c.args[1]);
        if (!t) return fail(t.error());
        target = *t;
    }
    if (me.hand < 1) return fail(me.name + " has no card in hand");
    me.hand -= 1;
    auto& owner = player(s, target);
    owner.chest.push_back(k.id);
    s.hand_plays += 1;
    if (!s.lightning) s.step = Step::Chest;
    Ruling r;
    r.canonical = target == s.current ? Command{"play", {k.id}}.to_line() : Command{"play", {k.id, owner.name}}.to_line();
    r.headline = me.name + " puts " + k.name + " into " + (target == s.current ? "their own" : owner.name + "'s") +
                 " Chest: it lies " + lies_text(b, k, owner, s.combined);
    r.because("an Object goes into any Chest, its owner's Types or not, and lies by what it is worth to them",
              std::string(sec::ObjectCards));
    s.events.push_back({s.turn, me.name, "play", k.id, r.headline});
    return r;
}

Result<Ruling> Game::on_use(GameState& s, const Command& c) const {
    const GameData& b = book_of(s);
    const int user = s.current;
    auto& me = player(s, user);
    const bool from_chest = !c.args.empty() && iequals(c.args[0], "chest");
    const std::size_t card_at = from_chest ? 1 : 0;
    if (c.args.size() <= card_at) return fail(from_chest ? "use chest takes an Object of your Chest: use chest sensei ninja"
                                                         : "use takes a card and what it needs: use boat ninja, use dishonor Ben");
    // The turn's order and counts.
    if (!s.lightning) {
        if (from_chest && s.step == Step::Hand)
            return fail(me.name + " plays a card from hand first; the Chest's Object comes after  [" + std::string(sec::FaqHandFirst) + "]");
        if (from_chest && s.chest_uses >= data_->uses_from_chest)
            return fail(me.name + " has used an Object from the Chest this turn already: one a turn");
        if (from_chest && s.step == Step::Discard) return fail("the Chest's Object comes before the discards");
        if (!from_chest && s.chest_uses > 0) return fail("cards from hand come before the Object used from the Chest");
        if (!from_chest && s.step == Step::Discard) return fail("cards from hand come before the discards");
        if (!from_chest && s.step == Step::Chest && s.hand_plays >= plays_allowed(s))
            return fail(me.name + " has played " + counted(s.hand_plays, "card", "cards") + " from hand this turn, the most allowed" +
                        (s.combined && s.end_games_drawn == 0 ? " (two only after the first END GAME)" : ""));
    }
    std::string id;
    if (from_chest) {
        auto obj = chest_object(s, b, user, c.args[card_at]);
        if (!obj) return fail(obj.error());
        id = *obj;
    } else {
        auto card = find_card(b, c.args[card_at]);
        if (!card) return fail(card.error());
        id = (*card)->id;
    }
    const CardInfo* found = b.card(id);
    if (!found) return fail("no card '" + id + "'");
    const CardInfo& k = *found;
    if (k.kind == CardKind::type)
        return fail("a Type card never comes down alone: use a card that allows it, e.g. use boat " + k.id + "  [" +
                    std::string(sec::FaqTypeAlone) + "]");
    if (k.kind == CardKind::end_game) return fail("the END GAME is shown when drawn: draw end-game");
    if (k.combined_only && !s.combined) return fail(k.name + " belongs to the Vampire Werewolf Fairies deck: combined game only");
    if (k.kind == CardKind::object && !k.usable())
        return fail(k.name + " is an Object with nothing to use: play it into a Chest (play " + k.id + ")");
    auto args = read_use_args(s, b, c, card_at + 1);
    if (!args) return fail(args.error());
    const auto becomes = k.becomes_in(s.combined);
    const bool becoming = args->type && k.effect != Effect::remove_type;
    int hand_needed = (from_chest ? 0 : 1) + (becoming ? 1 : 0);
    Ruling r;
    std::vector<std::string> words;
    if (from_chest) words.emplace_back("chest");
    words.push_back(k.id);
    std::string said;

    // The Type it brings down, in front of its user.
    if (becoming) {
        const std::string& t = *args->type;
        if (std::find(becomes.begin(), becomes.end(), t) == becomes.end())
            return fail(becomes.empty() ? k.name + " brings down no Type"
                                        : k.name + " lets its user become a " + type_list_text(b, becomes) + ", not a " + b.type_name(t));
        if (holds_type(me, t))
            return fail(me.name + " is a " + b.type_name(t) + " already: no second card of a Type, and no second five points  [" +
                        std::string(sec::FaqDoubleType) + "]");
        words.push_back(t);
    } else if (k.effect == Effect::none && !becomes.empty()) {
        return fail("name the Type " + k.name + " brings down: use " + std::string(from_chest ? "chest " : "") + k.id + " " + becomes.front());
    }
    if (me.hand < hand_needed)
        return fail(me.name + " holds " + counted(me.hand, "card", "cards") + "; this takes " + counted(hand_needed, "card", "cards") +
                    " from hand" + (becoming ? " (the card and the Type card)" : ""));
    if (becoming && args->target && k.effect == Effect::none)
        return fail(k.name + " makes its user the Type: it takes no player");

    // What it does (effects.cc); the draw waits until the card has left.
    if (k.effect != Effect::draw && k.effect != Effect::moves)
        if (auto done = apply_effect(s, b, k, user, *args, words, said, r); !done) return fail(done.error());
    const int drawn = k.effect == Effect::draw ? k.draws : 0;
    if (args->object_word && k.effect != Effect::discard_object && k.effect != Effect::steal_object && k.effect != Effect::give_object)
        return fail("'" + *args->object_word + "' is neither a player nor a Type, and " + k.name + " names no Object");
    if (args->target && (k.effect == Effect::none || k.effect == Effect::draw || k.effect == Effect::reset))
        return fail(k.name + " is not used on a player");
    if (args->end_game && k.effect != Effect::draw) return fail("end-game follows a card that draws");

    // The card leaves, the Type comes down, the turn's counts move on.
    if (from_chest) remove_one(me.chest, k.id);
    else me.hand -= 1;
    s.discards += 1;
    if (becoming) {
        me.types.push_back(*args->type);
        me.hand -= 1;
        said = (said.empty() ? "" : said + "; ") + me.name + " becomes a " + b.type_name(*args->type) + " (+" +
               std::to_string(data_->points_per_type) + ")";
        r.because("a Type card comes down only with a card that allows it, both from the user's hand (our reading: type-goes-to-user)", std::string(sec::TypeCards));
    }
    if (k.effect == Effect::draw) {
        if (auto ok = draw_cards(s, user, drawn, args->end_game, r); !ok) return fail(ok.error());
        if (args->end_game) words.emplace_back("end-game");
        said = (said.empty() ? "" : said + "; ") + me.name + " draws " + counted(drawn, "card", "cards");
    }
    if (from_chest) s.chest_uses += 1;
    else s.hand_plays += 1;
    if (!s.lightning) s.step = from_chest ? Step::Discard : Step::Chest;
    if (k.effect == Effect::moves) {
        s.after_moves = s.step;
        s.step = Step::Moves;
        s.moves_actor = user;
        s.moves_card = k.name;
        if (args->target) words.push_back(player(s, *args->target).name);
        const auto needs = k.steal_needs_in(s.combined);
        const bool can_steal =
            needs.empty() || std::any_of(needs.begin(), needs.end(), [&](const std::string& n) { return holds_type(me, n); });
        r.notices.push_back("type what " + k.name + " did (take, give, trash, lose, pass, drop, draw), then done");
        if (!can_steal) r.warnings.push_back(k.name + "'s stealing works only for a " + type_list_text(b, needs) + ", which " + me.name + " is not: only its other parts count");
    }
    r.canonical = Command{"use", words}.to_line();
    r.headline = me.name + " uses " + k.name + (from_chest ? " from the Chest" : "") + (said.empty() ? "" : ": " + said);
    r.because(std::string(from_chest ? "an Object may be used from the Chest once a turn, then discarded"
                                     : k.kind == CardKind::object ? "an Object used from hand counts as the card from hand and is discarded"
                                                                  : "an Action is used from hand and discarded"),
              std::string(from_chest || k.kind == CardKind::object ? sec::ObjectCards : sec::ActionCards));
    s.events.push_back({s.turn, me.name, from_chest ? "chest" : "use", k.id, r.headline});
    return r;
}

}  // namespace zref::znp
