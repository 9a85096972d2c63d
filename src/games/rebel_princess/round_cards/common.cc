#include "games/rebel_princess/round_cards/common.h"

#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"

namespace zref::rp {

std::uint8_t suit_by_id(const GameData& data, std::string_view id) {
    for (std::size_t i = 0; i < data.suits.size(); ++i)
        if (data.suits[i].id == id) return static_cast<std::uint8_t>(i);
    // The data loader reads these four suits; a copy without one is no Rebel Princess deck.
    return static_cast<std::uint8_t>(data.suits.size());
}

const std::string& card_section(const TrickView& v) { return round_card_of(v.data, v.state).name; }

std::string played(const TrickView& v, const tt::Play& p) {
    return concat({v.state.seating.name(p.seat), "'s ", v.codec.name(p.card)});
}

Reason cannot_win(const TrickView& v, const tt::Play& p, std::string_view why) {
    return {concat({played(v, p), " cannot win: ", why}), card_section(v)};
}

tt::TrickVerdict led_suit_verdict(const TrickView& v, tt::Ranking ranking, std::string_view why, bool explain) {
    const std::string& section = card_section(v);
    auto verdict = tt::ranked_verdict(v.plays, v.codec, v.state.seating, tt::RuleSections{section, section}, ranking, explain);
    if (explain) verdict.reasons.front().text += concat({" (", why, ")"});
    return verdict;
}

namespace {

std::string listed_codes(const tt::CardCodec& codec, const std::vector<tt::Card>& cards) {
    std::vector<std::string> out;
    for (auto c : cards) out.push_back(codec.code(c));
    return join(out, " ");
}

bool listed(const std::vector<tt::Card>& cards, tt::Card c) { return std::find(cards.begin(), cards.end(), c) != cards.end(); }

}  // namespace

std::vector<tt::Card> untyped_princes_and_frog(const GameData& data, const GameState& s) {
    const tt::CardCodec& codec = data.codec(s.seating.size());
    const auto& typed = s.round.card_state.unseen_taken;
    std::vector<tt::Card> out;
    for (auto c : codec.deck()) {
        if ((c.suit != data.princes && !(c == data.frog)) || s.round.was_played(codec, c)) continue;
        if (std::none_of(typed.begin(), typed.end(), [&](const auto& t) { return t && listed(*t, c); })) out.push_back(c);
    }
    return out;
}

std::optional<PendingEntry> unseen_pending(const GameData& data, const GameState& s, UnseenTaken u, const std::vector<int>& room) {
    const auto& typed = s.round.card_state.unseen_taken;
    int next = -1, missing = 0;
    for (int k = 0, seat = s.round.start; k < s.seating.size(); ++k, seat = s.seating.left(seat))
        if (room[static_cast<std::size_t>(seat)] > 0 && !typed[static_cast<std::size_t>(seat)]) {
            if (next < 0) next = seat;
            ++missing;
        }
    if (next < 0) return std::nullopt;
    const std::string name = s.seating.name(next), verb(u.verb);
    const auto left = untyped_princes_and_frog(data, s);
    const std::string rest = left.empty() ? "none" : listed_codes(data.codec(s.seating.size()), left);
    const std::string what = concat({"the Princes and the Frog among ", name, "'s ", u.what});
    if (missing == 1)
        return PendingEntry{next, concat({what, ": the ones left, ", rest, " ('", verb, " ", name, " ", rest, "')"}),
                            {concat({verb, " ", name, " ", rest})}};
    return PendingEntry{next, concat({what, " ('", verb, " ", name, " CARDS' or '", verb, " ", name, " none'; still out: ", rest, ")"}),
                        {concat({verb, " ", name, " ", left.empty() ? "none" : data.codec(s.seating.size()).code(left.front())}),
                         concat({verb, " ", name, " none"})}};
}

Result<Ruling> enter_unseen(const GameData& data, GameState& s, const Command& c, UnseenTaken u, const std::vector<int>& room) {
    const tt::CardCodec& codec = data.codec(s.seating.size());
    const std::string verb(u.verb), what(u.what);
    if (c.args.size() < 2)
        return fail(concat({verb, ": give the player and the Princes and the Frog among her ", what, ", e.g. '", verb,
                            " Ana pr3 p8', or '", verb, " Ana none'"}));
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto at = static_cast<std::size_t>(*seat);
    const std::string name = s.seating.name(*seat);
    auto& typed = s.round.card_state.unseen_taken;
    if (room[at] == 0) return fail(concat({name, " has no ", what, " to type"}));
    if (typed[at]) return fail(concat({name, "'s ", what, " are already typed"}));
    std::vector<tt::Card> cards;
    if (!(c.args.size() == 2 && iequals(c.args[1], "none")))
        for (std::size_t i = 1; i < c.args.size(); ++i) {
            auto card = codec.parse(c.args[i]);
            if (!card) return fail(card.error());
            if (card->suit != data.princes && !(*card == data.frog))
                return fail(codec.name(*card) + " costs nothing: type only the Princes and the Frog");
            if (s.round.was_played(codec, *card)) return fail(codec.name(*card) + " was played in a trick this round");
            if (listed(cards, *card)) return fail(codec.name(*card) + " is named twice");
            for (std::size_t other = 0; other < typed.size(); ++other)
                if (typed[other] && listed(*typed[other], *card))
                    return fail(concat({codec.name(*card), " is among ", s.seating.name(static_cast<int>(other)), "'s ", what}));
            cards.push_back(*card);
        }
    if (static_cast<int>(cards.size()) > room[at])
        return fail(concat({name, " has only ", std::to_string(room[at]), " cards among her ", what}));
    bool last = true;
    for (std::size_t other = 0; other < typed.size(); ++other) last = last && (other == at || room[other] == 0 || typed[other]);
    if (last) {
        // Every unplayed card lies among these unseen ones, so the last player's are what is left.
        const auto left = untyped_princes_and_frog(data, s);
        const bool same = left.size() == cards.size() && std::all_of(cards.begin(), cards.end(), [&](tt::Card x) { return listed(left, x); });
        if (!same)
            return fail(concat({name, " is the last to type: the Princes and the Frog still out are ",
                                left.empty() ? "none" : listed_codes(codec, left), ", so they are hers ('", verb, " ", name, " ",
                                left.empty() ? "none" : listed_codes(codec, left), "'); 'undo' an earlier line that was wrong"}));
    }
    typed[at] = cards;
    Ruling r;
    std::vector<std::string> names;
    for (auto card : cards) names.push_back(codec.name(card));
    r.headline = concat({name, "'s ", what, ": ", names.empty() ? std::string("no Prince and no Frog") : join(names, ", ")});
    return r;
}

void add_unseen(ScoreView& v) {
    const auto& typed = v.state.round.card_state.unseen_taken;
    for (std::size_t seat = 0; seat < typed.size() && seat < v.taken.size(); ++seat)
        if (typed[seat]) v.taken[seat].insert(v.taken[seat].end(), typed[seat]->begin(), typed[seat]->end());
}

std::optional<ReceiptLine> unseen_line(const ScoreView& v, int seat, UnseenTaken u) {
    const auto& typed = v.state.round.card_state.unseen_taken;
    const auto at = static_cast<std::size_t>(seat);
    if (at >= typed.size() || !typed[at] || typed[at]->empty()) return std::nullopt;
    std::vector<std::string> names;
    for (auto card : *typed[at]) names.push_back(v.codec.name(card));
    return ReceiptLine{concat({"among the ", u.what, ": ", join(names, ", ")}), 0, round_card_of(v.data, v.state).name};
}

}  // namespace zref::rp
