// The Elder Stepsister, Envy (Rebel Princess 2, Team Mode): when her team
// leads a trick, not with the Frog and not face down, every player of the
// other teams must play, if able, a card of the led suit above the lead, else
// any card of the led suit, else any card above the lead ("above" is our
// reading: higher than the led card). zref cannot see hands: it says the
// obligation, keeps what each card under it shows its hand lacked, and warns
// when a later card of that player contradicts it (a breach then, or a hand
// changed since). Declared before her team's lead or right after it; a lead
// that turns out not to be bound (the Frog, another team's) gives it back.
#include <algorithm>

#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princesses/princesses.h"

namespace zref::rp {

namespace {

// "a higher Queen if able, else a Queen, else a card above 7".
std::string obligation(const tt::CardCodec& codec, tt::Card lead) {
    const std::string suit = codec.suit_singular(lead.suit);
    const std::string v = std::to_string(lead.value);
    return "a " + suit + " above " + v + " if able, else a " + suit + ", else any card above " + v;
}

// Why a lead does not bind the trick, or "".
std::string unbound(const GameData& data, const GameState& s, int holder, const tt::Play& lead) {
    if (is_face_down(lead.card)) return "it was led face down";
    if (lead.card == data.frog) return "it was led with the Frog";
    if (s.seating.side_of(lead.seat) != s.seating.side_of(holder)) return s.seating.name(lead.seat) + " of another team led it";
    return "";
}

struct ElderStepsister : PrincessPower {
    static constexpr std::string_view kSection = "The Elder Stepsister";
    std::string_view id() const override { return "elder-stepsister"; }
    Window window() const override { return Window::TeamLead; }
    std::string usage() const override { return "power elder-stepsister (no words: before her team's lead or right after it)"; }
    Result<Ruling> use(const GameData& data, GameState& s, int seat, const std::vector<std::string>& args) const override {
        if (!args.empty()) return fail("her power takes no words: declare it when her team leads");
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const auto& plays = s.round.current.plays;
        Ruling r;
        if (!plays.empty()) {
            if (const std::string why = unbound(data, s, seat, plays.front()); !why.empty())
                return fail("Envy binds a trick her team leads, not with the Frog nor face down: " + why);
            r.because("the other teams must play " + obligation(codec, plays.front().card), std::string(kSection));
        } else {
            if (rule_of(data, s).lead_face_down())
                return fail(round_card_of(data, s).name + " has every trick led face down, and Envy never binds a face-down lead");
            r.because("the other teams must play a card of the led suit above the lead if able, else one of the led suit, "
                      "else any card above the lead (not when the lead is the Frog)",
                      std::string(kSection));
        }
        s.round.powers.envy_side = s.seating.side_of(seat);
        r.headline = s.seating.name(seat) + " uses the Elder Stepsister: Envy binds the other teams in trick " +
                     std::to_string(trick_number(s));
        r.because("zref cannot see hands: it notes what each card shows a hand lacked and warns when a later card "
                  "of the same player contradicts it",
                  std::string(kSection));
        return r;
    }
    void on_card_played(const GameData& data, GameState& s, int holder, const tt::Play& play, Ruling& r) const override {
        RoundState& round = s.round;
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const int trick_no = trick_number(s);
        // A card its player showed under Envy they did not hold.
        if (!is_face_down(play.card))
            for (const auto& lack : round.envy_lacks)
                if (lack.seat == play.seat && lack.trick < trick_no &&
                    (lack.suit < 0 || lack.suit == play.card.suit) && play.card.value > lack.above) {
                    r.warnings.push_back(s.seating.name(play.seat) + " plays " + codec.name(play.card) + ", but under Envy in trick " +
                                         std::to_string(lack.trick) + " their " + codec.name(lack.card) + " showed they held no " +
                                         (lack.suit < 0 ? std::string("card") : codec.suit_singular(static_cast<std::uint8_t>(lack.suit))) +
                                         " above " + std::to_string(lack.above) +
                                         ": a breach of Envy then, or a hand that changed since (zref cannot see hands)");
                    break;
                }
        if (round.powers.envy_side != s.seating.side_of(holder)) return;
        const auto& plays = round.current.plays;
        const tt::Play& lead = plays.front();
        if (plays.size() == 1) {
            if (const std::string why = unbound(data, s, holder, lead); !why.empty()) {
                // Declared before a lead Envy cannot bind: nothing happened, so the power comes back.
                round.powers.envy_side = -1;
                round.power_used[static_cast<std::size_t>(holder)] = 0;
                std::erase(round.powers.used, std::string(id()));
                r.notices.push_back("Envy does not bind this trick (" + why + "): " + s.seating.name(holder) +
                                    " keeps the Elder Stepsister's power for this round");
                return;
            }
            r.notices.push_back("Envy: the other teams must play " + obligation(codec, lead.card));
            return;
        }
        if (s.seating.side_of(play.seat) == s.seating.side_of(holder) || !play.proves_void) return;  // a power played it (off suit, or from another hand)
        const tt::Card led = lead.card, card = play.card;
        const std::string name = s.seating.name(play.seat);
        if (card.suit == led.suit && card.value > led.value) return;
        if (card.suit == led.suit) {
            round.envy_lacks.push_back({play.seat, trick_no, led.suit, led.value, card});
            r.notices.push_back("Envy: " + name + " plays " + codec.name(card) + ", so holds no " + codec.suit_singular(led.suit) +
                                " above " + std::to_string(led.value) + " (zref cannot see hands)");
            return;
        }
        if (card.value > led.value) {
            r.notices.push_back("Envy: " + name + " plays off the led suit, so holds no " + codec.suit_singular(led.suit));
            return;
        }
        round.envy_lacks.push_back({play.seat, trick_no, -1, led.value, card});
        r.notices.push_back("Envy: " + name + " plays " + codec.name(card) + ", so holds no " + codec.suit_singular(led.suit) +
                            " and no card above " + std::to_string(led.value) + " (zref cannot see hands)");
    }
};
}  // namespace

const PrincessPower& elder_stepsister() {
    static const ElderStepsister power;
    return power;
}

}  // namespace zref::rp
