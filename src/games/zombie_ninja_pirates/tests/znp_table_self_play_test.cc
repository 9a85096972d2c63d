// The table adapter over random legal games (sim/random_game.h): after every
// line the prompt, status, Enter's entry and completion hold up, and at the
// end the sheet in every format, the board and the standing name who won.
#include <catch2/catch.hpp>

#include <string>

#include "core/style.h"
#include "games/zombie_ninja_pirates/sim/random_game.h"
#include "games/zombie_ninja_pirates/table/znp_table.h"
#include "znp_support.h"

using zref::SheetFormat;
using zref::Style;
using zref::znp::ZnpTable;
using zref::znp::sim::RandomGame;
using zref::znp::sim::TableConfig;

TEST_CASE("ZNP table over random games: every view holds up to the end", "[zombie_ninja_pirates][table][self-play]") {
    const int players = GENERATE(3, 5, 7, 10);
    const bool combined = players > 6;
    RandomGame game(zref::test::znp::data(), TableConfig{players, combined, static_cast<std::uint64_t>(60 + players)});
    ZnpTable t(game.referee());
    int steps = 0;
    while (!game.over() && steps < 5000) {
        REQUIRE(game.step());
        ++steps;
        const std::string prompt = t.prompt(Style());
        INFO(game.last_typed() << " -> " << prompt);
        CHECK(prompt.size() > 2);
        CHECK(prompt.compare(prompt.size() - 2, 2, "> ") == 0);
        CHECK_FALSE(t.status().empty());
        CHECK_FALSE(t.waiting().empty());
        // Enter's entry is one the game accepts now.
        if (const std::string line = t.inferred_line(); !line.empty()) {
            zref::znp::Game probe = game.referee().game();
            CHECK(probe.apply(line));
        }
        CHECK_FALSE(t.complete("", "").empty());
        if (steps % 50 == 0) {
            CHECK_FALSE(t.board_html().empty());
            CHECK_FALSE(t.receipt(0).empty());
        }
    }
    REQUIRE(game.over());
    CHECK(t.prompt(Style()) == "game over> ");
    const std::string sheet = t.sheet();
    CHECK(sheet.find("Ranking:\n  1. ") != std::string::npos);
    for (SheetFormat f : {SheetFormat::Text, SheetFormat::Json, SheetFormat::Csv, SheetFormat::Markdown, SheetFormat::Html}) {
        auto out = t.export_sheet(f, "random.zref");
        REQUIRE(out);
        CHECK_FALSE(out->empty());
    }
    CHECK(t.standing().rfind("finished", 0) == 0);
    CHECK_FALSE(t.sheet_facts().empty());
    CHECK(t.receipt(1).find("Chests at the end of turn 1") != std::string::npos);
}
