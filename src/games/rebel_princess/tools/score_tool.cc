// `zref rebel-princess-score`: the receipts of one round from the cards each
// player took, under a Round card, as a game would score them.
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/module.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/tools/tools.h"

namespace zref::rp {

namespace {

Result<std::string> run_score(const LoadedData& loaded, const UserSettings&, const ToolInput& o) {
    const GameData& data = data_of(loaded);
    std::vector<std::string> players, taken_words;
    for (const auto& word : o.words) {
        const auto colon = word.find(':');
        if (colon == std::string::npos || colon == 0)
            return fail("'" + word + "': write NAME:CARDS, the cards a player took (Ana:pr1,pr7,p8, or Ben: for none)");
        players.push_back(word.substr(0, colon));
        taken_words.push_back(word.substr(colon + 1));
    }
    const int n = static_cast<int>(players.size());
    if (n < data.min_players || n > data.max_players)
        return fail("give every player's cards, " + std::to_string(data.min_players) + " to " +
                    std::to_string(data.max_players) + " players (NAME:CARDS each)");
    GameState s;
    s.seating = Seating(players, false);
    s.setup.sets = split_names(o.value("--sets", "deluxe rp2"));
    for (const auto& pair : split_names(o.value("--reading"))) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos) return fail("--reading " + pair + ": write ID=VALUE");
        s.setup.readings[pair.substr(0, eq)] = pair.substr(eq + 1);
    }
    const RoundCardInfo* card = data.round_card(o.value("--round-card", "once-upon-a-time"));
    if (!card) return fail("--round-card: no Round card '" + o.value("--round-card") + "' ('zref rules --game rebel-princess round-cards')");
    if (!round_rule(card->id)) return fail(card->name + " is not refereed by this version of zref yet");
    s.round.card = static_cast<int>(card - data.round_cards.data());
    s.totals.assign(static_cast<std::size_t>(n), 0);
    const auto totals = split_names(o.value("--totals"));
    for (std::size_t i = 0; i < totals.size() && i < s.totals.size(); ++i)
        if (auto t = parse_number<int>(totals[i])) s.totals[i] = *t;
        else return fail("--totals: '" + totals[i] + "' is not a whole number");
    const tt::CardCodec& codec = data.codec(n);
    ScoreView v{data, s, codec, std::vector<std::vector<tt::Card>>(static_cast<std::size_t>(n)),
                std::vector<int>(static_cast<std::size_t>(n), 0)};
    const auto tricks = split_names(o.value("--tricks"));
    for (int seat = 0; seat < n; ++seat) {
        std::string list = taken_words[static_cast<std::size_t>(seat)];
        for (auto& ch : list) if (ch == ',') ch = ' ';
        for (const auto& word : split_names(list)) {
            auto c = codec.parse(word);
            if (!c) return fail(players[static_cast<std::size_t>(seat)] + ": " + c.error());
            v.taken[static_cast<std::size_t>(seat)].push_back(*c);
        }
        auto& count = v.tricks_taken[static_cast<std::size_t>(seat)];
        count = v.taken[static_cast<std::size_t>(seat)].empty() ? 0 : 1;
        if (static_cast<std::size_t>(seat) < tricks.size()) {
            auto t = parse_number<int>(tricks[static_cast<std::size_t>(seat)]);
            if (!t || *t < 0) return fail("--tricks: '" + tricks[static_cast<std::size_t>(seat)] + "' is not a count of tricks");
            count = *t;
        }
    }
    const RoundRule& rule = *round_rule(card->id);
    std::string out = "Round card " + card->name + ":\n";
    for (int seat = 0; seat < n; ++seat) {
        const Receipt r = score_player(v, rule, seat, rebel_of_the_ball_on(data, s.setup));
        out += "  " + players[static_cast<std::size_t>(seat)] + ": " + std::to_string(r.total) + "\n";
        for (const auto& l : r.lines)
            out += "    " + l.text + ": " + std::to_string(l.requests) + "  [" + l.section + "]\n";
    }
    return out;
}

}  // namespace

Tool score_tool() {
    Tool t;
    t.name = "score";
    t.description = "Rebel Princess: one round's requests from the cards each player took, with receipts";
    t.options = {
        {"cards", "Each player in seat order with the cards they took: NAME:CARDS (Ana:pr1,pr7,p8; Ben: for none)",
         false, true},
        {"--round-card", "The Round card, by id (default once-upon-a-time)"},
        {"--sets", "The boxes the table plays from (default \"deluxe rp2\"): Rebel of the Ball comes with deluxe"},
        {"--tricks", "Tricks each player took, in seat order (default: 1 for a player who took any card)"},
        {"--totals", "Running totals before the round, in seat order (Bathroom Break asks who has the most)"},
        {"--reading", "Table readings, ID=VALUE[,ID=VALUE...]"},
    };
    t.footer = "Examples:\n"
               "  zref rebel-princess-score Ana:pr1,pr2,p8 Ben:q3 Cai: Dee:pr9\n"
               "  zref rebel-princess-score --round-card pets-revenge Ana:p1,p8 Ben:pr4 Cai: Dee:\n"
               "Exit status: 0 scored, 2 bad input (one line on stderr says what is wrong).";
    t.run = run_score;
    return t;
}

}  // namespace zref::rp
