// Zombie Ninja Pirates at the session: the ZnpTable adapter (prompt, Enter's
// entry, status, receipts, completion, the sheet in every format, the board)
// and the module (zref new's setup lines, remembered cards, zref rules).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "core/user_settings.h"
#include "games/zombie_ninja_pirates/module.h"
#include "games/zombie_ninja_pirates/table/znp_table.h"
#include "znp_support.h"

using namespace zref::test::znp;
using zref::NewGameRequest;
using zref::PresetFiles;
using zref::SheetFormat;
using zref::Style;
using zref::UserSettings;
using zref::znp::ZnpTable;
using Catch::Matchers::Contains;
using Words = std::vector<std::string>;

namespace {

const zref::znp::Module& znp_module() {
    static const zref::znp::Module m;
    return m;
}

std::shared_ptr<const zref::LoadedData> znp_loaded() {
    auto loaded = znp_module().load(znp_module().builtin_data(), UserSettings{});
    REQUIRE(loaded);
    return *loaded;
}

// Ana starts; Sensei's points given; Ana is a Pirate, Ben has Brains in his Chest.
Referee znp_table_game() {
    auto ref = three_players();
    enter(ref, {"card sensei ninja 3", "use boat pirate", "draw", "play brains", "draw"});
    return ref;
}

}  // namespace

