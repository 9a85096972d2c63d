// `zref score`: one end-of-round receipt from the facts a table disputes
// (bid, tricks, skulls, zero bids, payment, Princess skulls, Round card), in
// the layout of a game's receipts. The scoring is the engine's (see
// oneshot_score.h); this file reads the options and prints.
#include <charconv>
#include <cstdio>
#include <memory>

#include "cli/commands.h"
#include "cli/oneshot_common.h"
#include "cli/oneshot_score.h"
#include "core/text.h"

namespace zref::cli {

namespace {

struct ScoreOptions {
    std::string players = "4";
    bool teams = false;
    std::string round_card = "a";
    int bid = 0, tricks = 0, skulls = 0, princess_skulls = 0, villagers = 0, own_tricks = 0, own_bid = 0;
    int card_skulls = 0, last_shared = 0, pile = 0;
    bool zero = false;
    std::string zero_tricks;
    std::string pay;
    std::vector<std::string> princesses, used;
    bool hourglass_leader = false, hourglass_last = false, stake = false;
    // Which of the numbers were given.
    CLI::Option *bid_opt = nullptr, *tricks_opt = nullptr, *skulls_opt = nullptr, *princess_skulls_opt = nullptr,
                *villagers_opt = nullptr, *own_tricks_opt = nullptr, *own_bid_opt = nullptr, *card_skulls_opt = nullptr,
                *last_shared_opt = nullptr, *pile_opt = nullptr;
};

std::optional<int> given(const CLI::Option* opt, int value) {
    if (opt && opt->count() > 0) return value;
    return std::nullopt;
}

Result<int> whole_number(const std::string& word, const std::string& option) {
    auto v = parse_number<int>(word);
    if (!v || *v < 0) return fail(option + ": '" + word + "' is not a whole number");
    return *v;
}

std::vector<std::string> flatten(const std::vector<std::string>& words) {
    std::vector<std::string> out;
    for (const auto& w : words)
        for (const auto& item : split_list(w.find(',') == std::string::npos ? w + "," : w)) out.push_back(item);
    return out;
}

int run_score(const ScoreOptions& o, const GlobalOptions& g) {
    auto data = oneshot_game_data(g.data);
    if (!data) return oneshot_error(data.error());
    ScoreInput in;
    if (!o.players.empty() && o.players.find_first_not_of("0123456789") == std::string::npos) {
        auto n = whole_number(o.players, "--players");
        if (!n) return oneshot_error(n.error());
        in.players = *n;
    } else {
        in.players = static_cast<int>(split_list(o.players).size());
    }
    in.teams = o.teams;
    auto letter = parse_round_card(*data, o.round_card);
    if (!letter) return oneshot_error(letter.error());
    in.round_card = *letter;
    in.bid = given(o.bid_opt, o.bid);
    in.tricks = given(o.tricks_opt, o.tricks);
    in.skulls = given(o.skulls_opt, o.skulls);
    in.zero = o.zero;
    for (const auto& word : split_list(o.zero_tricks)) {
        auto n = whole_number(word, "--zero-tricks");
        if (!n) return oneshot_error(n.error() + ": give the tricks of each partner who bid zero, e.g. --zero-tricks 0");
        in.zero_tricks.push_back(*n);
    }
    if (!o.pay.empty()) {
        const std::string w = lower(o.pay);
        if (w == "yes" || w == "pay") in.pay = true;
        else if (w == "no" || w == "decline") in.pay = false;
        else return oneshot_error("--pay: say yes (skulls were paid for the missed tricks) or no, not '" + o.pay + "'");
    }
    in.princess_skulls = given(o.princess_skulls_opt, o.princess_skulls);
    in.princesses = flatten(o.princesses);
    in.used = flatten(o.used);
    in.villagers = given(o.villagers_opt, o.villagers);
    in.own_tricks = given(o.own_tricks_opt, o.own_tricks);
    in.own_bid = given(o.own_bid_opt, o.own_bid);
    in.card_skulls = given(o.card_skulls_opt, o.card_skulls);
    in.hourglass_leader = o.hourglass_leader;
    in.hourglass_last = o.hourglass_last;
    in.last_shared = given(o.last_shared_opt, o.last_shared);
    in.pile = given(o.pile_opt, o.pile);
    in.stake = o.stake;
    auto out = score_one_side(*data, in);
    if (!out) return oneshot_error(out.error());
    std::fputs(render_one_receipt(*out).c_str(), stdout);
    return 0;
}

}  // namespace

void add_score_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<ScoreOptions>();
    auto* cmd = app.add_subcommand("score", "Score one side's round: the itemised receipt (steps 1-6), points and skulls");
    cmd->add_option("--players", o->players, "How many players (3-6), or their names (default 4); sets the zero-bid skulls");
    cmd->add_flag("--teams", o->teams, "Teams of two (4 or 6 players): the team's receipt");
    cmd->add_option("--round-card", o->round_card, "The Round card of the round: a letter a-z or its name (default a)");
    o->bid_opt = cmd->add_option("--bid", o->bid, "The bid (Teams: the partners' non-zero bids added up)");
    cmd->add_flag("--zero", o->zero, "A zero bid (Teams: one partner bid zero and took no trick)");
    cmd->add_option("--zero-tricks", o->zero_tricks, "Teams: for each partner who bid zero, the tricks they took, e.g. 0 or 0,1");
    o->tricks_opt = cmd->add_option("--tricks", o->tricks, "Tricks counted for the bid (after the Frog decision)");
    o->skulls_opt = cmd->add_option("--skulls", o->skulls, "Skulls held before scoring");
    cmd->add_option("--pay", o->pay, "yes or no: skulls paid for missed tricks to make the bid (step 3)");
    o->princess_skulls_opt = cmd->add_option("--princess-skulls", o->princess_skulls, "Step 1 skulls as the table counts them");
    cmd->add_option("--princess", o->princesses, "The side's Princess (Teams: up to two), e.g. dorothy; step 1 is worked out");
    cmd->add_option("--used", o->used, "A Princess whose power was used this round (no unused-Princess skull)");
    o->villagers_opt = cmd->add_option("--villagers", o->villagers, "Rapunzel used: the Villagers in the trick she lay on");
    o->own_tricks_opt = cmd->add_option("--own-tricks", o->own_tricks, "Teams: Goldilocks's or Swan Maiden's own tricks");
    o->own_bid_opt = cmd->add_option("--own-bid", o->own_bid, "Teams: Goldilocks's own bid");
    o->card_skulls_opt = cmd->add_option("--card-skulls", o->card_skulls,
                                         "Round cards b, e, i, m, t: the number the captured cards give "
                                         "(see 'Scoring a round from trick counts' in the README)");
    cmd->add_flag("--hourglass-leader", o->hourglass_leader, "Hourglass cards: the side leads the Hourglass Leader line");
    cmd->add_flag("--hourglass-last", o->hourglass_last, "t: the side has the lowest Hourglass line and takes the card's skulls");
    o->last_shared_opt = cmd->add_option("--last-shared", o->last_shared, "t: how many sides share the lowest line (default 1)");
    o->pile_opt = cmd->add_option("--pile", o->pile, "t: skulls the other sides put on the card");
    cmd->add_flag("--stake", o->stake, "h: the side staked all its skulls while bidding");
    cmd->footer("Examples:\n"
                "  zref score --bid 2 --tricks 3 --skulls 2\n"
                "  zref score --zero --tricks 0 --skulls 2 --players 5\n"
                "  zref score --bid 3 --tricks 2 --skulls 6 --pay yes\n"
                "  zref score --round-card b --bid 2 --tricks 2 --skulls 2 --card-skulls 3\n"
                "  zref score --teams --bid 4 --zero --tricks 4 --skulls 4 --round-card q\n"
                "Exit status: 0 scored, 2 bad input (one line on stderr says what is wrong).");
    t.add(cmd, [o, &g] { return run_score(*o, g); });
}

}  // namespace zref::cli
