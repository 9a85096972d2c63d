// Scoring a round ("Scoring"): each player's requests from the cards they
// took, as the Round card prices them, with its own lines, then Rebel of the
// Ball; or, entered by results, the number each player's sheet shows.
// Pure: from the state to a RoundResult with an itemised receipt per player.
#pragma once
#include "games/rebel_princess/data.h"
#include "games/rebel_princess/round_rule.h"
#include "games/rebel_princess/state.h"

namespace zref::rp {

// What the cards each player took in this round's tricks are, for the rules,
// after the Round card has moved any tricks to other hands.
ScoreView score_view(const GameData& data, const GameState& s, const tt::CardCodec& codec);
// One player's receipt under `rule` (Rebel of the Ball applied when on).
Receipt score_player(const ScoreView& v, const RoundRule& rule, int seat, bool rebel_of_the_ball);
// The round played card by card, scored.
RoundResult score_round(const GameData& data, const GameState& s, const tt::CardCodec& codec);
// The round entered by results: one line per player, "as typed".
RoundResult requests_result(const GameData& data, const GameState& s);
// What a round's requests add up to under `rule` when its total is fixed:
// every card of the deck priced as taken (by seat 0, for a rule that asks).
std::optional<int> round_total(const GameData& data, const GameState& s, const tt::CardCodec& codec, const RoundRule& rule);

// A round entered by results: the last player's number when the facts force
// it (the Round card fixes the total, and Rebel of the Ball leaves no doubt).
std::optional<int> forced_last_requests(const GameData& data, const GameState& s, const tt::CardCodec& codec);

}  // namespace zref::rp
