#include "games/rebel_princess/table/rp_table.h"

#include <algorithm>

#include "core/command.h"
#include "core/ruling_text.h"
#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/table/render.h"
#include "games/trick_taking/card_style.h"

namespace zref::rp {

std::string RpTable::waiting() const { return referee_.game().waiting().what; }
std::vector<std::string> RpTable::examples() const { return referee_.game().waiting().examples; }
std::vector<std::string> RpTable::verbs_now() const { return referee_.game().verbs_now(); }

std::string RpTable::notation() const {
    return "cards by suit and value: q7 (Queen 7), f3 (Fairy 3), p8 (Pet 8, the Frog), pr5 (Prince 5); "
           "once a card is led, a bare 7 is of the led suit; a round by its results: requests Ana 3";
}

namespace {

// The last player's requests: what the others leave of the round's fixed
// total, or 0 when one of them was the Rebel of the Ball (the others took
// nothing). None when the others took nothing: the last one took every
// Prince and the Frog, which is Rebel of the Ball where it is played.
std::string last_requests(const Game& g) {
    const auto& s = g.state();
    const auto n = forced_last_requests(g.data(), s, g.codec());
    if (!n) return {};
    for (int seat = 0; seat < s.seating.size(); ++seat)
        if (!s.round.requests[static_cast<std::size_t>(seat)])
            return "requests " + quote_if_needed(s.seating.name(seat)) + " " + std::to_string(*n);
    return {};
}

std::string last_card(const Game& g) {
    const auto& s = g.state();
    // A full trick waits for a Round card's entry (Wedding Surprise's reveal), not for a card.
    if (s.round.current.plays.size() >= s.round.current.order.size()) return {};
    std::optional<tt::Card> left;
    for (auto c : g.codec().deck()) {
        if (s.round.was_played(g.codec(), c)) continue;
        if (left) return {};  // two or more out: whose is whose is hidden
        left = c;
    }
    if (!left) return {};
    return "play " + quote_if_needed(s.seating.name(s.round.current.to_play())) + " " + g.codec().code(*left);
}

}  // namespace

std::string RpTable::prompt(const Style& style) const {
    std::string p = render_prompt(referee_.game(), style);
    const std::string inferred = inferred_line();
    if (inferred.empty() || p.size() < 2) return p;
    // The card or number Enter takes; with a Round card's word after it, both ("f10 down").
    auto shown_from = inferred.rfind(' ');
    const auto& g = referee_.game();
    if (g.state().phase == Phase::Tricks) {
        const auto word = rule_of(g.data(), g.state()).play_word();
        if (!word.empty() && inferred.size() > word.size() && inferred.compare(inferred.size() - word.size(), word.size(), word) == 0)
            shown_from = inferred.rfind(' ', shown_from - 1);
    }
    return p.substr(0, p.size() - 2) + " [" + inferred.substr(shown_from + 1) + "]> ";
}

// What Enter accepts at an empty prompt, when the facts force it: the last
// player's requests when the Round card fixes the round's total, or the
// round's last card, the only one of the deck not yet played. Offered only
// when a probe accepts it without a warning.
std::string RpTable::inferred_line() const {
    const Game& g = referee_.game();
    const auto& s = g.state();
    if (s.phase != Phase::Tricks) return {};
    const std::string line = s.round.entry == Entry::Requests ? last_requests(g) : last_card(g);
    if (line.empty()) return {};
    Game probe = g;
    const auto r = probe.apply(line);
    if (r && r->warnings.empty()) return line;
    // The last card may need its Round card's word (Yin and Yang: 'down').
    const auto word = rule_of(g.data(), s).play_word();
    if (r || word.empty() || s.round.entry == Entry::Requests) return {};
    Game with_word = g;
    const auto w = with_word.apply(line + " " + std::string(word));
    return w && w->warnings.empty() ? line + " " + std::string(word) : std::string();
}

// A Prince led before Princes broke out is allowed from a hand of only
// Princes: zref asks instead of making the table type the claim. Tried on a
// copy, so a yes is always accepted.
std::optional<YesNoQuestion> RpTable::question_for(std::string_view refused) const {
    const auto words = tokenize(refused);
    if (!words || words->empty() || std::find(words->begin(), words->end(), "only-princes") != words->end())
        return std::nullopt;
    const Game& g = referee_.game();
    Game probe = g;
    auto accepted = probe.apply(std::string(refused) + " only-princes");
    if (!accepted || accepted->canonical.rfind("play ", 0) != 0) return std::nullopt;
    const auto& s = g.state();
    return YesNoQuestion{"Princes have not broken out yet: does " + s.seating.name(s.round.current.to_play()) +
                             " hold only Princes?",
                         accepted->canonical};
}

std::string RpTable::ruling(const Ruling& r) const {
    const Game& g = referee_.game();
    const auto& s = g.state();
    const std::string scored = r.scored_round && !s.results.empty()
                                   ? render_short_receipts(g, s.results.back()) + sheet() + render_standings_chart(g)
                                   : "";
    return ruling_text(r, scored);
}

std::string RpTable::why(const Ruling& r) const { return why_text(r, ""); }
std::string RpTable::why_item(int n) const { return render_trick_why(referee_.game(), n); }

std::string RpTable::receipt(int round) const {
    const auto& s = referee_.game().state();
    return render_receipt(referee_.game(), round == 0 ? static_cast<int>(s.results.size()) : round);
}

std::string RpTable::status() const { return render_status(referee_.game()); }
std::string RpTable::sheet() const { return render_sheet_text(referee_.game()); }

std::vector<std::pair<std::string, std::string>> RpTable::sheet_facts() const {
    const auto& s = referee_.game().state();
    std::vector<std::pair<std::string, std::string>> facts;
    for (const auto& r : s.results)
        for (int seat = 0; seat < s.seating.size(); ++seat) {
            const std::string who = "Round " + std::to_string(r.number) + ", " + s.seating.name(seat) + ": ";
            facts.emplace_back(who + "requests", std::to_string(r.scores[static_cast<std::size_t>(seat)]));
            facts.emplace_back(who + "total", std::to_string(r.totals[static_cast<std::size_t>(seat)]));
        }
    if (over()) facts.emplace_back("Won by", winners_text(referee_.game()));
    return facts;
}

std::vector<std::string> RpTable::complete(const std::string& before, const std::string& prefix) const {
    return rp_completion_candidates(referee_, before, prefix);
}

std::string RpTable::highlight(const std::string& text, const Style& style) const {
    return tt::highlight_cards(style, text, referee_.game().codec());
}

bool RpTable::over() const { return referee_.game().state().phase == Phase::GameOver; }

std::string RpTable::replay_text() const {
    const Game& g = referee_.game();
    std::string out;
    for (const auto& r : g.state().results) out += render_receipt(g, r.number);
    out += sheet();
    if (!over()) out += "Not finished. Waiting for: " + waiting() + "\n";
    return out;
}

Result<std::string> RpTable::export_sheet(SheetFormat format, std::string_view source) const {
    const Game& g = referee_.game();
    switch (format) {
        case SheetFormat::Text: return sheet() + render_standings_chart(g);
        case SheetFormat::Json: return render_sheet_json(g);
        case SheetFormat::Csv: return render_model_csv(rp_sheet_model(g));
        case SheetFormat::Markdown: return render_model_markdown(rp_sheet_model(g));
        case SheetFormat::Html: return render_model_html(rp_sheet_model(g), source);
    }
    return sheet();
}

std::string RpTable::players() const {
    const auto& names = referee_.game().state().seating.names();
    if (!names.empty()) return join(names, ", ");
    const auto& typed = referee_.game().state().setup.players;
    return typed.empty() ? "(no players yet)" : join(typed, ", ");
}

std::string RpTable::standing() const {
    const Game& g = referee_.game();
    const auto& s = g.state();
    if (s.phase == Phase::GameOver) {
        const bool shared = winners_text(g).find(',') != std::string::npos;
        return std::string(shared ? "finished, shared by " : "finished, won by ") + winners_text(g);
    }
    std::string out = g.data().name + "; ";
    if (s.round.number > 0)
        out += "round " + std::to_string(s.round.number) + " of " + std::to_string(g.data().rounds) + ", " +
               round_card_of(g.data(), s).name + "; ";
    return out + "waiting for: " + g.waiting().what;
}

}  // namespace zref::rp
