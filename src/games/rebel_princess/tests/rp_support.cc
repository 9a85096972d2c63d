#include "rp_support.h"

#include "core/text.h"
#include "games/rebel_princess/data_loader.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "store/journal.h"
#include "support.h"

namespace zref::test::rp {

const zref::rp::GameData& data() {
    static const zref::rp::GameData d = [] {
        auto loaded = zref::rp::load_builtin_rebel_princess_data();
        REQUIRE(loaded);
        return *loaded;
    }();
    return d;
}

Ruling play(zref::rp::Referee& ref, const std::vector<std::string>& lines) {
    Ruling last;
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        INFO(line);
        REQUIRE(r);
        last = *r;
    }
    return last;
}

std::string refused(zref::rp::Referee& ref, const std::string& line) {
    auto r = ref.apply(line);
    INFO(line);
    REQUIRE_FALSE(r);
    return r.error();
}

namespace {
// The setup lines up to `begin`; Team Mode is chosen before the Round cards, which may need it.
std::vector<std::string> setup_lines(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                     const std::vector<std::string>& extra_setup, bool teams) {
    std::vector<std::string> lines = {"game rebel-princess", "players " + join(names, " ")};
    if (teams) lines.push_back("mode teams");
    lines.insert(lines.end(), {"rounds " + join(cards, " "), "start " + names.front(), "princesses none"});
    lines.insert(lines.end(), extra_setup.begin(), extra_setup.end());
    lines.push_back("begin");
    return lines;
}
}  // namespace

zref::rp::Referee table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                    const std::vector<std::string>& extra_setup) {
    zref::rp::Referee ref(data());
    play(ref, setup_lines(names, cards, extra_setup, false));
    return ref;
}

zref::rp::Referee table(const std::vector<std::string>& names, const std::string& card,
                        const std::vector<std::string>& extra_setup) {
    return table_with_rounds(names, std::vector<std::string>(5, card), extra_setup);
}

zref::rp::Referee team_table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                         const std::vector<std::string>& extra_setup) {
    zref::rp::Referee ref(data());
    play(ref, setup_lines(names, cards, extra_setup, true));
    return ref;
}

zref::rp::Referee team_table(const std::vector<std::string>& names, const std::string& card,
                             const std::vector<std::string>& extra_setup) {
    return team_table_with_rounds(names, std::vector<std::string>(5, card), extra_setup);
}

zref::rp::Referee team_with_princesses(const std::vector<std::string>& ids, const std::string& card) {
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    auto ref = team_table(names, card, {"princesses enter"});
    for (std::size_t i = 0; i < ids.size(); ++i) play(ref, {"princess " + names[i] + " " + ids[i]});
    return ref;
}

Ruling team_begin_ruling(const std::vector<std::string>& names, const std::string& card,
                         const std::vector<std::string>& extra_setup) {
    zref::rp::Referee ref(data());
    return play(ref, setup_lines(names, std::vector<std::string>(5, card), extra_setup, true));
}

const zref::rp::RoundResult& round_result(const zref::rp::Referee& ref, int round) {
    const auto& results = ref.game().state().results;
    REQUIRE(results.size() >= static_cast<std::size_t>(round));
    return results[static_cast<std::size_t>(round - 1)];
}

Ruling enter_requests(zref::rp::Referee& ref, const std::vector<int>& requests) {
    const auto& seating = ref.game().state().seating;
    REQUIRE(requests.size() == static_cast<std::size_t>(seating.size()));
    std::vector<std::string> lines;
    for (std::size_t seat = 0; seat < requests.size(); ++seat)
        lines.push_back("requests " + seating.name(static_cast<int>(seat)) + " " + std::to_string(requests[seat]));
    return play(ref, lines);
}

zref::rp::Referee with_princesses(const std::vector<std::string>& ids, const std::string& card,
                                  const std::vector<std::string>& extra_setup) {
    std::vector<std::string> setup = extra_setup;
    setup.push_back("princesses enter");
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, card, setup);
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t i = 0; i < ids.size(); ++i) play(ref, {"princess " + names[i] + " " + ids[i]});
    return ref;
}

Ruling trick(zref::rp::Referee& ref, const std::string& cards) {
    Ruling last;
    for (const auto& card : split_names(cards)) last = play(ref, {card});
    return last;
}

Ruling play_round(zref::rp::Referee& ref, const std::vector<std::string>& tricks) {
    Ruling last;
    for (const auto& t : tricks) last = trick(ref, t);
    return last;
}

const std::vector<std::string> kLeaderTakesAll = {"q10 q1 q2 q3", "f10 f1 f2 f3", "p10 p8 p1 p2", "q9 pr1 pr2 pr3",
                                                  "f9 pr4 pr5 pr6", "p9 pr7 pr8 pr9", "q8 pr10 q4 q5", "q7 f4 q6 f5",
                                                  "f8 f6 f7 p3", "p7 p4 p5 p6"};

// Tricks go to B, C, D, A, B, D, A, B, C, C; nobody plays a suit they showed they lack.
const std::vector<std::string> kSpreadRound = {"q1 q10 q2 q3", "f1 f10 f2 pr1", "p1 p10 p2 pr2", "q4 q9 q5 pr3",
                                               "pr4 pr10 pr5 pr6", "f3 f4 f9 pr7", "p3 p9 pr8 p8", "q6 q8 p7 q7",
                                               "f5 f8 f6 p4", "f7 p5 p6 pr9"};

