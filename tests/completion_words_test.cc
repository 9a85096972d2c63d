// Tab completion's shared last step (core/completion_words.h): candidates are
// listed as a person reads them, cards and numbers by value (zref: completion).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/completion_words.h"

using zref::starting_with;
using V = std::vector<std::string>;

TEST_CASE("Completion words: cards and numbers sort by value, k1 k2 ... k10", "[completion]") {
    CHECK(starting_with({"k10", "k2", "k1", "k9", "k3"}, "k") == V{"k1", "k2", "k3", "k9", "k10"});
    CHECK(starting_with({"10", "2", "0", "1"}, "") == V{"0", "1", "2", "10"});
    CHECK(starting_with({"pr10", "p2", "pr1", "p10"}, "p") == V{"p2", "p10", "pr1", "pr10"});
}

TEST_CASE("Completion words: the prefix is case-blind and a word appears once", "[completion]") {
    CHECK(starting_with({"bid", "Ben", "bid", "status"}, "B") == V{"Ben", "bid"});
    CHECK(starting_with({"Ana", "ana"}, "a") == V{"Ana", "ana"});
    CHECK(starting_with({"k1"}, "v").empty());
}
