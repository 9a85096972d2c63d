// docs/adding-a-game.md followed for a tiny game, Tally: players add points
// to their score in turn until one reaches the target. It is a GameModule
// like the real games (rules, data file, table adapter, module), and the
// tests drive it the way the program does: setup lines from a request, a
// table, a journal replayed through the store, a sheet from the shared model.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/board_page.h"
#include "core/command.h"
#include "core/completion_words.h"
#include "core/game_module.h"
#include "core/referee.h"
#include "core/ruling_text.h"
#include "core/sheet_model.h"
#include "core/text.h"
#include "core/toml_reader.h"
#include "store/game_files.h"
#include "store/journal.h"

namespace zref::tally {

// Step 2: the data file, parsed with the shared TOML reader.
struct GameData {
    int target = 10;
};

constexpr std::string_view kBuiltin = "target = 10\n";

Result<GameData> parse_data(std::string_view text, const std::string& source) {
    toml::table root;
    try {
        root = toml::parse(text, source);
    } catch (const toml::parse_error& e) {
        return fail(source + ": " + std::string(e.description()));
    }
    const toml::table& data = root;
    TomlReader rd{source, {}};
    GameData d;
    if (!rd.number(data["target"], "target", d.target, 1, 100)) return fail(rd.error);
    return d;
}

// Step 1: the rules. Each line is checked against the state first, then applied.
class Game {
public:
    using Data = GameData;
    explicit Game(const GameData& data) : data_(&data) {}

    Result<Ruling> apply(std::string_view line) {
        auto words = tokenize(line);
        if (!words || words->empty()) return fail("type 'players A B', 'begin' or 'add NAME POINTS'");
        const std::string verb = lower(words->front());
        if (verb == "players" && !started_ && words->size() >= 3) {
            players_.assign(words->begin() + 1, words->end());
            scores_.assign(players_.size(), 0);
            return ruled(std::string(line), "Players: " + join(players_, ", "));
        }
        if (verb == "begin" && !started_ && !players_.empty()) {
            started_ = true;
            return ruled("begin", players_[0] + " to add");
        }
        if (verb == "add" && started_ && !over() && words->size() == 3) {
            if (!iequals((*words)[1], players_[turn_]))
                return fail("it is " + players_[turn_] + "'s turn, not " + (*words)[1] + "'s");
            auto points = parse_count((*words)[2], 1, 6, "number of points");
            if (!points) return fail(points.error());
            scores_[turn_] += *points;
            Ruling r = ruled("add " + players_[turn_] + " " + std::to_string(*points),
                             players_[turn_] + " has " + std::to_string(scores_[turn_]));
            r.because("a score that reaches " + std::to_string(data_->target) + " wins", "Tally: Winning");
            turn_ = (turn_ + 1) % players_.size();
            return r;
        }
        return fail("'" + std::string(line) + "' is not accepted now: " + waiting());
    }

