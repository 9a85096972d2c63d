// Bowling for Zombies!!! at the table session: the Table adapter over
// bfz::Referee (the same Session, journal and line editor as Zombie Princess).
#pragma once
#include "core/table.h"
#include "games/bowling_for_zombies/referee.h"

namespace zref::bfz {

class BfzTable : public RefereeTable<bfz::Referee> {
public:
    using RefereeTable::RefereeTable;
    // A reveal typed with a Body Part but without above/below is refused,
    // naming both; Enter alone then takes it as above (inferred_line).
    Result<Ruling> apply(std::string_view line) override;
    Status replay_line(std::string_view line) override;
    Result<std::string> undo() override;
    Result<EditResult> edit(int number, std::string_view line) override;
    std::string inferred_line() const override { return part_above_; }
    std::string waiting() const override;
    std::vector<std::string> examples() const override;
    std::vector<std::string> verbs_now() const override;
    std::string notation() const override;
    std::string prompt(const Style& style) const override;
    std::string ruling(const Ruling& r) const override;
    std::string why(const Ruling& r) const override;
    std::string why_item(int n) const override;
    std::string item_word() const override { return "round"; }
    std::string status() const override;
    std::string receipt(int round) const override;
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
    // The refused reveal with "above" added, canonical; empty when the last
    // line was anything else.
    std::string part_above_;
};

// Tab completion for a Bowling line: verbs, names, the Lane cards left in the
// deck or on the table, the Zombies and Body Parts still in a hand.
std::vector<std::string> bfz_completion_candidates(const bfz::Referee& referee, const std::string& line_before,
                                                   const std::string& prefix);

}  // namespace zref::bfz
