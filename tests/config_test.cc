// The user's config file ($XDG_CONFIG_HOME/zref/config.toml): each key is
// read and checked, a malformed file is an error naming FILE:LINE and the key,
// an unknown key suggests the closest one, and the [pass] table is written
// onto the Round cards so the pass reminder shows what the table's cards print.
#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "games/zombie_princess/referee.h"
#include "games/zombie_princess/user_settings.h"
#include "store/config.h"
#include "support.h"

namespace zref::test {
namespace {

namespace fs = std::filesystem;

store::UserConfig parsed(const std::string& text) {
    auto c = store::parse_user_config(text, "config.toml");
    INFO(text);
    REQUIRE(c.ok());
    return *c;
}

std::string error_of(const std::string& text) {
    auto c = store::parse_user_config(text, "config.toml");
    INFO(text);
    REQUIRE_FALSE(c.ok());
    return c.error();
}

TEST_CASE("config: an empty file is the defaults", "[config]") {
    auto c = parsed("");
    CHECK(c.players.empty());
    CHECK(c.color.empty());
    CHECK(c.strictness.empty());
    CHECK(c.frog.empty());
    CHECK(c.games_dir.empty());
    CHECK(c.pass.empty());
}

TEST_CASE("config: players are the default names, in order", "[config]") {
    auto c = parsed("players = [\"Ana Maria\", \"Ben\", \"Cai\"]\n");
    CHECK(c.players == std::vector<std::string>{"Ana Maria", "Ben", "Cai"});
    CHECK(error_of("players = \"Ana\"\n") == "config.toml:1: players: must be a list of names, e.g. players = "
                                              "[\"Ana\", \"Ben\", \"Cai\", \"Dee\"]");
    CHECK(error_of("players = []\n").rfind("config.toml:1: players:", 0) == 0);
    CHECK(error_of("players = [\"Ana\",\n  \"ana\"]\n") == "config.toml:2: players: 'ana' is named twice");
    CHECK(error_of("players = [\"Ana\", \" \"]\n") == "config.toml:1: players: a name is empty");
}

TEST_CASE("config: color is auto, always or never", "[config]") {
    for (const char* v : {"auto", "always", "never"}) CHECK(parsed(std::string("color = \"") + v + "\"\n").color == v);
    CHECK(error_of("\ncolor = \"nevr\"\n") ==
          "config.toml:2: color: no value 'nevr' (did you mean 'never'?); use one of \"auto\", \"always\", \"never\"");
    CHECK(error_of("color = true\n").rfind("config.toml:1: color: must be one of", 0) == 0);
}

TEST_CASE("config: strictness is strict or lenient", "[config]") {
    CHECK(parsed("strictness = \"lenient\"\n").strictness == "lenient");
    CHECK(parsed("strictness = \"strict\"\n").strictness == "strict");
    CHECK(error_of("strictness = \"loose\"\n").rfind("config.toml:1: strictness: no value 'loose'", 0) == 0);
}

TEST_CASE("config: frog names a card of the deck", "[config]") {
    auto c = parsed("frog = \"knights 8\"\n");
    CHECK(c.frog == "knights 8");
    zp::GameData d = data();
    CHECK(zp::apply_user_settings(c, d).ok());

    auto bad = parsed("# the frog\nfrog = \"pets 99\"\n");
    auto st = zp::apply_user_settings(bad, d);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error().rfind("config.toml:2: frog: no card 'Pet 99': pets run 1-15", 0) == 0);
    CHECK(error_of("frog = 8\n").rfind("config.toml:1: frog:", 0) == 0);
}

TEST_CASE("config: games_dir is absolute or starts with ~/", "[config]") {
    const char* home = std::getenv("HOME");
    if (home && *home) CHECK(parsed("games_dir = \"~/zref-games\"\n").games_dir == std::string(home) + "/zref-games");
    CHECK(parsed("games_dir = \"/srv/zref\"\n").games_dir == "/srv/zref");
    CHECK(error_of("games_dir = \"games\"\n") ==
          "config.toml:1: games_dir: 'games' must be an absolute path or start with ~/");
}

TEST_CASE("config: an unknown key is an error with the closest known key", "[config]") {
    CHECK(error_of("color = \"never\"\nplayrs = [\"Ana\"]\n") ==
          "config.toml:2: playrs: unknown setting (did you mean 'players'?); the settings are players, color, "
          "strictness, frog, pass, games_dir, readings");
    CHECK(error_of("zzz = 1\n").find("did you mean") == std::string::npos);
    // Several problems: the first in the file is the one reported.
    CHECK(error_of("strictness = \"x\"\ncolor = \"y\"\n").rfind("config.toml:1: strictness:", 0) == 0);
}

TEST_CASE("config: a TOML syntax error names its line", "[config]") {
    CHECK(error_of("color = \"never\"\nplayers = [\"Ana\"\n").rfind("config.toml:", 0) == 0);
    CHECK(error_of("color = \"never\"\n\nplayers = = 3\n").rfind("config.toml:3: ", 0) == 0);
}

TEST_CASE("config: [pass] holds a count and a direction per Round card letter", "[config]") {
    auto c = parsed("[pass]\na = \"1 right\"\nc = \"2 left\"\nn = \"half right\"\n");
    REQUIRE(c.pass.size() == 3);
    CHECK(c.pass.at('a').count == 1);
    CHECK_FALSE(c.pass.at('a').to_left);
    CHECK(c.pass.at('c').count == 2);
    CHECK(c.pass.at('c').to_left);
    CHECK(c.pass.at('n').count == -2);
    CHECK(c.pass.at('c').line == 3);

    CHECK(error_of("[pass]\na = \"1 up\"\n").rfind("config.toml:2: pass.a: write how many cards and which way", 0) == 0);
    CHECK(error_of("[pass]\na = \"0 left\"\n").rfind("config.toml:2: pass.a:", 0) == 0);
    CHECK(error_of("[pass]\na = \"1 left please\"\n").rfind("config.toml:2: pass.a:", 0) == 0);
    CHECK(error_of("[pass]\na = 1\n").rfind("config.toml:2: pass.a:", 0) == 0);
    CHECK(error_of("[pass]\n\nab = \"1 left\"\n") == "config.toml:3: pass.ab: the keys of [pass] are Round card letters a-z");
    CHECK(error_of("pass = \"1 left\"\n").rfind("config.toml:1: pass: must be a table", 0) == 0);
}

TEST_CASE("config: pass settings are written onto the game data's Round cards", "[config]") {
    zp::GameData d = data();
    auto c = parsed("[pass]\na = \"2 left\"\nn = \"3 right\"\n");
    REQUIRE(zp::apply_user_settings(c, d).ok());
    CHECK(d.round_card('a')->pass_count == 2);
    CHECK(d.round_card('a')->pass_direction == zp::PassDirection::Left);
    CHECK(d.round_card('n')->pass_count == 3);
    CHECK(d.round_card('n')->pass_direction == zp::PassDirection::Right);
    // A card the config does not name keeps the game data's values.
    CHECK(d.round_card('c')->pass_count == data().round_card('c')->pass_count);
}

TEST_CASE("config: the pass reminder at the start of a round shows the config's values", "[config]") {
    zp::GameData d = data();
    REQUIRE(zp::apply_user_settings(parsed("[pass]\na = \"2 left\"\n"), d).ok());
    zp::Referee ref(d);
    Ruling last;
    for (const char* line : {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a",
                             "seed 1", "start Ana", "princesses none", "powers off", "begin"}) {
        auto r = ref.apply(line);
        REQUIRE(r.ok());
        last = *r;
    }
    bool found = false;
    for (const auto& n : last.notices)
        if (n.rfind("Pass: 2 cards to the player on your left", 0) == 0) found = true;
    CHECK(found);
}

TEST_CASE("config: a [pass] letter that is no Round card of the game is an error", "[config]") {
    zp::GameData d = data();
    d.round_cards.erase(std::remove_if(d.round_cards.begin(), d.round_cards.end(),
                                       [](const zp::RoundCardInfo& rc) { return rc.letter == 'z'; }),
                        d.round_cards.end());
    auto st = zp::apply_user_settings(parsed("[pass]\nz = \"1 left\"\n"), d);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error().rfind("config.toml:2: pass.z: no Round card 'z'", 0) == 0);
}

