// A new round: its Round card revealed, the whole deck dealt, the pass the
// card prints, and the first trick led by the round's designated leader.
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/passes.h"
#include "games/trick_taking/deck.h"

namespace zref::rp {

void seat_trick(const GameData& data, GameState& s, int leader) {
    const RoundRule& rule = rule_of(data, s);
    s.round.current.restart(leader);
    tt::seat_players(s.round.current, s.seating, rule.cards_each(data, s.setup), rule.per_turn(data, s.setup),
                     [](int) { return true; });
}

void Game::start_round(GameState& s, int number, int start, Ruling& r) const {
    const tt::CardCodec& codec = codec_of(s);
    const int n = s.seating.size();
    RoundState& round = s.round;
    round.reset_record(n, codec);
    round.number = number;
    const RoundCardInfo* card = data_->round_card(s.setup.rounds.at(static_cast<std::size_t>(number - 1)));
    round.card = static_cast<int>(card - data_->round_cards.data());
    round.start = start;
    round.hand_size = tt::hand_size(codec, n);
    round.cards_left.assign(static_cast<std::size_t>(n), round.hand_size);
    round.entry = Entry::Open;
    round.tricks.clear();
    round.requests.assign(static_cast<std::size_t>(n), std::nullopt);
    round.team_facts.clear();  // each round's Team Mode answers are its own
    round.card_state = RoundCardState{};
    round.powers = TrickPowers{};
    round.prophesied = -1;
    round.envy_lacks.clear();
    round.power_used.assign(static_cast<std::size_t>(n), 0);  // every power comes back each round
    seat_trick(*data_, s, start);
    r.notices.push_back("Round " + std::to_string(number) + ": " + card->name + ". " + card->effect);
    r.notices.push_back("Deal " + std::to_string(round.hand_size) + " cards each (values " +
                        std::to_string(codec.min_value()) + "-" + std::to_string(codec.max_value()) + ").");
    r.notices.push_back(pass_reminder(s.seating, s.setup, *card));
    for (const auto& line : rule_of(*data_, s).reminders(*data_, s.setup)) r.notices.push_back(line);
    rule_of(*data_, s).start_round(*data_, s, r);
    r.notices.push_back(s.seating.name(start) + " leads trick 1; or enter the round's results with 'requests NAME N'.");
}

}  // namespace zref::rp
