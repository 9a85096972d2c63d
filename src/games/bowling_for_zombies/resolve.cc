// "Reveal Cards and Resolve", in the rulebook's order: Body Parts below go
// back to the hand; equal zombies rip each other apart and score themselves;
// the strongest of the rest takes nothing; the others pick a Lane card each,
// strongest first, their Body Part on top acting as they pick ("Body Parts",
// "When the Lane Runs Empty"). Unclaimed lanes are discarded ("Discard
// Cards"). zref decides every choice that has only one outcome itself.
#include <algorithm>
#include <map>

#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::bfz {

namespace {

void remove_one(std::vector<int>& v, int x) {
    auto it = std::find(v.begin(), v.end(), x);
    if (it != v.end()) v.erase(it);
}

void use_part(GameState& s, int seat, Part p) {
    auto& n = s.necros[static_cast<std::size_t>(seat)];
    if (p == Part::Head) n.head = false;
    if (p == Part::Leg) n.leg = false;
    if (p == Part::Hand) n.hand = false;
}

void add_to_pile(GameState& s, int seat, PileCard card, const std::string& label) {
    auto& pile = s.necros[static_cast<std::size_t>(seat)].pile;
    pile.push_back(card);
    s.round.scored[static_cast<std::size_t>(seat)].push_back(static_cast<int>(pile.size()) - 1);
    s.round.cards[static_cast<std::size_t>(seat)].push_back(label);
}

void event(GameState& s, int seat, std::string text) {
    s.round.events[static_cast<std::size_t>(seat)].push_back(std::move(text));
}

// A zombie's pick, as typed or decided by zref.
void apply_take(GameState& s, int seat, const TakeOption& o, bool automatic, Ruling& r,
                const GameData& d) {
    const std::string& name = s.seating.name(seat);
    const Reveal& rv = *s.round.reveals[static_cast<std::size_t>(seat)];
    const Part acting = rv.acting();
    const std::vector<int> before = s.round.table;
    for (int v : o.take) {
        remove_one(s.round.table, v);
        add_to_pile(s, seat, {PileCard::Kind::Lane, v, s.round.number, -1, 0}, "Lane " + std::to_string(v));
    }
    const std::string auto_note = automatic ? " (the only choice, so zref made it)" : "";
    std::string took = pins_list(o.take);
    if (acting == Part::Head) {
        use_part(s, seat, Part::Head);
        event(s, seat, "Head used");
        if (o.take.size() == 2)
            r.because(name + "'s Head rolls down the lane: " + name + " takes " + took + " (" +
                          std::to_string(o.take[0] + o.take[1]) + " pins, at most " + std::to_string(d.head_max_sum) +
                          "); the Head is used" + auto_note,
                      sec::BodyParts);
        else
            r.because(name + "'s Head takes only the " + took + ": " +
                          (before.size() == 1 ? "it is the last Lane card" + reading("head-one-lane-left")
                                              : "no two Lane cards left add up to " + std::to_string(d.head_max_sum) +
                                                    " or less" + reading("head-pair")) +
                          "; the Head is used" + auto_note,
                      sec::BodyParts);
    } else if (acting == Part::Hand) {
        use_part(s, seat, Part::Hand);
        event(s, seat, "Hand used");
        if (o.remove) {
            remove_one(s.round.table, *o.remove);
            s.round.blocked.push_back(*o.remove);
            ++s.lane_discard[static_cast<std::size_t>(*o.remove)];
            r.because(name + "'s Hand rips off and the ball jumps lanes: " + name + " takes the " + took +
                          " and blocks the " + std::to_string(*o.remove) + " (discarded)" + auto_note,
                      sec::BodyParts);
        } else {
            r.because(name + " takes the " + took + "; the Hand blocks nothing" +
                          (before.size() == 1 ? std::string(": no other Lane card is left")
                                              : std::string(reading("hand-optional-removal"))) +
                          "; the Hand is used" + auto_note,
                      sec::BodyParts);
        }
    } else {
        r.because(name + "'s Zombie " + std::to_string(rv.zombie) + " bowls and takes the " + took + auto_note,
                  sec::Resolve);
    }
}

// The legal targets of a Leg that goes into a pile: every other necromancer.
std::vector<int> pile_targets(const GameState& s, int seat) {
    std::vector<int> out;
    for (int t = 0; t < s.seating.size(); ++t)
        if (t != seat) out.push_back(t);
    return out;
}

void place_leg(GameState& s, int seat, int target, bool automatic, Ruling& r, const GameData& d) {
    use_part(s, seat, Part::Leg);
    const std::string& name = s.seating.name(seat);
    add_to_pile(s, target, {PileCard::Kind::Leg, d.leg_value, s.round.number, seat, 0},
                "Leg " + std::to_string(d.leg_value) + " from " + name);
    event(s, seat, "Leg to " + s.seating.name(target));
    r.because(name + "'s Leg falls off and is replaced with a pin: it goes into " + s.seating.name(target) +
                  "'s score pile, worth " + std::to_string(d.leg_value) +
                  (automatic ? " (the only opponent, so zref placed it)" : ""),
              sec::BodyParts);
}

void attach_leg(GameState& s, int seat, int target, int worth, bool automatic, Ruling& r) {
    use_part(s, seat, Part::Leg);
    auto& tn = s.necros[static_cast<std::size_t>(target)];
    const bool this_round_only = s.setup.variant == Variant::HighLow;
    for (std::size_t k = 0; k < tn.pile.size(); ++k) {
        PileCard& pc = tn.pile[k];
        if (pc.kind != PileCard::Kind::Lane || pc.worth() != worth) continue;  // a Leg joins Lane cards only
        if (this_round_only) {
            const auto& sc = s.round.scored[static_cast<std::size_t>(target)];
            if (std::find(sc.begin(), sc.end(), static_cast<int>(k)) == sc.end()) continue;
        }
        ++pc.legs;
        s.round.cards[static_cast<std::size_t>(target)].push_back(
            "Leg from " + s.seating.name(seat) + " on Lane " + std::to_string(pc.value) + " (now " +
            std::to_string(pc.worth()) + ")");
        event(s, seat, "Leg on " + s.seating.name(target) + "'s " + std::to_string(worth));
        r.because(s.seating.name(seat) + "'s Leg joins " +
                      (target == seat ? std::string("their own") : s.seating.name(target) + "'s") + " Lane " +
                      std::to_string(pc.value) + ": it now counts " + std::to_string(pc.worth()) +
                      (automatic ? " (the only card it could join, so zref placed it)" : "") + reading("leg-attaches"),
                  variant_section(s.setup.variant));
        return;
    }
}

}  // namespace

