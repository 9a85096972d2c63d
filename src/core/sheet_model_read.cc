#include "core/sheet_model_read.h"

#include <algorithm>

#include "core/text.h"

namespace zref::sheet_read {

// Each player's place (1-based, shared within a group), 0 when unranked.
std::vector<int> places_of(const SheetModel& m) {
    std::vector<int> place(m.players.size(), 0);
    int next = 1;
    for (const auto& group : m.ranking) {
        for (int p : group)
            if (p >= 0 && static_cast<std::size_t>(p) < place.size()) place[static_cast<std::size_t>(p)] = next;
        next += static_cast<int>(group.size());
    }
    return place;
}

std::vector<int> winners_of(const SheetModel& m) {
    return m.final && !m.ranking.empty() ? m.ranking.front() : std::vector<int>{};
}

bool is_in(const std::vector<int>& players, std::size_t p) {
    return std::find(players.begin(), players.end(), static_cast<int>(p)) != players.end();
}

std::string names_of(const SheetModel& m, const std::vector<int>& players, Escape escape) {
    std::vector<std::string> names;
    for (int p : players) names.push_back(escape(m.players.at(static_cast<std::size_t>(p))));
    return join(names, ", ");
}

// `row[i]`, or empty past its end (a cell or a list the game left short).
const std::string& at_or_empty(const std::vector<std::string>& row, std::size_t i) {
    static const std::string none;
    return i < row.size() ? row[i] : none;
}

const std::vector<std::string>& shown_of(const SheetModel& m, std::size_t p) {
    static const std::vector<std::string> none;
    return p < m.shown.size() ? m.shown[p] : none;
}

// The fields some player shows now: the ranking's columns.
std::vector<std::size_t> shown_fields(const SheetModel& m) {
    std::vector<std::size_t> out;
    for (std::size_t f = 0; f < m.fields.size(); ++f)
        for (const auto& row : m.shown)
            if (!at_or_empty(row, f).empty()) {
                out.push_back(f);
                break;
            }
    return out;
}

std::string heading(const SheetField& f) { return f.label.empty() ? f.name : f.label; }

// The non-empty values of `values`, each after its field's label, joined
// with " · "; the value at `bold` (if any) between `bold_open` and `bold_close`.
std::string labelled(const std::vector<SheetField>& fields, const std::vector<std::string>& values, Escape escape,
                     std::size_t bold, std::string_view bold_open, std::string_view bold_close) {
    std::vector<std::string> parts;
    for (std::size_t f = 0; f < fields.size() && f < values.size(); ++f) {
        if (values[f].empty()) continue;
        std::string part = escape((fields[f].label.empty() ? "" : fields[f].label + " ") + values[f]);
        if (f == bold) part = std::string(bold_open) + part + std::string(bold_close);
        parts.push_back(part);
    }
    return join(parts, " · ");
}

}  // namespace zref::sheet_read