// Tricks go to B, D, A, C, A, D, F, C; F breaks the Princes in trick 1.
const std::vector<std::string> kSixSpreadRound = {"q1 q12 q2 q3 q4 pr1", "f1 f2 f12 f3 f4 f5", "p1 p2 p3 p12 p4 p5",
                                                  "pr2 pr3 pr12 pr4 pr5 pr6", "q5 q6 q7 pr7 q11 q8",
                                                  "f6 f7 f8 f11 f9 f10", "p6 p7 p11 p8 p9 p10",
                                                  "pr8 pr9 q9 pr11 q10 pr10"};

std::vector<zref::rp::Receipt> receipts_for(const zref::rp::Referee& ref, const std::vector<std::string>& taken,
                                             const std::vector<int>& tricks, const std::vector<int>& totals) {
    const auto& game = ref.game();
    zref::rp::GameState state = game.state();
    if (!totals.empty()) state.totals = totals;
    const auto n = static_cast<std::size_t>(state.seating.size());
    zref::rp::ScoreView v{game.data(), state, game.codec(), std::vector<std::vector<tt::Card>>(n), std::vector<int>(n, 0)};
    for (std::size_t seat = 0; seat < n && seat < taken.size(); ++seat) {
        for (const auto& code : split_names(taken[seat])) {
            auto c = game.codec().parse(code);
            REQUIRE(c);
            v.taken[seat].push_back(*c);
        }
        v.tricks_taken[seat] = seat < tricks.size() ? tricks[seat] : (v.taken[seat].empty() ? 0 : 1);
    }
    const bool rebel = zref::rp::rebel_of_the_ball_on(game.data(), state.setup);
    std::vector<zref::rp::Receipt> out;
    for (std::size_t seat = 0; seat < n; ++seat)
        out.push_back(zref::rp::score_player(v, zref::rp::rule_of(game.data(), state), static_cast<int>(seat), rebel));
    return out;
}

int requests_for(const zref::rp::Referee& ref, const std::string& taken) { return receipts_for(ref, {taken}).front().total; }

const zref::rp::Receipt& receipt(const zref::rp::Referee& ref, int round, const std::string& name) {
    const auto& results = ref.game().state().results;
    REQUIRE(results.size() >= static_cast<std::size_t>(round));
    return results[static_cast<std::size_t>(round - 1)].receipts.at(static_cast<std::size_t>(seat(ref, name)));
}

std::string lines(const zref::rp::Receipt& r) {
    std::string out;
    for (const auto& l : r.lines) out += l.text + " = " + std::to_string(l.requests) + " [" + l.section + "]\n";
    return out;
}

std::vector<std::string> players(int n) {
    const std::vector<std::string> all = {"Ana", "Ben", "Cai", "Dee", "Eva", "Fay"};
    return {all.begin(), all.begin() + n};
}

bool last_requests_accepted(int n, const std::string& card, int last) {
    const auto names = players(n);
    auto ref = table(names, card);
    for (int i = 0; i + 1 < n; ++i) play(ref, {"requests " + names[static_cast<std::size_t>(i)] + " 0"});
    return static_cast<bool>(ref.apply("requests " + names.back() + " " + std::to_string(last)));
}

std::string last_winner(const zref::rp::Referee& ref) {
    const auto& s = ref.game().state();
    // The round's own tricks, or the last round's once it has been scored.
    const auto& tricks = s.round.tricks.empty() && !s.results.empty() ? s.results.back().tricks : s.round.tricks;
    REQUIRE_FALSE(tricks.empty());
    return s.seating.name(tricks.back().winner);
}

Ruling begin_ruling(const std::string& card, const std::vector<std::string>& extra_setup) {
    zref::rp::Referee ref(data());
    std::vector<std::string> lines = {"game rebel-princess", "players Ana Ben Cai Dee",
                                      "rounds " + join(std::vector<std::string>(5, card), " "), "start Ana", "princesses none"};
    lines.insert(lines.end(), extra_setup.begin(), extra_setup.end());
    lines.push_back("begin");
    return play(ref, lines);
}

int seat(const zref::rp::Referee& ref, const std::string& name) {
    auto s = ref.game().state().seating.find(name);
    REQUIRE(s);
    return *s;
}

int total(const zref::rp::Referee& ref, const std::string& name) {
    return ref.game().state().totals.at(static_cast<std::size_t>(seat(ref, name)));
}

std::string reasons(const Ruling& r) {
    std::string out;
    for (const auto& x : r.reasons) out += x.text + " [" + x.section + "]\n";
    return out;
}

std::string notices(const Ruling& r) { return join(r.notices, "\n"); }

std::vector<std::string> transcript_lines(const std::string& name) {
    const std::string path = zref::test::kTranscripts + "/rebel-princess/" + name + ".zref";
    auto jf = store::read_journal(path);
    if (!jf) FAIL(jf.error());
    REQUIRE_FALSE(jf->torn);
    std::vector<std::string> out;
    for (const auto& line : jf->lines)
        if (!line.text.empty() && line.text.front() != '#') out.push_back(line.text);
    return out;
}

zref::rp::Referee replayed(const std::string& name, int count) {
    zref::rp::Referee ref(data());
    const auto lines = transcript_lines(name);
    const auto n = count < 0 ? lines.size() : static_cast<std::size_t>(count);
    REQUIRE(n <= lines.size());
    for (std::size_t i = 0; i < n; ++i) {
        auto r = ref.replay_journal_line(lines[i]);
        INFO(name << " line " << i + 1 << ": " << lines[i]);
        REQUIRE(r);
    }
    return ref;
}

std::string test_file(const std::string& path) { return zref::test::slurp(std::string(ZREF_TEST_DIR) + "/" + path); }

}  // namespace zref::test::rp
