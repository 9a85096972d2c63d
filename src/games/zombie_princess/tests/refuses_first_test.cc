// Setup lines (but begin), Princess choices, bids, card plays, power declarations and
// passes, the end-of-round decisions (Frog, payment, next start) and Round
// card entries are ruled on the live state with no copy kept to put back,
// so each handler must make every refusal before its first change. These
// tests make the latest refusals each handler has, at every such moment of
// many random games, and check that nothing changed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "games/trick_taking/card.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/fast_entries.h"
#include "games/zombie_princess/sim/random_table.h"
#include "games/zombie_princess/sim/simulate.h"
#include "every_moment.h"
#include "support.h"

using namespace zref;
using zref::tt::Card;
using zref::test::at_every_moment;
using zref::test::data;
using zref::test::mixed_table;

namespace {

// Lines that must be refused now: the right player with a wrong word (the
// last check before the handler changes anything), and every other player.
std::vector<std::string> refused_lines(const zp::Game& g) {
    const auto& s = g.state();
    const int actor = g.to_act();
    std::vector<std::string> lines;
    auto for_seats = [&](const std::string& verb, const std::string& word, auto skip) {
        for (int seat = 0; seat < s.seating.size(); ++seat)
            if (!skip(seat)) lines.push_back(verb + " " + s.seating.name(seat) + " " + word);
    };
    switch (s.phase) {
        case zp::Phase::ChoosePrincess: {
            lines.push_back("princess " + s.seating.name(actor) + " nobody-at-all");
            // Every Princess not dealt to the player: refused by the last check, the deal.
            const auto& offer = s.princess_offers[static_cast<std::size_t>(actor)];
            for (const auto& p : data().princesses)
                if (std::find(offer.begin(), offer.end(), p.id) == offer.end() && (s.setup.teams || !p.teams_only) &&
                    std::find(s.princess_of.begin(), s.princess_of.end(), p.id) == s.princess_of.end())
                    lines.push_back("princess " + s.seating.name(actor) + " " + p.id);
            // A player who has already chosen, choosing again.
            if (!offer.empty())
                for_seats("princess", offer.front(),
                          [&](int seat) { return s.princess_of[static_cast<std::size_t>(seat)].empty(); });
            break;
        }
        case zp::Phase::Bidding:
            lines.push_back("bid " + s.seating.name(actor) + " x");
            lines.push_back("bid " + s.seating.name(actor) + " " + std::to_string(zp::max_tricks(s) + 1));
            for_seats("bid", "0", [&](int seat) { return seat == actor; });
            break;
        case zp::Phase::FrogDecision:
            lines.push_back("frog " + s.seating.name(actor) + " maybe");
            for_seats("frog", "count", [&](int seat) { return seat == actor; });
            break;
        case zp::Phase::Payment:
            lines.push_back("pay " + s.seating.name(actor) + " maybe");
            for_seats("pay", "yes", [&](int seat) { return s.seating.side_of(seat) == s.seating.side_of(actor); });
            break;
        case zp::Phase::NextStart:
            lines.push_back("start " + s.seating.name(actor) + " sideways");
            for_seats("start", "first", [&](int seat) { return s.seating.side_of(seat) == s.next_decider_side; });
            break;
        default: break;
    }
    return lines;
}

}  // namespace

