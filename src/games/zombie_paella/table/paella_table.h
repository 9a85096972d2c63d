// The Zombie Paella at the table session: the Table adapter over
// paella::Referee (the same Session, journal and line editor as every game).
#pragma once
#include "core/table.h"
#include "games/zombie_paella/referee.h"

namespace zref::paella {

class PaellaTable : public RefereeTable<paella::Referee> {
public:
    using RefereeTable::RefereeTable;
    // Notes whether the line ended the game, so that only that ruling shows the whole sheet.
    Result<Ruling> apply(std::string_view line) override;
    std::string waiting() const override;
    std::vector<std::string> examples() const override;
    std::vector<std::string> verbs_now() const override;
    std::string notation() const override;
    std::string prompt(const Style& style) const override;
    // The entry a pause in a turn most often waits for: 'no block', 'fight',
    // 'done', or 'draw' of hidden cards; offered only when the game accepts it.
    std::string inferred_line() const override;
    std::string ruling(const Ruling& r) const override;
    std::string why(const Ruling& r) const override;
    std::string why_item(int n) const override;
    std::string item_word() const override { return "turn"; }
    // `receipt [N]`: turn N's events, the turn in play without N.
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

private:
    bool ended_now_ = false;  // the last line applied ended the game
};

// Tab completion for a Paella line (completion.cc): the verbs accepted now,
// player names, and card ids from the book, of the kind the verb takes.
std::vector<std::string> paella_completion_candidates(const paella::Referee& referee, const std::string& line_before,
                                                      const std::string& prefix);

}  // namespace zref::paella
