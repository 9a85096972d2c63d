// libFuzzer target: a journal file's bytes. They are split into lines as
// `zref resume` reads them (store::parse_journal) and replayed into a
// Zombie Princess referee through store::replay_game, the path `zref resume`
// takes (commands, `undo`, `edit N LINE`), and into a Bowling for Zombies
// referee the same way (its tests' path; the CLI does not resume it yet).
// Nothing is read from or written to disk.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"
#include "games/bowling_for_zombies/referee.h"
#include "store/game_files.h"
#include "store/journal.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace zref;
    const std::string text(reinterpret_cast<const char*>(bytes), size);
    store::JournalFile file = store::parse_journal(text);
    // Bound the work per input (see kMaxLines); the split itself ran in full.
    if (file.lines.size() > fuzz::kMaxLines) file.lines.resize(fuzz::kMaxLines);

    if (auto g = store::replay_game(file, "fuzz.zref", fuzz::princess_data())) (void)g->over();

    bfz::Referee ref(fuzz::bowling_data());
    for (const auto& line : file.lines)
        if (!ref.replay_journal_line(line.text)) break;  // resume stops at the first bad line
    return 0;
}
