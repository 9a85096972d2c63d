// The text helpers the hot path writes with: concat() and Digits for
// rulings and receipts, write_line() for the journal line of a card played.
// Each must write exactly what the slower form it replaced wrote.
#include <catch2/catch.hpp>

#include <climits>

#include "core/command.h"
#include "core/text.h"

using namespace zref;

TEST_CASE("Text: concat writes its pieces in order, numbers through Digits", "[text]") {
    CHECK(concat({}).empty());
    CHECK(concat({"bid ", Digits(3), " made with ", Digits(4), " tricks"}) == "bid 3 made with 4 tricks");
    CHECK(concat({Digits(0), "/", Digits(-12), "/", Digits(LLONG_MIN)}) == "0/-12/" + std::to_string(LLONG_MIN));
    const std::string name = "Ana";
    CHECK(concat({name, "'s ", std::string_view("Knight 7")}) == "Ana's Knight 7");
}

TEST_CASE("Journal form: write_line writes what Command::to_line writes, quotes included", "[text][journal]") {
    auto same = [](std::string verb, std::vector<std::string> args) {
        std::string line = "left over from the last call";
        if (args.size() == 2)
            write_line(line, verb, {args[0], args[1]});
        else
            write_line(line, verb, {args[0], args[1], args[2]});
        CHECK(line == Command{verb, args}.to_line());
    };
    same("play", {"Ana", "k7"});
    same("play", {"Ana", "p10", "only-princes"});
    same("play", {"Mary Ann", "k7"});     // a name with a blank is quoted
    same("play", {"Ana#2", "k7"});        // '#' starts a comment, so it is quoted
    same("play", {"", "k7"});             // an empty word is quoted
    same("play", {std::string(120, 'x'), "k7"});  // longer than the buffer
    for (std::size_t n = 80; n <= 100; ++n) {  // around the edge of write_line's buffer
        same("play", {std::string(n, 'x'), "k7"});
        same("play", {"Ana", std::string(n, 'y'), "only-princes"});
    }
}

TEST_CASE("Text: a slip is one edit, two letters swapped included, so 'bdi' suggests 'bid'", "[text]") {
    CHECK(zref::edit_distance("bdi", "bid") == 1);
    CHECK(zref::edit_distance("staus", "status") == 1);
    CHECK(zref::edit_distance("Bid", "bid") == 0);
    CHECK(zref::edit_distance("abc", "xyz") == 3);
    CHECK(zref::did_you_mean("bdi", {"bid", "power"}) == " (did you mean 'bid'?)");
    CHECK(zref::did_you_mean("qqq", {"bid", "power"}).empty());
}
