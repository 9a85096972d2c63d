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
    // Only Round cards zref referees, from the table's boxes, never Team Mode's,
    // and not those whose own entries (cards laid out, hidden, gifted, kept, a
    // lead face down) self-play does not type yet: their tests cover them.
    static constexpr std::string_view kNotSelfPlayed[] = {"enchanted-evening", "secret-bid", "poisoned-gift",
                                                          "wedding-gift", "late-for-a-very-important-date",
                                                          "wedding-surprise"};
    std::vector<std::string> cards;
    for (const auto& id : refereed_round_cards()) {
        const RoundCardInfo* c = data_->round_card(id);
        if (std::find(std::begin(kNotSelfPlayed), std::end(kNotSelfPlayed), id) != std::end(kNotSelfPlayed)) continue;
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

Status RandomGame::deal() {
    const Game& g = ref_.game();
    const auto& s = g.state();
    if (s.phase != Phase::Tricks || s.round.number == model_.round) return Ok{};
    const tt::CardCodec& codec = g.codec();
    std::vector<tt::Card> deck = codec.deck();
    const auto n = static_cast<std::size_t>(s.seating.size());
    const auto each = static_cast<std::size_t>(s.round.hand_size);
    if (each * n != deck.size())
        return fail("round " + std::to_string(s.round.number) + " deals " + std::to_string(each) + " cards to " +
                    std::to_string(n) + " players from a deck of " + std::to_string(deck.size()));
    rng_.shuffle(deck);
    model_.round = s.round.number;
    model_.hands.assign(n, {});
    for (std::size_t i = 0; i < deck.size(); ++i) model_.hands[i / each].push_back(deck[i]);
    model_.played.assign(deck_slots(codec), 0);
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
    for (int seat = 0; seat < static_cast<int>(n); ++seat) order_.push_back(seat);
    rng_.shuffle(order_);
    return score_on_a_copy();
}

std::string RandomGame::card_line(const Game& g, const HandModel& m, tt::Card& card) {
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
    card = options[rng_.below(options.size())];
    std::string line = "play " + quote_if_needed(s.seating.name(seat)) + " " + g.codec().code(card) + (claim ? " only-princes" : "");
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
        tt::Card card{};
        const int seat = probe.state().round.current.to_play();
        const std::string line = card_line(probe, m, card);
        if (line.empty()) return fail("round " + std::to_string(model_.round) + ", played on a copy for its results: " +
                                      probe.state().seating.name(seat) + " has no card left");
        if (auto r = probe.apply(line); !r)
            return fail("round " + std::to_string(model_.round) + ", played on a copy for its results: '" + line +
                        "' refused: " + r.error());
        auto& hand = m.hands[static_cast<std::size_t>(seat)];
        hand.erase(std::find(hand.begin(), hand.end(), card));
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
    tt::Card card{};
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
        seat = s.round.current.to_play();
        line = card_line(g, model_, card);
        if (line.empty()) return other_entry(s.seating.name(seat) + " has no card left, and the engine asks for something else");
        std::size_t held = 0;
        for (const auto& h : model_.hands) held += h.size();
        last = held == 1;
    }
    // What Enter would take, when the prompt offers it, is the entry the facts
    // force; and the facts force the round's last card, and its last number
    // when the round's total is fixed (unless it may be a Rebel of the Ball's).
    const std::string offer = RpTable(ref_).inferred_line();
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
    auto& hand = model_.hands[static_cast<std::size_t>(seat)];
    hand.erase(std::find(hand.begin(), hand.end(), card));
    model_.played[static_cast<std::size_t>(tt::card_index(g.codec(), card))] = 1;
    return deal();
}

}  // namespace zref::rp::sim
