// Zombie Ninja Pirates' score sheet: the game's history from the engine's
// events (turn, player, action, card, what happened), each player's points
// after every turn, then every Chest itemised as it lies and the ranking with
// its tie-breaks. Text and JSON are the game's own; CSV, Markdown and HTML
// come from the shared SheetModel.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/sheet_model.h"
#include "games/zombie_ninja_pirates/referee.h"

namespace zref::znp {

struct ZnpSheet {
    std::string game;
    std::vector<std::string> players;
    bool combined = false;
    std::optional<int> deck;
    int turns = 0;  // turns begun, lightning turns counted
    bool over = false;
    bool lightning = false;
    int end_games_drawn = 0;
    int end_game_cards = 1;
    std::vector<Event> events;  // as the engine recorded them, card names instead of ids
    // [turn - 1][seat]: points at the end of each turn, from a replay of the entries.
    std::vector<std::vector<int>> points_after;
    std::vector<std::string> turn_of;  // [turn - 1]: whose turn it was
    std::vector<bool> lightning_turn;  // [turn - 1]
    std::vector<Receipt> receipts;     // [seat]: every Chest as it lies now
    std::vector<int> hands;            // [seat]
    std::vector<Standing> standings;   // best first
    std::vector<Reason> ranking_reasons;
};

ZnpSheet build_znp_sheet(const Referee& ref);
// Every receipt at the end of turn N (a replay of the entries); empty when there is no such turn.
std::vector<Receipt> receipts_after_turn(const Referee& ref, int turn);
// "play Brains: ..." with the action and card before what happened.
std::string znp_event_line(const Event& e);
// One Chest, line by line: "  Zombie (Type)  upright  +5" ... and its total.
std::string receipt_text(const Receipt& r);
// The Type's name alone ("Zombie"), or the Object's name, for lists that say they are Types.
std::string line_name(const ReceiptLine& l);
// "15 points (2 Types, 2 Objects)".
std::string total_text(const Receipt& r);
// "Ana, Ben" for the players sharing first place.
std::vector<std::string> leaders(const ZnpSheet& sheet);

std::string render_znp_sheet_text(const ZnpSheet& sheet);
// Keys game, players, combined, deck, turns, over, events, chests, ranking.
std::string render_znp_sheet_json(const ZnpSheet& sheet);
// Per turn and player what they did and their points at the turn's end; the
// Chests as each shows them; the ranking by points, Types, then Objects.
SheetModel znp_sheet_model(const ZnpSheet& sheet);

}  // namespace zref::znp