TEST_CASE("Choosing Princesses, Bidding, The Frog Prince Returns, Scoring (payment), Once the Round Is Over: a refused bid or decision "
          "changes nothing",
          "[engine][refusal]") {
    // Refusals made, per phase; a Frog decision asked during play (Undead
    // on Arrival) is counted on its own, as its handler takes another branch.
    std::map<zp::Phase, int> refusals;
    int frog_in_play = 0;
    auto config_of = [](int game) {
        const int players = 3 + game % 4;
        const bool teams = game % 3 == 0 && (players == 4 || players == 6);
        // Half the tables cycle through every Round card (sim::table_for);
        // every fourth plays Undead on Arrival (v) all game, whose Frog
        // decision comes during play.
        sim::TableConfig config = sim::table_for(data(), players, teams, 9100, game);
        if (game % 4 == 1) config.rounds = "v v v v";
        return config;
    };
    // `g` is given the refused lines too.
    at_every_moment(32, config_of, [&](zp::Game& g) {
        for (const auto& line : refused_lines(g)) {
            INFO(line);
            const auto before = sim::state_digest(g.state());
            const auto waiting = g.waiting().what;
            auto r = g.apply(line);
            REQUIRE_FALSE(r);
            CHECK(sim::state_digest(g.state()) == before);
            CHECK(g.waiting().what == waiting);
            ++refusals[g.state().phase];
            if (g.state().round.frog_decided_in_play) ++frog_in_play;
        }
    });
    for (auto phase : {zp::Phase::ChoosePrincess, zp::Phase::Bidding, zp::Phase::FrogDecision, zp::Phase::Payment,
                       zp::Phase::NextStart}) {
        INFO(zp::phase_name(phase));
        CHECK(refusals[phase] > 10);
    }
    CHECK(frog_in_play > 0);
}

namespace {

// Every field of the table's setup, as text: what a setup line may change.
std::string setup_text(const zp::GameState& s) {
    const auto& t = s.setup;
    std::string out;
    for (const auto& name : t.seats) out += name + ",";
    out += t.teams ? "|teams|" : "|individuals|";
    out += std::string(t.round_letters.begin(), t.round_letters.end());
    out += t.random_rounds ? "|random|" : "|typed|";
    out += t.frog ? std::to_string(t.frog->suit) + "/" + std::to_string(t.frog->value) : "no frog";
    out += "|" + std::to_string(t.seed) + "|" + t.start.value_or("(drawn)");
    out += "|" + std::to_string(static_cast<int>(t.princesses)) + (t.powers ? "|on" : "|off") + (t.lenient ? "|lenient" : "|strict");
    return out;
}

}  // namespace

TEST_CASE("Setup: a refused setup line changes nothing (setup lines but 'begin' are ruled without a kept copy)",
          "[engine][refusal]") {
    // Lines each setup handler refuses, reaching its last check before it
    // changes anything where the handler has more than one.
    const std::vector<std::string> refused = {
        "game bowling-for-zombies",
        "players Ana",                           // too few
        "players Ana Ben Cai Dee Eve Gus Hal",   // too many
        "players Ana Ben undo",                  // a word zref uses
        "players Ana Ben 42",                    // a number
        "players Ana Ben k7",                    // reads as a card
        "players Ana Ben ana",                   // the same name twice: the last check
        "mode solo",
        "rounds a b c",                          // too few letters
        "rounds a b c 9",                        // not a Round card
        "rounds d a b c",                        // an Hourglass card not last: the last check
        "frog pets 99",
        "frog",
        "seed twelve",
        "start Ana Ben",
        "princesses some",
        "powers maybe",
        "strictness loose",
    };
    // After each accepted line of a setup, every refused line leaves the setup as it was.
    const std::vector<std::string> accepted = {"game zombie-princess", "players Ana Ben Cai Dee", "mode teams",
                                               "rounds a b c d",       "frog pets 7",             "seed 12",
                                               "start Ben",            "princesses deal",         "powers on",
                                               "strictness lenient"};
    zp::Game g(data());
    int checked = 0;
    for (const auto& next : accepted) {
        for (const auto& line : refused) {
            INFO(line);
            const std::string before = setup_text(g.state());
            REQUIRE_FALSE(g.apply(line));
            CHECK(setup_text(g.state()) == before);
            CHECK(g.state().phase == zp::Phase::Setup);
            ++checked;
        }
        INFO(next);
        REQUIRE(g.apply(next));
    }
    CHECK(checked == static_cast<int>(refused.size() * accepted.size()));
    REQUIRE(g.apply("begin"));
}

