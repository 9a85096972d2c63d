// Shared by the rules tests: the built-in game data and a referee set up
// from a few lines, with REQUIRE on every step so a broken setup fails loudly.
#pragma once
#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <vector>

#include "games/zombie_princess/referee.h"
#include "games/zombie_princess/data_loader.h"
#include "games/zombie_princess/table/render.h"
#include "store/journal.h"

namespace zref::test {

using tt::Card;  // the trick-taking core's cards, which Zombie Princess plays with
using tt::CardCodec;

const zp::GameData& data();

// Applies each line and REQUIREs that it is accepted.
void play(zp::Referee& ref, std::initializer_list<std::string> lines);
void play(zp::Referee& ref, const std::vector<std::string>& lines);

// Applies a line, REQUIREs it is accepted and returns the ruling.
Ruling accepted(zp::Referee& ref, const std::string& line);

// Applies one line and REQUIREs that it is refused; returns the message.
std::string refused(zp::Referee& ref, const std::string& line);

// A table past setup: players in clockwise order, Round cards (e.g. "a a a a"),
// the first player named starts round 1, Princesses none, powers off.
zp::Referee table(const std::vector<std::string>& players, bool teams = false, const std::string& rounds = "a a a a",
                  const std::string& start = "");

// The last round's receipt of `side` (a seat in Individuals, a team in Teams).
const zp::Receipt& receipt(const zp::Referee& ref, int side);

// Scoring step n (1-6) of the last round's receipt of `side`; REQUIREs that
// the receipt's line n is that step.
const zp::ReceiptLine& step(const zp::Referee& ref, int side, int n);

// The line of scoring step n (1-6) in a receipt; FAILs when there is none.
const zp::ReceiptLine& step(const zp::Receipt& r, int n);

// The referee's state.
const zp::GameState& state(const zp::Referee& ref);

// Whether one of the texts (notices, completions) is exactly `text`
// (any_contains below looks for a part of one).
bool has(const std::vector<std::string>& texts, const std::string& text);

// What a loaded game shows: the accepted history and the score sheet.
struct Snapshot {
    std::vector<std::string> history;
    std::string sheet;
    bool operator==(const Snapshot&) const = default;
};
inline Snapshot snapshot(const zp::Referee& ref) { return {ref.history(), zp::render_sheet_json(ref.game().state())}; }

// Zombie Princess's suits as the game data lists them (a Card's suit, an
// index of a seat's void_since).
inline constexpr std::uint8_t kVillagers = 0, kPets = 1, kKnights = 2, kPrinces = 3;

// The four Individuals of the rulebook's "Example: The Last Trick of the 1st
// Hand" (tests/scenarios/last-trick*.zref), by seat.
enum ScenarioSeat { Scheherazade = 0, Cinderella = 1, RedRidingHood = 2, Dorothy = 3 };

// The folder of the whole-game transcripts (tests/transcripts/*.zref and
// their expected sheets).
inline const std::string kTranscripts = std::string(ZREF_TEST_DIR) + "/transcripts";

// A Zombie Princess journal read from disk and replayed, as `zref resume`
// reads it, with the game data it refers to.
struct SavedGame {
    std::unique_ptr<zp::GameData> data;
    std::unique_ptr<zp::Referee> referee;
    store::JournalFile file;
    bool over() const { return referee && referee->game().state().phase == zp::Phase::GameOver; }
};
Result<SavedGame> load_game(const std::string& path, zp::GameData data);

// Whether one of the texts (notices, warnings) contains `part`.
bool any_contains(const std::vector<std::string>& texts, const std::string& part);

// A fresh directory under the system temp dir, removed when the test ends.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }
    std::string file(const std::string& name) const { return (path_ / name).string(); }

private:
    std::filesystem::path path_;
};

// `text` with the first `from` replaced by `to` (REQUIREs that it is there):
// game data with one thing changed.
std::string with(std::string_view text, const std::string& from, const std::string& to);

// The whole content of a file ("" when it cannot be read).
std::string slurp(const std::string& path);

}  // namespace zref::test
