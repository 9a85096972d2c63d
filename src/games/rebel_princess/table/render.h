// Rebel Princess's words at the table: the prompt, a scored round's
// receipts, a trick's `why`, the status and the score sheet as text and JSON.
#pragma once
#include <string>

#include "core/style.h"
#include "games/rebel_princess/game.h"

namespace zref::rp {

// render.cc
// The letter the round's Round card carries in the first of the table's boxes that letters it; "" when none does.
std::string round_card_letter(const Game& g);
// "R2a": the round and its Round card's letter.
std::string round_label(const Game& g);
// "R1a t2 [Queens to follow: Ana q7 Ben q8] Cai plays> ", "R2a Cai requests> ".
std::string render_prompt(const Game& g, const Style& style);
// A line per player (the round's requests, the total, what they came from),
// shown when a round is scored; the full receipts are one command away.
std::string render_short_receipts(const Game& g, const RoundResult& result);
// Every line of every player's receipt for round `number` (1-based).
std::string render_receipt(const Game& g, int number);
// Trick `n` of the round in play (or of the last round, once it is scored).
std::string render_trick_why(const Game& g, int n);
// "Ana (12)", or "Ana (12), Ben (12)" for a shared win.
std::string winners_text(const Game& g);

// status.cc
std::string render_status(const Game& g);

// sheet_text.cc
// A column of the sheet: a player's, or in Team Mode a team's between its
// two members' (as the rulebook's team scoresheet has it).
struct SheetColumn {
    std::string name;
    bool team = false;
    int index = 0;  // the seat, or the team
    // The round's result and the running total after it; the total now.
    int score(const RoundResult& r) const { return (team ? r.team_scores : r.scores).at(static_cast<std::size_t>(index)); }
    int total(const RoundResult& r) const { return (team ? r.team_totals : r.totals).at(static_cast<std::size_t>(index)); }
    int total(const GameState& s) const {
        const auto& totals = team ? s.team_totals : s.totals;
        return totals.empty() ? 0 : totals.at(static_cast<std::size_t>(index));
    }
};
// The sheet's columns: the players in seat order, or per team its members around it.
std::vector<SheetColumn> sheet_columns(const GameState& s);
// The sheet: a row per round scored (requests and running total per
// player), rounds at 0 (the tie-break), the totals and the winner.
std::string render_sheet_text(const Game& g);
// A bar per player of the running totals, fewest first.
std::string render_standings_chart(const Game& g);
std::string render_sheet_json(const Game& g);

// A card as the table sees it: "Queen 7", or "Queen face down" for a lead
// still hidden (Wedding Surprise).
std::string card_text(const Game& g, tt::Card c);
std::string face_down_text(const Game& g, tt::Card c);

}  // namespace zref::rp