int pile_points(const Necromancer& n) {
    int t = 0;
    for (const auto& p : n.pile) t += p.worth();
    return t;
}

std::vector<std::pair<int, int>> leg_targets(const GameState& s, int seat) {
    (void)seat;  // a Leg may join its own necromancer's card too
    std::vector<std::pair<int, int>> out;
    for (int t = 0; t < s.seating.size(); ++t) {
        const auto& n = s.necros[static_cast<std::size_t>(t)];
        for (std::size_t k = 0; k < n.pile.size(); ++k) {
            const PileCard& pc = n.pile[k];
            if (pc.kind != PileCard::Kind::Lane || pc.worth() < 1) continue;  // never a Zombie, a Leg or a 0
            if (s.setup.variant == Variant::HighLow) {
                const auto& sc = s.round.scored[static_cast<std::size_t>(t)];
                if (std::find(sc.begin(), sc.end(), static_cast<int>(k)) == sc.end()) continue;
            }
            std::pair<int, int> opt{t, pc.worth()};
            if (std::find(out.begin(), out.end(), opt) == out.end()) out.push_back(opt);
        }
    }
    return out;
}

Asking asking(const GameState& s) {
    if (s.phase != Phase::Resolve) return {};
    const auto& rs = s.round;
    if (rs.next_pick < rs.pick_order.size()) {
        const int seat = rs.pick_order[rs.next_pick];
        return {rs.leg_due ? Decision::Leg : Decision::Take, seat};
    }
    if (rs.next_late_leg < rs.late_legs.size()) return {Decision::Leg, rs.late_legs[rs.next_late_leg]};
    for (std::size_t i = 0; i < rs.need_combine.size(); ++i)
        if (rs.need_combine[i]) return {Decision::Combine, static_cast<int>(i)};
    for (std::size_t i = 0; i < rs.need_place.size(); ++i)
        if (rs.need_place[i]) return {Decision::Place, static_cast<int>(i)};
    return {};
}

