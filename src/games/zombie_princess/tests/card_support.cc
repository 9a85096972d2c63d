// The helpers shared by the Round card tests (see card_support.h).
#include "card_support.h"

#include <algorithm>

namespace zref::test {

std::vector<Ruling> trick(zp::Referee& ref, const std::vector<std::string>& by_seat) {
    const auto order = state(ref).round.current.order;
    REQUIRE(order.size() == by_seat.size());
    std::vector<Ruling> out(by_seat.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const auto seat = static_cast<std::size_t>(order[k]);
        std::string card = by_seat.at(seat);
        if (k == 0 && card.rfind("pr", 0) == 0 && !state(ref).round.princes_broken) card += " only-princes";
        const std::string line = "play " + state(ref).seating.name(order[k]) + " " + card;
        INFO("line: " << line);
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
        out[seat] = r.value();
    }
    return out;
}

Ruling closing(zp::Referee& ref, const std::vector<std::string>& by_seat) {
    const auto order = state(ref).round.current.order;  // this trick's, read before it is played
    const auto rulings = trick(ref, by_seat);
    return order.empty() ? Ruling{} : rulings.at(static_cast<std::size_t>(order.back()));
}

Ruling deal(zp::Referee& ref, const Deal& tricks) {
    Ruling last;
    for (const auto& t : tricks) last = closing(ref, t);
    return last;
}

std::string reasons(const Ruling& r) {
    std::string all;
    for (const auto& reason : r.reasons) all += reason.text + " [" + reason.section + "]\n";
    return all;
}

Ruling apply_all(zp::Referee& ref, const std::vector<std::string>& lines) {
    Ruling last;
    for (const auto& line : lines) last = accepted(ref, line);
    return last;
}

zp::Referee princess_table(const std::string& rounds, const std::vector<std::string>& princesses) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds " + rounds, "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    const char* const names[] = {"Ana", "Ben", "Cai"};
    for (std::size_t i = 0; i < 3; ++i) play(ref, {std::string("princess ") + names[i] + " " + princesses.at(i)});
    REQUIRE(ref.game().state().phase == zp::Phase::Bidding);
    return ref;
}

std::vector<std::string> one_suit_round(int start, const std::array<int, 12>& winners,
                                        const std::array<Triple, 12>& groups) {
    const char* const suit[] = {"v", "p", "k", "pr"};
    std::vector<std::string> lines;
    int leader = start;
    for (std::size_t t = 0; t < 12; ++t) {
        Triple g = groups[t];
        std::sort(g.begin(), g.end());
        const int w = winners[t];
        std::array<int, 3> value{};
        value[static_cast<std::size_t>(w)] = g[2];
        std::size_t low = 0;
        for (int seat = 0; seat < 3; ++seat)
            if (seat != w) value[static_cast<std::size_t>(seat)] = g[low++];
        for (int k = 0; k < 3; ++k) {
            const int seat = (leader + k) % 3;
            std::string line = suit[t / 3] + std::to_string(value[static_cast<std::size_t>(seat)]);
            if (t == 9 && k == 0) line += " only-princes";
            lines.push_back(line);
        }
        leader = w;
    }
    return lines;
}

zp::Referee round_under(const std::string& rounds, const std::vector<std::string>& before,
                        const std::vector<std::string>& tricks, const std::vector<std::string>& after) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
    play(ref, before);
    play(ref, tricks);
    play(ref, after);
    REQUIRE(ref.game().state().phase == zp::Phase::NextStart);
    return ref;
}

void check_scores_alike(const zp::Referee& card, const zp::Referee& a) {
    for (int side = 0; side < state(a).seating.side_count(); ++side) {
        INFO("side " << side);
        CHECK(receipt(card, side).points == receipt(a, side).points);
        CHECK(receipt(card, side).skulls_after == receipt(a, side).skulls_after);
    }
}

Ruling counted_round(zp::Referee& ref, const std::vector<int>& bids, const std::vector<int>& tricks) {
    const int n = state(ref).seating.size();
    const int start = state(ref).round.start_seat;
    for (int k = 0; k < n; ++k) {
        const int seat = (start + k) % n;
        accepted(ref, "bid " + state(ref).seating.name(seat) + " " + std::to_string(bids.at(static_cast<std::size_t>(seat))));
    }
    Ruling last;
    for (int seat = 0; seat < n; ++seat)
        last = accepted(ref, "tricks " + state(ref).seating.name(seat) + " " +
                                 std::to_string(tricks.at(static_cast<std::size_t>(seat))));
    if (state(ref).phase != zp::Phase::NextStart) return last;
    const int decider = state(ref).seating.members(state(ref).next_decider_side).front();
    return accepted(ref, "start " + state(ref).seating.name(decider) + " first");
}

zp::Referee ana_in_the_lead(const std::string& rounds, Ruling* reveal) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
    counted_round(ref, {4, 4, 4}, {4, 4, 4});
    counted_round(ref, {5, 4, 3}, {5, 4, 3});
    auto r = counted_round(ref, {4, 4, 4}, {4, 4, 4});
    if (reveal) *reveal = r;
    REQUIRE(state(ref).round.number == 4);
    REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 13, 12});
    REQUIRE(state(ref).round.start_seat == 2);
    return ref;
}

zp::Referee ana_and_cai_in_the_lead(const std::string& rounds, Ruling* reveal) {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, rounds);
    counted_round(ref, {3, 2, 2, 3}, {3, 2, 2, 3});
    counted_round(ref, {3, 2, 3, 2}, {3, 2, 3, 2});
    auto r = counted_round(ref, {3, 2, 2, 3}, {3, 2, 2, 3});
    if (reveal) *reveal = r;
    REQUIRE(state(ref).round.number == 4);
    REQUIRE(state(ref).hourglass_line == std::vector<int>{18, 16});
    REQUIRE(state(ref).round.start_seat == 1);
    return ref;
}

zp::Referee after_three_rounds(char card, int ana3, int ben3, int cai3) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, std::string("a a a ") + card);
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "first"});
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4", "first"});
    const auto a = std::to_string(ana3), b = std::to_string(ben3), c = std::to_string(cai3);
    play(ref, {a, b, c, "tricks Ana " + a, "tricks Ben " + b, "tricks Cai " + c, "first"});
    REQUIRE(ref.game().state().round.card == card);
    return ref;
}

std::vector<std::string> asks(const zp::Referee& ref, const std::string& verb) {
    std::vector<std::string> out;
    for (const auto& p : ref.game().state().round.pending) {
        CHECK(p.verb == verb);
        out.push_back(p.ask);
    }
    return out;
}

}  // namespace zref::test
