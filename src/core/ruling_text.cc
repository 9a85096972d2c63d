#include "core/ruling_text.h"

namespace zref {

std::string ruling_text(const Ruling& r, const std::string& scored) {
    std::string out;
    if (!r.headline.empty()) out += r.headline + "\n";
    for (const auto& w : r.warnings) out += "  ! " + w + "\n";
    for (std::size_t i = 0; i <= r.notices.size(); ++i) {
        if (r.scored_round && i == r.receipts_at) out += scored;
        if (i < r.notices.size()) out += r.notices[i] + "\n";
    }
    return out;
}

std::string why_text(const Ruling& r, const std::string& readings) {
    if (r.reasons.empty()) return "No rule was needed for '" + r.canonical + "': it was simply recorded.\n";
    std::string out = "Why (" + r.canonical + "):\n";
    for (const auto& reason : r.reasons)
        out += "  - " + reason.text + (reason.section.empty() ? "" : "  [rulebook: " + reason.section + "]") + "\n";
    out += readings;
    for (const auto& w : r.warnings) out += "  ! " + w + "\n";
    return out;
}

}  // namespace zref