    std::string where() const { return started_ ? "play" : "setup"; }
    std::string waiting() const {
        if (!started_) return players_.empty() ? "players A B" : "begin";
        return over() ? "game over" : players_[turn_] + " to add 1-6";
    }
    bool over() const {
        for (int s : scores_)
            if (s >= data_->target) return true;
        return false;
    }
    const std::vector<std::string>& players() const { return players_; }
    const std::vector<int>& scores() const { return scores_; }

private:
    static Ruling ruled(std::string canonical, std::string headline) {
        Ruling r;
        r.canonical = std::move(canonical);
        r.headline = std::move(headline);
        return r;
    }
    const GameData* data_;
    std::vector<std::string> players_;
    std::vector<int> scores_;
    std::size_t turn_ = 0;
    bool started_ = false;
};

using Referee = zref::Referee<Game>;

// Step 3: the table adapter; the sheet fills the shared model.
class TallyTable : public RefereeTable<Referee> {
public:
    using RefereeTable::RefereeTable;
    std::string waiting() const override { return game().waiting(); }
    std::vector<std::string> examples() const override { return {}; }
    std::vector<std::string> verbs_now() const override { return {"players", "begin", "add"}; }
    std::string notation() const override { return "points are 1 to 6"; }
    std::string prompt(const Style&) const override { return "tally> "; }
    std::string ruling(const Ruling& r) const override { return ruling_text(r, ""); }
    std::string why(const Ruling& r) const override { return why_text(r, ""); }
    std::string why_item(int) const override { return "Tally has no numbered items\n"; }
    std::string item_word() const override { return "turn"; }
    std::string status() const override { return game().waiting() + "\n"; }
    std::string sheet() const override { return render_model_markdown(model()); }
    std::vector<std::pair<std::string, std::string>> sheet_facts() const override { return {}; }
    std::vector<std::string> complete(const std::string&, const std::string& prefix) const override {
        return starting_with(verbs_now(), prefix);
    }
    std::string highlight(const std::string& text, const Style&) const override { return text; }
    bool over() const override { return game().over(); }
    std::string replay_text() const override { return sheet(); }
    Result<std::string> export_sheet(SheetFormat format, std::string_view source) const override {
        if (format == SheetFormat::Csv) return render_model_csv(model());
        if (format == SheetFormat::Html) return render_model_html(model(), source);
        if (format == SheetFormat::Markdown) return render_model_markdown(model());
        return fail("Tally's sheet is csv, markdown or html");
    }
    std::string players() const override { return join(game().players(), ", "); }
    std::string standing() const override { return game().waiting(); }
    std::string board_html() const override {
        BoardModel b;
        b.game = "Tally";
        b.columns = {{"Score", 20, false}};
        for (std::size_t p = 0; p < game().players().size(); ++p)
            b.rows.push_back({"", game().players()[p], {std::to_string(game().scores()[p])}, false});
        b.waiting = game().waiting();
        return render_board_html(b);
    }

private:
    const Game& game() const { return referee_.game(); }
    SheetModel model() const {
        SheetModel m;
        m.game = "Tally";
        m.players = game().players();
        m.fields = {{"score", "", ""}};
        for (int s : game().scores()) m.shown.push_back({std::to_string(s)});
        // Best first; equal scores share a place.
        std::vector<int> order(m.players.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return game().scores()[static_cast<std::size_t>(a)] > game().scores()[static_cast<std::size_t>(b)];
        });
        for (int p : order) {
            const bool tied = !m.ranking.empty() && game().scores()[static_cast<std::size_t>(m.ranking.back().front())] ==
                                                        game().scores()[static_cast<std::size_t>(p)];
            if (tied) m.ranking.back().push_back(p);
            else m.ranking.push_back({p});
        }
        m.final = game().over();
        return m;
    }
};

// Step 4: the module, as registry.cc would list it.
struct Loaded : LoadedData {
    GameData data;
};

class Module : public GameModule {
public:
    std::string id() const override { return "tally"; }
    std::string name() const override { return "Tally"; }
    int min_players() const override { return 2; }
    int max_players() const override { return 4; }
    DataText builtin_data() const override { return {kBuiltin, "games/tally.toml (built in)"}; }
    Result<std::shared_ptr<const LoadedData>> load(const DataText& text, const UserSettings&) const override {
        auto data = parse_data(text.text, text.source);
        if (!data) return fail(data.error());
        auto loaded = std::make_shared<Loaded>();
        loaded->data = *data;
        return std::shared_ptr<const LoadedData>(std::move(loaded));
    }
    std::unique_ptr<Table> new_table(std::shared_ptr<const LoadedData> loaded) const override {
        std::shared_ptr<const GameData> data(loaded, &static_cast<const Loaded&>(*loaded).data);
        return std::make_unique<OwningTable<TallyTable, GameData, Referee>>(std::move(data));
    }
    std::vector<NewGameOption> new_options() const override { return {}; }
    Result<NewGameSetup> setup(const NewGameRequest& request, const LoadedData& loaded, const UserSettings&,
                               const PresetFiles&) const override {
        const auto players = request.players.empty() ? std::vector<std::string>{"Ana", "Ben"} : request.players;
        NewGameSetup out;
        out.lines = {"players" + quoted_list(players), "begin"};
        Referee probe(static_cast<const Loaded&>(loaded).data);
        for (const auto& line : out.lines)
            if (auto r = probe.apply(line); !r) return fail("setup: " + r.error());
        return out;
    }
    Result<std::string> rules(const LoadedData&, std::string_view topic) const override {
        if (topic.empty() || topic == "winning") return std::string("Add 1 to 6 in turn; the first to the target wins.\n");
        return fail("no Tally topic '" + std::string(topic) + "': try winning");
    }
    bool has_rules_topic(const LoadedData&, std::string_view topic) const override { return topic == "winning"; }
    std::vector<std::string> rules_topics(const LoadedData&) const override { return {"winning"}; }
};

}  // namespace zref::tally

