// The table adapter over random legal games (sim/random_game.h): after every
// line the prompt, status, Enter's entry and completion hold up, and at the
// end the sheet in every format and the board name the winner.
#include <catch2/catch.hpp>

#include <string>

#include "core/style.h"
#include "games/zombie_paella/sim/random_game.h"
#include "games/zombie_paella/table/paella_table.h"
#include "paella_support.h"

using zref::SheetFormat;
using zref::Style;
using zref::paella::PaellaTable;
using zref::paella::sim::RandomGame;
using zref::paella::sim::TableConfig;

TEST_CASE("Paella table over random games: every view holds up to the end", "[zombie_paella][table][self-play]") {
    const int players = GENERATE(2, 3, 4, 5);
    RandomGame game(zref::test::paella::data(), TableConfig{players, static_cast<std::uint64_t>(40 + players)});
    PaellaTable t(game.referee());
    int steps = 0;
    while (!game.over() && steps < 3000) {
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
            zref::paella::Game probe = game.referee().game();
            CHECK(probe.apply(line));
        }
        CHECK_FALSE(t.complete("", "").empty());
        if (steps % 40 == 0) CHECK_FALSE(t.board_html().empty());
    }
    REQUIRE(game.over());
    CHECK(t.prompt(Style()) == "game over> ");
    const std::string sheet = t.sheet();
    const bool named = sheet.find("Winner: ") != std::string::npos || sheet.find("Shared by ") != std::string::npos;
    CHECK(named);
    for (SheetFormat f : {SheetFormat::Text, SheetFormat::Json, SheetFormat::Csv, SheetFormat::Markdown, SheetFormat::Html}) {
        auto out = t.export_sheet(f, "random.zref");
        REQUIRE(out);
        CHECK_FALSE(out->empty());
    }
    CHECK(t.standing().rfind("finished", 0) == 0);
    CHECK_FALSE(t.sheet_facts().empty());
}
