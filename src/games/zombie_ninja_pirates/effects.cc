#include "games/zombie_ninja_pirates/effects.h"

#include <algorithm>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

Result<UseArgs> read_use_args(const GameState& s, const GameData& b, const Command& c, std::size_t from) {
    UseArgs a;
    for (std::size_t i = from; i < c.args.size(); ++i) {
        const std::string& w = c.args[i];
        if (is_end_game_word(w)) {
            a.end_game = true;
        } else if (is_type_word(b, w)) {
            if (a.type) return fail("one Type at a time: '" + *a.type + "' and '" + w + "'");
            auto t = find_type(b, s.combined, w);
            if (!t) return fail(t.error());
            a.type = *t;
        } else if (names_player(s, w) || (!b.card(w) && s.seating.find(w))) {
            if (a.target) return fail("one player at a time: '" + w + "' is a second");
            a.target = *s.seating.find(w);
        } else {
            if (a.object_word) return fail("'" + w + "' is neither a player, a Type nor the only Object named");
            a.object_word = w;
        }
    }
    return a;
}

Status apply_effect(GameState& s, const GameData& b, const CardInfo& k, int user, const UseArgs& args,
                    std::vector<std::string>& words, std::string& said, Ruling& r) {
    const auto need_target = [&](bool others_only) -> Result<int> {
        if (!args.target) return fail(k.name + " is used on a player: use " + k.id + " Ben ...");
        if (others_only && *args.target == user) return fail(k.name + " is used on another player");
        return *args.target;
    };
    auto& me = player(s, user);
    switch (k.effect) {
        case Effect::none: break;
        case Effect::remove_type: {
            auto t = need_target(false);
            if (!t) return fail(t.error());
            auto& victim = player(s, *t);
            const auto removes = k.removes_in(s.combined);
            const bool pair = std::find(removes.begin(), removes.end(), kOppositePair) != removes.end();
            std::vector<std::string> can;
            for (const auto& held : victim.types) {
                const bool listed = std::find(removes.begin(), removes.end(), held) != removes.end();
                const bool in_pair = pair && !b.opposite(held).empty() && holds_type(victim, b.opposite(held));
                if (listed || in_pair) can.push_back(held);
            }
            if (can.empty())
                return fail(victim.name + " is not " + (pair ? "both Types of an opposite pair" : "a " + type_list_text(b, removes)) +
                            ": " + k.name + " has nothing to take");
            std::string gone;
            if (args.type) {
                if (std::find(can.begin(), can.end(), *args.type) == can.end())
                    return fail(k.name + " takes " + type_list_text(b, can) + " from " + victim.name + ", not a " + b.type_name(*args.type));
                gone = *args.type;
            } else if (can.size() == 1) {
                gone = can.front();
            } else {
                return fail(k.name + " takes one Type of " + type_list_text(b, can, " and ") + " from " + victim.name +
                            ": name it, e.g. use " + k.id + " " + victim.name + " " + can.front());
            }
            remove_one(victim.types, gone);
            s.discards += 1;
            words.push_back(victim.name);
            words.push_back(gone);
            said = victim.name + " loses the " + b.type_name(gone) + " Type; the Objects stay in the Chest";
            r.because(k.name + " takes a Type, not the Objects that scored for it: they now lie for the Types left",
                      std::string(k.id == "dishonor" ? sec::FaqDishonor : sec::TypeCards));
            if (k.id == "cure" || k.id == "witchs-brew")
                if (s.combined) r.because("Cure and Witch's Brew take a Zombie or a Vampire, one of the two", std::string(sec::Combined));
            if (pair) r.because("Internal Conflict works on a player who is both Types of any opposite pair (our reading: internal-conflict-pair)", std::string(sec::Combined));
            break;
        }
        case Effect::give_object: {
            auto t = need_target(true);
            if (!t) return fail(t.error());
            if (!args.object_word) return fail(k.name + " names the Object given: use " + k.id + " " + player(s, *t).name + " OBJECT");
            auto obj = chest_object(s, b, user, *args.object_word);
            if (!obj) return fail(obj.error());
            remove_one(me.chest, *obj);
            player(s, *t).chest.push_back(*obj);
            words.push_back(player(s, *t).name);
            words.push_back(*obj);
            said = me.name + " gives " + card_name(b, *obj) + " to " + player(s, *t).name + "'s Chest";
            break;
        }
        case Effect::discard_object:
        case Effect::steal_object: {
            const bool steal = k.effect == Effect::steal_object;
            auto t = need_target(steal);
            if (!t) return fail(t.error());
            if (!args.object_word)
                return fail(k.name + " names the Object: use " + k.id + " " + player(s, *t).name + " OBJECT (" + me.name + " chooses)");
            auto obj = chest_object(s, b, *t, *args.object_word);
            if (!obj) return fail(obj.error());
            if (steal) {
                const auto needs = k.steal_needs_in(s.combined);
                if (!needs.empty() && std::none_of(needs.begin(), needs.end(), [&](const std::string& n) { return holds_type(me, n); }))
                    return fail(k.name + "'s stealing works only for a " + type_list_text(b, needs));
            }
            auto& victim = player(s, *t);
            remove_one(victim.chest, *obj);
            if (steal) me.chest.push_back(*obj);
            else s.discards += 1;
            words.push_back(victim.name);
            words.push_back(*obj);
            said = steal ? me.name + " takes " + card_name(b, *obj) + " from " + victim.name + "'s Chest"
                         : victim.name + " discards " + card_name(b, *obj) + " from the Chest, " + me.name + "'s choice";
            if (!steal) {
                r.because("the player who uses Butterfingers picks the Object", std::string(sec::FaqButterfingersChoice));
                if (*t == user) r.because("Butterfingers may be played on any player, its user included", std::string(sec::FaqButterfingersSelf));
            }
            break;
        }
        case Effect::draw: break;
        case Effect::reset: {
            if (s.deck) {
                s.pile += s.discards;
                s.reset_on_top += s.discards;
            }
            said = counted(s.discards, "discarded card is", "discarded cards are") + " shuffled onto the top of the draw pile";
            s.discards = 0;
            if (s.lightning || s.lightning_pending)
                r.because("Reset only shuffles the discards back: the lightning round, begun when the END GAME was shown, goes on",
                          std::string(sec::FaqReset));
            if (s.combined) r.warnings.push_back("the rulebook suggests playing the combined game without Reset");
            break;
        }
        case Effect::moves: break;
    }
    return Ok{};
}

}  // namespace zref::znp