void Game::resolve(GameState& s, Ruling& r) const {
    auto& rs = s.round;
    s.phase = Phase::Resolve;
    rs.resolving = true;
    const int n = s.seating.size();
    // Step 1: a Body Part under its Zombie was a bluff.
    for (int i = 0; i < n; ++i) {
        const auto& rv = rs.reveals[static_cast<std::size_t>(i)];
        if (!rs.in_play[static_cast<std::size_t>(i)] || !rv || rv->part == Part::None || rv->above) continue;
        r.because(s.seating.name(i) + "'s " + part_name(rv->part) + " lay under the Zombie: a bluff, back to the hand",
                  sec::Resolve);
        event(s, i, part_name(rv->part) + " bluffed (back in hand)");
    }
    // Step 2: zombies of equal strength.
    std::map<int, std::vector<int>> by_value;  // value -> seats (kPhantom too)
    for (int i = 0; i < n; ++i)
        if (rs.in_play[static_cast<std::size_t>(i)] && rs.reveals[static_cast<std::size_t>(i)])
            by_value[rs.reveals[static_cast<std::size_t>(i)]->zombie].push_back(i);
    if (rs.phantom) by_value[*rs.phantom].push_back(kPhantom);
    std::vector<std::pair<int, int>> standing;  // (value, seat) not ripped
    for (auto it = by_value.rbegin(); it != by_value.rend(); ++it) {
        const auto& [value, seats] = *it;
        if (seats.size() < 2) {
            standing.push_back({value, seats.front()});
            continue;
        }
        std::vector<std::string> names;
        for (int seat : seats) names.push_back(who(s, seat));
        const std::string last = names.back();
        names.pop_back();
        r.because(join(names, ", ") + " and " + last + " show Zombie " + std::to_string(value) +
                      ": equally strong, they rip each other apart, and each knocks over " + std::to_string(value) +
                      " pins (the Zombie goes into its owner's score pile)" +
                      (seats.size() > 2 ? reading("three-or-more-equal") : ""),
                  sec::Resolve);
        for (int seat : seats) {
            if (seat == kPhantom) {
                rs.phantom_fate = Fate::Ripped;
                s.phantom_pile.push_back({PileCard::Kind::Zombie, value, rs.number, -1, 0});
                continue;
            }
            rs.fate[static_cast<std::size_t>(seat)] = Fate::Ripped;
            add_to_pile(s, seat, {PileCard::Kind::Zombie, value, rs.number, -1, 0}, "Zombie " + std::to_string(value));
            const Reveal& rv = *rs.reveals[static_cast<std::size_t>(seat)];
            if (rv.acting() != Part::None) {
                r.because(s.seating.name(seat) + "'s " + part_name(rv.part) +
                              " goes back to the hand: a ripped zombie does not use it",
                          sec::Resolve);
                event(s, seat, part_name(rv.part) + " returned (zombie ripped)");
            }
        }
    }
    // Step 3: the strongest of the rest wanders off.
    if (by_value.empty()) {
        r.because("no zombie plays this round", sec::Resolve);
    } else if (standing.empty()) {
        r.because("every zombie was ripped apart: nobody bowls this round" + reading("all-ripped"), sec::Resolve);
    } else {
        const auto [value, seat] = standing.front();
        r.because(who(s, seat) + "'s Zombie " + std::to_string(value) +
                      " is the strongest left: it wanders off to eat brains and takes no Lane card" +
                      (standing.size() == 1 ? reading("lone-survivor") : ""),
                  sec::Resolve);
        if (seat == kPhantom) {
            rs.phantom_fate = Fate::Wandered;
        } else {
            rs.fate[static_cast<std::size_t>(seat)] = Fate::Wandered;
            const Reveal& rv = *rs.reveals[static_cast<std::size_t>(seat)];
            if (rv.acting() != Part::None) {
                r.because(s.seating.name(seat) + "'s " + part_name(rv.part) + " goes back to the hand, unused",
                          sec::Resolve);
                event(s, seat, part_name(rv.part) + " returned (strongest zombie)");
            }
        }
        // Step 4: the others bowl, strongest first.
        std::vector<std::string> order;
        for (std::size_t k = 1; k < standing.size(); ++k) {
            const int p = standing[k].second;
            rs.pick_order.push_back(p);
            if (p == kPhantom) rs.phantom_fate = Fate::Bowls;
            else rs.fate[static_cast<std::size_t>(p)] = Fate::Bowls;
            order.push_back(who(s, p) + " (" + std::to_string(standing[k].first) + ")");
        }
        if (!order.empty())
            r.because("the other zombies bowl from the strongest down: " + join(order, ", "), sec::Resolve);
    }
    advance(s, r);
}

