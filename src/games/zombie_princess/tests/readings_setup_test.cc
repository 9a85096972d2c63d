// The mechanism behind the readings a table may switch (readings.h): the
// setup line 'reading ID VALUE', its refusals, the journal, the game data's
// [[readings]] and `zref rules`. Each reading's rule is tested in
// readings_scoring.cc and readings_next_start.cc.
#include <algorithm>
#include <string>

#include "games/zombie_princess/data_loader.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/readings.h"
#include "reading_table.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee set_up_to_begin() {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses none", "powers off"});
    return ref;
}

std::size_t index_of(zp::ReadingId id) { return static_cast<std::size_t>(id); }

}  // namespace

TEST_CASE("Readings: the game data describes every reading the rules know, its shipped default first",
          "[readings][data]") {
    REQUIRE(data().readings.size() == zp::kReadingCount);
    for (std::size_t i = 0; i < zp::kReadingCount; ++i) {
        const auto& r = data().readings[i];
        CHECK(r.id == zp::kReadingSpecs[i].id);
        CHECK(r.default_index == 0);  // so a state never set up rules as the shipped game
        CHECK_FALSE(r.question.empty());
        for (const auto& v : r.values) CHECK_FALSE(v.text.empty());
    }
}

TEST_CASE("Readings: 'reading ID VALUE' at setup is journaled and fixed at begin, and a replay rules the same",
          "[readings][setup]") {
    auto ref = set_up_to_begin();
    const auto r = accepted(ref, "reading dorothy-zero-bid breaks");
    CHECK(r.headline == "Reading dorothy-zero-bid: breaks");
    CHECK(r.canonical == "reading dorothy-zero-bid breaks");
    CHECK(state(ref).readings[index_of(zp::ReadingId::DorothyZeroBid)] == 0);  // not before begin
    play(ref, {"reading next-start-tie left-of-previous", "begin"});
    CHECK(state(ref).readings[index_of(zp::ReadingId::DorothyZeroBid)] == 1);
    CHECK(state(ref).readings[index_of(zp::ReadingId::NextStartTie)] == 1);
    CHECK(state(ref).readings[index_of(zp::ReadingId::GoldilocksZeroBid)] == 0);
    const auto history = ref.history();
    CHECK(std::count(history.begin(), history.end(), "reading dorothy-zero-bid breaks") == 1);

    zp::Referee replayed(data());
    play(replayed, history);
    CHECK(state(replayed).readings == state(ref).readings);
}

TEST_CASE("Readings: --reading and the config's [readings] make one set of setup lines, the option winning "
          "(zref new, zref trick, zref score)",
          "[readings][setup]") {
    UserSettings config;
    config.readings["dorothy-zero-bid"] = {"breaks", 3};
    config.readings["next-start-tie"] = {"left-of-previous", 4};
    auto lines = zp::reading_lines(config, "Dorothy-Zero-Bid=keeps,ghoulfriends-order=two-per-turn");
    REQUIRE(lines.ok());
    CHECK(*lines == std::vector<std::string>{"reading dorothy-zero-bid keeps", "reading ghoulfriends-order two-per-turn",
                                             "reading next-start-tie left-of-previous"});
    CHECK_THAT(zp::reading_lines(config, "ghoulfriends-order").error(), Contains("--reading: write ID=VALUE"));

    auto values = zp::readings_of_lines(data(), *lines);
    REQUIRE(values.ok());
    CHECK((*values)[index_of(zp::ReadingId::DorothyZeroBid)] == 0);
    CHECK((*values)[index_of(zp::ReadingId::GhoulfriendsOrder)] == 1);
    CHECK(zp::reading_in_force(data(), *values, zp::ReadingId::GhoulfriendsOrder) ==
          "Table reading ghoulfriends-order: two-per-turn");
    CHECK(zp::reading_in_force(data(), *values, zp::ReadingId::DorothyZeroBid).empty());
    CHECK(zp::readings_of_lines(data(), {"reading dorothy-zero-bid maybe"}).error() ==
          "reading dorothy-zero-bid: give keeps or breaks (the default is keeps)");
}

TEST_CASE("Readings: a table that types none plays by the game data's defaults", "[readings][setup]") {
    auto ref = set_up_to_begin();
    play(ref, {"begin"});
    CHECK(state(ref).readings == zp::ReadingValues{});

    // A copy of the data with another default: that default is the table's.
    auto edited = zp::parse_game_data(with(std::string(zp::builtin_data_text()), "default = \"keeps\"", "default = \"breaks\""),
                                      "edited.toml");
    REQUIRE(edited);
    zp::Referee other(*edited);
    play(other, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
                 "start Ana", "princesses none", "powers off", "begin"});
    CHECK(state(other).readings[index_of(zp::ReadingId::DorothyZeroBid)] == 1);
}

