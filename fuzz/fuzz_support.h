// What the libFuzzer targets share: the built-in game data (loaded once, as
// zref does at start) and the fuzzer's bytes cut into lines the way a
// journal or a typist's session would be.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "games/bowling_for_zombies/data.h"
#include "games/rebel_princess/data.h"
#include "games/zombie_ninja_pirates/data.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_princess/data.h"

namespace zref::fuzz {

// The compiled-in data; aborts if it does not load (a broken build, not a
// finding).
const zp::GameData& princess_data();
const bfz::GameData& bowling_data();
const rp::GameData& rebel_data();
const paella::GameData& paella_data();
const znp::GameData& znp_data();

// The bytes as text, split at '\n' (the last piece may be unterminated).
std::vector<std::string_view> split_lines(std::string_view text);

// Lines replayed per input are capped so that one input stays fast: the
// engine copies its state per line and `edit` replays the history, and a
// slow input would hide real findings behind libFuzzer's timeout.
inline constexpr std::size_t kMaxLines = 200;

}  // namespace zref::fuzz
