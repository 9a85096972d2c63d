// A round's first two steps ("Drawing Lane Cards", "Choose Necromancer Zombie
// Cards"): the Lane cards the table drew, each necromancer's reveal, the
// phantom's flip in the two-player game, and Black Jack's `stand`.
#include <algorithm>

#include "core/text.h"
#include "games/bowling_for_zombies/game.h"
#include "games/bowling_for_zombies/rules.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::bfz {

namespace {

std::string deck_left_text(const std::vector<int>& deck) {
    std::string out;
    for (std::size_t v = 0; v < deck.size(); ++v)
        if (deck[v] > 0) out += (out.empty() ? "" : ", ") + std::to_string(deck[v]) + "x" + std::to_string(v);
    return out.empty() ? "nothing" : out;
}

std::string unused_zombie_values(const Necromancer& n) {
    std::string out;
    for (std::size_t v = 0; v < n.zombie_used.size(); ++v)
        if (!n.zombie_used[v]) out += (out.empty() ? "" : " ") + std::to_string(v);
    return out.empty() ? "none" : out;
}

std::string parts_in_hand(const Necromancer& n) {
    std::vector<std::string> p;
    if (n.head) p.push_back("Head");
    if (n.leg) p.push_back("Leg");
    if (n.hand) p.push_back("Hand");
    return p.empty() ? "none" : join(p, ", ");
}

}  // namespace

int deck_total(const std::vector<int>& counts) {
    int n = 0;
    for (int c : counts) n += c;
    return n;
}

int participants(const GameState& s) {
    int n = 0;
    for (bool b : s.round.in_play) n += b ? 1 : 0;
    return n + (s.phantom != PhantomMode::None ? 1 : 0);
}

int lanes_needed(const GameState& s) {
    return std::max(0, std::min(participants(s) - 1, deck_total(s.lane_deck) + deck_total(s.lane_discard)));
}

void Game::start_round(GameState& s, int number, Ruling& r) const {
    const auto n = static_cast<std::size_t>(s.seating.size());
    RoundState rs;
    rs.number = number;
    rs.in_play.assign(n, true);
    for (std::size_t i = 0; i < n; ++i) rs.in_play[i] = !s.necros[i].stood;
    rs.reveals.assign(n, std::nullopt);
    rs.fate.assign(n, Fate::Out);
    rs.need_combine.assign(n, false);
    rs.combine.assign(n, -1);
    rs.need_place.assign(n, false);
    rs.placed.assign(n, -1);
    rs.cards.assign(n, {});
    rs.events.assign(n, {});
    rs.scored.assign(n, {});
    s.round = std::move(rs);
    const int playing = static_cast<int>(std::count(s.round.in_play.begin(), s.round.in_play.end(), true));
    if (s.setup.variant == Variant::Blackjack && (playing == 0 || participants(s) < 2)) {
        s.phase = Phase::GameOver;
        s.end_reason = playing == 0 ? "every necromancer has stood"
                                    : "only " + s.seating.name(static_cast<int>(
                                                    std::find(s.round.in_play.begin(), s.round.in_play.end(), true) -
                                                    s.round.in_play.begin())) +
                                          " still plays, and a lone zombie is always the strongest: it can take "
                                          "nothing more";
        r.because("the game ends before turn " + std::to_string(number) + reading("blackjack-stand"), sec::BlackJack);
        return;
    }
    s.phase = Phase::Lanes;
    r.notices.push_back("Round " + std::to_string(number) + " of " + std::to_string(s.rounds) + ": draw " +
                        std::to_string(lanes_needed(s)) + " Lane cards and type them, e.g. 'lanes " +
                        (lanes_needed(s) >= 3 ? "2 2 4" : lanes_needed(s) == 2 ? "8 1" : "5") + "'");
}

