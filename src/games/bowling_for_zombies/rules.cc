#include "games/bowling_for_zombies/rules.h"

#include <algorithm>
#include <charconv>

#include "core/text.h"

namespace zref::bfz {

std::string reading(std::string_view id) { return " (our reading: " + std::string(id) + ")"; }

std::optional<int> parse_int(std::string_view word) {
    if (word.size() > 9) return std::nullopt;
    return parse_number<int>(word);
}

std::optional<Part> parse_part(std::string_view word) {
    const std::string w = lower(word);
    if (w == "head" || w == "h") return Part::Head;
    if (w == "leg" || w == "l") return Part::Leg;
    // The contents list calls the third part "Arm"; the rules call it Hand.
    if (w == "hand" || w == "arm") return Part::Hand;
    return std::nullopt;
}

std::optional<bool> parse_position(std::string_view word) {
    const std::string w = lower(word);
    if (w == "above" || w == "top" || w == "on-top" || w == "ontop" || w == "over" || w == "up") return true;
    if (w == "below" || w == "under" || w == "beneath" || w == "bottom" || w == "bluff") return false;
    return std::nullopt;
}

std::string part_word(Part p) {
    switch (p) {
        case Part::Head: return "head";
        case Part::Leg: return "leg";
        case Part::Hand: return "hand";
        case Part::None: break;
    }
    return "";
}

std::string part_name(Part p) {
    switch (p) {
        case Part::Head: return "Head";
        case Part::Leg: return "Leg";
        case Part::Hand: return "Hand";
        case Part::None: break;
    }
    return "no Body Part";
}

std::string reveal_text(const Reveal& r) {
    std::string out = "Zombie " + std::to_string(r.zombie);
    if (r.part != Part::None)
        out += std::string(" with a ") + part_name(r.part) + (r.above ? " on top" : " underneath (a bluff)");
    return out;
}

std::string pins_list(const std::vector<int>& pins) {
    std::string out;
    for (std::size_t i = 0; i < pins.size(); ++i) {
        if (i) out += i + 1 == pins.size() ? " and " : ", ";
        out += std::to_string(pins[i]);
    }
    return out.empty() ? "none" : out;
}

std::string who(const GameState& s, int seat) { return seat == kPhantom ? "the phantom hand" : s.seating.name(seat); }

std::vector<TakeOption> take_options(const std::vector<int>& table, Part acting, int head_max_sum) {
    std::vector<int> distinct = table;
    std::sort(distinct.begin(), distinct.end(), std::greater<>());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    auto count = [&](int v) { return static_cast<int>(std::count(table.begin(), table.end(), v)); };
    std::vector<TakeOption> out;
    if (table.empty()) return out;
    if (acting == Part::Head) {
        for (std::size_t i = 0; i < distinct.size(); ++i)
            for (std::size_t j = i; j < distinct.size(); ++j) {
                int a = distinct[i], b = distinct[j];
                if (a == b && count(a) < 2) continue;
                if (a + b <= head_max_sum) out.push_back({{a, b}, std::nullopt, false});
            }
        if (!out.empty()) return out;
        // No two add up to the limit (or one card is left): one Lane card.
        for (int v : distinct) out.push_back({{v}, std::nullopt, false});
        return out;
    }
    if (acting == Part::Hand) {
        for (int v : distinct) {
            out.push_back({{v}, std::nullopt, true});
            for (int w : distinct) {
                if (w == v && count(v) < 2) continue;
                out.push_back({{v}, w, true});
            }
        }
        return out;
    }
    for (int v : distinct) out.push_back({{v}, std::nullopt, false});
    return out;
}

std::string option_words(const TakeOption& o) {
    std::string out;
    for (int v : o.take) out += (out.empty() ? "" : " ") + std::to_string(v);
    if (o.remove) out += " remove " + std::to_string(*o.remove);
    return out;
}

bool variant_attaches_legs(Variant v) { return v == Variant::HighLow || v == Variant::Poker; }

std::string variant_section(Variant v) {
    switch (v) {
        case Variant::HighLow: return sec::HighLow;
        case Variant::Poker: return sec::Poker;
        case Variant::Blackjack: return sec::BlackJack;
        case Variant::Standard: break;
    }
    return sec::End;
}

}  // namespace zref::bfz