// Runs the resolution on until it needs the table to decide something, or the
// round is over.
void Game::advance(GameState& s, Ruling& r) const {
    auto& rs = s.round;
    while (rs.next_pick < rs.pick_order.size()) {
        if (rs.leg_due) {
            const int seat = rs.pick_order[rs.next_pick];
            const auto targets = pile_targets(s, seat);
            if (targets.size() != 1) {
                r.notices.push_back(waiting_of(s).what);
                return;
            }
            place_leg(s, seat, targets.front(), true, r, *data_);
            rs.leg_due = false;
            ++rs.next_pick;
            continue;
        }
        const int p = rs.pick_order[rs.next_pick];
        if (p == kPhantom) {
            if (rs.table.empty()) {
                r.because("the phantom hand's zombie finds the lane empty: no Lane card", sec::LaneEmpty);
            } else {
                const int best = *std::max_element(rs.table.begin(), rs.table.end());
                remove_one(rs.table, best);
                s.phantom_pile.push_back({PileCard::Kind::Lane, best, rs.number, -1, 0});
                r.because("the phantom hand's zombie takes the highest Lane card, the " + std::to_string(best) +
                              reading("phantom-picks"),
                          sec::TwoPlayer);
            }
            ++rs.next_pick;
            continue;
        }
        const Reveal& rv = *rs.reveals[static_cast<std::size_t>(p)];
        const Part acting = rv.acting();
        const auto options = take_options(rs.table, acting, data_->head_max_sum);
        if (options.empty()) {
            r.because(s.seating.name(p) + "'s Zombie " + std::to_string(rv.zombie) +
                          " finds the lane empty and throws a gutter ball: no Lane card",
                      sec::LaneEmpty);
            if (acting == Part::Head || acting == Part::Hand) {
                use_part(s, p, acting);
                event(s, p, part_name(acting) + " used, no effect");
                r.because(s.seating.name(p) + "'s " + part_name(acting) +
                              " on top is used all the same, with no effect" + reading("part-on-gutter"),
                          sec::LaneEmpty);
            }
        } else if (options.size() == 1) {
            apply_take(s, p, options.front(), true, r, *data_);
        } else {
            r.notices.push_back(waiting_of(s).what);
            return;
        }
        if (acting == Part::Leg) {
            if (variant_attaches_legs(s.setup.variant)) {
                rs.late_legs.push_back(p);
                use_part(s, p, Part::Leg);
            } else {
                rs.leg_due = true;
                continue;  // places the Leg now, or asks where
            }
        }
        ++rs.next_pick;
    }
    if (!rs.picks_done) {
        rs.picks_done = true;
        if (!rs.table.empty()) {
            r.because("nobody bowls the Lane card" + std::string(rs.table.size() == 1 ? " " : "s ") +
                          pins_list(rs.table) + ": discarded",
                      sec::Discard);
            for (int v : rs.table) ++s.lane_discard[static_cast<std::size_t>(v)];
            rs.unclaimed = rs.table;
            rs.table.clear();
        }
    }
    while (rs.next_late_leg < rs.late_legs.size()) {
        const int seat = rs.late_legs[rs.next_late_leg];
        const auto targets = leg_targets(s, seat);
        if (targets.empty()) {
            event(s, seat, "Leg used, no effect");
            r.because(s.seating.name(seat) + "'s Leg has no card to join (no Lane card worth 1 or more" +
                          std::string(s.setup.variant == Variant::HighLow ? " scored this round" : "") +
                          "): it is used with no effect" + reading("leg-attaches"),
                      variant_section(s.setup.variant));
        } else if (targets.size() == 1) {
            attach_leg(s, seat, targets.front().first, targets.front().second, true, r);
        } else {
            r.notices.push_back(waiting_of(s).what);
            return;
        }
        ++rs.next_late_leg;
    }
    if (s.setup.variant == Variant::HighLow) {
        if (!rs.digits_started) {
            rs.digits_started = true;
            for (int i = 0; i < s.seating.size(); ++i) {
                const auto& sc = rs.scored[static_cast<std::size_t>(i)];
                if (sc.size() == 2) {
                    const auto& pile = s.necros[static_cast<std::size_t>(i)].pile;
                    const int a = pile[static_cast<std::size_t>(sc[0])].worth();
                    const int b = pile[static_cast<std::size_t>(sc[1])].worth();
                    if (a + b == std::abs(a - b)) {
                        rs.combine[static_cast<std::size_t>(i)] = 1;
                        r.because(s.seating.name(i) + "'s two Lane cards from the Head give " + std::to_string(a + b) +
                                      " added or subtracted (the only choice, so zref made it)",
                                  sec::HighLow);
                    } else {
                        rs.need_combine[static_cast<std::size_t>(i)] = true;
                    }
                }
                rs.need_place[static_cast<std::size_t>(i)] = true;
            }
        }
        // A digit with one place left goes there by itself.
        for (int i = 0; i < s.seating.size(); ++i) {
            const auto k = static_cast<std::size_t>(i);
            if (!rs.need_place[k] || rs.need_combine[k]) continue;
            const auto& digits = high_half(s, rs.number) ? s.necros[k].high_digits : s.necros[k].low_digits;
            if (std::count(digits.begin(), digits.end(), -1) != 1) continue;
            const auto slot = static_cast<std::size_t>(std::find(digits.begin(), digits.end(), -1) - digits.begin());
            static const char* const names[] = {"hundreds", "tens", "units"};
            const int digit = round_digit(s, i);
            (high_half(s, rs.number) ? s.necros[k].high_digits : s.necros[k].low_digits)[slot] = digit;
            rs.need_place[k] = false;
            rs.placed[k] = static_cast<int>(slot);
            r.because(s.seating.name(i) + "'s " + std::to_string(digit) + " goes to the " + names[slot] +
                          ", the only place left (decided by zref)",
                      sec::HighLow);
        }
        if (asking(s).decision != Decision::None) {
            r.notices.push_back(waiting_of(s).what);
            return;
        }
    }
    finish_round(s, r);
}

