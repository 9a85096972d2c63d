#include "games/bowling_for_zombies/standings.h"

#include <algorithm>
#include <numeric>

#include "core/text.h"
#include "games/bowling_for_zombies/rules.h"

namespace zref::bfz {

std::string digits_text(const std::vector<int>& digits) {
    std::string out;
    for (int d : digits) out += (out.empty() ? "" : " ") + (d < 0 ? std::string("_") : std::to_string(d));
    return out;
}

int digits_value(const std::vector<int>& digits) {
    int v = 0;
    for (int d : digits) v = v * 10 + std::max(d, 0);
    return v;
}

namespace {

// One comparison in the ranking: per seat a value (a vector, so a poker hand
// fits), higher is better.
struct Criterion {
    std::string name;
    std::vector<std::vector<int>> value;  // per seat
    std::vector<std::string> shown;       // per seat, for the tie-break text
};

}  // namespace

Standing standings(const GameState& s) {
    Standing st;
    st.variant = s.setup.variant;
    st.final = s.phase == Phase::GameOver;
    const int n = s.seating.size();
    const auto N = static_cast<std::size_t>(n);
    st.points.assign(N, 0);
    st.shown.assign(N, "");
    st.parts_left.assign(N, 0);
    st.highest_card.assign(N, -1);
    st.pile_cards.assign(N, 0);
    std::vector<Criterion> crit;
    for (std::size_t i = 0; i < N; ++i) {
        const Necromancer& nm = s.necros[i];
        st.parts_left[i] = nm.parts_left();
        st.pile_cards[i] = static_cast<int>(nm.pile.size());
        st.points[i] = pile_points(nm);
        for (const auto& pc : nm.pile)
            if (pc.kind != PileCard::Kind::Leg) st.highest_card[i] = std::max(st.highest_card[i], pc.worth());
    }
    auto per_seat = [&](auto f) {
        std::vector<std::vector<int>> v;
        for (std::size_t i = 0; i < N; ++i) v.push_back(f(i));
        return v;
    };
    auto shown_ints = [&](const std::vector<int>& v) {
        std::vector<std::string> out;
        for (int x : v) out.push_back(std::to_string(x));
        return out;
    };
    Criterion parts{"Body Parts left in hand", per_seat([&](std::size_t i) { return std::vector<int>{st.parts_left[i]}; }),
                    shown_ints(st.parts_left)};
    switch (s.setup.variant) {
        case Variant::Standard: {
            for (std::size_t i = 0; i < N; ++i) st.shown[i] = std::to_string(st.points[i]);
            crit.push_back({"score", per_seat([&](std::size_t i) { return std::vector<int>{st.points[i]}; }), st.shown});
            crit.push_back(parts);
            std::vector<std::string> hs;
            for (int h : st.highest_card) hs.push_back(h < 0 ? "none" : std::to_string(h));
            crit.push_back({"highest card in the score pile",
                            per_seat([&](std::size_t i) { return std::vector<int>{st.highest_card[i]}; }), hs});
            break;
        }
        case Variant::HighLow: {
            for (std::size_t i = 0; i < N; ++i) {
                const int hi = digits_value(s.necros[i].high_digits), lo = digits_value(s.necros[i].low_digits);
                st.high.push_back(hi);
                st.low.push_back(lo);
                st.points[i] = hi - lo;
                st.shown[i] = "[" + digits_text(s.necros[i].high_digits) + "] - [" +
                              digits_text(s.necros[i].low_digits) + "] = " + std::to_string(hi - lo);
            }
            crit.push_back({"high number minus low number",
                            per_seat([&](std::size_t i) { return std::vector<int>{st.points[i]}; }),
                            shown_ints(st.points)});
            crit.push_back(parts);
            break;
        }
        case Variant::Poker: {
            std::vector<std::string> hs;
            for (std::size_t i = 0; i < N; ++i) {
                std::vector<int> values;
                for (const auto& pc : s.necros[i].pile)
                    if (pc.kind != PileCard::Kind::Leg) values.push_back(pc.worth());
                st.hands.push_back(best_poker_hand(values));
                st.points[i] = 0;
                st.shown[i] = st.hands.back().describe();
            }
            crit.push_back({"poker hand", per_seat([&](std::size_t i) { return st.hands[i].key(); }), st.shown});
            crit.push_back(parts);
            break;
        }
        case Variant::Blackjack: {
            std::vector<std::string> close, cards;
            for (std::size_t i = 0; i < N; ++i) {
                const int t = st.points[i];
                st.shown[i] = std::to_string(t) + (t > 21 ? ", over 21" : "") + " (" + std::to_string(st.pile_cards[i]) +
                              " card" + (st.pile_cards[i] == 1 ? "" : "s") + (s.necros[i].stood ? ", stood" : "") + ")";
                close.push_back(t > 21 ? std::to_string(t) + " (over 21)" : std::to_string(t));
                cards.push_back(std::to_string(st.pile_cards[i]));
            }
            crit.push_back({"closeness to 21 without going over", per_seat([&](std::size_t i) {
                                const int t = st.points[i];
                                return t > 21 ? std::vector<int>{0, 21 - t} : std::vector<int>{1, t};
                            }),
                            close});
            crit.push_back({"fewer cards in the score pile",
                            per_seat([&](std::size_t i) { return std::vector<int>{-st.pile_cards[i]}; }), cards});
            crit.push_back(parts);
            break;
        }
    }
    auto key = [&](std::size_t i) {
        std::vector<std::vector<int>> k;
        for (const auto& c : crit) k.push_back(c.value[i]);
        return k;
    };
    std::vector<int> order(N);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return key(static_cast<std::size_t>(b)) < key(static_cast<std::size_t>(a)); });
    for (int seat : order) {
        if (!st.groups.empty() && key(static_cast<std::size_t>(st.groups.back().front())) == key(static_cast<std::size_t>(seat)))
            st.groups.back().push_back(seat);
        else
            st.groups.push_back({seat});
    }
    // Explain every tie on the first criterion: what broke it, or that the
    // necromancers share a place.
    if (crit.empty()) return st;
    std::size_t g = 0;
    while (g < st.groups.size()) {
        const auto first = static_cast<std::size_t>(st.groups[g].front());
        std::size_t h = g;
        std::vector<int> tied;
        while (h < st.groups.size() &&
               crit[0].value[static_cast<std::size_t>(st.groups[h].front())] == crit[0].value[first]) {
            tied.insert(tied.end(), st.groups[h].begin(), st.groups[h].end());
            ++h;
        }
        if (tied.size() > 1) {
            std::vector<std::string> names;
            for (int t : tied) names.push_back(s.seating.name(t));
            std::string line = join(names, ", ") + " tie on " + crit[0].name + " (" +
                               crit[0].shown[static_cast<std::size_t>(tied.front())] + ")";
            for (std::size_t c = 1; c < crit.size(); ++c) {
                std::vector<std::string> vals;
                for (int t : tied) vals.push_back(s.seating.name(t) + " " + crit[c].shown[static_cast<std::size_t>(t)]);
                line += "; " + crit[c].name + ": " + join(vals, ", ");
                // Stop once no two of them are still level on everything so far.
                bool level = false;
                for (std::size_t a = 0; a < tied.size(); ++a)
                    for (std::size_t b = a + 1; b < tied.size(); ++b) {
                        bool same = true;
                        for (std::size_t k = 0; k <= c; ++k)
                            if (crit[k].value[static_cast<std::size_t>(tied[a])] !=
                                crit[k].value[static_cast<std::size_t>(tied[b])])
                                same = false;
                        level = level || same;
                    }
                if (!level) break;
            }
            for (std::size_t k = g; k < h; ++k)
                if (st.groups[k].size() > 1) {
                    std::vector<std::string> share;
                    for (int t : st.groups[k]) share.push_back(s.seating.name(t));
                    line += "; " + join(share, " and ") + " share a place";
                }
            st.tie_breaks.push_back(line);
        }
        g = h;
    }
    return st;
}

}  // namespace zref::bfz
