#include "games/rebel_princess/data.h"

#include "core/text.h"
#include "games/trick_taking/deck.h"

namespace zref::rp {

const ReadingValue* ReadingInfo::value(std::string_view word) const {
    for (const auto& v : values)
        if (iequals(v.id, word)) return &v;
    return nullptr;
}

const SetInfo* GameData::set(std::string_view word) const {
    for (const auto& s : sets)
        if (iequals(s.id, word)) return &s;
    return nullptr;
}

const RoundCardInfo* GameData::round_card(std::string_view word) const {
    for (const auto& c : round_cards)
        if (iequals(c.id, word)) return &c;
    return nullptr;
}

const PrincessInfo* GameData::princess(std::string_view word) const {
    for (const auto& p : princesses)
        if (iequals(p.id, word) || iequals(p.name, word)) return &p;
    return nullptr;
}

const ReadingInfo* GameData::reading(std::string_view word) const {
    for (const auto& r : readings)
        if (iequals(r.id, word)) return &r;
    return nullptr;
}

std::vector<std::string> GameData::set_ids() const {
    std::vector<std::string> out;
    for (const auto& s : sets) out.push_back(s.id);
    return out;
}

const tt::CardCodec& GameData::codec(int players) const {
    auto lo = min_value.find(players);
    auto hi = max_value.find(players);
    return tt::cached_codec(suits, lo == min_value.end() ? 1 : lo->second, hi == max_value.end() ? 10 : hi->second,
                            frog);
}

std::string pass_text(const PrintedPass& p) {
    if (!p.known()) return "a pass no source gives";
    const std::string n = tt::pass_count_text(p.count);
    switch (p.direction) {
        case tt::PassDirection::Left: return n + " to the left";
        case tt::PassDirection::Right: return n + " to the right";
        case tt::PassDirection::Split: return n + " to the left and " + n + " to the right";
        case tt::PassDirection::Unknown: break;
    }
    return "a pass no source gives";
}

std::string pass_words(const PrintedPass& p) {
    if (!p.known()) return "unknown";
    const std::string n = std::to_string(p.count);
    switch (p.direction) {
        case tt::PassDirection::Left: return n + " left";
        case tt::PassDirection::Right: return n + " right";
        case tt::PassDirection::Split: return n + " left " + n + " right";
        case tt::PassDirection::Unknown: break;
    }
    return "unknown";
}

// "3 right", "1 left", "1 left 1 right", "0 none", "unknown".
std::optional<PrintedPass> parse_pass(std::string_view text) {
    const auto words = split_names(std::string(text));
    if (words.size() == 1 && iequals(words[0], "unknown")) return PrintedPass{};
    auto count = words.empty() ? std::nullopt : parse_number<int>(words[0]);
    if (!count || *count < 0 || *count > 9) return std::nullopt;
    if (words.size() == 2 && iequals(words[1], "none") && *count == 0) return PrintedPass{0, tt::PassDirection::Left};
    if (words.size() == 2 && (iequals(words[1], "left") || iequals(words[1], "right")))
        return PrintedPass{*count, iequals(words[1], "left") ? tt::PassDirection::Left : tt::PassDirection::Right};
    if (words.size() == 4 && iequals(words[1], "left") && words[2] == words[0] && iequals(words[3], "right"))
        return PrintedPass{*count, tt::PassDirection::Split};
    return std::nullopt;
}

}  // namespace zref::rp
