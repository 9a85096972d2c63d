#include "core/sheet_model.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>

#include "core/sheet_model_read.h"
#include "core/sheet_page.h"
#include "core/text.h"

namespace zref {

using namespace sheet_page;
using namespace sheet_read;

std::string json_escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) out += fmt::format("\\u{:04x}", c);
                else out += c;
        }
    }
    return "\"" + out + "\"";
}

std::string json_list(const std::vector<std::string>& items) {
    std::vector<std::string> quoted;
    quoted.reserve(items.size());
    for (const auto& i : items) quoted.push_back(json_escape(i));
    return "[" + join(quoted, ", ") + "]";
}

std::string csv_field(std::string_view field) {
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
    std::string out = "\"";
    for (char c : field) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string markdown_escape(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool entity_start =
            c == '&' && i + 1 < text.size() &&
            (std::isalnum(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '#');
        if (std::string_view("\\`*_[]<>|~").find(c) != std::string_view::npos || entity_start) out += '\\';
        out += c;
    }
    return out;
}

// ---------------------------------------------------------------------------
// The game-neutral sheet (SheetModel)

namespace {

// One CSV record: the round column, the round's fields, the player, its
// fields and the note.
std::string csv_record(const SheetModel& m, const std::string& round, const std::vector<std::string>& about,
                       std::size_t p, const std::vector<std::string>& cell, const std::string& note) {
    std::vector<std::string> fields = {round};
    for (std::size_t f = 0; f < m.round_fields.size(); ++f) fields.push_back(at_or_empty(about, f));
    fields.push_back(m.players[p]);
    for (std::size_t f = 0; f < m.fields.size(); ++f) fields.push_back(at_or_empty(cell, f));
    fields.push_back(note);
    return csv_row(fields);
}

}  // namespace

std::string render_model_csv(const SheetModel& m) {
    std::vector<std::string> header = {"round"};
    for (const auto& f : m.round_fields) header.push_back(f.name);
    header.push_back(m.player_column);
    for (const auto& f : m.fields) header.push_back(f.name);
    header.push_back("note");
    std::string out = csv_row(header);
    for (const auto& row : m.played)
        for (std::size_t p = 0; p < m.players.size() && p < row.cells.size(); ++p)
            out += csv_record(m, std::to_string(row.number), row.about, p, row.cells[p], at_or_empty(row.notes, p));
    if (m.in_play)
        for (std::size_t p = 0; p < m.players.size(); ++p)
            out += csv_record(m, std::to_string(m.in_play->number), m.in_play->about, p, {}, "in play");
    for (const auto& line : m.lines)
        for (std::size_t p = 0; p < m.players.size(); ++p) {
            std::vector<std::string> cell(m.fields.size());
            if (m.total_field < cell.size()) cell[m.total_field] = at_or_empty(line.values, p);
            out += csv_record(m, line.key, {}, p, cell, at_or_empty(line.notes, p));
        }
    if (m.ranking.empty()) return out;
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    for (std::size_t p = 0; p < m.players.size(); ++p) {
        std::string note = place[p] ? fmt::format("place {}", place[p]) : "";
        if (is_in(winners, p)) note += "; winner";
        out += csv_record(m, m.final ? "final" : "standing", {}, p, shown_of(m, p), note);
    }
    return out;
}

std::string render_model_markdown(const SheetModel& m) {
    std::string out = "# " + markdown_escape(m.game) + " score sheet\n\n";
    std::vector<std::string> names;
    for (const auto& n : m.players) names.push_back(markdown_escape(n));
    std::vector<std::string> facts;
    for (const auto& f : m.facts) facts.push_back("**" + markdown_escape(f.label) + ":** " + markdown_escape(f.value));
    facts.push_back("**" + markdown_escape(m.players_label) + ":** " + (names.empty() ? "none yet" : join(names, ", ")));
    facts.push_back("**Status:** " + markdown_escape(m.status));
    out += join(facts, " · ") + "\n";
    if (m.players.empty()) return out;

    out += "\n" + markdown_head("| Round |", "|---:|", names);
    auto round_head = [&](const SheetModel::Round& row) {
        const std::string about = labelled(m.round_fields, row.about, markdown_escape);
        return fmt::format("| {}{} |", row.number, about.empty() ? "" : " (" + about + ")");
    };
    for (const auto& row : m.played) {
        out += round_head(row);
        for (std::size_t p = 0; p < m.players.size(); ++p)
            out += " " + labelled(m.fields, row.printed(p), markdown_escape, m.total_field, "**", "**") +
                   " |";
        out += "\n";
    }
    if (m.in_play) {
        out += round_head(*m.in_play);
        for (std::size_t p = 0; p < m.players.size(); ++p) out += " *in play* |";
        out += "\n";
    }
    for (const auto& line : m.lines) {
        out += "| " + markdown_escape(line.label) + " |";
        for (std::size_t p = 0; p < m.players.size(); ++p) {
            const std::string& note = at_or_empty(line.notes, p);
            out += " " + markdown_escape(at_or_empty(line.values, p)) +
                   (note.empty() ? "" : " (" + markdown_escape(note) + ")") + " |";
        }
        out += "\n";
    }

    if (m.ranking.empty()) return out;
    const auto place = places_of(m);
    const auto winners = winners_of(m);
    const auto columns = shown_fields(m);
    out += std::string("\n## ") + (m.final ? "Final ranking" : "Standing so far") + "\n\n| Place | " +
           markdown_escape(m.players_label) + " |";
    for (std::size_t f : columns) out += " " + markdown_escape(heading(m.fields[f])) + " |";
    out += "\n|---:|:---|";
    for (std::size_t i = 0; i < columns.size(); ++i) out += "---:|";
    out += "\n";
    for (const auto& group : m.ranking)
        for (int p : group) {
            const auto k = static_cast<std::size_t>(p);
            out += fmt::format("| {} | {} |", place[k], is_in(winners, k) ? "**" + names[k] + "** (winner)" : names[k]);
            for (std::size_t f : columns) out += " " + markdown_escape(at_or_empty(shown_of(m, k), f)) + " |";
            out += "\n";
        }
    for (const auto& note : m.notes) out += "\n" + markdown_escape(note) + "\n";
    if (!winners.empty())
        out += "\n" + std::string(winners.size() > 1 ? "**Sharing the win:** " : "**Winner:** ") +
               names_of(m, winners, markdown_escape) + "\n";
    return out;
}

}  // namespace zref
