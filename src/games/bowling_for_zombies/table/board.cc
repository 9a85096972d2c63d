#include "games/bowling_for_zombies/table/board.h"

#include <fmt/format.h>

#include "core/text.h"
#include "games/bowling_for_zombies/sheet.h"
#include "games/bowling_for_zombies/table/bfz_table.h"
#include "games/bowling_for_zombies/table/render.h"

namespace zref::bfz {

namespace {

// Short enough for large type: "5 + Head" (it acts), "5 (bluff)" (a Body Part underneath).
std::string played_on_board(const Reveal& r) {
    if (r.part == Part::None) return std::to_string(r.zombie);
    return std::to_string(r.zombie) + (r.above ? " + " + part_name(r.part) : std::string(" (bluff)"));
}

// A long score in two lines, before its result or its cards: "[6 4 0] - [1 2 9]" over
// "= 511", "three of a kind, 5s" over "(5 5 5 7)".
std::string score_in_two_lines(const std::string& shown) {
    for (const char* cut : {" = ", " ("}) {
        const auto at = shown.rfind(cut);
        if (at != std::string::npos) return shown.substr(0, at) + "\n" + shown.substr(at + 1);
    }
    return shown;
}

// "Ann (17)", "Ann (17), Bob (17)".
std::string group_names(const ScoreSheet& sheet, const std::vector<int>& group) {
    std::vector<std::string> names;
    for (int seat : group) {
        const auto k = static_cast<std::size_t>(seat);
        names.push_back(sheet.necromancers.at(k) + " (" + sheet.standing.shown.at(k) + ")");
    }
    return join(names, ", ");
}

}  // namespace

BoardModel bfz_board(const Game& g) {
    const GameState& s = g.state();
    const ScoreSheet sheet = build_sheet(s, g.data());
    const bool over = s.phase == Phase::GameOver;
    BoardModel b;
    b.game = g.data().name + " · " + g.variant().name;
    if (s.phase == Phase::Setup) b.heading = "Setting up";
    else if (over) b.heading = fmt::format("Finished after {} rounds", sheet.rounds_played.size());
    else b.heading = fmt::format("Round {} of {}", s.round.number, s.rounds);

    if (over) {
        const bool shared = !sheet.standing.groups.empty() && sheet.standing.groups.front().size() > 1;
        b.feature_label = shared ? "Sharing the win" : "Winner";
        if (!sheet.standing.groups.empty()) b.feature = group_names(sheet, sheet.standing.groups.front());
        std::vector<std::string> how;
        if (!sheet.end_reason.empty()) how.push_back("Ended early: " + sheet.end_reason);
        for (const auto& t : sheet.standing.tie_breaks) how.push_back("Tie: " + t);
        b.result = how.empty() ? "Final standings" : join(how, "; ");
    } else {
        b.feature_label = "Lane cards";
        if (s.phase == Phase::Reveal || s.phase == Phase::Resolve) {
            std::vector<std::string> lanes;
            for (int pins : s.round.table) lanes.push_back(std::to_string(pins));
            b.feature = lanes.empty() ? "none left" : join(lanes, " ");
        }
        if (s.round.phantom) b.feature_note = fmt::format("phantom Zombie {}", *s.round.phantom);
    }

    // A score is a number in Standard and Black Jack; High and Low and Poker
    // show a sum or a hand ("740 - 129 = 611"), in smaller type.
    const bool long_score = sheet.standing.variant == Variant::HighLow || sheet.standing.variant == Variant::Poker;
    b.name_head = "Necromancer";
    b.name_width = long_score ? 22 : 30;
    b.columns = {{"Score", long_score ? 26 : 14, long_score}, {"Played", long_score ? 22 : 26, false},
                 {"Left in hand", 23, true}};

    // Before a round is scored everyone ties on nothing: seat order, no places.
    const bool ranked = s.phase != Phase::Setup && (!sheet.rounds_played.empty() || over);
    std::vector<std::pair<int, int>> order;  // seat, place
    if (ranked) {
        int place = 1;
        for (const auto& group : sheet.standing.groups) {
            for (int seat : group) order.emplace_back(seat, place);
            place += static_cast<int>(group.size());
        }
    } else {
        for (int seat = 0; seat < s.seating.size(); ++seat) order.emplace_back(seat, 0);
    }
    for (const auto& [seat, place] : order) {
        const auto k = static_cast<std::size_t>(seat);
        const Necromancer& n = s.necros.at(k);
        BoardModel::Row row;
        row.place = place > 0 ? std::to_string(place) : "";
        row.name = s.seating.name(seat);
        std::string played;
        if (!over && k < s.round.reveals.size() && s.round.reveals[k]) played = played_on_board(*s.round.reveals[k]);
        else if (n.stood) played = "stood";
        const std::string shown = k < sheet.standing.shown.size() ? sheet.standing.shown[k] : "";
        row.values = {long_score ? score_in_two_lines(shown) : shown, played,
                      zombies_left(n) + "\n" + parts_left(n)};
        row.leading = place == 1;
        b.rows.push_back(std::move(row));
    }
    if (!over) b.waiting = g.waiting().what;
    return b;
}

std::string BfzTable::board_html() const { return render_board_html(bfz_board(referee_.game())); }

}  // namespace zref::bfz