Result<Ruling> Game::on_lanes(GameState& s, const Command& c) const {
    Ruling r;
    if (deck_total(s.lane_deck) < participants(s) - 1 && deck_total(s.lane_discard) > 0) {
        for (std::size_t v = 0; v < s.lane_deck.size(); ++v) s.lane_deck[v] += s.lane_discard[v];
        std::fill(s.lane_discard.begin(), s.lane_discard.end(), 0);
        r.because("the Lane deck is too short for this round: the discarded Lane cards are shuffled back into it" +
                      reading("lane-deck-short"),
                  sec::Drawing);
    }
    const int need = lanes_needed(s);
    std::vector<int> pins;
    const bool none = c.args.size() == 1 && lower(c.args[0]) == "none";
    if (!none)
        for (const auto& a : c.args) {
            auto v = parse_int(a);
            if (!v || *v < 0 || *v >= static_cast<int>(s.lane_deck.size()) || data_->lane_counts.count(*v) == 0)
                return fail("no Lane card '" + a + "': Lane cards show 1 to 9 pins");
            pins.push_back(*v);
        }
    if (static_cast<int>(pins.size()) != need)
        return fail("lanes: this round draws " + std::to_string(need) + " Lane card" + (need == 1 ? "" : "s") +
                    " (" + std::to_string(participants(s)) + " zombies in play, minus one); give " +
                    std::to_string(need) + " values 1-9, e.g. 'lanes " +
                    (need >= 3 ? "2 2 4" : need == 2 ? "8 1" : "5") + "'");
    std::vector<int> deck = s.lane_deck;
    for (int v : pins) {
        auto& left = deck[static_cast<std::size_t>(v)];
        if (left == 0)
            return fail("the Lane deck holds no more " + std::to_string(v) + "s: all " +
                        std::to_string(data_->lane_counts.at(v)) + " are drawn already (left in the deck: " +
                        deck_left_text(s.lane_deck) + ")");
        --left;
    }
    s.lane_deck = deck;
    r.canonical = "lanes";
    for (int v : pins) r.canonical += " " + std::to_string(v);
    if (pins.empty()) r.canonical += " none";
    s.round.drawn = pins;
    s.round.table = pins;
    s.phase = Phase::Reveal;
    r.headline = "Round " + std::to_string(s.round.number) + ": Lane cards " + pins_list(pins);
    r.because(std::to_string(need) + " Lane card" + (need == 1 ? "" : "s") + " for " + std::to_string(participants(s)) +
                  " zombies in play: one fewer than the zombies" +
                  (s.phantom != PhantomMode::None ? " (the phantom hand counts as a third necromancer)" : ""),
              s.phantom != PhantomMode::None ? sec::TwoPlayer : sec::Drawing);
    r.notices.push_back(waiting_of(s).what);
    return r;
}

Result<Ruling> Game::on_play(GameState& s, const Command& c) const {
    const std::string usage = "give the necromancer, the Zombie (0-" + std::to_string(data_->highest_zombie) +
                              ") and maybe a Body Part above or below it, e.g. 'play Sauron 5' or 'play Sauron 5 "
                              "head above'";
    if (c.args.size() < 2) return fail("play: " + usage);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto i = static_cast<std::size_t>(*seat);
    const std::string& name = s.seating.name(*seat);
    Necromancer& nm = s.necros[i];
    if (!s.round.in_play[i])
        return fail(name + " stood before turn " + std::to_string(nm.stood_in) + " and plays no more zombies");
    if (s.round.reveals[i])
        return fail(name + " already revealed " + reveal_text(*s.round.reveals[i]) +
                    " this round ('undo' takes it back)");
    auto zombie = parse_int(c.args[1]);
    if (!zombie || *zombie < 0 || *zombie > data_->highest_zombie)
        return fail("'" + c.args[1] + "' is not a Zombie: " + usage);
    if (nm.zombie_used[static_cast<std::size_t>(*zombie)]) {
        int when = 0;
        for (const auto& res : s.results)
            if (res.seats[i].reveal && res.seats[i].reveal->zombie == *zombie) when = res.number;
        return fail(name + " played Zombie " + std::to_string(*zombie) + " in round " + std::to_string(when) +
                    "; Zombies left: " + unused_zombie_values(nm));
    }
    Reveal rv;
    rv.zombie = *zombie;
    std::optional<bool> position;
    for (std::size_t k = 2; k < c.args.size(); ++k) {
        if (auto p = parse_part(c.args[k])) {
            if (rv.part != Part::None) return fail("one Body Part at most goes with a Zombie: " + usage);
            rv.part = *p;
        } else if (auto pos = parse_position(c.args[k])) {
            if (position) return fail("say 'above' or 'below' once: " + usage);
            position = *pos;
        } else {
            return fail("'" + c.args[k] + "' is neither a Body Part (head, leg, hand; 'arm' is the Hand) nor above/below" +
                        did_you_mean(c.args[k], {"head", "leg", "hand", "arm", "above", "below"}));
        }
    }
    if (rv.part == Part::None && position) return fail("'above' or 'below' goes with a Body Part: " + usage);
    if (rv.part != Part::None) {
        if (!nm.has(rv.part))
            return fail(name + "'s " + part_name(rv.part) + " is no longer in hand; Body Parts in hand: " +
                        parts_in_hand(nm));
        // Both places are always open to a Body Part in hand ("Choose
        // Necromancer Zombie Cards"): where it lies is what the table saw,
        // so zref asks rather than guesses (our reading: part-position).
        if (!position) {
            const std::string line = "'play " + quote_if_needed(name) + " " + std::to_string(rv.zombie) + " " +
                                     part_word(rv.part);
            return fail("say where " + name + "'s " + part_name(rv.part) + " lies: " + line +
                        " above' (on top of the Zombie, it acts) or " + line + " below' (underneath, a bluff)");
        }
        rv.above = *position;
    }
    nm.zombie_used[static_cast<std::size_t>(rv.zombie)] = true;
    s.round.reveals[i] = rv;
    Ruling r;
    r.canonical = "play " + quote_if_needed(name) + " " + std::to_string(rv.zombie) +
                  (rv.part != Part::None ? " " + part_word(rv.part) + (rv.above ? " above" : " below") : "");
    r.headline = name + " reveals " + reveal_text(rv);
    reveal_done_check(s, r);
    return r;
}

