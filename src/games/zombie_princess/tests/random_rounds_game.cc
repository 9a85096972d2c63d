// A whole game whose Round cards zref draws itself ('rounds random', "Setup"
// step 5 and "Quick Reference": 3 regular cards and 1 Hourglass card, the
// Hourglass card last). The seed fixes the draw, so the journal replays to the
// same game. The game is tests/transcripts/random-rounds.zref: seed 11 draws
// z, w, g and the Hourglass card x; rounds 1 and 2 are scored by trick counts
// (round 2 after its Fester Feast discards), rounds 3 and 4 are played card by
// card. Its score sheet, tests/transcripts/random-rounds.expected.json, was
// computed from the rulebook and our interpretations independently of zref.
#include <fstream>
#include <sstream>

#include "games/zombie_princess/table/render.h"
#include "support.h"

namespace zref::test {
namespace {

const std::string kDir = std::string(ZREF_TEST_DIR) + "/transcripts/";

// The whole file, which must be readable.
std::string read_existing(const std::string& path) {
    REQUIRE(std::ifstream(path, std::ios::binary).good());
    return slurp(path);
}

// The journal's commands, without comments and blank lines.
std::vector<std::string> journal(const std::string& name) {
    std::vector<std::string> out;
    std::istringstream in(read_existing(kDir + name));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        out.push_back(line);
    }
    return out;
}

std::vector<char> drawn(std::uint64_t seed) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds random",
               "seed " + std::to_string(seed), "start Ana", "princesses none", "powers off", "begin"});
    return state(ref).round_letters;
}

}  // namespace

TEST_CASE("Random Round cards: the seed fixes the draw of 3 regular cards and then 1 Hourglass card", "[random-rounds][setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds random", "seed 11", "start Ana",
               "princesses none", "powers off"});
    CHECK(state(ref).setup.round_letters.empty());  // nothing is drawn before the game begins
    auto begin = ref.apply("begin");
    REQUIRE(begin.ok());
    CHECK(std::find(begin->notices.begin(), begin->notices.end(), "Round cards drawn: z w g x") != begin->notices.end());
    const auto& letters = state(ref).round_letters;
    REQUIRE(letters == std::vector<char>{'z', 'w', 'g', 'x'});
    for (std::size_t i = 0; i < 4; ++i) {
        INFO("round " << i + 1);
        const auto* info = data().round_card(letters[i]);
        REQUIRE(info != nullptr);
        CHECK(info->hourglass == (i == 3));
    }
    CHECK(state(ref).round.card == 'z');
    // The journal keeps 'rounds random', not the letters: the seed redraws them.
    { const auto h = ref.history(); CHECK(std::find(h.begin(), h.end(), "rounds random") != h.end()); }

    // The same seed draws the same cards every time; other seeds draw others.
    CHECK(drawn(11) == letters);
    CHECK(drawn(11) == drawn(11));
    // Computed independently of zref with splitmix64 and a Fisher-Yates shuffle
    // of the regular letters (a..z without d h l p t x) and of the Hourglass
    // letters, as src/core/rng.h specifies.
    CHECK(drawn(1) == std::vector<char>{'b', 's', 'n', 't'});
    CHECK(drawn(12) == std::vector<char>{'a', 'f', 'n', 'h'});
    CHECK(drawn(21) == std::vector<char>{'f', 's', 'v', 't'});
    // Three different regular cards before the Hourglass card, for any seed.
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        INFO("seed " << seed);
        const auto d = drawn(seed);
        REQUIRE(d.size() == 4);
        CHECK(d[0] != d[1]);
        CHECK(d[1] != d[2]);
        CHECK(d[0] != d[2]);
        for (std::size_t i = 0; i < 4; ++i) CHECK(data().round_card(d[i])->hourglass == (i == 3));
    }
}

TEST_CASE("Random Round cards: a whole game with the drawn cards, replayed from its journal to the same score sheet",
          "[random-rounds][transcript]") {
    const auto lines = journal("random-rounds.zref");
    zp::Referee ref(data());
    const auto& s = state(ref);
    for (const auto& line : lines) {
        INFO("line: " << line);
        // Check each round as it starts.
        if (line.rfind("bid ", 0) == 0 && s.phase == zp::Phase::Bidding && s.round.bids == std::vector<int>{-1, -1, -1}) {
            if (s.round.number == 2) {
                // w: the three discards are in (Villager 9, Knight 1, Pet 2: sum 12) and a hand is 11 cards.
                CHECK(s.round.card == 'w');
                CHECK(s.round.discards.size() == 3);
                CHECK(s.round.cards_left == std::vector<int>{11, 11, 11});
            }
            if (s.round.number == 4) {
                // x: Hourglass line Ana 10 + 0, Ben 5 + 5, Cai 9 + 0; Ana and Ben lead and each give Cai a card.
                CHECK(s.round.card == 'x');
                CHECK(s.hourglass_line == std::vector<int>{10, 10, 9});
                CHECK(s.round.cards_left == std::vector<int>{11, 11, 14});
                CHECK(s.round.records == std::vector<std::string>{"Ana gives 1 card to Cai", "Ben gives 1 card to Cai"});
            }
        }
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
    }
    REQUIRE(s.phase == zp::Phase::GameOver);
    REQUIRE(s.results.size() == 4);
    CHECK(s.results[0].card == 'z');
    CHECK(s.results[1].card == 'w');
    CHECK(s.results[2].card == 'g');
    CHECK(s.results[3].card == 'x');
    CHECK(s.results[3].trick_units == 14);
    const std::string sheet = zp::render_sheet_json(s);
    CHECK(sheet == read_existing(kDir + "random-rounds.expected.json"));

    // The journal zref keeps (canonical lines) replays to the same game.
    zp::Referee again(data());
    play(again, ref.history());
    CHECK(state(again).round_letters == std::vector<char>{'z', 'w', 'g', 'x'});
    CHECK(state(again).phase == zp::Phase::GameOver);
    CHECK(zp::render_sheet_json(state(again)) == sheet);
}

}  // namespace zref::test
