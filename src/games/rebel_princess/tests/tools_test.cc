// The one-shot tools (`zref rebel-princess-trick`, `zref rebel-princess-score`):
// the same rulings and receipts a game gives, from the command line's words.
#include "rp_support.h"

#include "games/rebel_princess/module.h"

namespace zref::test::rp {

namespace {

Result<std::string> run(const std::string& name, std::map<std::string, std::string> values, std::vector<std::string> words) {
    static const zref::rp::Module module;
    static const auto loaded = module.load(module.builtin_data(), UserSettings{});
    REQUIRE(loaded);
    for (const auto& tool : module.tools())
        if (tool.name == name) return tool.run(**loaded, UserSettings{}, ToolInput{std::move(values), std::move(words)});
    FAIL("no tool " << name);
    return fail("");
}

}  // namespace

TEST_CASE("Trick tool: the winner and why, as in a game", "[rebel_princess][tools]") {
    auto out = run("trick", {}, {"Ana:q7", "Ben:q2", "Cai:q9", "Dee:pr1"});
    REQUIRE(out);
    CHECK_THAT(*out, Catch::StartsWith("Cai takes the trick.") && Catch::Contains("[Playing tricks]"));
}

TEST_CASE("Trick tool: An Enchanted Evening with the cards laid out, and Cinderella", "[rebel_princess][tools]") {
    auto evening = run("trick", {{"--round-card", "enchanted-evening"}, {"--laid-out", "Ana:f3,Ben:p4,Cai:f5,Dee:p5"}},
                       {"q10", "q7", "q3", "q5"});
    REQUIRE(evening);
    CHECK_THAT(*evening, Catch::StartsWith("Cai takes the trick.") && Catch::Contains("past the target 17"));
    auto turned = run("trick", {{"--cinderella", "Ben"}}, {"q7", "q2", "q9", "q5"});
    REQUIRE(turned);
    CHECK_THAT(*turned, Catch::StartsWith("Ben takes the trick."));
}

TEST_CASE("Trick tool: an early Prince lead is refused unless Princes broke out", "[rebel_princess][tools]") {
    CHECK_FALSE(run("trick", {}, {"pr3", "q2", "q9", "q5"}));
    auto broken = run("trick", {{"--princes-broken", ""}}, {"pr3", "pr2", "q9", "q5"});
    REQUIRE(broken);
    CHECK_THAT(*broken, Catch::Contains("Assumed: Princes broke out earlier"));
}

TEST_CASE("Score tool: receipts under the Round card", "[rebel_princess][tools]") {
    auto out = run("score", {{"--round-card", "pets-revenge"}}, {"Ana:p1,p8", "Ben:pr4", "Cai:", "Dee:"});
    REQUIRE(out);
    CHECK_THAT(*out, Catch::Contains("Ana: 7") && Catch::Contains("the Frog (Pets' Revenge): 6") && Catch::Contains("Ben: 1"));
    CHECK_FALSE(run("score", {}, {"Ana:pr1", "Ben:"}));  // too few players
}

}  // namespace zref::test::rp
