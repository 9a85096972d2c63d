#include "games/rebel_princess/sim/random_game.h"

#include <algorithm>

#include "core/command.h"
#include "core/text.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/table/rp_table.h"

namespace zref::rp::sim {

namespace {

constexpr const char* kSimSets[] = {"deluxe rp2", "original rp2", "original deluxe rp2", "deluxe", "original"};
constexpr const char* kSimReadings[] = {"rebel-of-the-ball off", "rebel-of-the-ball on", "zero-round zero-or-less",
                                        "princes-break any-prince"};

bool starts_with_word(const std::string& line, std::string_view verb) {
    return line.size() > verb.size() && line.compare(0, verb.size(), verb) == 0 && line[verb.size()] == ' ';
}

std::size_t deck_slots(const tt::CardCodec& codec) {
    return static_cast<std::size_t>(codec.suit_count()) * static_cast<std::size_t>(codec.max_value());
}

// Whether the last entry of the round is forced: its last card, or its last
// number when the facts leave no doubt (the engine's forced_last_requests).
bool forced(const Game& g) {
    const auto& s = g.state();
    if (s.round.entry != Entry::Requests) return true;
    return forced_last_requests(g.data(), s, g.codec()).has_value();
}

}  // namespace

std::vector<std::string> sim_seat_names(int players) {
    static const char* names[] = {"Ana", "Ben", "Cai Li", "Dee", "Eva", "Fay"};
    std::vector<std::string> out;
    for (int i = 0; i < players; ++i) out.push_back(i < 6 ? names[i] : "Player" + std::to_string(i + 1));
    return out;
}

RandomGame::RandomGame(const GameData& data, const TableConfig& config)
    : data_(&data), config_(config), ref_(data), rng_(config.seed) {}

std::vector<std::string> RandomGame::setup_lines() {
    const auto names = sim_seat_names(config_.players);
    std::string players = "players";
    for (const auto& n : names) players += " " + quote_if_needed(n);
    const std::string sets = kSimSets[rng_.below(std::size(kSimSets))];
    const auto boxes = split_names(sets);
    std::vector<std::string> lines = {"game " + data_->id, players, "sets " + sets};
    if (config_.teams) lines.push_back("mode teams");
    // Every Round card zref referees from the table's boxes (Team Mode's only
    // at a Team Mode table); self-play types the entries of each, those that
    // lay out, hide, gift, keep or lead face down a card included (next_line).
    std::vector<std::string> cards;
    for (const auto& id : refereed_round_cards()) {
        const RoundCardInfo* c = data_->round_card(id);
        if (c && (config_.teams || !c->teams_only) && std::any_of(c->sets.begin(), c->sets.end(), [&](const std::string& b) {
                return std::find(boxes.begin(), boxes.end(), b) != boxes.end();
            }))
            cards.push_back(id);
    }
    std::string rounds = "rounds";
    for (int i = 0; i < data_->rounds; ++i) rounds += " " + cards[rng_.below(cards.size())];
    lines.push_back(rounds);
    lines.push_back("seed " + std::to_string(config_.seed));
    if (rng_.below(4) != 0) lines.push_back("start " + quote_if_needed(names[rng_.below(names.size())]));
    if (rng_.below(4) == 0) lines.push_back(std::string("reading ") + kSimReadings[rng_.below(std::size(kSimReadings))]);
    lines.push_back("princesses none");
    lines.push_back("begin");
    return lines;
}

Status RandomGame::setup() {
    for (const auto& line : setup_lines())
        if (auto r = ref_.apply(line); !r) return fail("setup line '" + line + "' refused: " + r.error());
    return deal();
}

Status RandomGame::deal_hands(const Game& g, HandModel& m) {
    const auto& s = g.state();
    const tt::CardCodec& codec = g.codec();
    std::vector<tt::Card> deck = codec.deck();
    const auto n = static_cast<std::size_t>(s.seating.size());
    const auto each = static_cast<std::size_t>(s.round.hand_size);
    if (each * n != deck.size())
        return fail("round " + std::to_string(s.round.number) + " deals " + std::to_string(each) + " cards to " +
                    std::to_string(n) + " players from a deck of " + std::to_string(deck.size()));
    rng_.shuffle(deck);
    m.hands.assign(n, {});
    for (std::size_t i = 0; i < deck.size(); ++i) m.hands[i / each].push_back(deck[i]);
    m.played.assign(deck_slots(codec), 0);
    m.aside.assign(n, {});
    m.owed.assign(n, 0);
    m.gift_piles.clear();
    m.face_down.reset();
    const std::string& id = round_card_of(*data_, s).id;
    if (id == "secret-bid") {
        // Each player hides a card, not a Prince or the Frog while she holds any other card.
        for (std::size_t seat = 0; seat < n; ++seat) {
            auto& hand = m.hands[seat];
            std::vector<tt::Card> options;
            for (auto c : hand)
                if (c.suit != data_->princes && !(c == data_->frog)) options.push_back(c);
            if (options.empty()) options = hand;
            const tt::Card hidden = options[rng_.below(options.size())];
            hand.erase(std::find(hand.begin(), hand.end(), hidden));
            m.aside[seat].push_back(hidden);
        }
    } else if (id == "poisoned-gift") {
        // Each player adds a card of her choice to the pile, face down.
        for (std::size_t seat = 0; seat < n; ++seat) {
            auto& hand = m.hands[seat];
            const auto at = hand.begin() + static_cast<std::ptrdiff_t>(rng_.below(hand.size()));
            m.aside[seat].push_back(*at);
            hand.erase(at);
        }
    } else if (id == "wedding-gift") {
        // The referee counts half of each hand gone into the gift piles from the start; each gift goes before its trick.
        m.owed.assign(n, static_cast<int>(each / 2));
    }
    return Ok{};
}

Status RandomGame::deal() {
    const Game& g = ref_.game();
    const auto& s = g.state();
    if (s.phase != Phase::Tricks || s.round.number == model_.round) return Ok{};
    model_.round = s.round.number;
    if (auto ok = deal_hands(g, model_); !ok) return ok;
    model_.results.clear();
    model_.by_results = rng_.below(3) == 0;
    counts_.cards_played.push_back(round_card_of(*data_, s).id);
    typed_.resize(static_cast<std::size_t>(model_.round));
    if (!model_.by_results) {
        ++counts_.rounds_by_cards;
        return Ok{};
    }
    ++counts_.rounds_by_results;
    order_.clear();
    for (int seat = 0; seat < static_cast<int>(s.seating.size()); ++seat) order_.push_back(seat);
    rng_.shuffle(order_);
    return score_on_a_copy();
}

std::string RandomGame::next_line(const Game& g, HandModel& m, Move& move) {
    const auto& s = g.state();
    move = Move{};
    const RoundRule& rule = rule_of(*data_, s);
    if (auto wait = rule.pending(*data_, s)) return own_line(g, m, *wait, move);
    if (rule.id() == "wedding-gift" && s.round.current.plays.empty() && !rule.round_over(s) &&
        m.gift_piles.size() == s.round.tricks.size()) {
        // Before each trick every player adds a card of her choice to the gift pile its winner takes.
        std::vector<tt::Card> pile;
        for (std::size_t seat = 0; seat < m.hands.size(); ++seat) {
            auto& hand = m.hands[seat];
            if (hand.empty() || m.owed[seat] == 0) continue;
            const auto at = hand.begin() + static_cast<std::ptrdiff_t>(rng_.below(hand.size()));
            pile.push_back(*at);
            m.aside[seat].push_back(*at);
            --m.owed[seat];
            hand.erase(at);
        }
        m.gift_piles.push_back(pile);
    }
    return card_line(g, m, move);
}

namespace {

// "p1 p3 p8", the Princes and the Frog among `cards` in the deck's order, or "none".
std::string princes_and_frog(const GameData& data, const tt::CardCodec& codec, const std::vector<tt::Card>& cards) {
    std::string out;
    for (auto c : codec.deck())
        if ((c.suit == data.princes || c == data.frog) && std::find(cards.begin(), cards.end(), c) != cards.end())
            out += (out.empty() ? "" : " ") + codec.code(c);
    return out.empty() ? "none" : out;
}

}  // namespace

std::string RandomGame::own_line(const Game& g, HandModel& m, const PendingEntry& wait, Move& move) {
    const auto& s = g.state();
    const tt::CardCodec& codec = g.codec();
    const std::string_view id = rule_of(*data_, s).id();
    const int n = s.seating.size();
    auto name = [&](int seat) { return quote_if_needed(s.seating.name(seat)); };
    // One of the players for whom `owes` holds, at random: a table types them in any order.
    auto any_of_those = [&](auto owes) {
        std::vector<int> seats;
        for (int seat = 0; seat < n; ++seat)
            if (owes(static_cast<std::size_t>(seat))) seats.push_back(seat);
        return seats.empty() ? -1 : seats[rng_.below(seats.size())];
    };
    move.own = true;
    move.seat = wait.seat;
    if (id == "enchanted-evening") {
        // The waiting player lays out a card below 8; holding none, she has the round dealt again.
        const auto& hand = m.hands.at(static_cast<std::size_t>(wait.seat));
        std::vector<tt::Card> below;
        for (auto c : hand)
            if (c.value < 8) below.push_back(c);
        if (below.empty()) {
            move.kind = Move::Redeal;
            return "redeal";
        }
        move.kind = Move::LayOut;
        move.card = below[rng_.below(below.size())];
        return "discard " + name(wait.seat) + " " + codec.code(move.card);
    }
    if (id == "secret-bid") {
        const auto& typed = s.round.card_state.set_aside;
        const int seat = any_of_those([&](std::size_t k) { return !typed.at(k) && !m.aside[k].empty(); });
        if (seat < 0) return {};
        return "secret " + name(seat) + " " + codec.code(m.aside[static_cast<std::size_t>(seat)].front());
    }
    if (id == "poisoned-gift") {
        // The holder hands the pile to any other player.
        int to = static_cast<int>(rng_.below(static_cast<std::size_t>(n - 1)));
        if (to >= wait.seat) ++to;
        return "pile " + name(to);
    }
    if (id == "wedding-gift") {
        // Each player who won a trick types the Princes and the Frog among the gift piles of her tricks.
        const auto& typed = s.round.card_state.unseen_taken;
        const auto& tricks = s.round.tricks;
        auto won = [&](std::size_t k) {
            return std::any_of(tricks.begin(), tricks.end(), [&](const auto& t) { return t.winner == static_cast<int>(k); });
        };
        const int seat = any_of_those([&](std::size_t k) { return won(k) && !typed.at(k); });
        if (seat < 0) return {};
        std::vector<tt::Card> gifts;
        for (std::size_t t = 0; t < tricks.size() && t < m.gift_piles.size(); ++t)
            if (tricks[t].winner == seat) gifts.insert(gifts.end(), m.gift_piles[t].begin(), m.gift_piles[t].end());
        return "gifts " + name(seat) + " " + princes_and_frog(*data_, codec, gifts);
    }
    if (id == "late-for-a-very-important-date") {
        // Each player types the Princes and the Frog among the cards she still holds.
        const auto& typed = s.round.card_state.unseen_taken;
        const int seat = any_of_those([&](std::size_t k) { return s.round.cards_left.at(k) > 0 && !typed.at(k); });
        if (seat < 0) return {};
        return "kept " + name(seat) + " " + princes_and_frog(*data_, codec, m.hands[static_cast<std::size_t>(seat)]);
    }
    if (id == "wedding-surprise" && m.face_down) {
        move.kind = Move::TurnUp;
        move.card = *m.face_down;
        return "reveal " + name(wait.seat) + " " + codec.code(*m.face_down);
    }
    move = Move{};
    return {};
}

Status RandomGame::moved(const Game& g, HandModel& m, const Move& move) {
    // `g` is the game after the entry: its seating, codec and deal are the same.
    auto take = [](std::vector<tt::Card>& from, tt::Card c) {
        const auto at = std::find(from.begin(), from.end(), c);
        if (at == from.end()) return false;
        from.erase(at);
        return true;
    };
    const auto seat = static_cast<std::size_t>(move.seat);
    const auto index = [&](tt::Card c) { return static_cast<std::size_t>(tt::card_index(g.codec(), c)); };
    switch (move.kind) {
        case Move::None: return Ok{};
        case Move::Play:
            if (!take(m.hands.at(seat), move.card)) break;
            m.played[index(move.card)] = 1;
            return Ok{};
        case Move::LeadFaceDown:
            if (!take(m.hands.at(seat), move.card)) break;
            m.aside[seat].push_back(move.card);
            m.face_down = move.card;
            return Ok{};
        case Move::TurnUp:
            if (!take(m.aside.at(seat), move.card)) break;
            m.played[index(move.card)] = 1;
            m.face_down.reset();
            return Ok{};
        case Move::LayOut:
            // Laid out, the card is out of the hand, and the referee marks it played.
            if (!take(m.hands.at(seat), move.card)) break;
            m.aside[seat].push_back(move.card);
            m.played[index(move.card)] = 1;
            return Ok{};
        case Move::Redeal: return deal_hands(g, m);
    }
    return fail(g.codec().name(move.card) + " is not where " + g.state().seating.name(move.seat) + " took it from");
}

std::string RandomGame::card_line(const Game& g, const HandModel& m, Move& move) {
    const auto& s = g.state();
    const int seat = s.round.current.to_play();
    const auto& hand = m.hands.at(static_cast<std::size_t>(seat));
    if (hand.empty()) return {};
    const auto& plays = s.round.current.plays;
    std::vector<tt::Card> options;
    bool claim = false;
    if (plays.empty()) {
        for (auto c : hand)
            if (c.suit != data_->princes || s.round.princes_broken) options.push_back(c);
        if (options.empty()) {
            options = hand;
            claim = !s.round.princes_broken;
        }
    } else {
        const TrickView view{*data_, s, g.codec(), plays};
        const RoundRule& rule = rule_of(*data_, s);
        for (auto c : hand)
            if (rule.follows(view, c)) options.push_back(c);
        if (options.empty()) options = hand;
    }
    const tt::Card card = options[rng_.below(options.size())];
    move.kind = Move::Play;
    move.seat = seat;
    move.card = card;
    // Wedding Surprise: the lead lies face down, typed as its suit.
    const bool face_down = plays.empty() && rule_of(*data_, s).lead_face_down();
    if (face_down) move.kind = Move::LeadFaceDown;
    std::string line = "play " + quote_if_needed(s.seating.name(seat)) + " " +
                       (face_down ? g.codec().suits().at(card.suit).id : g.codec().code(card)) + (claim ? " only-princes" : "");
    // A Round card's own word after the card (Yin and Yang's 'down'): typed
    // at random, or where the card demands it (or forbids it), as a player would.
    if (const auto word = rule_of(*data_, s).play_word(); !word.empty()) {
        const std::string with = line + " " + std::string(word);
        const bool first_try = rng_.below(2) == 0;
        Game probe = g;
        if (!probe.apply(first_try ? with : line)) return first_try ? line : with;
        return first_try ? with : line;
    }
    return line;
}

Status RandomGame::score_on_a_copy() {
    Game probe = ref_.game();
    HandModel m = model_;
    const std::size_t before = probe.state().results.size();
    while (probe.state().results.size() == before) {
        Move move;
        const std::string line = next_line(probe, m, move);
        if (line.empty()) return fail("round " + std::to_string(model_.round) + ", played on a copy for its results: " +
                                      "nothing to type for " + probe.waiting().what);
        if (auto r = probe.apply(line); !r)
            return fail("round " + std::to_string(model_.round) + ", played on a copy for its results: '" + line +
                        "' refused: " + r.error());
        if (auto ok = moved(probe, m, move); !ok) return ok;
    }
    model_.results = probe.state().results.back().scores;
    model_.team_answers = probe.state().results.back().team_answers;
    model_.team_scores = probe.state().results.back().team_scores;
    typed_.back() = model_.results;
    return Ok{};
}

Status RandomGame::type(const std::string& line) {
    auto r = ref_.apply(line);
    if (!r) return fail("'" + line + "' refused: " + r.error());
    last_typed_ = line;
    ++events_;
    return deal();
}

Status RandomGame::other_entry(const std::string& refused) {
    for (const auto& example : ref_.game().waiting().examples) {
        if (starts_with_word(example, "play") || starts_with_word(example, "requests")) continue;
        if (ref_.apply(example)) {
            ++counts_.other_entries;
            last_typed_ = example;
            ++events_;
            return deal();
        }
    }
    return fail(refused);
}

// Team Mode, a round by results: every number is typed and the Round card
// asks each team its question; the answer is the one the copy's cards gave.
Status RandomGame::type_team_answer() {
    const auto& s = ref_.game().state();
    const auto question = rule_of(*data_, s).team_question();
    for (int team = 0; question && team < s.seating.side_count(); ++team) {
        const auto t = static_cast<std::size_t>(team);
        if (t < s.round.team_facts.size() && s.round.team_facts[t]) continue;
        const int answer = t < model_.team_answers.size() ? model_.team_answers[t].value_or(0) : 0;
        const std::string word = question->yes_no ? (answer ? "yes" : "no") : std::to_string(answer);
        const std::size_t before = s.results.size();
        const std::vector<int> expected = model_.team_scores;  // type() deals the next round, and forgets this one
        if (auto ok = type("team " + quote_if_needed(s.seating.name(team)) + " " + word); !ok) return ok;
        const auto& after = ref_.game().state();
        if (after.results.size() > before && after.results.back().team_scores != expected)
            return fail("round " + std::to_string(after.results.back().number) +
                        ": the team results entered by results differ from those the cards give");
        return Ok{};
    }
    return fail("round " + std::to_string(s.round.number) + ": every number is typed, yet it is not scored");
}

Status RandomGame::step() {
    const Game& g = ref_.game();
    const auto& s = g.state();
    if (s.phase != Phase::Tricks) return fail("nothing to type: " + g.waiting().what);
    std::string line;
    bool last = false;
    Move move;
    int seat = -1;
    if (model_.by_results) {
        for (int candidate : order_)
            if (!s.round.requests[static_cast<std::size_t>(candidate)]) {
                seat = candidate;
                break;
            }
        if (seat < 0) return type_team_answer();
        line = "requests " + quote_if_needed(s.seating.name(seat)) + " " +
               std::to_string(model_.results[static_cast<std::size_t>(seat)]);
        last = std::count_if(s.round.requests.begin(), s.round.requests.end(), [](const auto& t) { return !t; }) == 1;
    } else {
        line = next_line(g, model_, move);
        if (line.empty()) return other_entry("self-play has no entry for " + g.waiting().what);
        // The round's last card is forced when every other card is played:
        // none lies aside unseen (hidden, in a pile, a gift, a face-down lead).
        std::size_t held = 0;
        bool unseen = false;
        for (const auto& h : model_.hands) held += h.size();
        for (const auto& a : model_.aside)
            for (auto c : a) unseen = unseen || !model_.played[static_cast<std::size_t>(tt::card_index(g.codec(), c))];
        last = move.kind == Move::Play && held == 1 && !unseen;
    }
    // What Enter would take, when the prompt offers it, is the entry the facts
    // force; and the facts force the round's last card, and its last number
    // when the round's total is fixed (unless it may be a Rebel of the Ball's).
    // Not asked while a full trick waits for its face-down lead (Wedding
    // Surprise's last trick): RpTable's last_card() then asks the trick whose
    // card comes next and throws (reported; rp_table.cc is not self-play's to fix).
    const auto& trick = s.round.current;
    const bool full = !trick.plays.empty() && trick.plays.size() >= trick.order.size();
    const std::string offer = full ? std::string() : RpTable(ref_).inferred_line();
    if (!offer.empty()) {
        ++counts_.enter_offers;
        if (!last || offer != line) bad_offer_ = "Enter offered '" + offer + "' where the table types '" + line + "'";
    } else if (last && forced(g)) {
        bad_offer_ = "Enter offered nothing where the facts force '" + line + "'";
    }
    if (model_.by_results) return type(line);
    auto r = ref_.apply(line);
    if (!r) return other_entry("'" + line + "' refused: " + r.error());
    if (line.size() > 13 && line.compare(line.size() - 13, 13, " only-princes") == 0) ++counts_.claims;
    last_typed_ = line;
    ++events_;
    if (move.own) ++counts_.own_entries;
    if (move.kind == Move::Redeal) ++counts_.redeals;
    if (auto ok = moved(g, model_, move); !ok) return ok;
    return deal();
}

}  // namespace zref::rp::sim
