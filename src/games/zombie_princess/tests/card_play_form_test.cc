// FastEntries::play(CardPlay) and play_into: a card play given as a seat and a card, as
// self-play sends it, must rule exactly as the 'play' line a player types:
// the same texts and state, and the same refusals. Its journal line is left
// to the caller: play_line() writes the typed line's.
#include <catch2/catch.hpp>

#include <string>

#include "core/command.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/fast_entries.h"
#include "games/zombie_princess/sim/simulate.h"
#include "support.h"

using namespace zref;
using zref::tt::Card;
using zref::test::data;

namespace {

// The CardPlay a journal line 'play NAME CODE [only-princes]' stands for.
zp::CardPlay read_play(const zp::GameState& s, const std::string& line) {
    auto c = parse_command(line);
    REQUIRE(c);
    REQUIRE(c->args.size() >= 2);
    auto seat = s.seating.find(c->args[0]);
    auto card = s.codec.parse(c->args[1]);
    REQUIRE(seat);
    REQUIRE(card);
    return zp::CardPlay{*seat, *card, c->args.size() > 2 && c->args[2] == "only-princes"};
}

// The Bid a journal line 'bid NAME N' stands for.
zp::Bid read_bid(const zp::GameState& s, const std::string& line) {
    auto c = parse_command(line);
    REQUIRE(c);
    REQUIRE(c->args.size() == 2);
    auto seat = s.seating.find(c->args[0]);
    REQUIRE(seat);
    return zp::Bid{*seat, std::stoi(c->args[1])};
}

void check_same(const Ruling& a, const Ruling& b) {
    CHECK(b.canonical == a.canonical);
    CHECK(b.headline == a.headline);
    CHECK(b.warnings == a.warnings);
    CHECK(b.notices == a.notices);
    CHECK(b.reasons == a.reasons);
}

// A 4-player table in round 1 (Round card a), Ana to lead trick 1.
zp::Game table_in_tricks() {
    zp::Game g(data());
    for (const char* line : {"players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "start Ana", "begin",
                             "bid Ana 1", "bid Ben 1", "bid Cai 1", "bid Dee 1"})
        REQUIRE(g.apply(line));
    REQUIRE(g.state().phase == zp::Phase::Tricks);
    return g;
}

// Makes an entry that must be refused, checks that the whole state and what
// zref waits for are as they were, and returns the refusal.
template <class Entry>
std::string refusal_leaving_state(zp::Game& game, Entry&& entry) {
    const auto before = sim::state_digest(game.state());
    const auto scheduled = game.waiting().what;
    auto r = entry(game);
    REQUIRE_FALSE(r);
    CHECK(sim::state_digest(game.state()) == before);
    CHECK(game.waiting().what == scheduled);
    return r.error();
}

}  // namespace

TEST_CASE("Playing a Trick: a card play given as seat and card rules as its typed line, through whole games",
          "[engine][play]") {
    // Random games with Princesses and powers, every player count and mode:
    // each play goes to one engine as a line and to the other as a CardPlay.
    int plays = 0;
    for (auto [players, teams] : {std::pair{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}})
        for (std::uint64_t seed = 11; seed <= 13; ++seed) {
            INFO(players << (teams ? " teams" : " individuals") << " seed " << seed);
            const auto g = sim::play_random_game(data(), players, teams, seed);
            REQUIRE(g.completed);
            // A third engine rules each play and bid into one kept ruling
            // (play_into, bid_into), as self-play does: cleared each time, it
            // must hold what the typed line gives.
            zp::Game typed(data()), given(data()), kept(data());
            Ruling into;
            into.worded = false;  // as a quiet game leaves it: play_into must word it again
            into.notices.push_back("left from before");
            for (const auto& line : g.journal.lines()) {
                INFO(line);
                auto a = typed.apply(line);
                REQUIRE(a);
                CHECK(a->canonical == line);  // the typed line journals as self-play wrote it
                const bool is_play = line.rfind("play ", 0) == 0;
                const zp::CardPlay p = is_play ? read_play(given.state(), line) : zp::CardPlay{};
                auto b = is_play ? zp::FastEntries::play(given, p) : given.apply(line);
                REQUIRE(b);
                if (is_play) {
                    CHECK(b->canonical.empty());
                    CHECK(zp::play_line(given.state(), p) == a->canonical);
                    b->canonical = a->canonical;
                }
                check_same(*a, *b);
                if (is_play) {
                    REQUIRE(zp::FastEntries::play_into(kept, p, into));
                    CHECK(into.worded);
                    into.canonical = a->canonical;
                    check_same(*a, into);
                } else if (line.rfind("bid ", 0) == 0) {  // bids too go into the kept ruling (bid_into)
                    REQUIRE(zp::FastEntries::bid_into(kept, read_bid(kept.state(), line), into));
                    CHECK(into.worded);
                    CHECK(into.canonical.empty());
                    into.canonical = a->canonical;
                    check_same(*a, into);
                } else {
                    REQUIRE(kept.apply(line));
                }
                plays += is_play ? 1 : 0;
            }
            CHECK(given.state().skulls == typed.state().skulls);
            CHECK(kept.state().skulls == typed.state().skulls);
            CHECK(given.state().phase == zp::Phase::GameOver);
        }
    CHECK(plays > 1000);
}

