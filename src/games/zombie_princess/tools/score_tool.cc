// `zref score`: one end-of-round receipt from the facts a table disputes
// (bid, tricks, skulls, zero bids, payment, Princess skulls, Round card), in
// the layout of a game's receipts. The scoring is the engine's (see
// score_one_side.h); this file reads the options.
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/tools/score_one_side.h"
#include "games/zombie_princess/tools/tool_json.h"
#include "games/zombie_princess/tools/tool_options.h"

namespace zref::zp {

namespace {

std::vector<std::string> flatten(const std::string& words) {
    return split_list(words.find(',') == std::string::npos ? words + "," : words);
}

Result<std::string> run_score(const LoadedData& loaded, const UserSettings& settings, const ToolInput& o) {
    const GameData data = tool_game_data(data_of(loaded), settings);
    ScoreInput in;
    const std::string players = o.value("--players", "4");
    if (!players.empty() && players.find_first_not_of("0123456789") == std::string::npos) {
        auto n = whole_number(players, "--players");
        if (!n) return fail(n.error());
        in.players = *n;
    } else {
        in.players = static_cast<int>(split_list(players).size());
    }
    in.teams = o.given("--teams");
    auto letter = parse_round_card(data, o.value("--round-card", "a"));
    if (!letter) return fail(letter.error());
    in.round_card = *letter;
    const std::pair<std::optional<int>*, const char*> numbers[] = {
        {&in.bid, "--bid"}, {&in.tricks, "--tricks"}, {&in.skulls, "--skulls"},
        {&in.princess_skulls, "--princess-skulls"}, {&in.villagers, "--villagers"}, {&in.own_tricks, "--own-tricks"},
        {&in.own_bid, "--own-bid"}, {&in.card_skulls, "--card-skulls"}, {&in.last_shared, "--last-shared"},
        {&in.pile, "--pile"}};
    for (const auto& [field, name] : numbers) {
        auto n = number_option(o, name);
        if (!n) return fail(n.error());
        *field = *n;
    }
    in.zero = o.given("--zero");
    for (const auto& word : split_list(o.value("--zero-tricks"))) {
        auto n = whole_number(word, "--zero-tricks");
        if (!n) return fail(n.error() + ": give the tricks of each partner who bid zero, e.g. --zero-tricks 0");
        in.zero_tricks.push_back(*n);
    }
    if (const std::string pay = o.value("--pay"); !pay.empty()) {
        const std::string w = lower(pay);
        if (w == "yes" || w == "pay") in.pay = true;
        else if (w == "no" || w == "decline") in.pay = false;
        else return fail("--pay: say yes (skulls were paid for the missed tricks) or no, not '" + pay + "'");
    }
    in.princesses = flatten(o.value("--princess"));
    in.used = flatten(o.value("--used"));
    in.hourglass_leader = o.given("--hourglass-leader");
    in.hourglass_last = o.given("--hourglass-last");
    in.stake = o.given("--stake");
    auto readings = reading_lines(settings, o.value("--reading"));
    if (!readings) return fail(readings.error());
    in.readings = *readings;
    auto json = wants_json(o.value("--format"));
    if (!json) return fail(json.error());
    auto out = score_one_side(data, in);
    if (!out) return fail(out.error());
    return *json ? one_receipt_json(*out) : render_one_receipt(*out);
}

}  // namespace

Tool score_tool() {
    Tool t;
    t.name = "score";
    t.description = "Score one side's round: the itemised receipt (steps 1-6), points and skulls";
    t.options = {
        {"--players", "How many players (3-6), or their names (default 4); sets the zero-bid skulls"},
        {"--teams", "Teams of two (4 or 6 players): the team's receipt", true},
        {"--round-card", "The Round card of the round: a letter a-z or its name (default a)"},
        {"--bid", "The bid (Teams: the partners' non-zero bids added up)"},
        {"--zero", "A zero bid (Teams: one partner bid zero and took no trick)", true},
        {"--zero-tricks", "Teams: for each partner who bid zero, the tricks they took, e.g. 0 or 0,1"},
        {"--tricks", "Tricks counted for the bid (after the Frog decision)"},
        {"--skulls", "Skulls held before scoring"},
        {"--pay", "yes or no: skulls paid for missed tricks to make the bid (step 3)"},
        {"--princess-skulls", "Step 1 skulls as the table counts them"},
        {"--princess", "The side's Princess (Teams: up to two), e.g. dorothy; step 1 is worked out", false, false, true},
        {"--used", "A Princess whose power was used this round (no unused-Princess skull)", false, false, true},
        {"--villagers", "Rapunzel used: the Villagers in the trick she lay on"},
        {"--own-tricks", "Teams: Goldilocks's or Swan Maiden's own tricks"},
        {"--own-bid", "Teams: Goldilocks's own bid"},
        {"--card-skulls", "Round cards b, e, i, m: the number the captured cards give; t in the lead: the tricks "
                          "in which the side played a Prince, paid from --skulls first "
                          "(see 'Scoring a round from trick counts' in the manual)"},
        {"--hourglass-leader", "Hourglass cards: the side leads the Hourglass Leader line", true},
        {"--hourglass-last", "t: the side has the lowest Hourglass line and takes the card's skulls", true},
        {"--last-shared", "t: how many sides share the lowest line (default 1)"},
        {"--pile", "t: skulls the other sides put on the card"},
        {"--stake", "h: the side staked all its skulls while bidding", true},
        {"--reading", "Table readings, ID=VALUE[,ID=VALUE...], as in 'zref new' (default: the config's [readings]): "
                      "dorothy-zero-bid, goldilocks-zero-bid and team-zero-bid-tricks change a receipt"},
        {"--format", "text (the default) or json: the receipt as one JSON object"},
    };
    t.footer = "Examples:\n"
               "  zref score --bid 2 --tricks 3 --skulls 2\n"
               "  zref score --zero --tricks 0 --skulls 2 --players 5\n"
               "  zref score --bid 3 --tricks 2 --skulls 6 --pay yes\n"
               "  zref score --round-card b --bid 2 --tricks 2 --skulls 2 --card-skulls 3\n"
               "  zref score --teams --bid 4 --zero --tricks 4 --skulls 4 --round-card q\n"
               "  zref score --format json --bid 3 --tricks 2 --skulls 6 --pay yes\n"
               "Exit status: 0 scored, 2 bad input (one line on stderr says what is wrong).";
    for (auto& option : t.options) {
        if (option.name == "--round-card") option.suggest = round_card_letters;
        if (option.name == "--princess" || option.name == "--used") option.suggest = princess_ids;
        if (option.name == "--pay") option.suggest = [](const LoadedData&) { return std::vector<std::string>{"yes", "no"}; };
        if (option.name == "--format") option.suggest = [](const LoadedData&) { return std::vector<std::string>{"text", "json"}; };
    }
    t.run = run_score;
    return t;
}

}  // namespace zref::zp