namespace zref {

namespace {

std::shared_ptr<const LoadedData> loaded_tally(const GameModule& game) {
    auto data = game.load(game.builtin_data(), UserSettings{});
    REQUIRE(data);
    return *data;
}

}  // namespace

TEST_CASE("A new game plugs in through GameModule: setup lines, a table, rulings and a sheet", "[example-game]") {
    const tally::Module game;
    const auto data = loaded_tally(game);
    NewGameRequest request;
    request.players = {"Ana", "Ben"};
    auto setup = game.setup(request, *data, UserSettings{}, PresetFiles{});
    REQUIRE(setup);
    CHECK(setup->lines == std::vector<std::string>{"players Ana Ben", "begin"});

    auto table = game.new_table(data);
    for (const auto& line : setup->lines) REQUIRE(table->apply(line));
    CHECK(table->waiting() == "Ana to add 1-6");
    CHECK_FALSE(table->apply("add Ben 3"));  // out of turn: refused, nothing changes
    CHECK(table->waiting() == "Ana to add 1-6");
    for (const char* line : {"add Ana 6", "add Ben 2", "add Ana 5"}) REQUIRE(table->apply(line));
    CHECK(table->over());
    auto csv = table->export_sheet(SheetFormat::Csv, "");
    REQUIRE(csv);
    CHECK(csv->find("Ana") != std::string::npos);
    CHECK(table->can_undo());
    REQUIRE(table->undo());
    CHECK_FALSE(table->over());
}

TEST_CASE("A new game's journal replays through the store as resume reads it", "[example-game]") {
    const tally::Module game;
    auto table = game.new_table(loaded_tally(game));
    const std::string text = store::journal_line_bytes("players Ana Ben") + store::journal_line_bytes("begin") +
                             store::journal_line_bytes("add Ana 4") + store::journal_line_bytes("undo") +
                             store::journal_line_bytes("add Ana 6");
    const store::JournalFile file = store::parse_journal(text);
    REQUIRE(store::replay_journal(*table, file, "tally.zref"));
    CHECK(table->waiting() == "Ben to add 1-6");
    CHECK(table->entries().size() == 3);

    auto refused = game.new_table(loaded_tally(game));
    const store::JournalFile bad = store::parse_journal("players Ana Ben\nbegin\nadd Ben 4\n");
    auto st = store::replay_journal(*refused, bad, "tally.zref");
    REQUIRE_FALSE(st);
    CHECK(st.error() == "tally.zref:3: it is Ana's turn, not Ben's (line: add Ben 4)");
}

TEST_CASE("A new game's data file is checked with one line naming the key", "[example-game]") {
    const tally::Module game;
    auto bad = game.load(DataText{"target = 0\n", "tally.toml"}, UserSettings{});
    REQUIRE_FALSE(bad);
    CHECK(bad.error() == "tally.toml: target: must be from 1 to 100");
}

}  // namespace zref