TEST_CASE("Readings: a bad id or value is refused with one line naming what is accepted, and changes nothing",
          "[readings][setup]") {
    auto ref = set_up_to_begin();
    const auto before = state(ref).setup.readings;
    CHECK(refused(ref, "reading dorothy-zero-bids breaks") ==
          "reading: no reading 'dorothy-zero-bids' (did you mean 'dorothy-zero-bid'?); the readings are dorothy-zero-bid, "
          "goldilocks-zero-bid, team-zero-bid-tricks, next-start-tie, view-to-a-kill-teams, lowest-score, "
          "view-to-a-kill-timing, ghoulfriends-order, fester-feast-discards, secret-suit-record");
    CHECK(refused(ref, "reading dorothy-zero-bid maybe") ==
          "reading dorothy-zero-bid: give keeps or breaks (the default is keeps)");
    CHECK_THAT(refused(ref, "reading dorothy-zero-bid"), Contains("give a reading and its value"));
    CHECK(state(ref).setup.readings == before);
    CHECK(ref.history().back() == "powers off");
    play(ref, {"begin"});
    CHECK_THAT(refused(ref, "reading dorothy-zero-bid breaks"), Contains("not accepted now"));
}

TEST_CASE("Readings: the game data's [[readings]] must match the readings the rules know", "[readings][data]") {
    const std::string text(zp::builtin_data_text());
    auto unknown = zp::parse_game_data(with(text, "id = \"dorothy-zero-bid\"", "id = \"dorothy-zero\""), "x.toml");
    REQUIRE_FALSE(unknown);
    CHECK_THAT(unknown.error(), Contains("no reading 'dorothy-zero' is known to the rules"));
    auto bad_value = zp::parse_game_data(with(text, "{ id = \"breaks\"", "{ id = \"fails\""), "x.toml");
    REQUIRE_FALSE(bad_value);
    CHECK_THAT(bad_value.error(), Contains("dorothy-zero-bid takes keeps, breaks, in that order"));
    auto bad_default = zp::parse_game_data(with(text, "default = \"keeps\"", "default = \"maybe\""), "x.toml");
    REQUIRE_FALSE(bad_default);
    CHECK_THAT(bad_default.error(), Contains("'maybe' is not one of keeps, breaks"));
    // A data file written before readings existed loads, with the shipped defaults.
    const auto cut = text.substr(0, text.find("# ---------------------------------------------------------------- readings"));
    auto old = zp::parse_game_data(cut, "old.toml");
    REQUIRE(old);
    CHECK(old->readings.size() == zp::kReadingCount);
    CHECK(old->readings[0].default_value == "keeps");
}

TEST_CASE("Readings: `zref rules` names each reading under its Princess or topic, its values and its default",
          "[readings][rules]") {
    const zp::Module module;
    zp::Loaded loaded;
    loaded.data = data();
    const auto dorothy = module.rules(loaded, "dorothy");
    REQUIRE(dorothy);
    CHECK_THAT(*dorothy, Contains("Table reading dorothy-zero-bid:"));
    CHECK_THAT(*dorothy, Contains("keeps (default): "));
    CHECK_THAT(*dorothy, Contains("breaks: "));
    CHECK_THAT(*dorothy, Contains("'reading dorothy-zero-bid breaks'"));
    CHECK_THAT(*module.rules(loaded, "teams"), Contains("Table reading team-zero-bid-tricks:"));
    CHECK_THAT(*module.rules(loaded, "goldilocks"), Contains("Table reading goldilocks-zero-bid:"));
    CHECK_THAT(*module.rules(loaded, "scoring"), Contains("Table reading next-start-tie:"));
    CHECK_THAT(*module.rules(loaded, "p"), Contains("Table reading view-to-a-kill-teams:"));
    CHECK_THAT(*module.rules(loaded, "scoring"), Contains("Table reading lowest-score:"));
    CHECK_THAT(*module.rules(loaded, "p"), Contains("Table reading view-to-a-kill-timing:"));
    CHECK_THAT(*module.rules(loaded, "z"), Contains("Table reading ghoulfriends-order:"));
    CHECK_THAT(*module.rules(loaded, "w"), Contains("Table reading fester-feast-discards:"));
    CHECK_THAT(*module.rules(loaded, "k"), Contains("Table reading secret-suit-record:"));
    const auto all = module.rules(loaded, "readings");
    REQUIRE(all);
    for (const auto& spec : zp::kReadingSpecs) CHECK_THAT(*all, Contains("Table reading " + std::string(spec.id) + ":"));
    CHECK(module.has_rules_topic(loaded, "next-start-tie"));
}

}  // namespace zref::test

namespace zref::test {

TEST_CASE("Readings: a game's status names each reading the table chose against the default", "[readings][status]") {
    auto chosen = reading_table({"dorothy-zero-bid breaks", "goldilocks-zero-bid matches"});
    const auto status = zp::render_status(chosen.game());
    CHECK_THAT(status, Catch::Contains("  Reading dorothy-zero-bid: breaks (default keeps; 'zref rules dorothy-zero-bid')\n"));
    CHECK_THAT(status, !Catch::Contains("goldilocks-zero-bid"));  // the default, typed: nothing to say
    auto plain = reading_table({});
    CHECK_THAT(zp::render_status(plain.game()), !Catch::Contains("Reading "));
}

}  // namespace zref::test
