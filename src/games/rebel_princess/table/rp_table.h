// Rebel Princess at the table session: the Table adapter over rp::Referee
// (the same Session, journal and line editor as every game).
#pragma once
#include "core/sheet_model.h"
#include "core/table.h"
#include "games/rebel_princess/referee.h"

namespace zref::rp {

class RpTable : public RefereeTable<rp::Referee> {
public:
    using RefereeTable::RefereeTable;
    std::string waiting() const override;
    std::vector<std::string> examples() const override;
    std::vector<std::string> verbs_now() const override;
    std::string notation() const override;
    std::string prompt(const Style& style) const override;
    std::string inferred_line() const override;
    std::optional<YesNoQuestion> question_for(std::string_view refused) const override;
    std::string ruling(const Ruling& r) const override;
    std::string why(const Ruling& r) const override;
    std::string why_item(int n) const override;
    std::string item_word() const override { return "trick"; }
    std::string receipt(int round) const override;
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

// The game-neutral sheet every format but text and JSON is drawn from.
SheetModel rp_sheet_model(const Game& g);
// Tab completion: verbs, names, the cards not yet played.
std::vector<std::string> rp_completion_candidates(const rp::Referee& ref, const std::string& before, const std::string& prefix);

}  // namespace zref::rp
