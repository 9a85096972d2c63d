#include "games/zombie_princess/one_trick.h"

#include <algorithm>

#include "core/command.h"
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

namespace {

// Nobody reaches a bid of 2 with one trick of weight 1, so no bid-driven rule
// (Undead on Arrival's stops, its early Frog decision) fires on the trick.
constexpr int kNeutralBid = 2;

// Princesses for the players who use no power on the trick. Each has a skull
// icon, so in the rounds before an Hourglass card every player earns the same
// unused-Princess skull; the first four never act on a trick by themselves.
const char* const kFillers[] = {"scheherazade", "ice-princess", "red-riding-hood", "sleeping-beauty", "pea-princess",
                                "thumbelina",   "dorothy",      "rapunzel",        "alice"};

bool before_card(const std::string& id) { return id == "pea-princess" || id == "thumbelina" || id == "alice"; }

std::string option_of(const std::string& id) { return id == "pea-princess" ? "--pea" : "--" + id; }

std::string q(const std::string& word) { return quote_if_needed(word); }

// "Round card a (Opening Night)"
std::string card_named(const GameData& data, char letter) {
    const std::string& name = data.round_card(letter)->name;
    return "Round card " + std::string(1, letter) + " (" + name.substr(0, name.find(" (")) + ")";
}

// A game the one trick is played in; every accepted line is kept.
class Driver {
public:
    explicit Driver(const GameData& data) : game_(data) {}
    Result<Ruling> apply(const std::string& line) {
        auto r = game_.apply(line);
        if (r) lines.push_back(r->canonical);
        return r;
    }
    // A line zref itself makes up: refused only if the engine changed under us.
    Status must(const std::string& line) {
        auto r = apply(line);
        if (!r) return fail("could not set up the trick (line '" + line + "'): " + r.error());
        return Ok{};
    }
    const GameState& s() const { return game_.state(); }
    const Game& game() const { return game_; }
    std::vector<std::string> lines;

private:
    Game game_;
};

std::string name_list(const Seating& seating, const std::vector<int>& seats) {
    std::vector<std::string> names;
    for (int seat : seats) names.push_back(seating.name(seat));
    return join(names, ", ");
}

std::string order_text(const Seating& seating, const std::vector<int>& order, int laps, int per_turn) {
    if (per_turn > 1) return name_list(seating, order) + ", each playing both cards on their turn";
    std::vector<int> lap(order.begin(), order.begin() + static_cast<long>(order.size()) / laps);
    std::string text = name_list(seating, lap);
    if (laps == 2) text += ", then again " + text;
    return text;
}

// Rounds 1-3 before an Hourglass card, scored by counts under Undead on
// Arrival (any total of tricks): nobody scores a point, the sides in the lead
// bid zero in round 3 (a successful zero bid lifts their Hourglass line), and
// the start of round 4 falls to the trick's leader.
Status reach_hourglass_round(Driver& d, int leader, const std::vector<bool>& lead_side, bool all_lead) {
    const Seating seating = d.s().seating;  // a copy: every accepted line replaces the state
    const int n = seating.size();
    for (int round = 1; round <= 3; ++round) {
        for (int guard = 0; guard < n && d.s().phase == Phase::Bidding; ++guard) {
            const int seat = d.s().round.next_bidder;
            const bool zero = round == 3 && !all_lead && lead_side[static_cast<std::size_t>(seating.side_of(seat))];
            if (auto st = d.must("bid " + q(seating.name(seat)) + (zero ? " 0" : " 1")); !st) return st;
        }
        for (int seat = 0; seat < n; ++seat)
            if (auto st = d.must("tricks " + q(seating.name(seat)) + " 0"); !st) return st;
        for (int guard = 0; guard < n && d.s().phase == Phase::Payment; ++guard)
            if (auto st = d.must("pay " + q(seating.name(d.game().waiting().seat)) + " no"); !st) return st;
        if (d.s().phase != Phase::NextStart) return fail("could not set up the trick: round " + std::to_string(round) + " did not end");
        const int decider = d.s().next_decider_side;
        std::string line;
        if (round < 3) {
            int seat = seating.left(d.s().previous_decider_seat);
            if (seating.side_of(seat) != decider) seat = seating.members(decider).front();
            line = "start " + q(seating.name(seat)) + " first";
        } else if (seating.side_of(leader) == decider) {
            line = "start " + q(seating.name(leader)) + " first";
        } else if (seating.side_of(seating.right(leader)) == decider) {
            line = "start " + q(seating.name(seating.right(leader))) + " last";
        } else {
            return fail("could not set up the trick: " + seating.name(leader) + " cannot start round 4");
        }
        if (auto st = d.must(line); !st) return st;
    }
    return Ok{};
}

std::vector<std::string> assumptions_for(const GameData& data, const GameState& s, const std::vector<Card>& discards,
                                         const OneTrickInput& in) {
    std::vector<std::string> out;
    const char letter = in.round_card;
    const std::string named = card_named(data, letter);
    out.push_back("following suit is not checked: zref does not see hands, so whether a card off the led suit was "
                  "allowed is the table's call");
    if (in.princes_broken) out.push_back(s.codec.suit_name(s.codec.trump_suit()) + " broke out earlier in this round");
    if (letter == 'c') out.push_back("not the last trick: under " + named + " the held-back cards are played in the last one");
    if (letter == 'u') out.push_back("not the last trick: under " + named + " the last trick goes to its winner's left-hand neighbour");
    if (letter == 'v') out.push_back("everyone still plays: under " + named + " nobody has reached their bid and stopped yet");
    if (letter == 'x') {
        out.push_back("everyone still holds cards: under " + named + " some run out near the end of the round");
        for (const auto& record : s.round.records) out.push_back("before trick 1: " + record);
    }
    if (letter == 'w') {
        std::vector<std::string> parts;
        int sum = 0;
        for (std::size_t i = 0; i < discards.size(); ++i) {
            parts.push_back(s.seating.name(static_cast<int>(i)) + " " + s.codec.name(discards[i]));
            sum += discards[i].value;
        }
        out.push_back("the discards under " + named + ": " + join(parts, ", ") + ", adding up to " + std::to_string(sum));
    }
    if (data.round_card(letter)->hourglass) {
        std::vector<std::string> lead;
        for (int side = 0; side < s.seating.side_count(); ++side)
            if (s.round.number == 4 && !s.hourglass_line.empty() &&
                s.hourglass_line[static_cast<std::size_t>(side)] ==
                    *std::max_element(s.hourglass_line.begin(), s.hourglass_line.end()))
                lead.push_back(s.seating.side_name(side));
        out.push_back("in the lead on the Hourglass Leader line: " +
                      (lead.size() == static_cast<std::size_t>(s.seating.side_count()) ? "everyone (all tied)"
                                                                                        : join(lead, ", ")) +
                      (in.in_lead.empty() ? " (assumed; --in-lead NAMES says who)" : ""));
    }
    // The readings of this Round card that the table switched from the default.
    for (std::size_t i = 0; i < data.readings.size() && i < kReadingCount; ++i)
        if (data.readings[i].about == std::string(1, letter))
            if (auto text = reading_in_force(data, s.readings, static_cast<ReadingId>(i)); !text.empty()) out.push_back(text);
    if (const RoundRule* rule = find_round_rule(letter); rule && rule->needs_captured_cards())
        out.push_back(named + " pays its skulls at the end of the round from what the tricks held; one trick does "
                      "not settle them ('zref score --card-skulls N' does)");
    return out;
}

}  // namespace