namespace {

// Power declarations and passes for every seat with a Princess, now: in and
// out of their windows, with wrong words, by the wrong player. Each is tried
// on a copy of the game; those refused must leave the copy unchanged.
std::vector<std::string> power_lines(const zp::Game& g) {
    const auto& s = g.state();
    std::vector<std::string> lines;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const std::string& id = s.princess_of[static_cast<std::size_t>(seat)];
        if (id.empty()) continue;
        const std::string who = s.seating.name(seat);
        const std::string other = s.seating.name((seat + 1) % s.seating.size());
        lines.push_back("power " + who + " " + id);
        lines.push_back("power " + who + " " + id + " bogus");
        lines.push_back("power " + other + " " + id);
        lines.push_back("pass " + who);
        lines.push_back("power " + who + " scheherazade bid 0");
        lines.push_back("power " + who + " scheherazade bid " + std::to_string(s.hand_size + 1));
        lines.push_back("power " + who + " sleeping-beauty 1");
        lines.push_back("power " + who + " sleeping-beauty 9");
        // Red Riding Hood giving a card already played: her last check.
        if (!s.round.tricks.empty()) {
            const auto& first = s.round.tricks.front();
            for (const auto& p : first.plays)
                if (!s.codec.is_trump(p.card.suit)) {
                    lines.push_back("power " + who + " red-riding-hood trick 1 give " + s.codec.code(first.plays.front().card) +
                                    " take " + s.codec.code(p.card));
                    break;
                }
        }
    }
    return lines;
}

}  // namespace

TEST_CASE("Using the Power of a Princess: a refused power declaration or pass changes nothing (ruled without a kept copy)",
          "[engine][refusal]") {
    std::map<std::string, int> refused_by_verb;
    int accepted = 0;
    at_every_moment(12, [](int game) { return mixed_table(9200, game); }, [&](const zp::Game& g) {
        const auto phase = g.state().phase;
        if (phase != zp::Phase::Bidding && phase != zp::Phase::Tricks && phase != zp::Phase::Declare) return;
        for (const auto& line : power_lines(g)) {
            INFO(line);
            zp::Game copy = g;
            const auto before = sim::state_digest(copy.state());
            const auto waiting = copy.waiting().what;
            if (copy.apply(line)) {
                ++accepted;
                continue;
            }
            CHECK(sim::state_digest(copy.state()) == before);
            CHECK(copy.waiting().what == waiting);
            ++refused_by_verb[line.substr(0, line.find(' '))];
        }
    });
    INFO("refused power " << refused_by_verb["power"] << ", pass " << refused_by_verb["pass"] << "; accepted " << accepted);
    CHECK(refused_by_verb["power"] > 10000);
    CHECK(refused_by_verb["pass"] > 1000);
    CHECK(accepted > 100);
}

TEST_CASE("Using the Power of a Princess: a card refused while a power is armed for it (Pea Princess, Thumbelina, "
          "Alice) changes nothing (ruled without a kept copy)",
          "[engine][refusal]") {
    // A card is ruled on the live state even with a power armed for it: the
    // power's own refusal (PrincessPower::check_armed_play) and the card's
    // last refusals all come before the power changes anything
    // (on_armed_play). Here, at every moment a random game has a power armed
    // for the player to act, that player's Princes (Thumbelina refuses
    // them; a lead before they break out, or a card already played, is
    // refused) and a false 'only-princes' claim are tried, typed and given.
    std::map<std::string_view, int> refused_by_power;
    at_every_moment(60, [](int game) { return mixed_table(9300, game); }, [&](const zp::Game& g) {
        const auto& s = g.state();
        const int seat = g.to_act();
        if (s.phase != zp::Phase::Tricks || seat < 0 || s.round.armed[static_cast<std::size_t>(seat)].empty()) return;
        const std::string_view armed = s.round.armed[static_cast<std::size_t>(seat)];
        std::vector<zp::CardPlay> tries;
        for (int v = 1; v <= s.codec.max_value(); ++v)
            tries.push_back({seat, Card{s.codec.trump_suit(), static_cast<std::uint8_t>(v)}});
        if (!s.round.current.plays.empty())
            for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit) tries.push_back({seat, Card{suit, 1}, true});
        for (const auto& p : tries) {
            const std::string line = zp::play_line(s, p);
            INFO(line << " with " << armed << " armed");
            for (bool typed : {true, false}) {
                zp::Game copy = g;
                const auto before = sim::state_digest(copy.state());
                const auto waiting = copy.waiting().what;
                if (typed ? copy.apply(line) : zp::FastEntries::play(copy, p)) continue;
                CHECK(sim::state_digest(copy.state()) == before);
                CHECK(copy.waiting().what == waiting);
                CHECK(copy.state().round.armed[static_cast<std::size_t>(seat)] == armed);
                ++refused_by_power[armed];
            }
        }
    });
    INFO("refused with Pea Princess " << refused_by_power["pea-princess"] << ", Thumbelina "
                                      << refused_by_power["thumbelina"] << ", Alice " << refused_by_power["alice"]);
    CHECK(refused_by_power["pea-princess"] > 20);
    CHECK(refused_by_power["thumbelina"] > 20);
    CHECK(refused_by_power["alice"] > 20);
}

