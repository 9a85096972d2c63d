#include "games/zombie_ninja_pirates/score.h"

#include <algorithm>
#include <tuple>

#include "core/text.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

std::string_view orientation_name(Orientation o) {
    switch (o) {
        case Orientation::upright: return "upright";
        case Orientation::sideways: return "sideways";
        case Orientation::upside_down: return "upside down";
    }
    return "?";
}

ObjectValue value_of(const GameData& book, const CardInfo& card, const std::vector<std::string>& types, bool combined) {
    ObjectValue v;
    std::vector<std::string> up, down;
    std::optional<int> best_up, best_down;
    for (const auto& s : card.scores_in(combined)) {
        if (std::find(types.begin(), types.end(), s.type) == types.end()) continue;
        if (!s.points) {
            v.known = false;
            v.why = book.type_name(s.type) + "'s points are not described yet";
            return v;
        }
        if (*s.points >= 0) {
            up.push_back(book.type_name(s.type));
            best_up = std::max(best_up.value_or(*s.points), *s.points);
        } else {
            down.push_back(book.type_name(s.type));
            best_down = std::max(best_down.value_or(*s.points), *s.points);
        }
    }
    if (!up.empty() && !down.empty()) {
        v.why = join(up, "/") + " counts it up and " + join(down, "/") + " down: conflicting Types, sideways (our reading: conflicting-types)";
        return v;
    }
    if (up.empty() && down.empty()) {
        v.why = "its owner is no Type it counts for";
        return v;
    }
    const bool is_up = !up.empty();
    v.points = is_up ? *best_up : *best_down;
    v.orientation = v.points == 0 ? Orientation::sideways : is_up ? Orientation::upright : Orientation::upside_down;
    const auto& names = is_up ? up : down;
    v.why = std::to_string(v.points) + " for a " + join(names, " or a ") + (names.size() > 1 ? ", counted once" : "");
    return v;
}

int Receipt::sum_of_lines() const {
    int sum = 0;
    for (const auto& l : lines) sum += l.points;
    return sum;
}

Receipt score_chest(const GameData& book, const std::string& player, const std::vector<std::string>& types,
                    const std::vector<std::string>& chest, bool combined) {
    Receipt r;
    r.player = player;
    for (const auto& t : types) {
        r.lines.push_back({book.type_name(t) + " (Type)", t, true, Orientation::upright, book.points_per_type,
                           std::to_string(book.points_per_type) + " per Type"});
        r.types += 1;
    }
    for (const auto& id : chest) {
        const CardInfo* card = book.card(id);
        ReceiptLine line{card ? card->name : id, id, false, Orientation::sideways, 0, "not a card zref knows"};
        if (card) {
            const ObjectValue v = value_of(book, *card, types, combined);
            line.orientation = v.orientation;
            line.points = v.points;
            line.why = v.why;
            if (!v.known) r.complete = false;
        }
        // Our reading tie-objects: every Object counts for the tie-break, or (a table's choice) only those scoring up.
        if (book.reading("tie-objects") != "scoring" || line.points > 0) r.tie_objects += 1;
        r.lines.push_back(std::move(line));
        r.objects += 1;
    }
    r.total = r.sum_of_lines();
    return r;
}

std::vector<Standing> rank(const std::vector<Receipt>& receipts) {
    std::vector<Standing> out;
    for (std::size_t i = 0; i < receipts.size(); ++i)
        out.push_back({static_cast<int>(i), receipts[i].total, receipts[i].types, receipts[i].tie_objects, 1, "points"});
    const auto key = [](const Standing& s) { return std::make_tuple(s.total, s.types, s.objects); };
    std::stable_sort(out.begin(), out.end(), [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i > 0 && key(out[i]) == key(out[i - 1])) out[i].place = out[i - 1].place;
        else out[i].place = static_cast<int>(i) + 1;
    }
    // What separated each player from the one just above (or below, for the first).
    for (std::size_t i = 0; i < out.size(); ++i) {
        const Standing* other = i > 0 ? &out[i - 1] : out.size() > 1 ? &out[1] : nullptr;
        if (!other) continue;
        if (other->total != out[i].total) out[i].decided_by = "points";
        else if (other->types != out[i].types) out[i].decided_by = "most Types";
        else if (other->objects != out[i].objects) out[i].decided_by = "most Objects";
        else out[i].decided_by = "level";
    }
    return out;
}

std::vector<Reason> ranking_reasons(const std::vector<Receipt>& receipts, const std::vector<Standing>& standings) {
    std::vector<Reason> out;
    if (standings.empty()) return out;
    const Standing& first = standings.front();
    const std::string& name = receipts[static_cast<std::size_t>(first.seat)].player;
    std::vector<std::string> level;
    for (const auto& s : standings)
        if (s.place == 1) level.push_back(receipts[static_cast<std::size_t>(s.seat)].player);
    if (level.size() > 1) {
        out.push_back({join(level, " and ") + " are level on points, Types and Objects: they share first place (our reading: tie-after-objects)",
                       std::string(sec::Ties)});
    } else if (first.decided_by == "most Types") {
        out.push_back({name + " wins the tie on points by being more Types (" + std::to_string(first.types) + ")",
                       std::string(sec::Ties)});
    } else if (first.decided_by == "most Objects") {
        out.push_back({name + " wins the tie on points and Types by holding more Objects (" + std::to_string(first.objects) +
                           "; our reading: tie-objects)",
                       std::string(sec::Ties)});
    } else {
        out.push_back({name + " has the most points (" + std::to_string(first.total) + ")", std::string(sec::Playing)});
    }
    return out;
}

}  // namespace zref::znp