Result<Ruling> Game::on_take(GameState& s, const Command& c) const {
    const Asking a = asking(s);
    if (a.decision != Decision::Take) return fail("no Lane card is to be taken now: " + waiting_of(s).what);
    if (c.args.empty()) return fail("take: " + waiting_of(s).what);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const std::string& name = s.seating.name(*seat);
    if (*seat != a.seat) return fail("it is " + s.seating.name(a.seat) + "'s turn to take a Lane card, not " + name +
                                     "'s: " + waiting_of(s).what);
    const Reveal& rv = *s.round.reveals[static_cast<std::size_t>(*seat)];
    const Part acting = rv.acting();
    TakeOption want;
    want.hand = acting == Part::Hand;
    bool saw_remove = false;
    for (std::size_t k = 1; k < c.args.size(); ++k) {
        const std::string w = lower(c.args[k]);
        if (w == "remove" || w == "block" || w == "blocks" || w == "removes") {
            if (saw_remove || k + 1 >= c.args.size())
                return fail("'remove' takes one Lane card or 'none', e.g. 'take " + name + " 8 remove 4'");
            saw_remove = true;
            const std::string x = lower(c.args[++k]);
            if (x == "none" || x == "nothing") continue;
            auto v = parse_int(x);
            if (!v) return fail("'" + c.args[k] + "' is not a Lane card to remove: give its pins or 'none'");
            want.remove = *v;
            continue;
        }
        auto v = parse_int(w);
        if (!v) return fail("'" + c.args[k] + "' is not a Lane card: " + waiting_of(s).what);
        if (saw_remove) return fail("put the Lane card taken before 'remove': 'take " + name + " 8 remove 4'");
        want.take.push_back(*v);
    }
    const std::string lanes = "the Lane cards on the table are " + pins_list(s.round.table);
    if (want.take.empty()) return fail("take: say which Lane card " + name + " takes; " + lanes);
    for (int v : want.take)
        if (std::count(s.round.table.begin(), s.round.table.end(), v) <
            std::count(want.take.begin(), want.take.end(), v))
            return fail("no " + std::to_string(v) + " is left to take: " + lanes);
    if (want.take.size() > 2 || (want.take.size() == 2 && acting != Part::Head))
        return fail("only a Head on top takes two Lane cards; " + name + " takes one: " + lanes);
    if (saw_remove && acting != Part::Hand)
        return fail("only a Hand on top removes a Lane card; " + name + " just takes one: " + lanes);
    // With a Hand on top, a take that names no removal blocks nothing ("Body
    // Parts": the removal is optional); 'remove none' says the same in full.
    if (want.take.size() == 2) std::sort(want.take.begin(), want.take.end(), std::greater<>());
    const auto options = take_options(s.round.table, acting, data_->head_max_sum);
    if (std::find(options.begin(), options.end(), want) == options.end()) {
        std::vector<std::string> legal;
        for (const auto& o : options) legal.push_back("'take " + quote_if_needed(name) + " " + option_words(o) + "'");
        if (acting == Part::Head && options.front().take.size() == 2)
            return fail("with a Head, " + name + " takes two Lane cards adding up to " +
                        std::to_string(data_->head_max_sum) + " or less while two such are on the table" +
                        reading("head-pair") + "; accepted: " + join(legal, ", "));
        if (acting == Part::Head)
            return fail("no two Lane cards on the table add up to " + std::to_string(data_->head_max_sum) +
                        " or less, so the Head takes one" + reading("head-pair") + "; accepted: " + join(legal, ", "));
        if (want.remove)
            return fail("no " + std::to_string(*want.remove) + " is left to block once the " +
                        std::to_string(want.take.front()) + " is taken; accepted: " + join(legal, ", "));
        return fail("that pick is not possible; accepted: " + join(legal, ", "));
    }
    Ruling r;
    r.canonical = "take " + quote_if_needed(name) + " " + option_words(want);
    r.headline = name + " takes " + pins_list(want.take) +
                 (want.remove ? " and blocks " + std::to_string(*want.remove) : std::string());
    apply_take(s, *seat, want, false, r, *data_);
    if (acting == Part::Leg) {
        if (variant_attaches_legs(s.setup.variant)) {
            s.round.late_legs.push_back(*seat);
            use_part(s, *seat, Part::Leg);
            ++s.round.next_pick;
        } else {
            s.round.leg_due = true;
        }
    } else {
        ++s.round.next_pick;
    }
    advance(s, r);
    return r;
}

