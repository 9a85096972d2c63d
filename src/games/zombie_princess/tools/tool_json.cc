#include "games/zombie_princess/tools/tool_json.h"

#include <fmt/format.h>

#include "core/sheet_model.h"
#include "core/text.h"

namespace zref::zp {

namespace {

std::string reason_list(const std::vector<Reason>& reasons) {
    std::vector<std::string> out;
    for (const auto& r : reasons)
        out.push_back(fmt::format("{{\"text\": {}, \"section\": {}}}", json_escape(r.text), json_escape(r.section)));
    return "[" + join(out, ", ") + "]";
}

}  // namespace

Result<bool> wants_json(const std::string& format) {
    const std::string f = lower(format);
    if (f.empty() || f == "text") return false;
    if (f == "json") return true;
    return fail("--format: '" + format + "' is not a format: give text (the default) or json");
}

std::string one_trick_json(const OneTrickResult& r, const GameData& data, char letter, const std::string& counts) {
    const auto& s = r.state;
    std::vector<std::string> cards;
    for (const auto& p : r.trick.plays)
        cards.push_back(fmt::format("{{\"name\": {}, \"card\": {}, \"strength\": {}}}", json_escape(s.seating.name(p.seat)),
                                    json_escape(s.codec.code(p.card)), strength(p)));
    const auto* card = data.round_card(letter);
    std::string out = "{\n  \"game\": \"zombie-princess\",\n";
    out += fmt::format("  \"players\": {},\n", s.seating.size());
    out += fmt::format("  \"mode\": \"{}\",\n", s.seating.teams() ? "teams" : "individuals");
    out += fmt::format("  \"card\": {},\n", json_escape(std::string(1, letter)));
    out += fmt::format("  \"card_name\": {},\n", json_escape(card ? card->name : ""));
    out += "  \"cards\": [" + join(cards, ", ") + "],\n";
    out += fmt::format("  \"winner\": {},\n", json_escape(r.winner));
    out += fmt::format("  \"frog\": {},\n", r.trick.has_frog ? "true" : "false");
    out += fmt::format("  \"counts\": {},\n", json_escape(counts));
    out += "  \"headline\": " + json_escape(r.headline) + ",\n";
    out += "  \"reasons\": " + reason_list(r.reasons) + ",\n";
    // The Round card's readings, when the card had a say (as the text prints them).
    bool card_rule = false;
    for (const auto& reason : r.reasons) card_rule = card_rule || reason.section.rfind("Round Cards", 0) == 0;
    out += "  \"readings\": " + json_list(card && card_rule ? card->interpretations : std::vector<std::string>{}) + ",\n";
    out += "  \"warnings\": " + json_list(r.warnings) + ",\n";
    out += "  \"notices\": " + json_list(r.notices) + ",\n";
    out += "  \"assumed\": " + json_list(r.assumptions) + ",\n";
    out += "  \"lines\": " + json_list(r.lines) + "\n}\n";
    return out;
}

std::string one_receipt_json(const ScoreOutput& out) {
    const auto& rc = out.receipt;
    std::vector<std::string> steps;
    for (const auto& l : rc.lines)
        steps.push_back(fmt::format("{{\"step\": {}, \"label\": {}, \"detail\": {}, \"skulls\": {}}}", l.step,
                                    json_escape(std::string(l.label)), json_escape(l.detail), l.skulls));
    std::string text = "{\n  \"game\": \"zombie-princess\",\n";
    text += "  \"table\": " + json_escape(out.table) + ",\n";
    text += fmt::format("  \"name\": {}, \"bid\": {}, \"tricks\": {}, \"points\": {}, \"skulls\": {}, "
                        "\"skulls_before\": {}, \"made\": {}, \"paid\": {},\n",
                        json_escape(out.side), rc.bid, rc.tricks, rc.points, rc.skulls_after, rc.skulls_before,
                        rc.made_bid ? "true" : "false", rc.paid_for_missed ? "true" : "false");
    text += "  \"steps\": [\n    " + join(steps, ",\n    ") + "\n  ],\n";
    text += "  \"readings\": " + json_list(out.readings) + ",\n";
    text += "  \"notes\": " + json_list(out.notes) + "\n}\n";
    return text;
}

}  // namespace zref::zp