namespace {

// Round card entries for every seat, most of which must be refused now:
// unknown or extra words; the entry alone and with each suit, refused once
// the seat's entry is made or by a handler's later checks (a bet by a side in
// the lead, with no skulls or staked already, under Headhunters); and the
// last check of the handlers that have one after the words are read (a card
// already discarded, under Fester Feast; a card another player holds, under
// Dead Last). Those accepted are skipped.
std::vector<std::string> round_card_lines(const zp::Game& g) {
    const auto& s = g.state();
    std::vector<std::string> lines;
    for (const auto& v : zp::rule_of(s).verbs())
        for (int seat = 0; seat < s.seating.size(); ++seat) {
            const std::string who = std::string(v.verb) + " " + s.seating.name(seat);
            lines.push_back(who);
            lines.push_back(who + " nothing-at-all");
            lines.push_back(who + " zz99 zz99");
            for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit)
                lines.push_back(who + " " + s.codec.suit_name(suit));
            for (Card c : s.round.discards) lines.push_back(who + " " + s.codec.code(c));
            for (const auto& held : s.round.held)
                if (held) lines.push_back(who + " " + s.codec.code(*held));
        }
    return lines;
}

}  // namespace

TEST_CASE("Round Cards: a refused Round card entry (discard, reveal, show, view, hold, bet) changes nothing (ruled "
          "without a kept copy)",
          "[engine][refusal]") {
    std::map<std::string, int> refused_by_verb;
    int later_bet_checks = 0;  // Headhunters' refusals after the words are read
    // Tables that play the six Round cards with entries in every round.
    // (A View to a Kill and Headhunters are Hourglass cards: the last round only.)
    const std::vector<std::string> rounds = {"w w w p", "j j j h", "k k k p", "c c c h", "w j k p", "c k w h"};
    at_every_moment(
        18,
        [&](int game) {
            sim::TableConfig config = mixed_table(9400, game);
            config.rounds = rounds[static_cast<std::size_t>(game) % rounds.size()];
            return config;
        },
        [&](const zp::Game& g) {
            for (const auto& line : round_card_lines(g)) {
                INFO(line);
                zp::Game copy = g;
                const auto before = sim::state_digest(copy.state());
                const auto waiting = copy.waiting().what;
                auto r = copy.apply(line);
                if (r) continue;
                CHECK(sim::state_digest(copy.state()) == before);
                CHECK(copy.waiting().what == waiting);
                ++refused_by_verb[line.substr(0, line.find(' '))];
                const std::string& why = r.error();
                for (const char* check : {"in the lead", "already staked", "no skulls to stake"})
                    if (why.find(check) != std::string::npos) ++later_bet_checks;
            }
        });
    for (const char* verb : {"discard", "reveal", "show", "view", "hold", "bet"}) {
        INFO(verb << ": " << refused_by_verb[verb] << " refused");
        CHECK(refused_by_verb[verb] > 100);
    }
    CHECK(later_bet_checks > 10);
}