TEST_CASE("Playing a Trick: a typed play journals the player as seated and the card by its code, however it was typed",
          "[engine][play]") {
    // The journal line of a typed play is written from the play it was read
    // into, not from the words typed.
    for (const char* typed : {"play Ana k7", "play ana Knight 7", "play ANA KNIGHT 7", "play Ana K7", "play a k7"}) {
        INFO(typed);
        zp::Game g = table_in_tricks();
        auto r = g.apply(typed);
        REQUIRE(r);
        CHECK(r->canonical == "play Ana k7");
    }
    zp::Game g = table_in_tricks();  // a Prince led before they break out needs the claim
    const std::string code = g.state().codec.code(Card{g.state().codec.trump_suit(), 3});
    auto claimed = g.apply("play ana " + code + " ONLY-PRINCES");
    REQUIRE(claimed);
    CHECK(claimed->canonical == "play Ana " + code + " only-princes");
}

TEST_CASE("Playing a Trick: a card play given as seat and card is refused as its typed line, and changes nothing",
          "[engine][play]") {
    zp::Game g = table_in_tricks();
    const auto& s = g.state();
    const Card k7 = *s.codec.parse("k7");
    // Every refusal below must leave the whole state as it was.
    // play_into refuses as play() does, whatever the ruling it is given held.
    auto refused_unchanged = [&](zp::Game& game, const zp::CardPlay& p) {
        const std::string into = refusal_leaving_state(game, [&](zp::Game& h) {
            Ruling r;
            r.notices.push_back("left from an earlier card");
            return zp::FastEntries::play_into(h, p, r);
        });
        const std::string why = refusal_leaving_state(game, [&](zp::Game& h) { return zp::FastEntries::play(h, p); });
        CHECK(into == why);
        return why;
    };

    SECTION("out of turn") {
        auto typed = table_in_tricks().apply("play Ben k7");
        REQUIRE_FALSE(typed);
        CHECK(refused_unchanged(g, {1, k7}) == typed.error());
    }
    SECTION("a card already played") {
        REQUIRE(zp::FastEntries::play(g, {0, k7}));
        zp::Game h = table_in_tricks();
        REQUIRE(h.apply("play Ana k7"));
        auto typed = h.apply("play Ben k7");
        REQUIRE_FALSE(typed);
        CHECK(refused_unchanged(g, {1, k7}) == typed.error());
    }
    SECTION("a Prince led before they break out, with and without the claim") {
        const Card prince{s.codec.trump_suit(), 3};
        for (bool claim : {false, true}) {
            zp::Game h = table_in_tricks();
            zp::Game typed = table_in_tricks();
            const std::string line = "play Ana " + s.codec.code(prince) + (claim ? " only-princes" : "");
            auto t = typed.apply(line);
            auto given = zp::FastEntries::play(h, {0, prince, claim});
            REQUIRE(static_cast<bool>(t) == static_cast<bool>(given));
            if (!t) CHECK(given.error() == t.error());
            else CHECK(zp::play_line(h.state(), {0, prince, claim}) == t->canonical);
        }
    }
    // FastEntries::play rules a card without a kept copy of the state (an armed
    // power's card too: refuses_first_test.cc), so play_card must refuse
    // before its first change. These refusals come late in play_card, after the turn and the
    // card are checked; the last ones are on the trick's last card.
    SECTION("refusals late in play_card, in mid-trick and on the trick's last card, change nothing") {
        const Card prince{s.codec.trump_suit(), 3};
        CHECK(refused_unchanged(g, {0, prince}).find("have not broken out yet") != std::string::npos);
        CHECK(refused_unchanged(g, {0, k7, true}).find("does not apply to this play") != std::string::npos);
        REQUIRE(zp::FastEntries::play(g, {0, k7}));
        CHECK(refused_unchanged(g, {1, *s.codec.parse("k5"), true}).find("does not apply to this play") != std::string::npos);
        REQUIRE(zp::FastEntries::play(g, {1, *s.codec.parse("k5")}));
        REQUIRE(zp::FastEntries::play(g, {2, *s.codec.parse("k4")}));
        REQUIRE(s.round.current.plays.size() + 1 == s.round.current.order.size());
        CHECK(refused_unchanged(g, {3, *s.codec.parse("k3"), true}).find("does not apply to this play") != std::string::npos);
        CHECK(refused_unchanged(g, {3, k7}).find("already played") != std::string::npos);
        REQUIRE(zp::FastEntries::play(g, {3, *s.codec.parse("k3")}));
        CHECK(s.round.tricks.size() == 1);
    }
    SECTION("a Round card's refusal mid-trick (Dead Last's held card) changes nothing; a lenient table lets a breach stand") {
        zp::Game held(data());
        for (const char* line : {"players Ana Ben Cai Dee", "mode individuals", "rounds c c c c", "start Ana", "begin",
                                 "hold Ben k5", "bid Ana 1", "bid Ben 1", "bid Cai 1", "bid Dee 1"})
            REQUIRE(held.apply(line));
        REQUIRE(zp::FastEntries::play(held, {0, k7}));
        CHECK(refused_unchanged(held, {1, *s.codec.parse("k5")}) == "Knight 5 is held back for the last trick (Dead Last)");
        REQUIRE(zp::FastEntries::play(held, {1, *s.codec.parse("k4")}));

        zp::Game lenient(data());
        for (const char* line : {"players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "strictness lenient",
                                 "start Ana", "begin", "bid Ana 1", "bid Ben 1", "bid Cai 1", "bid Dee 1"})
            REQUIRE(lenient.apply(line));
        const Card prince{s.codec.trump_suit(), 3};
        auto let_stand = zp::FastEntries::play(lenient, {0, prince});
        REQUIRE(let_stand);
        REQUIRE(let_stand->warnings.size() == 1);
        CHECK(let_stand->warnings[0].rfind("rule broken, let stand at this lenient table: ", 0) == 0);
        CHECK(lenient.state().round.current.plays.size() == 1);
        CHECK(lenient.state().round.princes_broken);
    }
    SECTION("before the cards are played (bidding)") {
        zp::Game h(data()), i(data());
        for (zp::Game* t : {&h, &i})
            for (const char* line : {"players Ana Ben Cai Dee", "rounds a a a a", "start Ana", "begin"}) REQUIRE(t->apply(line));
        auto typed = h.apply("play Ana k7");
        REQUIRE_FALSE(typed);
        CHECK(refused_unchanged(i, {0, k7}) == typed.error());
    }
    SECTION("a seat or a card that is not at the table, whatever the players are called") {
        zp::Game seats(data());
        for (const char* line : {"players Seat1 Seat2 Seat3 Seat4", "rounds a a a a", "start Seat1", "begin", "bid Seat1 1",
                                 "bid Seat2 1", "bid Seat3 1", "bid Seat4 1"})
            REQUIRE(seats.apply(line));
        CHECK(refused_unchanged(seats, {4, k7}) == "play: no seat 4 at this table (seats run 0 to 3)");
        CHECK(refused_unchanged(seats, {-1, k7}) == "play: no seat -1 at this table (seats run 0 to 3)");
        CHECK(refused_unchanged(g, {7, k7}) == "play: no seat 7 at this table (seats run 0 to 3)");
        const std::string no_card = refused_unchanged(g, {0, Card{static_cast<std::uint8_t>(s.codec.suit_count()), 1}});
        CHECK(no_card.rfind("play: no card of suit " + std::to_string(s.codec.suit_count()) + ", value 1 in this deck: ", 0) == 0);
        refused_unchanged(g, {0, Card{k7.suit, static_cast<std::uint8_t>(s.codec.max_value() + 1)}});
        refused_unchanged(g, {0, Card{k7.suit, 0}});
        zp::Game empty(data());
        CHECK(refused_unchanged(empty, {0, k7}) == "play: no seat 0 at this table (no players yet)");
    }
}

