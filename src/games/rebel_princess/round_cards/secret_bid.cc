// Secret Bid (Rebel Princess 2): after the pass each player hides one card
// (not a Prince or the Frog while holding any other card), so the round has
// one trick fewer. After the last trick each hidden card is turned up
// ('secret NAME CARD'): a player whose card's number equals the tricks she
// took scores -1 per trick instead of her requests. zref never sees the
// hidden cards before; the cards left unplayed are exactly them.
#include <algorithm>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/round_cards/round_cards.h"

namespace zref::rp {

namespace {

constexpr const char* kSecretBid = "Secret Bid";

struct SecretBid : RoundRule {
    std::string_view id() const override { return "secret-bid"; }

    std::vector<std::string> reminders(const GameData&, const TableSetup&) const override {
        return {"After the pass, everyone hides one card face down (not a Prince or the Frog if they hold any other "
                "card); the round has one trick fewer. After the last trick, each hidden card is typed: 'secret NAME CARD'."};
    }

    void start_round(const GameData&, GameState& s, Ruling&) const override {
        s.round.card_state.set_aside.assign(static_cast<std::size_t>(s.seating.size()), std::nullopt);
        for (auto& left : s.round.cards_left) --left;  // the hidden card is never played
    }

    std::vector<std::string> verbs() const override { return {"secret"}; }

    // The hidden cards not typed yet: the unplayed cards nobody has named.
    static std::vector<tt::Card> untyped(const GameData& data, const GameState& s) {
        const tt::CardCodec& codec = data.codec(s.seating.size());
        const auto& aside = s.round.card_state.set_aside;
        std::vector<tt::Card> out;
        for (auto c : codec.deck())
            if (!s.round.was_played(codec, c) &&
                std::none_of(aside.begin(), aside.end(), [&](const auto& a) { return a && *a == c; }))
                out.push_back(c);
        return out;
    }

    std::optional<PendingEntry> pending(const GameData& data, const GameState& s) const override {
        if (!round_over(s)) return std::nullopt;
        const auto& aside = s.round.card_state.set_aside;
        const auto left = untyped(data, s);
        const tt::CardCodec& codec = data.codec(s.seating.size());
        std::vector<std::string> codes;
        for (auto c : left) codes.push_back(codec.code(c));
        for (int k = 0, seat = s.round.start; k < s.seating.size(); ++k, seat = s.seating.left(seat))
            if (!aside[static_cast<std::size_t>(seat)]) {
                const std::string name = s.seating.name(seat);
                const std::string example = "secret " + name + " " + (codes.empty() ? std::string("q3") : codes.front());
                if (codes.size() == 1)
                    return PendingEntry{seat, name + "'s hidden card: the one card left, " + codec.name(left.front()) + " ('" + example + "')",
                                        {example}};
                return PendingEntry{seat, name + "'s hidden card turned up ('secret " + name + " CARD', one of " + join(codes, " ") + ")",
                                    {example}};
            }
        return std::nullopt;
    }

    Result<Ruling> on_entry(const GameData& data, GameState& s, const Command& c) const override {
        RoundState& round = s.round;
        if (!round_over(s)) return fail("the hidden cards are turned up after the round's last trick: 'secret' comes then");
        if (round.last_trick_pause) return fail("first a power on the last trick, or 'score'; then the hidden cards");
        if (c.args.size() != 2) return fail("secret: give the player and her hidden card, e.g. 'secret Ana q3'");
        const tt::CardCodec& codec = data.codec(s.seating.size());
        auto seat = s.seating.find(c.args[0]);
        if (!seat) return fail(seat.error());
        auto card = codec.parse(c.args[1]);
        if (!card) return fail(card.error());
        auto& aside = round.card_state.set_aside;
        const std::string name = s.seating.name(*seat);
        if (const auto& mine = aside[static_cast<std::size_t>(*seat)]) return fail(name + "'s hidden card is already typed: " + codec.name(*mine));
        if (round.was_played(codec, *card))
            return fail(codec.name(*card) + " was played in a trick: the hidden cards are the ones left unplayed");
        for (std::size_t other = 0; other < aside.size(); ++other)
            if (aside[other] && *aside[other] == *card)
                return fail(codec.name(*card) + " is " + s.seating.name(static_cast<int>(other)) + "'s hidden card");
        aside[static_cast<std::size_t>(*seat)] = *card;
        Ruling r;
        r.headline = name + "'s hidden card: " + codec.name(*card);
        if (card->suit == data.princes || *card == data.frog)
            r.warnings.push_back(name + " hid " + codec.name(*card) + ": a Prince or the Frog may be hidden only by a player "
                                 "holding nothing else (zref cannot see hands; the table checks)");
        return r;
    }

    // Replaces the usual lines when the hidden card's number equals the tricks taken.
    std::optional<ReceiptLine> extra_line(const ScoreView& v, int seat) const override {
        const auto& aside = v.state.round.card_state.set_aside;
        const auto at = static_cast<std::size_t>(seat);
        if (at >= aside.size() || !aside[at]) return std::nullopt;
        const tt::Card hidden = *aside[at];
        const int tricks = v.tricks_taken[at];
        const std::string card = "hidden " + v.codec.name(hidden);
        if (tricks == 0) return ReceiptLine{card + ", no trick taken: no card is 0, so requests as usual", 0, kSecretBid};
        if (hidden.value != tricks)
            return ReceiptLine{card + ", " + counted(tricks, "trick", "tricks") + " taken: no match, so requests as usual", 0, kSecretBid};
        int usual = 0;
        for (auto c : v.taken[at]) usual += card_requests(v, seat, c);
        return ReceiptLine{card + " matches the " + counted(tricks, "trick", "tricks") + " taken: -1 a trick instead of the requests",
                           -tricks - usual, kSecretBid};
    }

    // A match turns a player's requests into minus her tricks.
    bool fixed_total() const override { return false; }
};

}  // namespace

const RoundRule& secret_bid() {
    static const SecretBid rule;
    return rule;
}

}  // namespace zref::rp