Result<Ruling> Game::on_leg(GameState& s, const Command& c) const {
    const Asking a = asking(s);
    if (a.decision != Decision::Leg) return fail("no Leg is to be placed now: " + waiting_of(s).what);
    if (c.args.size() < 2) return fail("leg: " + waiting_of(s).what);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const std::string& name = s.seating.name(*seat);
    if (*seat != a.seat)
        return fail("it is " + s.seating.name(a.seat) + "'s Leg to place, not " + name + "'s: " + waiting_of(s).what);
    auto target = s.seating.find(c.args[1]);
    if (!target) return fail(target.error());
    const std::string& tname = s.seating.name(*target);
    Ruling r;
    if (!variant_attaches_legs(s.setup.variant)) {
        if (c.args.size() != 2) return fail("leg: name the opponent whose pile gets it, e.g. 'leg " + name + " " +
                                            s.seating.name(pile_targets(s, *seat).front()) + "'");
        if (*target == *seat)
            return fail("a Leg goes into an opposing necromancer's pile, not " + name + "'s own" +
                        reading("leg-target"));
        r.canonical = "leg " + quote_if_needed(name) + " " + quote_if_needed(tname);
        r.headline = name + "'s Leg goes to " + tname;
        place_leg(s, *seat, *target, false, r, *data_);
        s.round.leg_due = false;
        ++s.round.next_pick;
        advance(s, r);
        return r;
    }
    const auto targets = leg_targets(s, *seat);
    std::vector<int> worths;
    for (auto [t, w] : targets)
        if (t == *target) worths.push_back(w);
    std::vector<std::string> legal;
    for (auto [t, w] : targets) legal.push_back("'" + s.seating.name(t) + " " + std::to_string(w) + "'");
    if (worths.empty())
        return fail(tname + " has no card the Leg can join (it needs a card worth 1 or more" +
                    std::string(s.setup.variant == Variant::HighLow ? ", scored this round" : "") +
                    "); accepted: " + join(legal, ", "));
    int worth = 0;
    if (c.args.size() == 2) {
        if (worths.size() > 1)
            return fail("say which of " + tname + "'s cards the Leg joins: accepted " + join(legal, ", "));
        worth = worths.front();
    } else if (c.args.size() == 3) {
        auto v = parse_int(c.args[2]);
        if (!v || std::find(worths.begin(), worths.end(), *v) == worths.end())
            return fail(tname + " has no card worth '" + c.args[2] + "' the Leg can join; accepted: " +
                        join(legal, ", "));
        worth = *v;
    } else {
        return fail("leg: name whose card and its value, e.g. 'leg " + name + " " + tname + " 4'");
    }
    r.canonical = "leg " + quote_if_needed(name) + " " + quote_if_needed(tname) + " " + std::to_string(worth);
    r.headline = name + "'s Leg joins " + tname + "'s " + std::to_string(worth);
    attach_leg(s, *seat, *target, worth, false, r);
    ++s.round.next_late_leg;
    advance(s, r);
    return r;
}

}  // namespace zref::bfz
