// What several Round cards share: finding a suit by its id in the data, and
// wording a verdict under the card's own name.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

// The suit whose id in the data is `id` ("queens", "fairies", "pets").
std::uint8_t suit_by_id(const GameData& data, std::string_view id);

// The Round card's name: the section its reasons name.
const std::string& card_section(const TrickView& v);
// "Ana's Queen 7".
std::string played(const TrickView& v, const tt::Play& p);
// "Ana's Queen 7 cannot win: WHY", under the card's section.
Reason cannot_win(const TrickView& v, const tt::Play& p, std::string_view why);

// The highest (or, under `ranking`, lowest) card of the led suit takes the
// trick, reasoned as the basic rule does but under the card's section, with
// `why` added to the first reason: for a card that falls back on that rule.
tt::TrickVerdict led_suit_verdict(const TrickView& v, tt::Ranking ranking, std::string_view why, bool explain);

// Cards zref never sees that count as taken at the round's end (Wedding
// Gift's gifts, Late for a Very Important Date's last cards): each player
// who holds some types the Princes and the Frog among them ('VERB NAME
// CARDS' or 'VERB NAME none'), into RoundCardState::unseen_taken. `room`
// says, per seat, how many such cards she holds (0: nothing to type).
struct UnseenTaken {
    std::string_view verb;  // "gifts"
    std::string_view what;  // "the gifts she took"
};
// The unplayed Princes and Frog that nobody has typed yet.
std::vector<tt::Card> untyped_princes_and_frog(const GameData& data, const GameState& s);
// The next player, in seat order from the round's leader, who still has to
// type hers; the last is offered what is left.
std::optional<PendingEntry> unseen_pending(const GameData& data, const GameState& s, UnseenTaken u, const std::vector<int>& room);
// Rules one 'VERB NAME CARDS|none' line: only unplayed Princes and the Frog,
// none typed twice, at most `room` cards, and the last player exactly what is left.
Result<Ruling> enter_unseen(const GameData& data, GameState& s, const Command& c, UnseenTaken u, const std::vector<int>& room);
// The typed cards added to what each player took.
void add_unseen(ScoreView& v);
// The receipt line naming them ("among the gifts she took: Prince 1, the Frog").
std::optional<ReceiptLine> unseen_line(const ScoreView& v, int seat, UnseenTaken u);

}  // namespace zref::rp