TEST_CASE("config: players outside the game's 3 to 6 are an error once the game is known", "[config]") {
    zp::GameData d = data();
    auto st = zp::apply_user_settings(parsed("players = [\"Ana\", \"Ben\"]\n"), d);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error() == "config.toml:1: players: 2 names, but Zombie Princess is for 3 to 6 players");
}

TEST_CASE("config: [readings] names a reading and its value, checked once the game is known", "[config][readings]") {
    const auto c = parsed("[readings]\ndorothy-zero-bid = \"breaks\"\n");
    REQUIRE(c.readings.count("dorothy-zero-bid") == 1);
    CHECK(c.readings.at("dorothy-zero-bid").value == "breaks");
    CHECK(c.readings.at("dorothy-zero-bid").line == 2);
    zp::GameData d = data();
    CHECK(zp::apply_user_settings(c, d).ok());
    CHECK(error_of("readings = 1\n").rfind("config.toml:1: readings: must be a table", 0) == 0);
    CHECK(error_of("[readings]\ndorothy-zero-bid = 1\n").rfind("config.toml:2: readings.dorothy-zero-bid: must be a value", 0) == 0);
    auto st = zp::apply_user_settings(parsed("[readings]\ndorothy-zero-bids = \"breaks\"\n"), d);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error().rfind("config.toml:2: readings.dorothy-zero-bids: no such reading (did you mean 'dorothy-zero-bid'?)", 0) == 0);
    st = zp::apply_user_settings(parsed("[readings]\ndorothy-zero-bid = \"maybe\"\n"), d);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error() == "config.toml:2: readings.dorothy-zero-bid: no value 'maybe'; use keeps or breaks");
}

