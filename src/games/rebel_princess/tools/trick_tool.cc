// `zref rebel-princess-trick`: one trick, ruled by the engine a game uses (a
// table set up for the trick, then its cards), and the ruling worded.
#include "core/text.h"
#include "games/rebel_princess/module.h"
#include "games/rebel_princess/referee.h"
#include "games/rebel_princess/tools/tools.h"

namespace zref::rp {

namespace {

std::vector<std::string> comma_list(const std::string& text) {
    std::vector<std::string> out;
    std::string item;
    for (char ch : text + ",") {
        if (ch == ',') {
            if (!item.empty()) out.push_back(item);
            item.clear();
        } else if (ch != ' ' || !item.empty()) {
            item += ch;
        }
    }
    return out;
}

Result<std::string> run_trick(const LoadedData& loaded, const UserSettings&, const ToolInput& o) {
    const GameData& data = data_of(loaded);
    const auto players = comma_list(o.value("--players", "Ana,Ben,Cai,Dee"));
    const std::string card = o.value("--round-card", "once-upon-a-time");
    const std::string leader = o.value("--leader", players.empty() ? "" : players.front());
    if (o.words.empty())
        return fail("give the cards in play order, e.g. 'zref rebel-princess-trick q7 q2 q9 pr1' (from --leader)");
    std::vector<std::string> lines = {"players " + join(players, " "), "sets " + o.value("--sets", "deluxe rp2"),
                                      "rounds " + join(std::vector<std::string>(static_cast<std::size_t>(data.rounds), card), " "),
                                      "start " + leader};
    for (const auto& pair : comma_list(o.value("--reading"))) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos) return fail("--reading " + pair + ": write ID=VALUE");
        lines.push_back("reading " + pair.substr(0, eq) + " " + pair.substr(eq + 1));
    }
    const std::string cinderella = o.value("--cinderella");
    lines.push_back(cinderella.empty() ? "princesses none" : "princesses enter");
    lines.push_back("begin");
    std::vector<std::string> assumed;
    if (!cinderella.empty()) {
        lines.push_back("princess " + cinderella + " cinderella");
        // Everyone else keeps a Princess whose power waits for a declaration.
        const char* const others[] = {"snow-white", "mulan", "alice", "belle", "thumbelina"};
        std::size_t k = 0;
        for (const auto& p : players)
            if (!iequals(p, cinderella)) lines.push_back("princess " + p + " " + others[k++ % 5]);
    }
    for (const auto& item : comma_list(o.value("--laid-out"))) {
        const auto colon = item.find(':');
        if (colon == std::string::npos) return fail("--laid-out: write NAME:CARD for each card laid out");
        lines.push_back("discard " + item.substr(0, colon) + " " + item.substr(colon + 1));
    }
    if (!cinderella.empty()) lines.push_back("power " + cinderella + " cinderella");
    Referee ref(data);
    for (const auto& line : lines)
        if (auto r = ref.apply(line); !r) return fail(line + ": " + r.error());
    Ruling last;
    bool first = true;
    for (const auto& word : o.words) {
        std::string line = word;
        if (const auto colon = word.find(':'); colon != std::string::npos)
            line = "play " + word.substr(0, colon) + " " + word.substr(colon + 1);
        // A Prince led when Princes broke out earlier, or from a hand of only Princes.
        if (first && (o.given("--princes-broken") || o.given("--only-princes"))) {
            Game probe = ref.game();
            if (auto plain = probe.apply(line); !plain) {
                line += " only-princes";
                assumed.push_back(o.given("--princes-broken") ? "Princes broke out earlier this round"
                                                              : "the leader holds only Princes");
            }
        }
        auto r = ref.apply(line);
        if (!r) return fail(word + ": " + r.error());
        last = *r;
        first = false;
    }
    const auto& s = ref.game().state();
    if (s.round.tricks.empty() && (s.results.empty() || s.results.back().tricks.empty()))
        return fail("the trick is not complete: " + ref.game().waiting().what);
    const TrickRecord& t = s.round.tricks.empty() ? s.results.back().tricks.back() : s.round.tricks.back();
    const tt::CardCodec& codec = ref.game().codec();
    std::vector<std::string> cards;
    for (std::size_t i = 0; i < t.plays.size(); ++i)
        cards.push_back(s.seating.name(t.plays[i].seat) + " " + codec.name(t.plays[i].card) + (i == 0 ? " (led)" : ""));
    std::string out = s.seating.name(t.winner) + " takes the trick.\n";
    out += "Cards: " + join(cards, ", ") + "\n";
    out += "Table: " + std::to_string(s.seating.size()) + " players, cards " + std::to_string(codec.min_value()) + "-" +
           std::to_string(codec.max_value()) + "; Round card " + round_card_of(data, s).name + "\n";
    out += "Why:\n";
    for (const auto& reason : t.reasons) out += "  - " + reason.text + "  [" + reason.section + "]\n";
    for (const auto& w : last.warnings) out += "  ! " + w + "\n";
    if (!assumed.empty()) out += "Assumed: " + join(assumed, "; ") + "\n";
    return out;
}

}  // namespace

Tool trick_tool() {
    Tool t;
    t.name = "trick";
    t.description = "Rebel Princess: rule on one trick, who takes it and why, as a game would";
    t.options = {
        {"cards", "The cards in play order: NAME:CARD (Dee:pr1) or just CARD (q7) from --leader", false, true},
        {"--players", "Player names in seat order, clockwise (default Ana,Ben,Cai,Dee); 3 players play 2-10, 4 or 5 "
                      "play 1-10, 6 play 1-12"},
        {"--round-card", "The Round card in play, by id or letter (default once-upon-a-time)"},
        {"--sets", "The boxes the table plays from (default \"deluxe rp2\")"},
        {"--leader", "Who leads (default: the first player)"},
        {"--cinderella", "NAME uses Cinderella on this trick: the lowest card wins where the highest would"},
        {"--laid-out", "An Enchanted Evening: the cards laid out, NAME:CARD,NAME:CARD,..."},
        {"--princes-broken", "Princes broke out earlier this round, so one may be led", true},
        {"--only-princes", "The leader leads a Prince holding nothing but Princes", true},
        {"--reading", "Table readings, ID=VALUE[,ID=VALUE...] (see 'zref rules --game rebel-princess readings')"},
    };
    t.footer = "Examples:\n"
               "  zref rebel-princess-trick Ana:q7 Ben:q2 Cai:q9 Dee:pr1\n"
               "  zref rebel-princess-trick --round-card poisoned-apple --leader Cai q9 f3 q2 p5\n"
               "  zref rebel-princess-trick --round-card enchanted-evening --laid-out Ana:f3,Ben:p4,Cai:f5,Dee:p5 q10 q7 q3 q5\n"
               "Exit status: 0 ruled, 2 bad input (one line on stderr says what is wrong).";
    t.run = run_trick;
    return t;
}

}  // namespace zref::rp
