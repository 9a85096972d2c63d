// libFuzzer target: a journal file's bytes. They are split into lines as
// `zref resume` reads them (store::parse_journal) and replayed through
// store::replay_journal, the path `zref resume` takes (commands, `undo`,
// `edit N LINE`), into a fresh table of every game in the registry.
// Nothing is read from or written to disk.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "games/registry.h"
#include "store/game_files.h"
#include "store/journal.h"

namespace {

// Every game's built-in data, loaded once.
const std::vector<std::shared_ptr<const zref::LoadedData>>& loaded_games() {
    static const auto loaded = [] {
        std::vector<std::shared_ptr<const zref::LoadedData>> out;
        for (const auto* game : zref::games::all()) {
            auto data = game->load(game->builtin_data(), zref::UserSettings{});
            if (!data) {
                std::fprintf(stderr, "fuzz: built-in data does not load: %s\n", data.error().c_str());
                std::abort();
            }
            out.push_back(*data);
        }
        return out;
    }();
    return loaded;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    using namespace zref;
    const std::string text(reinterpret_cast<const char*>(bytes), size);
    store::JournalFile file = store::parse_journal(text);
    // Bound the work per input (see kMaxLines); the split itself ran in full.
    if (file.lines.size() > fuzz::kMaxLines) file.lines.resize(fuzz::kMaxLines);

    const auto& games = games::all();
    for (std::size_t i = 0; i < games.size(); ++i) {
        auto table = games[i]->new_table(loaded_games()[i]);
        if (store::replay_journal(*table, file, "fuzz.zref")) (void)table->over();
    }
    return 0;
}
