// Crystal Clear: after the pass, each player lays every card of one suit they
// hold face up; they stay in the hand. zref may be told what was shown
// ('show NAME SUIT CARDS', or 'show NAME SUIT none'), and then refuses a shown
// card played by anyone but its holder. Cards that arrive later stay hidden.
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

struct CrystalClear : RoundRule {
    std::string_view id() const override { return "crystal-clear"; }
    void start_round(const GameData&, GameState& s, Ruling&) const override {
        s.round.card_state.shown.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
    }
    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"After the pass, everyone lays every card of one suit face up ('show NAME SUIT CARDS' tells zref, "
                "if you like); they are played from the table."};
    }
    std::vector<std::string> verbs() const override { return {"show"}; }
    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        if (!s.round.tricks.empty() || !s.round.current.plays.empty())
            return fail("'show' comes before the first trick: cards that arrive later stay hidden");
        if (c.args.size() < 3) return fail("show: give the player, the suit and its cards, e.g. 'show Ana fairies f2 f9'");
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto suit = codec.parse_suit(c.args[1]);
        if (!suit) return fail("show: '" + c.args[1] + "' is not a suit");
        auto& mine = s.round.card_state.shown[static_cast<std::size_t>(*seat)];
        if (mine) return fail(s.seating.name(*seat) + "'s shown cards are already entered");
        std::vector<tt::Card> cards;
        if (!(c.args.size() == 3 && iequals(c.args[2], "none")))
            for (std::size_t i = 2; i < c.args.size(); ++i) {
                auto card = codec.parse(c.args[i]);
                if (!card) return fail(card.error());
                if (card->suit != *suit) return fail(codec.name(*card) + " is not of the suit shown, " + codec.suit_name(*suit));
                for (const auto& other : s.round.card_state.shown)
                    if (other && std::find(other->begin(), other->end(), *card) != other->end()) return fail(codec.name(*card) + " was already shown by another player");
                cards.push_back(*card);
            }
        mine = cards;
        Ruling r;
        std::vector<std::string> names;
        for (auto card : cards) names.push_back(codec.code(card));
        r.headline = s.seating.name(*seat) + " shows " + codec.suit_name(*suit) + ": " +
                     (names.empty() ? std::string("none") : join(names, " "));
        return r;
    }
    Status check_play(const TrickView& v, int seat, tt::Card c) const override {
        const auto& shown = v.state.round.card_state.shown;
        for (std::size_t other = 0; other < shown.size(); ++other)
            if (static_cast<int>(other) != seat && shown[other] &&
                std::find(shown[other]->begin(), shown[other]->end(), c) != shown[other]->end())
                return fail(v.codec.name(c) + " lies face up in front of " +
                                    v.state.seating.name(static_cast<int>(other)) + " (Crystal Clear)");
        return Ok{};
    }
};

}  // namespace

const RoundRule& crystal_clear() {
    static const CrystalClear rule;
    return rule;
}

}  // namespace zref::rp