const std::vector<std::string>& one_trick_princesses() {
    static const std::vector<std::string> ids = {"pea-princess", "thumbelina", "alice", "dorothy", "rapunzel"};
    return ids;
}

Result<OneTrickResult> adjudicate_one_trick(const GameData& data, const OneTrickInput& in) {
    const RoundCardInfo* card = data.round_card(in.round_card);
    const RoundRule* rule = find_round_rule(in.round_card);
    if (!card || !rule)
        return fail("no Round card '" + std::string(1, in.round_card) + "': Round cards are lettered a to z");
    const int n = static_cast<int>(in.players.size());
    if (n < data.min_players || n > data.max_players)
        return fail("--players: give " + std::to_string(data.min_players) + " to " + std::to_string(data.max_players) +
                    " names in seat order, e.g. --players \"Ana,Ben,Cai\" (got " + std::to_string(n) + ")");
    if (in.teams && n != 4 && n != 6)
        return fail("--teams: Teams are 4 players (2 against 2) or 6 (three teams of 2), not " + std::to_string(n));
    std::string hourglass_letters;
    for (const auto& rc : data.round_cards)
        if (rc.hourglass) hourglass_letters += (hourglass_letters.empty() ? "" : ", ") + std::string(1, rc.letter);
    const std::string named = card_named(data, card->letter);
    if (!in.in_lead.empty() && !card->hourglass)
        return fail("--in-lead: only an Hourglass card (" + hourglass_letters + ") looks at who is in the lead, and " +
                    named + " is not one");
    if (in.round_card != 'w' && !in.discards.empty())
        return fail("--discards: only Fester Feast (w) has discards, and the Round card here is " +
                    std::string(1, in.round_card));

    Driver d(data);
    if (auto st = d.must("game " + data.id); !st) return fail(st.error());
    std::string names;
    for (const auto& p : in.players) names += " " + q(p);
    if (auto r = d.apply("players" + names); !r) return fail("--players: " + r.error());
    const Seating seating(in.players, in.teams);

    // Who leads: the first card's player, or --leader, or the first seat.
    int leader = 0;
    auto find_player = [&](const std::string& word, const std::string& what) -> Result<int> {
        auto seat = seating.find(word);
        if (!seat) return fail(what + ": " + seat.error());
        return *seat;
    };
    if (!in.leader.empty()) {
        auto seat = find_player(in.leader, "--leader");
        if (!seat) return fail(seat.error());
        leader = *seat;
    }
    if (!in.plays.empty() && !in.plays.front().player.empty()) {
        auto seat = find_player(in.plays.front().player,
                                "card 1 '" + in.plays.front().player + ":" + in.plays.front().card + "'");
        if (!seat) return fail(seat.error());
        if (!in.leader.empty() && *seat != leader)
            return fail("--leader says " + seating.name(leader) + " leads, but card 1 is " + seating.name(*seat) +
                        "'s: give one or the other");
        leader = *seat;
    }

    // The Princesses at the table: those whose power is used, then fillers.
    std::vector<std::string> princess_of(static_cast<std::size_t>(n));
    for (const auto& p : in.powers) {
        const auto& ids = one_trick_princesses();
        if (std::find(ids.begin(), ids.end(), p.princess) == ids.end())
            return fail("the power of '" + p.princess + "' does not act on a single trick");
        auto seat = find_player(p.player, option_of(p.princess));
        if (!seat) return fail(seat.error());
        auto& slot = princess_of[static_cast<std::size_t>(*seat)];
        if (!slot.empty())
            return fail(option_of(p.princess) + " and " + option_of(slot) + " both name " + seating.name(*seat) +
                        ": a player holds one Princess");
        slot = p.princess;
    }
    const bool powers = !in.powers.empty();

    // The deck, which the player count sets, and the Frog.
    const auto max = data.max_value.find(n);
    if (max == data.max_value.end()) return fail("no deck is defined for " + std::to_string(n) + " players");
    const CardCodec deck(data.suits, max->second, data.frog);
    std::string frog_line;
    if (!in.frog.empty()) {
        auto frog = deck.parse(in.frog);
        if (!frog || lower(in.frog) == "frog")
            return fail("--frog: " + (frog ? "name the card that is the Frog, e.g. --frog p8" : frog.error()) +
                        " (" + std::to_string(n) + " players)");
        frog_line = "frog " + deck.code(*frog);
    }

    const int start = card->hourglass ? seating.right(seating.right(leader)) : leader;
    const std::string rounds = card->hourglass ? "v v v " + std::string(1, card->letter)
                                               : std::string(1, card->letter) + " a a a";
    std::vector<std::string> setup = {std::string("mode ") + (in.teams ? "teams" : "individuals"), "rounds " + rounds};
    if (!frog_line.empty()) setup.push_back(frog_line);
    setup.insert(setup.end(), {"seed 1", "start " + q(seating.name(start)),
                               std::string("princesses ") + (powers ? "enter" : "none"),
                               std::string("powers ") + (powers ? "on" : "off"), "strictness strict"});
    for (const auto& line : setup)
        if (auto r = d.apply(line); !r) return fail(r.error());
    // Every reading is checked as a game checks it, but only the Round card's own bear on one trick: the
    // others are about scoring, and the next-start ones would change the rounds played before an Hourglass card.
    auto readings = readings_of_lines(data, in.readings);
    if (!readings) return fail("--reading: " + readings.error());
    for (std::size_t i = 0; i < data.readings.size() && i < kReadingCount; ++i)
        if (const auto& info = data.readings[i]; info.about == std::string(1, card->letter))
            if (auto st = d.must("reading " + info.id + " " + info.values.at((*readings)[i]).id); !st) return fail(st.error());
    if (auto st = d.must("begin"); !st) return fail(st.error());
    const CardCodec codec = d.s().codec;  // a copy: every accepted line replaces the state
    const std::uint8_t trump = codec.trump_suit();

    // The cards: `laps` per player in turn from the leader, `per_turn` of them on each turn (as tt::seat_players).
    const int laps = rule->laps(), per_turn = rule->cards_per_turn(d.s());
    std::vector<int> order;
    for (int lap = 0; lap < laps / per_turn; ++lap)
        for (int k = 0, seat = leader; k < n; ++k, seat = seating.left(seat))
            for (int c = 0; c < per_turn; ++c) order.push_back(seat);
    if (in.plays.size() != order.size())
        return fail("a trick " + (laps == 1 ? "has one card per player" : "has two cards per player under " + named) +
                    ", " + std::to_string(order.size()) + " here (" + order_text(seating, order, laps, per_turn) + "), but " +
                    std::to_string(in.plays.size()) + (in.plays.size() == 1 ? " was" : " were") + " given");
    std::vector<Card> cards;
    std::vector<Card> discards;
    auto named_card = [&](std::size_t i) {
        return "card " + std::to_string(i + 1) + " (" + seating.name(order[i]) + ")";
    };
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto& play = in.plays[i];
        if (!play.player.empty()) {
            auto seat = find_player(play.player, "card " + std::to_string(i + 1) + " '" + play.player + ":" + play.card + "'");
            if (!seat) return fail(seat.error());
            if (*seat != order[i])
                return fail("card " + std::to_string(i + 1) + " is given as " + seating.name(*seat) + "'s, but it is " +
                            seating.name(order[i]) + "'s turn: after " + seating.name(leader) + " leads, the order is " +
                            order_text(seating, order, laps, per_turn));
        }
        auto c = codec.parse(play.card);
        if (!c)
            return fail(named_card(i) + ": " + c.error() +
                        (c.error().find(" run 1-") != std::string::npos ? " with " + std::to_string(n) + " players" : ""));
        for (std::size_t j = 0; j < cards.size(); ++j)
            if (cards[j] == *c)
                return fail(codec.name(*c) + " is given twice (cards " + std::to_string(j + 1) + " and " +
                            std::to_string(i + 1) + "): the deck holds each card once");
        cards.push_back(*c);
    }
    if (in.round_card == 'w') {
        if (static_cast<int>(in.discards.size()) != n)
            return fail("--discards: " + named + " needs each player's discard, " + std::to_string(n) +
                        " cards in seat order (" + join(in.players, ", ") + "), e.g. --discards \"v3,k5,p2,pr1\"; got " +
                        std::to_string(in.discards.size()));
        for (std::size_t i = 0; i < in.discards.size(); ++i) {
            auto c = codec.parse(in.discards[i]);
            if (!c) return fail("--discards: " + seating.name(static_cast<int>(i)) + "'s discard: " + c.error());
            for (std::size_t j = 0; j < cards.size(); ++j)
                if (cards[j] == *c)
                    return fail(codec.name(*c) + " is " + seating.name(static_cast<int>(i)) + "'s discard and card " +
                                std::to_string(j + 1) + " too: the deck holds each card once");
            for (std::size_t j = 0; j < discards.size(); ++j)
                if (discards[j] == *c)
                    return fail("--discards: " + codec.name(*c) + " is given twice: the deck holds each card once");
            discards.push_back(*c);
        }
    }
    const bool prince_led = cards.front().suit == trump;
    if (prince_led && !in.princes_broken && !in.only_princes)
        return fail(seating.name(leader) + " leads " + codec.name(cards.front()) + ", but " + codec.suit_name(trump) +
                    " may be led only once they have broken out: add --princes-broken if one was played earlier this "
                    "round, or --only-princes if " + seating.name(leader) + " holds nothing but " +
                    codec.suit_name(trump));
    if (in.only_princes && !prince_led)
        return fail("--only-princes is the claim that lets the leader lead a " + codec.suit_singular(trump) +
                    " before they break out, but " + seating.name(leader) + " leads " + codec.name(cards.front()));

    // Princess choices, then the hands are "dealt" (rounds before an Hourglass card).
    if (powers) {
        std::vector<std::string> taken;
        for (const auto& id : princess_of)
            if (!id.empty()) taken.push_back(id);
        for (int seat = 0; seat < n; ++seat) {
            auto& id = princess_of[static_cast<std::size_t>(seat)];
            const bool asked = !id.empty();
            if (!asked)
                for (const char* filler : kFillers) {
                    const PrincessInfo* info = data.princess(filler);
                    if (!info || (info->teams_only && !in.teams)) continue;
                    if (std::find(taken.begin(), taken.end(), filler) != taken.end()) continue;
                    id = filler;
                    taken.push_back(id);
                    break;
                }
            auto r = d.apply("princess " + q(seating.name(seat)) + " " + id);
            if (!r) return fail((asked ? option_of(id) + " " + seating.name(seat) + ": " : std::string()) + r.error());
        }
    }
    std::vector<bool> lead_side(static_cast<std::size_t>(seating.side_count()), in.in_lead.empty());
    for (const auto& who : in.in_lead) {
        auto seat = find_player(who, "--in-lead");
        if (!seat) return fail(seat.error());
        lead_side[static_cast<std::size_t>(seating.side_of(*seat))] = true;
    }
    const bool all_lead = std::all_of(lead_side.begin(), lead_side.end(), [](bool b) { return b; });
    if (card->hourglass)
        if (auto st = reach_hourglass_round(d, leader, lead_side, all_lead); !st) return fail(st.error());

    // The round of the trick: Round card entries and bids, up to trick 1.
    auto card_of = [&](int seat) {
        for (std::size_t i = 0; i < order.size(); ++i)
            if (order[i] == seat) return cards[i];
        return cards.front();
    };
    for (int guard = 0; guard < 8 * n && d.s().phase != Phase::Tricks; ++guard) {
        const GameState& s = d.s();
        std::string line;
        if (s.phase == Phase::Bidding) {
            line = "bid " + q(seating.name(s.round.next_bidder)) + " " + std::to_string(kNeutralBid);
        } else if (s.phase == Phase::Declare && !s.round.pending.empty()) {
            const Requirement& req = s.round.pending.front();
            const std::string who = q(seating.name(req.seat));
            // The readings fester-feast-discards = anonymous and secret-suit-record = until-revealed leave out the name or suit.
            if (req.verb == "discard")
                line = "discard " + (fester_discards_anonymous(s) ? std::string() : who + " ") +
                       codec.code(discards.at(static_cast<std::size_t>(req.seat)));
            else if (req.verb == "show" && secret_suit_kept_out(s)) line = "show " + who;
            else if (req.verb == "reveal" || req.verb == "show") line = req.verb + " " + who + " " + lower(codec.suit_name(card_of(req.seat).suit));
            else if (req.verb == "view") line = "view " + who + " skip";
            else return fail("could not set up the trick: " + named + " asks for '" + req.verb + "'");
        } else {
            return fail("could not set up the trick: the game waits for " + d.game().waiting().what);
        }
        if (auto st = d.must(line); !st) return fail(st.error());
    }
    if (d.s().phase != Phase::Tricks || d.s().round.current.order != order)
        return fail("could not set up the trick: the game waits for " + d.game().waiting().what);

    // The trick itself.
    OneTrickResult out;
    std::vector<Reason> play_reasons;
    const std::string broke_out = codec.suit_name(trump) + " have broken out";
    std::vector<bool> armed(static_cast<std::size_t>(n), false);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int seat = order[i];
        const auto si = static_cast<std::size_t>(seat);
        const std::string who = q(seating.name(seat));
        if (before_card(princess_of[si]) && !armed[si]) {
            armed[si] = true;
            if (auto r = d.apply("power " + who + " " + princess_of[si]); !r)
                return fail(option_of(princess_of[si]) + " " + seating.name(seat) + ": " + r.error());
        }
        std::string line = "play " + who + " " + codec.code(cards[i]);
        if (i == 0 && prince_led) line += " only-princes";
        auto r = d.apply(line);
        if (!r)
            return fail("card " + std::to_string(i + 1) + " (" + seating.name(seat) + "'s " + codec.name(cards[i]) +
                        "): " + r.error());
        for (const auto& reason : r->reasons) {
            // Princes already out is a fact of the round, not a claim about the hand.
            if (i == 0 && prince_led && in.princes_broken && reason.section == "The Privileged Princes") continue;
            play_reasons.push_back(reason);
        }
        if (i == 0 && prince_led && in.princes_broken)
            play_reasons.push_back({codec.suit_name(trump) + " broke out earlier this round, so " + seating.name(seat) +
                                        " may lead one",
                                    "The Privileged Princes"});
        out.warnings.insert(out.warnings.end(), r->warnings.begin(), r->warnings.end());
        const bool closing = i + 1 == order.size();
        const int winner = closing ? d.s().round.tricks.back().winner : -1;
        const PrincessInfo* winners_princess =
            closing && powers ? data.princess(d.s().princess_of[static_cast<std::size_t>(winner)]) : nullptr;
        for (const auto& notice : r->notices) {
            if (in.princes_broken && notice.rfind(broke_out, 0) == 0) continue;
            if (closing) {
                // The trick's own headline is shown as the headline; what comes next belongs to the game.
                if (notice.rfind("Trick 1 to ", 0) == 0) continue;
                if (notice.find(" leads trick 2") != std::string::npos) continue;
                if (notice.find(" leads instead of ") != std::string::npos) continue;
                if (notice.rfind("The Frog is in this trick", 0) == 0) continue;  // the Counts line says it
                if (winners_princess &&
                    notice.rfind(seating.name(winner) + " (" + winners_princess->name + ") ", 0) == 0)
                    continue;
            }
            out.notices.push_back(notice);
        }
    }
    if (d.s().round.tricks.size() != 1) return fail("could not finish the trick: the game waits for " + d.game().waiting().what);
    out.reasons = d.s().round.tricks.back().reasons;  // the verdict first
    for (const auto& reason : play_reasons) {
        const bool verdict = std::any_of(out.reasons.begin(), out.reasons.end(),
                                         [&](const Reason& v) { return v.text == reason.text; });
        if (!verdict) out.reasons.push_back(reason);
    }

    // A notice that repeats a reason ("Brain Drain: " + the reason) is said once, as the reason.
    std::erase_if(out.notices, [&](const std::string& notice) {
        return std::any_of(out.reasons.begin(), out.reasons.end(), [&](const Reason& r) {
            return notice.size() > r.text.size() && notice.compare(notice.size() - r.text.size(), r.text.size(), r.text) == 0;
        });
    });

    // Dorothy and Rapunzel act on the trick just won.
    for (int seat = 0; seat < n; ++seat) {
        const auto& id = princess_of[static_cast<std::size_t>(seat)];
        if (id != "dorothy" && id != "rapunzel") continue;
        if (std::none_of(in.powers.begin(), in.powers.end(), [&](const OneTrickPower& p) { return p.princess == id; }))
            continue;  // a filler
        auto r = d.apply("power " + q(seating.name(seat)) + " " + id);
        if (!r)
            return fail(option_of(id) + " " + seating.name(seat) + ": " + r.error() + " (this trick went to " +
                        seating.name(d.s().round.tricks.back().winner) + ")");
        out.notices.push_back(r->headline);
        out.reasons.insert(out.reasons.end(), r->reasons.begin(), r->reasons.end());
    }

    out.state = d.s();
    out.trick = out.state.round.tricks.back();
    out.winner = seating.name(out.trick.winner);
    out.headline = "Trick to " + out.winner + ": " + out.trick.reasons.front().text;
    out.assumptions = assumptions_for(data, out.state, discards, in);
    out.lines = d.lines;
    return out;
}

}  // namespace zref::zp
