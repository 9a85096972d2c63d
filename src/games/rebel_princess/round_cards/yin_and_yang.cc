// Yin and Yang (Rebel Princess 2, Team Mode): in each trick, the partner of a
// team who plays first chooses to play face up or face down, and the other
// partner must play the other way. Face-down cards are turned up at the end
// of the trick; whoever leads face down names the suit led. For the one
// person typing, a face-down card is typed as the card with 'down' after it
// ('play Ana q7 down', or 'q7 down'), once it is turned up (or at once, when
// the typist knows it); zref checks that each team has one card of each kind
// and keeps which cards lay face down, for the trick's reasons.
#include <algorithm>
#include <string>
#include <vector>

#include "core/text.h"
#include "games/rebel_princess/round_cards/common.h"
#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/rebel_princess/sections.h"

namespace zref::rp {

namespace {

constexpr std::string_view kDown = "down";

bool lay_face_down(const GameState& s, tt::Card c) {
    const auto& down = s.round.card_state.face_down;
    return std::find(down.begin(), down.end(), c) != down.end();
}

// "face down" or "face up".
std::string_view face_word(bool down) { return down ? "face down" : "face up"; }

struct YinAndYang : RoundRule {
    std::string_view id() const override { return "yin-and-yang"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"In each trick one partner of each team plays face down, the other face up (the first to play "
                "chooses). Type a face-down card with 'down' once it is turned up: 'play NAME q7 down' (or 'q7 down'). "
                "A face-down lead names its suit."};
    }

    std::string_view play_word() const override { return kDown; }

    Status on_play_word(const GameData& data, GameState& s, int seat, tt::Card c, bool typed, Ruling& r) const override {
        const int partner = s.seating.partner(seat);
        const std::string name = s.seating.name(seat), mate = s.seating.name(partner);
        const tt::CardCodec& codec = data.codec(s.seating.size());
        for (const auto& p : s.round.current.plays) {
            if (p.seat != partner) continue;
            const bool mate_down = lay_face_down(s, p.card);
            if (mate_down != typed) continue;
            return fail(concat({name, " must play ", face_word(!mate_down), ": ", mate, ", ", name, "'s partner, played ",
                                face_word(mate_down), mate_down ? concat({" (type 'play ", name, " ", codec.code(c), "' without 'down')"})
                                                           : concat({" (type 'play ", name, " ", codec.code(c), " down')"})}));
        }
        if (!typed) return Ok{};
        s.round.card_state.face_down.push_back(c);
        r.headline += " face down";
        if (s.round.current.plays.empty())
            r.notices.push_back(concat({name, " leads face down and names the suit: ", codec.suit_name(c.suit), " are led"}));
        return Ok{};
    }

    // After each card: what the partner of its player still has to do.
    std::optional<std::string> progress(const TrickView& v) const override {
        const tt::Play& last = v.plays.back();
        const int partner = v.state.seating.partner(last.seat);
        for (const auto& p : v.plays)
            if (p.seat == partner) return std::nullopt;
        return concat({v.state.seating.name(partner), ", ", v.state.seating.name(last.seat), "'s partner, plays ",
                       face_word(!lay_face_down(v.state, last.card)), " in this trick"});
    }

    // The basic rule decides; the reasons add which cards lay face down until the trick's end.
    std::optional<tt::TrickVerdict> decide_trick(const TrickView& v, bool explain) const override {
        auto verdict = tt::ranked_verdict(v.plays, v.codec, v.state.seating, sec::kTrickSections, tt::Ranking{v.reversed, false}, explain);
        if (!explain) return verdict;
        std::vector<std::string> down;
        for (const auto& p : v.plays)
            if (lay_face_down(v.state, p.card)) down.push_back(played(v, p));
        if (!down.empty())
            verdict.reasons.push_back({concat({"played face down and turned up at the trick's end: ", join(down, ", ")}),
                                       card_section(v)});
        return verdict;
    }
};

}  // namespace

const RoundRule& yin_and_yang() {
    static const YinAndYang rule;
    return rule;
}

}  // namespace zref::rp