TEST_CASE("Playing a Trick: a typed play line is ruled without a kept copy, so its late refusals change nothing",
          "[engine][play]") {
    // Game::apply rules a typed 'play' line on the live state, as FastEntries::play
    // rules a CardPlay (with a Princess power armed too: see
    // refuses_first_test.cc). The line's refusals, down to the last ones in
    // play_card on a trick's last card, must therefore come before its
    // first change.
    zp::Game g = table_in_tricks();
    const auto& s = g.state();
    auto refused_unchanged = [&](const std::string& line) {
        INFO(line);
        return refusal_leaving_state(g, [&](zp::Game& h) { return h.apply(line); });
    };
    const std::string prince = s.codec.code(Card{s.codec.trump_suit(), 3});
    CHECK_THAT(refused_unchanged("play Ana " + prince), Catch::Contains("have not broken out yet"));
    CHECK_THAT(refused_unchanged("play Ana k7 only-princes"), Catch::Contains("does not apply to this play"));
    CHECK_THAT(refused_unchanged("play Ben k7"), Catch::Contains("it is Ana's turn"));
    CHECK_THAT(refused_unchanged("play Ana x9"), Catch::Contains("no suit 'x'"));
    REQUIRE(g.apply("play Ana k7"));
    CHECK_THAT(refused_unchanged("play Ben k5 only-princes"), Catch::Contains("does not apply to this play"));
    CHECK_THAT(refused_unchanged("play Ben k7"), Catch::Contains("already played"));
    REQUIRE(g.apply("play Ben k5"));
    REQUIRE(g.apply("play Cai k4"));
    REQUIRE(s.round.current.plays.size() + 1 == s.round.current.order.size());
    CHECK_THAT(refused_unchanged("play Dee k3 only-princes"), Catch::Contains("does not apply to this play"));
    CHECK_THAT(refused_unchanged("play Dee k7"), Catch::Contains("already played"));
    REQUIRE(g.apply("play Dee k3"));
    CHECK(s.round.tricks.size() == 1);
}
