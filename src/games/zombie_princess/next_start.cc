// Once the round is scored ("Once the Round Is Over", "End of the Game"):
// the lowest score chooses to go first or last in the next round, or after
// the last round the crown goes to the most points.
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/standings.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

Game::Step Game::round_scored(GameState& s, Ruling& r) const {
    if (s.round.number < data_->rounds) {
        auto d = next_decider(s);
        s.next_decider_side = d.side;
        s.phase = Phase::NextStart;
        if (!explaining_) return Step::Wait;
        const bool plural = s.seating.teams();  // a team: "Ana & Cai have ... and choose"
        const std::string who = s.seating.side_name(d.side);
        const std::string choose = plural ? " choose" : " chooses";
        std::string text;
        if (!d.tie)
            text = who + (plural ? " have" : " has") + " the lowest score and" + choose;
        else if (next_start_tie_left_of_previous(s))
            text = "The lowest scores are tied, so the seat left of the previous decider chooses (the table's reading "
                   "next-start-tie): " + who + choose;
        else
            text = who + (plural ? " have" : " has") +
                   " the lowest score (tied; the first tied seat clockwise from the left of the previous decider "
                   "chooses) and" + choose;
        r.notices.push_back(text + ": go first or last in round " + std::to_string(s.round.number + 1) +
                            "? (first or last" + (plural ? "; either partner may be named" : "") + ")");
        return Step::Wait;
    }
    s.phase = Phase::GameOver;
    if (!explaining_) return Step::Wait;
    auto f = final_standing(s);
    std::vector<std::string> names;
    for (int side : f.winners) names.push_back(s.seating.side_name(side));
    r.notices.push_back("Game over. " + std::string(f.winners.size() > 1 ? "Sharing the crown: " : "Crowned: ") +
                        join(names, ", ") + (f.decided_by_skulls ? " (tie on points broken by most skulls)" : ""));
    return Step::Wait;
}

namespace {
struct NextStart {
    int decider = 0;  // the seat that chose
    int start = 0;    // who leads trick 1 of the next round
    bool first = false;
};

// 'start NAME first|last' checked against the state: who chose, and who starts.
Result<NextStart> read_next_start(const GameState& s, const Command& c) {
    if (c.args.size() != 2) return fail("start: give the player and 'first' or 'last', e.g. 'start Ana first'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    if (s.seating.side_of(*seat) != s.next_decider_side)
        return fail(s.seating.side_name(s.next_decider_side) + " chooses the next start, not " + s.seating.name(*seat));
    const std::string_view w = c.args[1];
    if (iequals(w, "first")) return NextStart{*seat, *seat, true};
    // The player after whom the trick closes leads.
    if (iequals(w, "last")) return NextStart{*seat, s.seating.left(*seat), false};
    return fail("start: say 'first' (lead trick 1) or 'last' (play last in trick 1)");
}
}  // namespace

Result<Ruling> Game::on_start_next(GameState& s, const Command& c) const {
    const auto chosen = read_next_start(s, c);
    if (!chosen) return fail(chosen.error());
    const int seat = chosen->decider;
    const int start = chosen->start;
    const bool first = chosen->first;
    s.previous_decider_seat = seat;
    Ruling r = ruling();
    if (explaining_) {
        r.headline = s.seating.name(seat) + (first ? " goes first: " : " goes last: ") + s.seating.name(start) + " starts round " +
                     std::to_string(s.results.size() + 1);
        r.because("the lowest-scoring player or team chooses to go first or last in the next round",
                  "Once the Round Is Over");
    }
    s.round.start_seat = start;  // new_round starts the next round from it
    advance(s, Step::NewRound, r);
    return r;
}

}  // namespace zref::zp
