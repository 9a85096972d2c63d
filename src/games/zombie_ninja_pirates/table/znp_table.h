// Zombie Ninja Pirates at the table session: the Table adapter over
// znp::Referee (the same Session, journal and line editor as every game).
#pragma once
#include "core/table.h"
#include "games/zombie_ninja_pirates/referee.h"

namespace zref::znp {

class ZnpTable : public RefereeTable<znp::Referee> {
public:
    using RefereeTable::RefereeTable;
    std::string waiting() const override;
    std::vector<std::string> examples() const override;
    std::vector<std::string> verbs_now() const override;
    std::string notation() const override;
    std::string prompt(const Style& style) const override;
    // The entry the facts force, offered only when the game accepts it:
    // 'draw' once no discard or Chest use is left, 'redraw' with an empty
    // hand, 'done' after a card's moves, 'end' for a lightning turn with
    // nothing left to put down.
    std::string inferred_line() const override;
    // The last ruling shows every Chest itemised, then the sheet.
    std::string ruling(const Ruling& r) const override;
    std::string why(const Ruling& r) const override;
    std::string why_item(int n) const override;
    std::string item_word() const override { return "turn"; }
    // `receipt [N]`: every Chest itemised as it lies, or as it lay at the end of turn N.
    std::string receipt(int turn) const override;
    std::string status() const override;
    std::string sheet() const override;
    std::vector<std::pair<std::string, std::string>> sheet_facts() const override;
    std::vector<std::string> complete(const std::string& before, const std::string& prefix) const override;
    std::string highlight(const std::string& text, const Style& style) const override;
    bool over() const override;
    std::string replay_text() const override;
    Result<std::string> export_sheet(SheetFormat format, std::string_view source) const override;
    std::string players() const override;
    std::string standing() const override;
    std::string board_html() const override;  // board.cc
};

// Tab completion for a Zombie Ninja Pirates line (completion.cc): the verbs
// accepted now, player names, card ids by kind, Types, and what the named
// player's Chest or Types hold.
std::vector<std::string> znp_completion_candidates(const znp::Referee& referee, const std::string& line_before,
                                                   const std::string& prefix);

}  // namespace zref::znp
