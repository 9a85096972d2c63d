#include "games/bowling_for_zombies/sheet.h"

#include "games/bowling_for_zombies/game.h"

namespace zref::bfz {

std::string fate_name(Fate f) {
    switch (f) {
        case Fate::Out: return "out";
        case Fate::Ripped: return "ripped";
        case Fate::Wandered: return "strongest";
        case Fate::Bowls: return "bowled";
    }
    return "?";
}

ScoreSheet build_sheet(const GameState& s, const GameData& data) {
    ScoreSheet sheet;
    sheet.game = data.name;
    const VariantInfo* v = data.variant(s.setup.variant);
    sheet.variant = v ? v->name : "";
    sheet.rounds = s.rounds;
    sheet.necromancers = s.seating.names();
    for (const auto& res : s.results) {
        SheetRound row;
        row.number = res.number;
        row.lanes = res.lanes;
        row.phantom = res.phantom;
        row.discarded = res.discarded;
        for (const auto& sr : res.seats) {
            SheetCell cell;
            cell.played = sr.reveal ? reveal_text(*sr.reveal) : "";
            cell.fate = fate_name(sr.fate);
            cell.cards = sr.cards;
            cell.events = sr.events;
            cell.score = sr.score;
            cell.total = sr.total;
            cell.note = sr.note;
            row.cells.push_back(std::move(cell));
        }
        sheet.rounds_played.push_back(std::move(row));
    }
    if (s.phase != Phase::Setup) sheet.standing = standings(s);
    sheet.game_over = s.phase == Phase::GameOver;
    sheet.end_reason = s.end_reason;
    return sheet;
}

}  // namespace zref::bfz