TEST_CASE("ZNP module: setup lines are game, combined, deck, then players", "[zombie_ninja_pirates][table]") {
    const auto loaded = znp_loaded();
    NewGameRequest three;
    three.players = {"Ana", "Ben", "Cai"};
    auto plain = znp_module().setup(three, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(plain);
    CHECK(plain->lines == Words{"game zombie-ninja-pirates", "players Ana Ben Cai"});
    NewGameRequest seven;
    seven.players = {"Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus"};
    seven.options["--combined"] = "";
    seven.options["--deck"] = "120";
    auto combined = znp_module().setup(seven, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(combined);
    CHECK(combined->lines ==
          Words{"game zombie-ninja-pirates", "combined on", "deck 120", "players Ana Ben Cai Dee Eli Fay Gus"});
    seven.options.erase("--combined");
    auto refused = znp_module().setup(seven, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE_FALSE(refused);
    CHECK_THAT(refused.error(), Contains("--combined"));
    CHECK(refused.error().find('\n') == std::string::npos);
    three.options["--deck"] = "10";
    CHECK_FALSE(znp_module().setup(three, *loaded, UserSettings{}, PresetFiles{}));
}

TEST_CASE("ZNP module: cards described at earlier tables join the setup, a refused one is noted",
          "[zombie_ninja_pirates][table]") {
    const auto loaded = znp_loaded();
    CHECK(znp_module().remembers("card sensei ninja 3"));
    CHECK_FALSE(znp_module().remembers("play brains"));
    NewGameRequest three;
    three.players = {"Ana", "Ben", "Cai"};
    three.remembered = {"card \"Pirate Hat\" object pirate 3 ninja -2", "card brains zombie 7"};
    auto ok = znp_module().setup(three, *loaded, UserSettings{}, PresetFiles{});
    REQUIRE(ok);
    CHECK(ok->lines == Words{"game zombie-ninja-pirates", "players Ana Ben Cai", "card \"Pirate Hat\" object pirate 3 ninja -2"});
    bool noted = false;
    for (const auto& n : ok->notes) noted = noted || n.find("card brains zombie 7") != std::string::npos;
    CHECK(noted);
}

TEST_CASE("ZNP rules: a card shows its kind, points per Type and where each fact comes from",
          "[zombie_ninja_pirates][table][rules]") {
    const auto loaded = znp_loaded();
    auto brains = znp_module().rules(*loaded, "brains");
    REQUIRE(brains);
    CHECK_THAT(*brains, Contains("Kind: object (follows from the rulebook"));
    CHECK_THAT(*brains, !Contains("Used:"));
    CHECK_THAT(*brains, Contains("Points per Type: Mad Scientist 2, Zombie 2 (the rulebook)"));
    auto sensei = znp_module().rules(*loaded, "Sensei");
    REQUIRE(sensei);
    CHECK_THAT(*sensei, Contains("Counts for: Ninja (the rulebook); its points are not printed"));
    CHECK_THAT(*sensei, Contains("card sensei ninja N"));
    auto boat = znp_module().rules(*loaded, "boat");
    REQUIRE(boat);
    CHECK_THAT(*boat, Contains("Kind: object (our reading"));
    CHECK_THAT(*boat, Contains("Combined, lets its user become: Pirate, Ninja, Witch (the rulebook)"));
    auto index = znp_module().rules(*loaded, "");
    REQUIRE(index);
    CHECK_THAT(*index, Contains("Zombie Ninja Pirates topics: goal"));
    CHECK_THAT(*index, Contains("Cards (action):"));
    CHECK(znp_module().has_rules_topic(*loaded, "orientation"));
    CHECK(znp_module().has_rules_topic(*loaded, "tie-objects"));
    auto unknown = znp_module().rules(*loaded, "frog");
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().find('\n') == std::string::npos);
}

TEST_CASE("ZNP table: the prompt names whose turn and which step, and Enter offers a forced entry",
          "[zombie_ninja_pirates][table]") {
    Referee ref(data());
    ZnpTable t(ref);
    CHECK(t.prompt(Style()) == "setup> ");
    enter(ref, {"game zombie-ninja-pirates", "deck 60", "players Ana Ben Cai"});
    CHECK(t.prompt(Style()) == "start> ");
    enter(ref, {"start Ana"});
    CHECK(t.prompt(Style()) == "T1 Ana hand: play, use, redraw> ");
    CHECK(t.inferred_line().empty());
    enter(ref, {"play brains"});
    CHECK(t.prompt(Style()) == "T1 Ana chest: use chest, discard, draw> ");
    CHECK(t.inferred_line().empty());
    enter(ref, {"discard 2"});
    CHECK(t.prompt(Style()) == "T1 Ana discard: discard, draw [draw]> ");
    CHECK(t.inferred_line() == "draw");
    enter(ref, {"draw"});
    enter(ref, {"use bite zombie Ana"});
    CHECK(t.inferred_line() == "done");
    CHECK_THAT(t.prompt(Style()), Contains("T2 Ben moves:"));
}

TEST_CASE("ZNP table: status shows each Type, each Object's orientation and points, hands and the pile",
          "[zombie_ninja_pirates][table]") {
    auto ref = znp_table_game();
    ZnpTable t(ref);
    const std::string status = t.status();
    CHECK_THAT(status, Contains("Ana   5 points (1 Type, 0 Objects); hand 5"));
    CHECK_THAT(status, Contains("Types: Pirate"));
    CHECK_THAT(status, Contains("Chest: Brains sideways 0"));
    CHECK_THAT(status, Contains("Draw pile"));
    CHECK_THAT(status, Contains("END GAME 0 of 1 drawn"));
    CHECK_THAT(status, Contains("step hand: play, use, redraw"));
    const std::string receipt = t.receipt(0);
    CHECK_THAT(receipt, Contains("Pirate (Type)"));
    CHECK_THAT(receipt, Contains("Brains"));
    CHECK_THAT(t.receipt(1), Contains("Chests at the end of turn 1"));
    CHECK_THAT(t.receipt(9), Contains("No turn 9"));
    CHECK_THAT(t.why_item(2), Contains("Ben: play Brains"));
}

TEST_CASE("ZNP table: Tab completes verbs, players, cards by kind, Types and Chests",
          "[zombie_ninja_pirates][table][completion]") {
    auto ref = znp_table_game();
    ZnpTable t(ref);
    CHECK(t.complete("play ", "br") == Words{"brains"});
    CHECK(t.complete("play brains ", "") == Words{"Ana", "Ben", "Cai"});
    CHECK(t.complete("use ", "bo") == Words{"boat"});
    CHECK(t.complete("use boat ", "p") == Words{"pirate"});
    CHECK(t.complete("use butterfingers Ben ", "") == Words{"brains"});
    CHECK(t.complete("use dishonor ", "B") == Words{"Ben"});
    CHECK(t.complete("use ", "wit").empty());  // Witch's Brew is the combined game's
    CHECK(t.complete("", "red") == Words{"redraw"});
    CHECK(t.complete("card \"Pirate Hat\" ", "ob") == Words{"object"});
    CHECK(t.complete("card x action effect ", "remove") == Words{"remove-type"});
}

TEST_CASE("ZNP table: a whole game ends with every Chest itemised, the ranking and the sheet in every format",
          "[zombie_ninja_pirates][table][sheet]") {
    auto ref = znp_table_game();
    ZnpTable t(ref);
    enter(ref, {"use virus zombie", "draw end-game", "play brains Cai", "end", "end"});
    auto last = t.apply("end");
    REQUIRE(last);
    REQUIRE(t.over());
    const std::string ruling = t.ruling(*last);
    CHECK_THAT(ruling, Contains("Zombie (Type)"));
    CHECK_THAT(ruling, Contains("Final Chests:"));
    CHECK_THAT(ruling, Contains("Ranking:"));
    auto later = t.apply("card dojo object");
    if (later) CHECK_THAT(t.ruling(*later), !Contains("Final Chests"));
    CHECK_THAT(t.sheet(), Contains("1. Cai: 7 points (1 Type, 1 Object)"));
    CHECK(t.standing() == "finished, won by Cai");
    CHECK(t.prompt(Style()) == "game over> ");
    auto json = t.export_sheet(SheetFormat::Json, "");
    REQUIRE(json);
    CHECK_THAT(*json, Contains("\"orientation\": \"upright\""));
    auto csv = t.export_sheet(SheetFormat::Csv, "");
    REQUIRE(csv);
    CHECK_THAT(*csv, Contains("round,turn_of,player,did,points,note\r\n"));
    auto md = t.export_sheet(SheetFormat::Markdown, "");
    REQUIRE(md);
    CHECK_THAT(*md, Contains("Cai"));
    auto html = t.export_sheet(SheetFormat::Html, "x.zref");
    REQUIRE(html);
    CHECK_THAT(*html, Contains("Brains"));
    CHECK_THAT(t.board_html(), Contains("Winner"));
    const auto facts = t.sheet_facts();
    CHECK(std::find(facts.begin(), facts.end(), std::make_pair(std::string("Won by"), std::string("Cai"))) != facts.end());
}
