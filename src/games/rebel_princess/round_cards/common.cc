#include "games/rebel_princess/round_cards/common.h"

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

}  // namespace zref::rp
