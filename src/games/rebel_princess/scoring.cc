#include "games/rebel_princess/scoring.h"

#include <map>

#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/sections.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

// "3 Princes", "the Frog", "2 Pets".
std::string cards_text(const tt::CardCodec& codec, const GameData& data, tt::Card c, int count) {
    if (c == data.frog) return "the Frog";
    return std::to_string(count) + " " + (count == 1 ? codec.suit_singular(c.suit) : codec.suit_name(c.suit));
}

// Whether `seat` took every Prince of the deck and the Frog.
bool took_everything(const ScoreView& v, int seat) {
    const auto& mine = v.taken[static_cast<std::size_t>(seat)];
    int princes = 0;
    bool frog = false;
    for (auto c : mine) {
        princes += c.suit == v.data.princes;
        frog = frog || c == v.data.frog;
    }
    const int in_deck = v.codec.max_value() - v.codec.min_value() + 1;
    return frog && princes == in_deck;
}

}  // namespace

ScoreView score_view(const GameData& data, const GameState& s, const tt::CardCodec& codec) {
    const auto n = static_cast<std::size_t>(s.seating.size());
    ScoreView v{data, s, codec, std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 0)};
    for (const auto& t : s.round.tricks) {
        ++v.tricks_taken[static_cast<std::size_t>(t.winner)];
        for (const auto& p : t.plays) v.taken[static_cast<std::size_t>(t.winner)].push_back(p.card);
    }
    rule_of(data, s).hand_over_tricks(v);
    return v;
}

Receipt score_player(const ScoreView& v, const RoundRule& rule, int seat, bool rebel_of_the_ball) {
    Receipt out;
    const std::string card_name = round_card_of(v.data, v.state).name;
    // Cards that cost something, grouped by suit and price (the Frog alone),
    // in suit order: "3 Princes x 1 = 3".
    std::map<std::tuple<int, bool, int>, int> groups;  // (suit, frog, price) -> count
    for (auto c : v.taken[static_cast<std::size_t>(seat)]) {
        const int price = rule.card_requests(v, seat, c);
        if (price != 0 || c == v.data.frog) ++groups[{c.suit, c == v.data.frog, price}];
    }
    for (const auto& [key, count] : groups) {
        const auto [suit, frog, price] = key;
        const tt::Card sample = frog ? v.data.frog : tt::Card{static_cast<std::uint8_t>(suit), 1};
        const bool basic = price == basic_requests(v.data, sample);
        ReceiptLine line;
        line.text = cards_text(v.codec, v.data, sample, count) + (frog ? "" : " x " + std::to_string(price)) +
                    (basic ? "" : " (" + card_name + ")");
        line.requests = price * count;
        line.section = basic ? std::string(sec::Scoring) : card_name;
        out.lines.push_back(std::move(line));
    }
    if (auto extra = rule.extra_line(v, seat)) out.lines.push_back(*extra);
    if (const PrincessPower* power = power_of(v.data, v.state, seat))  // a Princess's own line (the Dark Fairy)
        if (auto extra = power->extra_line(v, seat)) out.lines.push_back(*extra);
    for (const auto& l : out.lines) out.total += l.requests;
    if (out.lines.empty()) out.lines.push_back({"no Prince and no Frog", 0, std::string(sec::Scoring)});
    if (rebel_of_the_ball && rule.allows_rebel_of_the_ball() && took_everything(v, seat)) {
        out.lines.push_back({"Rebel of the Ball: every Prince and the Frog, so " + std::to_string(v.data.rebel_of_the_ball) +
                                 " for the round instead",
                             v.data.rebel_of_the_ball - out.total, std::string(sec::RebelOfTheBall)});
        out.total = v.data.rebel_of_the_ball;
    }
    return out;
}

RoundResult score_round(const GameData& data, const GameState& s, const tt::CardCodec& codec) {
    const ScoreView v = score_view(data, s, codec);
    const RoundRule& rule = rule_of(data, s);
    const bool rebel = rebel_of_the_ball_on(data, s.setup);
    RoundResult out;
    out.number = s.round.number;
    out.card = s.round.card;
    out.start = s.round.start;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        out.receipts.push_back(score_player(v, rule, seat, rebel));
        out.scores.push_back(out.receipts.back().total);
    }
    score_teams(data, s, rule, team_answers(v, rule), out);
    return out;
}

RoundResult requests_result(const GameData& data, const GameState& s) {
    RoundResult out;
    out.number = s.round.number;
    out.card = s.round.card;
    out.start = s.round.start;
    out.by_requests = true;
    for (const auto& typed : s.round.requests) {
        const int n = typed.value_or(0);
        out.receipts.push_back({{{"entered by results", n, std::string(sec::ScoreOnly)}}, n});
        out.scores.push_back(n);
    }
    score_teams(data, s, rule_of(data, s), s.round.team_facts, out);
    return out;
}

std::optional<int> round_total(const GameData& data, const GameState& s, const tt::CardCodec& codec, const RoundRule& rule) {
    if (!rule.fixed_total()) return std::nullopt;
    const auto n = static_cast<std::size_t>(s.seating.size());
    ScoreView v{data, s, codec, std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 0)};
    int total = 0;
    for (auto c : codec.deck()) total += rule.card_requests(v, 0, c);
    return total;
}

std::optional<int> forced_last_requests(const GameData& data, const GameState& s, const tt::CardCodec& codec) {
    const RoundRule& rule = rule_of(data, s);
    const bool rebel_on = rebel_of_the_ball_on(data, s.setup) && rule.allows_rebel_of_the_ball();
    int missing = -1, sum = 0, count = 0;
    bool rebel = false;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        if (const auto& t = s.round.requests[static_cast<std::size_t>(seat)]) {
            sum += *t;
            ++count;
            rebel = rebel || (rebel_on && *t == data.rebel_of_the_ball);
        } else {
            missing = seat;
        }
    }
    if (count + 1 != s.seating.size()) return std::nullopt;
    const auto total = round_total(data, s, codec, rule);
    if (!total) return std::nullopt;
    if (!rebel_on) return *total - sum;
    // With Rebel of the Ball the last number is forced only when nothing but
    // the Princes and the Frog costs anything this round: then a -10 leaves
    // the others 0, and others all at 0 leave the last player the total or -10.
    const auto n = static_cast<std::size_t>(s.seating.size());
    const ScoreView none{data, s, codec, std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 0)};
    for (auto c : codec.deck())
        if (rule.card_requests(none, missing, c) != basic_requests(data, c)) return std::nullopt;
    if (rule.extra_line(none, missing)) return std::nullopt;
    if (rebel) return 0;
    if (sum == 0) return std::nullopt;
    return *total - sum;
}

}  // namespace zref::rp
