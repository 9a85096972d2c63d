// The end of a trick: decided by the Round card's rule or the basic one (a
// Princess's turned ranking applied), taken by its winner, who leads the
// next. After the round's last trick, zref waits while a power could still
// act on it (Mulan, Belle, Alice), until the table says 'score'.
#include <algorithm>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/sections.h"

namespace zref::rp {

tt::TrickVerdict decide_trick(const GameData& data, const GameState& s, const tt::Plays& plays, bool reversed) {
    const tt::CardCodec& codec = data.codec(s.seating.size());
    const TrickView view{data, s, codec, plays, reversed};
    auto verdict = rule_of(data, s).decide_trick(view, true);
    if (!verdict)
        verdict = tt::ranked_verdict(plays, codec, s.seating, sec::kTrickSections, tt::Ranking{reversed, false}, true);
    if (reversed) verdict->reasons.push_back({"Cinderella turned this trick's ranking round: the lowest card won", "Princesses"});
    return *verdict;
}

namespace {

// Whoever could still use a power on the round's last trick.
std::vector<std::string> late_powers(const GameData& data, const GameState& s) {
    std::vector<std::string> out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const int p = s.princess.empty() ? -1 : s.princess[static_cast<std::size_t>(seat)];
        if (p < 0 || s.round.power_used[static_cast<std::size_t>(seat)]) continue;
        const auto& info = data.princesses[static_cast<std::size_t>(p)];
        const PrincessPower* power = princess_power(info.id);
        if (power && power->acts_on_last_trick(s, seat)) out.push_back(s.seating.name(seat) + " (" + info.name + ")");
    }
    return out;
}

}  // namespace

void Game::settle_trick(GameState& s, Ruling& r) const {
    RoundState& round = s.round;
    const tt::TrickVerdict verdict = decide_trick(*data_, s, round.current.plays, round.powers.reversed);
    TrickRecord done;
    done.number = static_cast<int>(round.tricks.size()) + 1;
    done.leader = round.current.leader;
    done.plays = round.current.plays;
    done.winner = verdict.winner;
    done.reasons = verdict.reasons;
    done.reversed = round.powers.reversed;
    round.powers = TrickPowers{};
    r.reasons.insert(r.reasons.end(), verdict.reasons.begin(), verdict.reasons.end());
    r.notices.push_back("Trick " + std::to_string(done.number) + " to " + s.seating.name(done.winner) + ".");
    round.tricks.push_back(std::move(done));
    round.current.plays.clear();
    rule_of(*data_, s).after_trick(*data_, s, r);
    if (!rule_of(*data_, s).round_over(s)) {
        seat_trick(*data_, s, verdict.winner);
        r.notices.push_back(s.seating.name(verdict.winner) + " leads trick " + std::to_string(round.tricks.size() + 1) + ".");
        return;
    }
    if (const auto who = late_powers(*data_, s); !who.empty()) {
        round.last_trick_pause = true;
        r.notices.push_back("The last trick is played. " + join(who, ", ") +
                            " may still use a power on it; then 'score' scores the round.");
        return;
    }
    end_round_if_ready(s, r);
}

// The round is scored once its play is over, no power waits on its last
// trick, and the Round card has every entry it asks for.
void Game::end_round_if_ready(GameState& s, Ruling& r) const {
    const RoundRule& rule = rule_of(*data_, s);
    if (s.phase != Phase::Tricks || s.round.entry == Entry::Requests || !rule.round_over(s) ||
        s.round.last_trick_pause || rule.pending(*data_, s))
        return;
    finish_round(s, score_round(*data_, s, codec_of(s)), r);
}

Result<Ruling> Game::on_score(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("score takes no words");
    if (!s.round.last_trick_pause)
        return fail("'score' ends a round whose last trick is played; now " + waiting_of(s).what);
    s.round.last_trick_pause = false;
    Ruling r;
    r.headline = "Round " + std::to_string(s.round.number) + "'s last trick stands";
    end_round_if_ready(s, r);
    return r;
}

void redecide_last_trick(const GameData& data, GameState& s, Ruling& r, int chosen, const Reason& why) {
    RoundState& round = s.round;
    TrickRecord& t = round.tricks.back();
    const int before = t.winner;
    tt::TrickVerdict verdict = decide_trick(data, s, t.plays, t.reversed);
    if (chosen >= 0) {
        verdict.winner = chosen;
        verdict.reasons.push_back(why);
    }
    t.winner = verdict.winner;
    t.reasons = verdict.reasons;
    r.reasons.insert(r.reasons.end(), verdict.reasons.begin(), verdict.reasons.end());
    if (t.winner == before) {
        r.notices.push_back("Trick " + std::to_string(t.number) + " still goes to " + s.seating.name(t.winner) + ".");
        return;
    }
    r.notices.push_back("Trick " + std::to_string(t.number) + " now goes to " + s.seating.name(t.winner) + ".");
    if (!round.last_trick_pause) {
        seat_trick(data, s, t.winner);
        r.notices.push_back(s.seating.name(t.winner) + " leads trick " + std::to_string(round.tricks.size() + 1) + ".");
    }
}

}  // namespace zref::rp