TEST_CASE("config: the file is found under XDG_CONFIG_HOME, a missing file is the defaults", "[config]") {
    std::string tmpl = (fs::temp_directory_path() / "zref-config-XXXXXX").string();
    REQUIRE(::mkdtemp(tmpl.data()) != nullptr);
    const fs::path dir = tmpl;
    const char* old = std::getenv("XDG_CONFIG_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_CONFIG_HOME", dir.c_str(), 1);
    CHECK(store::user_config_path() == (dir / "zref" / "config.toml").string());
    auto missing = store::load_user_config();
    REQUIRE(missing.ok());
    CHECK(missing->players.empty());

    fs::create_directories(dir / "zref");
    std::ofstream(dir / "zref" / "config.toml") << "players = [\"Ana\", \"Ben\", \"Cai\"]\nfrog = \"pets 8\"\n";
    auto c = store::load_user_config();
    REQUIRE(c.ok());
    CHECK(c->players.size() == 3);
    CHECK(c->source == (dir / "zref" / "config.toml").string());

    std::ofstream(dir / "zref" / "config.toml") << "\nfrgo = \"pets 8\"\n";
    auto bad = store::load_user_config();
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().rfind((dir / "zref" / "config.toml").string() + ":2: frgo: unknown setting (did you mean 'frog'?)",
                            0) == 0);

    if (old) ::setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
    else ::unsetenv("XDG_CONFIG_HOME");
    std::error_code ec;
    fs::remove_all(dir, ec);
}

TEST_CASE("config: presets say which keys they write", "[config]") {
    CHECK(store::preset_sets_key("first-game", "players"));
    CHECK_FALSE(store::preset_sets_key("first-game", "strictness"));
    CHECK_FALSE(store::preset_sets_key("no-such-preset.toml", "players"));
}

}  // namespace
}  // namespace zref::test
