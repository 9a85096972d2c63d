// The Queen of Hearts, Foul Play (Rebel Princess 2, Team Mode): once a
// trick's last card is down, before it is decided, she makes her partner's
// card in it count exactly 3 more or 3 less, never above 12 nor below 0. When
// that ties it with the card it must beat (or be beaten by), she chooses which
// of the tied players takes the trick. Under An Enchanted Evening she cannot
// change who took the total past the target.
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

struct QueenOfHearts : PrincessPower {
    static constexpr std::string_view kSection = "The Queen of Hearts";
    std::string_view id() const override { return "queen-of-hearts"; }
    Window window() const override { return Window::AfterTrick; }
    std::string usage() const override {
        return "power queen-of-hearts up|down [WINNER] (her partner's card counts 3 more or less; name the winner only on a tie)";
    }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const bool up = !args.empty() && iequals(args[0], "up");
        if (args.empty() || args.size() > 2 || (!up && !iequals(args[0], "down")))
            return fail("say 'up' or 'down' (her partner's card changes by exactly 3), then a winner only if it ties");
        RoundState& round = s.round;
        TrickRecord& t = round.tricks.back();
        const int partner = s.seating.partner(seat);
        const std::string partner_name = s.seating.name(partner);
        tt::Play* theirs = partner_play(t.plays, partner, [](const tt::Play&) { return false; });
        if (!theirs) return fail(partner_name + " has no card in trick " + std::to_string(t.number));
        const int before = tt::strength(*theirs);
        const int after = before + (up ? 3 : -3);
        if (after < 0 || after > 12)
            return fail(partner_name + "'s " + codec.name(theirs->card) + " counts " + std::to_string(before) + ": " +
                        (up ? "up" : "down") + " by 3 would be " + std::to_string(after) + ", outside 0 to 12");
        if (target_decides(s, data, t.plays))
            return fail(round_card_of(data, s).name + ": this trick went past the target, and Foul Play may not change who took it there");
        const std::size_t at = static_cast<std::size_t>(theirs - t.plays.begin());
        tt::Plays changed = t.plays;
        changed[at].bonus = static_cast<std::int8_t>(changed[at].bonus + (up ? 3 : -3));
        if (target_decides(s, data, changed))
            return fail(round_card_of(data, s).name + ": the change would take this trick past the target, and Foul Play may not do that");
        // A tie the change made: the winner's card and hers of one suit, counting the same.
        const tt::TrickVerdict verdict = decide_trick(data, s, changed, t.reversed);
        std::vector<int> tied;
        for (const auto& p : changed)
            if (&p != &changed[at] && p.card.suit == changed[at].card.suit && tt::strength(p) == after) tied.push_back(p.seat);
        const bool tie = !tied.empty() && (verdict.winner == partner ||
                                           std::find(tied.begin(), tied.end(), verdict.winner) != tied.end());
        tied.push_back(partner);
        std::vector<std::string> names;
        for (int seat_tied : tied) names.push_back(s.seating.name(seat_tied));
        int chosen = -1;
        if (tie) {
            if (args.size() != 2)
                return fail("it ties " + join(names, " and ") + " at " + std::to_string(after) + ": name who takes the trick, e.g. "
                            "'power queen-of-hearts " + args[0] + " " + names.front() + "'");
            auto who = s.seating.find(args[1]);
            if (!who) return fail(who.error());
            if (std::find(tied.begin(), tied.end(), *who) == tied.end())
                return fail("only a tied player may take the trick: " + join(names, " or "));
            chosen = *who;
        } else if (args.size() == 2) {
            return fail("no tie comes of it, so the trick is decided as usual: name no winner");
        }
        Ruling r;
        r.headline = s.seating.name(seat) + " uses the Queen of Hearts: " + partner_name + "'s " + codec.name(theirs->card) +
                     " counts " + std::to_string(after) + " in trick " + std::to_string(t.number);
        r.because(partner_name + "'s card counts " + std::to_string(after) + " instead of " + std::to_string(before) +
                      ", 3 " + (up ? "more" : "less"),
                  std::string(kSection));
        theirs->bonus = changed[at].bonus;
        theirs->power = this;
        redecide_last_trick(data, s, r, chosen,
                            Reason{"of the tied cards, the Queen of Hearts chose " + (chosen >= 0 ? s.seating.name(chosen) : std::string()) +
                                       "'s to take the trick",
                                   std::string(kSection)});
        return r;
    }
    bool acts_on_last_trick(const GameState&, int) const override { return true; }
};
}  // namespace

const PrincessPower& queen_of_hearts() {
    static const QueenOfHearts power;
    return power;
}

}  // namespace zref::rp
