#include "games/trick_taking/trick_winner.h"

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/text.h"

namespace zref::tt {

namespace {
// Where in the trick its winning card lies: the highest of the trump suit
// (Princes) if any was played, else the highest card of the led suit (so one
// is always there);
// the first played wins a tie. Both suits' best are kept in one pass, with
// masks and conditional moves rather than a branch per card: which card is
// best is random, and a wall-clock profile showed the mispredicted branches
// (the compiler made `&&` and `?:` here into branches).
std::size_t winning_index(const Plays& plays, std::uint8_t trump) {
    const std::uint8_t led = plays.front().card.suit;
    std::size_t best_trump = 0, best_led = 0;
    int trump_strength = -1, led_strength = -1;  // below every card
    for (std::size_t i = 0; i < plays.size(); ++i) {
        // The card's strength for each suit, -1 when it is not of it.
        const int value = strength(plays[i]);
        const int as_trump = value | ~-static_cast<int>(plays[i].card.suit == trump);
        const int as_led = value | ~-static_cast<int>(plays[i].card.suit == led);
        const bool higher_trump = as_trump > trump_strength;
        const bool higher_led = as_led > led_strength;
        best_trump = higher_trump ? i : best_trump;
        trump_strength = higher_trump ? as_trump : trump_strength;
        best_led = higher_led ? i : best_led;
        led_strength = higher_led ? as_led : led_strength;
    }
    return trump_strength >= 0 ? best_trump : best_led;
}
}  // namespace

int winning_seat(const Plays& plays, const CardCodec& codec) {
    return plays[winning_index(plays, codec.trump_suit())].seat;
}

TrickVerdict basic_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections,
                           bool explain) {
    return explain ? resolve_trick(plays, codec, seating, sections) : TrickVerdict{winning_seat(plays, codec), {}};
}

TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections) {
    TrickVerdict v;
    v.reasons.reserve(plays.size());
    const Card led = plays.front().card;
    const std::uint8_t trump = codec.trump_suit();
    const bool has_trump = trump < codec.suit_count();  // Rebel Princess's deck has none
    const Play* best = &plays[winning_index(plays, trump)];
    const bool trump_played = best->card.suit == trump;  // a Prince wins whenever one was played
    const std::uint8_t ruling_suit = trump_played ? trump : led.suit;
    v.winner = best->seat;
    const std::string trump_one = has_trump ? codec.suit_singular(trump) : std::string();
    const std::string who = concat({seating.name(best->seat), "'s ", codec.name(best->card),
                                    best->bonus ? " (worth " + std::to_string(strength(*best)) + ")" : ""});
    const std::string trick_section(sections.trick), princes_section(sections.princes);
    if (!has_trump) {
        v.reasons.push_back({concat({who, " wins: it is the highest ", codec.suit_singular(led.suit),
                                     ", the led suit, which takes the trick"}),
                             trick_section});
    } else if (trump_played && led.suit != trump) {
        v.reasons.push_back({concat({who, " wins: a ", trump_one, " was played, and the highest ", trump_one,
                                     " takes the trick whatever suit was led"}),
                             princes_section});
    } else if (trump_played) {
        v.reasons.push_back({concat({who, " wins: ", codec.suit_name(trump), " were led and it is the highest ", trump_one}),
                             princes_section});
    } else {
        v.reasons.push_back({concat({who, " wins: no ", trump_one, " was played, so the highest ",
                                     codec.suit_singular(led.suit), " (the led suit) takes the trick"}),
                             trick_section});
    }
    for (const auto& p : plays) {
        if (p.card.suit == ruling_suit) continue;
        const std::string card = codec.name(p.card);
        if (!has_trump)
            v.reasons.push_back({concat({seating.name(p.seat), "'s ", card, " cannot win: it is not of the led suit"}),
                                 trick_section});
        else if (p.card.suit == led.suit)
            v.reasons.push_back({concat({seating.name(p.seat), "'s ", card,
                                         " cannot win: it follows the led suit, but a ", trump_one, " was played"}),
                                 princes_section});
        else
            v.reasons.push_back({concat({seating.name(p.seat), "'s ", card, " cannot win: it is neither the led suit nor a ",
                                         trump_one}),
                                 trick_section});
    }
    return v;
}

TrickVerdict ranked_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, const RuleSections& sections,
                            Ranking ranking, bool explain) {
    const std::uint8_t led = plays.front().card.suit;
    const Play* best = best_play(plays, [led](const Play& p) { return p.card.suit == led; }, ranking);
    TrickVerdict v;
    v.winner = best->seat;
    if (!explain) return v;
    const std::string section(sections.trick);
    const std::string order = ranking.lowest_wins ? "lowest" : "highest";
    std::string why = concat({seating.name(best->seat), "'s ", codec.name(best->card), " wins: it is the ", order, " ",
                              codec.suit_singular(led), ", the led suit", ranking.lowest_wins ? ", and the lowest card takes this trick" : ""});
    bool tied = false;
    for (const auto& p : plays) tied = tied || (&p != best && p.card.suit == led && strength(p) == strength(*best));
    if (tied) why += ranking.later_wins_tie ? "; of equal cards the later played wins" : "; of equal cards the first played wins";
    v.reasons.push_back({why, section});
    for (const auto& p : plays) {
        if (&p == best) continue;
        const std::string card = concat({seating.name(p.seat), "'s ", codec.name(p.card), " cannot win: "});
        v.reasons.push_back({card + (p.card.suit != led ? "it is not of the led suit"
                                     : strength(p) == strength(*best) ? "it ties, and the tie goes the other way"
                                                                       : "it is " + std::string(ranking.lowest_wins ? "higher" : "lower")),
                             section});
    }
    return v;
}

}  // namespace zref::tt