Result<Ruling> Game::on_phantom_flip(GameState& s, const Command& c) const {
    if (s.phantom != PhantomMode::Typed)
        return fail(s.phantom == PhantomMode::Deal
                        ? "zref holds the phantom hand (phantom deal) and flips it itself"
                        : "there is no phantom hand: it plays only in a game of " +
                              std::to_string(data_->phantom_players) + " necromancers");
    if (s.round.phantom) return fail("the phantom hand already flipped Zombie " + std::to_string(*s.round.phantom) +
                                     " this round ('undo' takes it back)");
    auto v = c.args.size() == 1 ? parse_int(c.args[0]) : std::nullopt;
    if (!v || *v < 0 || *v > data_->highest_zombie)
        return fail("phantom: give the Zombie flipped from the phantom hand, 0-" +
                    std::to_string(data_->highest_zombie) + ", e.g. 'phantom 7'");
    if (s.phantom_used[static_cast<std::size_t>(*v)]) {
        std::string left;
        for (std::size_t k = 0; k < s.phantom_used.size(); ++k)
            if (!s.phantom_used[k]) left += (left.empty() ? "" : " ") + std::to_string(k);
        return fail("the phantom hand flipped its Zombie " + std::to_string(*v) + " in an earlier round; left in it: " +
                    left);
    }
    s.phantom_used[static_cast<std::size_t>(*v)] = true;
    s.round.phantom = *v;
    Ruling r;
    r.headline = "The phantom hand flips Zombie " + std::to_string(*v);
    r.because("the top card of the phantom hand plays as a third necromancer's Zombie", sec::TwoPlayer);
    reveal_done_check(s, r);
    return r;
}

Result<Ruling> Game::on_stand(GameState& s, const Command& c) const {
    if (s.setup.variant != Variant::Blackjack)
        return fail("'stand' is only for the Black Jack variant: every necromancer plays each round");
    if (c.args.size() != 1) return fail("stand: name the necromancer who stops, e.g. 'stand Ana'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const auto i = static_cast<std::size_t>(*seat);
    const std::string& name = s.seating.name(*seat);
    if (s.necros[i].stood) return fail(name + " already stood before turn " + std::to_string(s.necros[i].stood_in));
    if (s.round.reveals[i])
        return fail(name + " has revealed a Zombie this turn; standing takes effect from the next turn's start");
    s.necros[i].stood = true;
    s.necros[i].stood_in = s.round.number;
    s.round.in_play[i] = false;
    Ruling r;
    r.canonical = "stand " + quote_if_needed(name);
    r.headline = name + " stands on " + std::to_string(pile_points(s.necros[i])) + " and plays no more zombies";
    r.because("a necromancer may stop participating whenever they want; their pile stays and still counts" +
                  reading("blackjack-stand"),
              sec::BlackJack);
    if (s.phase == Phase::Lanes) {
        // Fewer zombies in play draw fewer Lane cards, or end the game.
        const int number = s.round.number;
        start_round(s, number, r);
        if (s.phase == Phase::GameOver) announce_game_over(s, r);
    } else {
        reveal_done_check(s, r);
    }
    return r;
}

void Game::reveal_done_check(GameState& s, Ruling& r) const {
    for (std::size_t i = 0; i < s.round.in_play.size(); ++i)
        if (s.round.in_play[i] && !s.round.reveals[i]) {
            r.notices.push_back(waiting_of(s).what);
            return;
        }
    if (s.phantom == PhantomMode::Typed && !s.round.phantom) {
        r.notices.push_back(waiting_of(s).what);
        return;
    }
    if (s.phantom == PhantomMode::Deal && !s.round.phantom) {
        // One flip per round, in the shuffled order.
        int flips = 0;
        for (bool u : s.phantom_used) flips += u ? 1 : 0;
        const int v = s.phantom_deck.at(static_cast<std::size_t>(flips));
        s.phantom_used[static_cast<std::size_t>(v)] = true;
        s.round.phantom = v;
        r.because("the phantom hand flips its top card: Zombie " + std::to_string(v), sec::TwoPlayer);
    }
    resolve(s, r);
}

}  // namespace zref::bfz
