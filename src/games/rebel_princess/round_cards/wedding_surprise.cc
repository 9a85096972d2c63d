// Wedding Surprise (Rebel Princess 2): whoever leads a trick plays face down
// and names only the suit ('play NAME SUIT', or the suit alone). Once everyone
// has played, the card is turned up ('reveal NAME CARD', of the suit named)
// and only then is the trick decided. A Prince lead before Princes broke out
// still needs the claim of only Princes.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr const char* kWeddingSurprise = "Wedding Surprise";

struct WeddingSurprise : RoundRule {
    std::string_view id() const override { return "wedding-surprise"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"Whoever leads plays face down and names the suit: 'play NAME SUIT' (or the suit alone). Once everyone "
                "has played, 'reveal NAME CARD' turns it up and the trick is decided."};
    }

    bool lead_face_down() const override { return true; }
    std::vector<std::string> verbs() const override { return {"reveal"}; }

    std::optional<PendingEntry> pending(const GameData& data, const GameState& s) const override {
        const tt::Trick& t = s.round.current;
        if (t.plays.empty() || t.plays.size() < t.order.size() || !is_face_down(t.plays.front().card)) return std::nullopt;
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const tt::Play& lead = t.plays.front();
        const std::string name = s.seating.name(lead.seat);
        return PendingEntry{lead.seat,
                            name + "'s face-down lead turned up ('reveal " + name + " CARD', a " +
                                codec.suit_singular(lead.card.suit) + ")",
                            {"reveal " + name + " " + codec.suits().at(lead.card.suit).codes.front() + "7"}};
    }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        if (c.args.size() != 2) return fail("reveal: give the leader and her face-down card, e.g. 'reveal Ana q7'");
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto card = data.codec(s.seating.size()).parse(c.args[1]);
        if (!card) return fail(card.error());
        auto r = turn_up_lead(data, s, *seat, *card);
        if (r) r->because("the face-down lead is turned up once everyone has played, and only then is the trick decided",
                          kWeddingSurprise);
        return r;
    }
};

}  // namespace

const RoundRule& wedding_surprise() {
    static const WeddingSurprise rule;
    return rule;
}

}  // namespace zref::rp
