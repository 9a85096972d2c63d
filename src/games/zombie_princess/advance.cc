// The one loop of a round's automatic steps: each step names the next, and
// the loop makes them until one needs a person to decide. Read with Step
// (game.h) it is the round from the reveal to the next start.
#include "games/zombie_princess/game.h"

namespace zref::zp {

void Game::advance(GameState& s, Step step, Ruling& r) const {
    while (step != Step::Wait) {
        switch (step) {
            case Step::NewRound: step = new_round(s, r); break;
            case Step::EntriesBeforeBids: step = entries_before_bids(s, r); break;
            case Step::OpenBidding: step = open_bidding(s, r); break;
            case Step::EntriesBeforePlay: step = entries_before_play(s, r); break;
            case Step::EntriesDone: step = entries_done(s); break;
            case Step::OpenPlay: step = open_play(s, r); break;
            case Step::SettleTrick:
                if (const DecisionRequest asked = settle_trick(s, r)) step = ask_decision(s, asked);
                else step = rule_of(s).round_over(s) ? Step::LastTrick : Step::NextTrick;
                break;
            case Step::NextTrick: step = next_trick(s, r); break;
            case Step::ResumeAfterFrog: step = resume_after_frog(s, r); break;
            case Step::LastTrick: step = last_trick(s, r); break;
            case Step::FrogQuestion: step = frog_question(s, r); break;
            case Step::Scoring: step = scoring(s, r); break;
            case Step::RoundScored: step = round_scored(s, r); break;
            case Step::Wait: break;
        }
    }
}

// A hook asks; the phase is set here, where every other phase of the round is.
Game::Step Game::ask_decision(GameState& s, const DecisionRequest& asked) const {
    switch (asked.kind) {
        case DecisionRequest::Kind::FrogNow:
            s.round.frog_seat = asked.seat;
            s.round.frog_decided_in_play = true;
            s.phase = Phase::FrogDecision;
            return Step::Wait;
        case DecisionRequest::Kind::None: break;
    }
    return Step::Wait;
}

}  // namespace zref::zp
