// libFuzzer target: a journal file's bytes. They are split into lines as
// `zref resume` reads them (store::parse_journal) and replayed through
// store::fold_journal, the path `zref resume` takes (commands, `undo`,
// `edit N LINE`), into a Zombie Princess and a Bowling for Zombies referee.
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

    if (auto g = store::fold_journal<zp::Referee>(file, "fuzz.zref", fuzz::princess_data())) (void)g->over();
    (void)store::fold_journal<bfz::Referee>(file, "fuzz.zref", fuzz::bowling_data());
    return 0;
}
