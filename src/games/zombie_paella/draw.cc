// Drawing: the cards a player takes from the draw pile, one at a time.
// Treasures drawn go face up at once and are named; other cards stay hidden
// and are only counted. Discarding a discardable treasure and Alms are the
// actions that order draws.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/sections.h"

namespace zref::paella {

inline constexpr std::string_view kCreakyCartId = "creaky-cart";
inline constexpr std::string_view kBoozyBreakfastId = "boozy-breakfast";
inline constexpr int kBoozyBreakfastHand = 6;
inline constexpr int kAlmsHand = 3;

namespace {

// Whether the pending order is met by the cards drawn so far.
bool order_met(const GameState& s, const DrawOrder& d) {
    if (d.until_hand > 0) return s.table.players[static_cast<std::size_t>(d.seat)].hand_size >= d.until_hand;
    return d.count <= 0;
}

}  // namespace

Result<Ruling> Game::on_draw(GameState& s, const Command& c) const {
    const GameData& b = book();
    std::size_t i = 0;
    int seat = s.await == Await::Draw ? s.draws.front().seat : s.effect_actor;
    if (!c.args.empty() && names_player(s, c.args[0])) {
        const int named = *find_player(s, c.args[0]);
        if (s.await == Await::Draw && named != seat)
            return fail(s.seating.name(seat) + " is the one drawing now, not " + s.seating.name(named));
        seat = named;
        i = 1;
    }
    // The cards drawn, in order: a count of hidden cards, or a treasure by name.
    std::vector<std::string> items;
    for (; i < c.args.size(); ++i) {
        if (auto n = parse_number<int>(c.args[i])) {
            if (*n < 1 || *n > 20) return fail("'" + c.args[i] + "' is not a number of cards to draw: 1 to 20");
            for (int k = 0; k < *n; ++k) items.emplace_back();
            continue;
        }
        auto card = find_card(b, c.args[i]);
        if (!card) return fail(card.error());
        if (!is_treasure((*card)->kind))
            return fail((*card)->name + " is a " + std::string(kind_name((*card)->kind)) +
                        " card: drawn, it stays hidden in hand, so type 'draw' without its name");
        if ((*card)->id == b.saffron_id) return fail("Saffron is never in the draw pile: it goes to the first hand of ten");
        items.push_back((*card)->id);
    }
    if (items.empty()) items.emplace_back();
    auto& p = s.table.players[static_cast<std::size_t>(seat)];
    std::vector<std::string> treasures;
    int hidden = 0;
    Ruling r;
    for (std::size_t k = 0; k < items.size(); ++k) {
        if (s.await == Await::Draw && order_met(s, s.draws.front()))
            return fail(p.name + " draws no more now: " + counted(static_cast<long long>(items.size() - k), "card is", "cards are") +
                        " too many");
        if (s.table.draw_pile <= 0) return fail("the draw pile is empty");
        const std::string& id = items[k];
        if (!id.empty()) {
            const CardInfo* card = b.card(id);
            if (card->kind == CardKind::ingredient)
                for (const auto& other : s.table.players)
                    if (other.holds(id)) return fail("there is one " + card->name + " and " + other.name + " has it");
            add_treasure(p, *card);
            treasures.push_back(id);
        } else {
            p.hand_size += 1;
            ++hidden;
        }
        s.table.draw_pile -= 1;
        if (s.await == Await::Draw && s.draws.front().until_hand == 0) s.draws.front().count -= 1;
        if (s.table.draw_pile == 0) {
            if (k + 1 < items.size()) return fail("the draw pile ran out after " + counted(static_cast<long long>(k + 1), "card", "cards"));
            break;
        }
    }
    std::vector<std::string> parts;
    if (hidden > 0) parts.push_back(counted(hidden, "card", "cards"));
    if (!treasures.empty()) parts.push_back(card_names(b, treasures) + " (face up into the collection)");
    r.headline = p.name + " draws " + join(parts, " and ") + "; " + counted(p.hand_size, "card", "cards") + " in hand, " +
                 counted(s.table.draw_pile, "card", "cards") + " left in the pile";
    if (!treasures.empty()) r.because("a treasure gained goes face up into the collection at once; it is not an action", "Treasure cards");
    s.events.push_back({s.turn, p.name, "draw", treasures.empty() ? "" : treasures.front(), "drew " + join(parts, " and ")});
    std::vector<std::string> canonical{p.name};
    for (const auto& id : items) canonical.push_back(id.empty() ? "1" : id);
    // Hidden cards in a row are written as one count: "draw Ana 2 tomato".
    std::vector<std::string> merged{p.name};
    int run = 0;
    for (std::size_t k = 1; k < canonical.size(); ++k) {
        if (canonical[k] == "1") {
            ++run;
            continue;
        }
        if (run) merged.push_back(std::to_string(run));
        run = 0;
        merged.push_back(canonical[k]);
    }
    if (run) merged.push_back(std::to_string(run));
    r.canonical = Command{"draw", merged}.to_line();
    if (s.await == Await::Draw) {
        if (order_met(s, s.draws.front()) || s.table.draw_pile == 0) {
            s.draws.erase(s.draws.begin());
            if (s.draws.empty()) s.await = s.after_effect_draws ? Await::Effect : Await::Action;
            s.after_effect_draws = false;
        } else if (s.draws.front().until_hand > 0) {
            r.notices.push_back(p.name + " draws on: " + std::to_string(p.hand_size) + " of " +
                                std::to_string(s.draws.front().until_hand) + " in hand");
        } else {
            r.notices.push_back(counted(s.draws.front().count, "card", "cards") + " still to draw");
        }
    }
    settle(s, r);
    return r;
}

Result<Ruling> Game::on_discard(GameState& s, const Command& c) const {
    if (c.args.empty() || c.args.size() > 2) return fail("discard takes a discardable treasure of yours: discard stinky-sandals");
    const GameData& b = book();
    auto card = owned_treasure(s, b, s.current, c.args[0]);
    if (!card) return fail(card.error());
    const CardInfo& info = **card;
    if (info.kind != CardKind::discardable)
        return fail(info.name + " is " + (info.kind == CardKind::ingredient ? "an ingredient" : "a permanent effect") +
                    ": only discardable treasures are thrown away to draw");
    auto& p = s.table.players[static_cast<std::size_t>(s.current)];
    DrawOrder order{s.current, 0, 0, info.name};
    bool more_effect = false;
    if (info.id == kBoozyBreakfastId) {
        order.until_hand = kBoozyBreakfastHand;
    } else if (info.draws) {
        order.count = *info.draws;
        if (c.args.size() == 2) return fail(info.name + " draws " + std::to_string(*info.draws) + " cards: discard " + info.id);
    } else {
        if (c.args.size() != 2)
            return fail(info.name + "'s draws depend on the card: give how many it draws here, 0 to 6: discard " + info.id + " 2");
        auto n = parse_count(c.args[1], 0, 6, "number of cards drawn");
        if (!n) return fail(n.error());
        order.count = *n;
        more_effect = true;  // its other powers, if any, are typed as moves
    }
    Ruling r;
    if (order.until_hand == 0 && p.holds(std::string(kCreakyCartId))) {
        order.count += 1;
        r.because(p.name + " holds the Creaky Cart: one card more", "FAQ: Creaky Cart");
    }
    spend_action(s);
    bury_treasure(s, s.current, info.id);
    r.canonical = Command{"discard", c.args.size() == 2 ? std::vector<std::string>{info.id, c.args[1]}
                                                        : std::vector<std::string>{info.id}}.to_line();
    r.headline = p.name + " discards " + info.name + (order.until_hand ? " and draws until " + std::to_string(order.until_hand) + " cards are in hand"
                                                                       : " and draws " + counted(order.count, "card", "cards"));
    r.because("a discardable treasure is thrown away to draw the cards it shows", "Discardable treasures");
    s.events.push_back({s.turn, p.name, "discard", info.id, "discarded " + info.name});
    const bool draws_now = order.until_hand ? p.hand_size < order.until_hand : order.count > 0;
    if (draws_now && s.table.draw_pile > 0) {
        s.draws.push_back(order);
        s.await = Await::Draw;
        s.after_effect_draws = more_effect;
    } else if (more_effect) {
        s.await = Await::Effect;
    }
    if (more_effect) {
        s.effect_actor = s.current;
        s.effect_card = info.name;
        s.effect_card_id = info.id;
        r.notices.push_back("any other power of " + info.name + " is typed as moves after the draws, then done");
    }
    settle(s, r);
    return r;
}

Result<Ruling> Game::on_alms(GameState& s, const Command& c) const {
    auto& p = s.table.players[static_cast<std::size_t>(s.current)];
    if (s.table.draw_pile <= 0) return fail("the draw pile is empty");
    DrawOrder order{s.current, 1, 0, "Alms"};
    Ruling r;
    if (!c.args.empty()) {
        if (c.args.size() != 1 || !(c.args[0] == "3" || iequals(c.args[0], "up")))
            return fail("alms draws one card, or 'alms 3' draws until three are in hand");
        if (p.hand_size >= kAlmsHand)
            return fail(p.name + " holds " + counted(p.hand_size, "card", "cards") + " already: 'alms' draws one");
        order = {s.current, 0, kAlmsHand, "Alms"};
    }
    spend_action(s);
    r.canonical = order.until_hand ? "alms 3" : "alms";
    r.headline = p.name + " takes Alms: " + (order.until_hand ? "draws until three cards are in hand" : "draws one card");
    r.because(order.until_hand ? "Alms: draw one card at a time until three are in hand; treasures drawn do not count"
                               : "Alms: draw one card",
              "During your turn");
    s.events.push_back({s.turn, p.name, "alms", "", order.until_hand ? "alms up to 3" : "alms"});
    s.draws.push_back(order);
    s.await = Await::Draw;
    settle(s, r);
    return r;
}

}  // namespace zref::paella
