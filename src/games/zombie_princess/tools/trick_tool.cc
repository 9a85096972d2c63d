// `zref trick`: rules on one trick typed on the command line, to settle a
// dispute without entering a whole game. The engine rules on it as in a game
// (see one_trick.h); this file reads the options and words the ruling.
#include <fmt/format.h>

#include "games/zombie_princess/tools/tool_options.h"
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/one_trick.h"
#include "games/zombie_princess/tools/tool_json.h"

namespace zref::zp {

namespace {

std::string counts_text(const OneTrickResult& r) {
    const auto& t = r.trick;
    const std::string owner = r.state.seating.name(t.owner);
    if (t.under_dorothy)
        return "nothing: the trick is under Dorothy, so it counts neither toward " + owner +
               "'s bid nor for the Round card (3 skulls at the end of the round)";
    if (!t.counts)
        return "no won trick for " + owner +
               (t.has_frog ? ", unless " + owner + " chooses to count it for the Frog at the end of the round" : "");
    const std::string units = t.weight == 1 ? "1 trick" : std::to_string(t.weight) + " tricks";
    std::string out = units + " for " + owner;
    if (t.has_frog)
        out += ", or " + (t.weight == 2 ? std::string("1") : std::string("none")) + " if " + owner +
               " leaves the Frog trick uncounted at the end of the round";
    return out;
}

std::string render(const OneTrickResult& r, const GameData& data, char letter) {
    const auto& s = r.state;
    const auto& codec = s.codec;
    const auto* card = data.round_card(letter);
    std::string out = r.headline + "\n";
    std::vector<std::string> cards;
    for (std::size_t i = 0; i < r.trick.plays.size(); ++i) {
        const auto& p = r.trick.plays[i];
        cards.push_back(s.seating.name(p.seat) + " " + codec.name(p.card) +
                        (p.bonus ? fmt::format(" (+{}: {})", static_cast<int>(p.bonus), strength(p)) : "") + (i == 0 ? " (led)" : ""));
    }
    out += "Cards: " + join(cards, ", ") + "\n";
    out += fmt::format("Table: {} players, {}; cards 1-{}; {}; Round card {}, {}\n", s.seating.size(),
                       s.seating.teams() ? "Teams" : "Individuals", codec.max_value(),
                       codec.frog() ? "the Frog is " + codec.suit_singular(codec.frog()->suit) + " " +
                                          std::to_string(codec.frog()->value)
                                    : std::string("no Frog"),
                       letter, card->name);
    out += "Why:\n";
    bool card_rule = false;
    for (const auto& reason : r.reasons) {
        out += "  - " + reason.text + (reason.section.empty() ? "" : "  [rulebook: " + reason.section + "]") + "\n";
        if (reason.section.rfind("Round Cards", 0) == 0) card_rule = true;
    }
    if (card_rule)
        for (const auto& i : card->interpretations) out += "  Our reading of " + card->name + ": " + i + "\n";
    out += "Counts: " + counts_text(r) + "\n";
    for (const auto& w : r.warnings) out += "  ! " + w + "\n";
    if (!r.notices.empty()) {
        out += "Then:\n";
        for (const auto& n : r.notices) out += "  - " + n + "\n";
    }
    out += "Assumed:\n";
    for (const auto& a : r.assumptions) out += "  - " + a + "\n";
    return out;
}

Result<std::string> run_trick(const LoadedData& loaded, const UserSettings& settings, const ToolInput& o) {
    const GameData data = tool_game_data(data_of(loaded), settings);
    OneTrickInput in;
    in.players = split_list(o.value("--players", "Ana,Ben,Cai,Dee"));
    in.teams = o.given("--teams");
    auto letter = parse_round_card(data, o.value("--round-card", "a"));
    if (!letter) return fail(letter.error());
    in.round_card = *letter;
    in.frog = o.value("--frog");
    in.leader = o.value("--leader");
    in.princes_broken = o.given("--princes-broken");
    in.only_princes = o.given("--only-princes");
    in.discards = split_list(o.value("--discards"));
    in.in_lead = split_list(o.value("--in-lead") + ",");  // names may hold spaces: only commas separate them
    auto readings = reading_lines(settings, o.value("--reading"));
    if (!readings) return fail(readings.error());
    in.readings = *readings;
    const std::pair<const char*, const char*> powers[] = {{"--pea", "pea-princess"},
                                                          {"--thumbelina", "thumbelina"},
                                                          {"--alice", "alice"},
                                                          {"--dorothy", "dorothy"},
                                                          {"--rapunzel", "rapunzel"}};
    for (const auto& [option, id] : powers)
        if (const std::string player = o.value(option); !player.empty()) in.powers.push_back({id, player});
    if (o.words.empty())
        return fail("give the cards in play order, e.g. 'zref trick Ana:k7 Ben:k2 Cai:k9 Dee:pr1' or "
                    "'zref trick --leader Ana k7 k2 k9 pr1'");
    for (const auto& word : o.words)
        for (const auto& item : split_list(word.find(',') == std::string::npos ? word + "," : word)) {
            const auto colon = item.find(':');
            if (colon == std::string::npos) {
                in.plays.push_back({"", item});
                continue;
            }
            OneTrickPlay play{item.substr(0, colon), item.substr(colon + 1)};
            if (play.player.empty() || play.card.empty())
                return fail("'" + item + "' is not a card: write NAME:CARD (e.g. Dee:pr1) or just CARD");
            in.plays.push_back(play);
        }
    auto json = wants_json(o.value("--format"));
    if (!json) return fail(json.error());
    auto result = adjudicate_one_trick(data, in);
    if (!result) return fail(result.error());
    return *json ? one_trick_json(*result, data, *letter, counts_text(*result)) : render(*result, data, *letter);
}

}  // namespace

Tool trick_tool() {
    Tool t;
    t.name = "trick";
    t.description = "Rule on one trick: who wins it and why, as a game would";
    t.options = {
        {"cards", "The cards in play order: NAME:CARD (Dee:pr1) or just CARD (k7, \"knight 7\", frog) with --leader",
         false, true},
        {"--players", "Player names in seat order, clockwise (default Ana,Ben,Cai,Dee); "
                      "3 players play 1-9, 4 play 1-10, 5 or 6 play 1-15"},
        {"--teams", "Teams of two (4 or 6 players; partners sit furthest apart)", true},
        {"--round-card", "The Round card in play: a letter a-z or its name (default a)"},
        {"--frog", "The card that is the Frog (default: the game data's, Pets 8)"},
        {"--leader", "Who leads, when the cards are given without names (default: the first player)"},
        {"--pea", "NAME uses the Pea Princess: +5 on NAME's card in this trick"},
        {"--thumbelina", "NAME uses Thumbelina: any card but a Prince, suit not followed"},
        {"--alice", "NAME uses Alice (Teams): the partner plays NAME's card from their own hand"},
        {"--dorothy", "NAME, the winner, puts the trick under Dorothy (counts for nothing, 3 skulls)"},
        {"--rapunzel", "NAME, the winner, lays Rapunzel on the trick (1 skull per Villager)"},
        {"--discards", "Fester Feast (w): each player's discard, in seat order, e.g. \"v3,k5,p2,pr1\""},
        {"--in-lead", "Hourglass cards: the players (comma-separated) whose sides lead the Hourglass line (default: all tied)"},
        {"--princes-broken", "Princes broke out earlier this round, so one may be led", true},
        {"--only-princes", "The leader leads a Prince holding nothing but Princes", true},
        {"--reading", "Table readings, ID=VALUE[,ID=VALUE...], as in 'zref new' (default: the config's [readings]), "
                      "e.g. ghoulfriends-order=two-per-turn"},
        {"--format", "text (the default) or json: the ruling as one JSON object"},
    };
    t.footer = "Examples:\n"
               "  zref trick Ana:k7 Ben:k2 Cai:k9 Dee:pr1\n"
               "  zref trick --leader Cai --round-card g v9 k3 v2 k5\n"
               "  zref trick --players \"Ana,Ben,Cai\" --pea Ben Ana:p4 Ben:p3 Cai:p7\n"
               "  zref trick --round-card w --discards \"v3,k5,p2,pr1\" Ana:k7 Ben:k9 Cai:pr8 Dee:p1\n"
               "  zref trick --round-card z --reading ghoulfriends-order=two-per-turn k7 k3 k2 k10 k9 v1 k1 k4\n"
               "  zref trick --format json Ana:k7 Ben:k2 Cai:k9 Dee:pr1\n"
               "Exit status: 0 ruled, 2 bad input (one line on stderr says what is wrong).";
    for (auto& option : t.options) {
        if (option.name == "--round-card") option.suggest = round_card_letters;
        if (option.name == "--format") option.suggest = [](const LoadedData&) { return std::vector<std::string>{"text", "json"}; };
    }
    t.run = run_trick;
    return t;
}

}  // namespace zref::zp
