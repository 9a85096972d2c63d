// A 4-player table (Ana, Ben, Cai, Dee; deck 1-10; Ana starts round 1) set
// up with readings ('reading ID VALUE' lines before 'begin'), for the tests
// of each reading the table may switch (readings.h).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "support.h"

namespace zref::test {

// Individuals or Teams (Ana & Cai against Ben & Dee), rounds a a a a.
// With Princesses (typed in seat by seat) powers are on; without, off.
zp::Referee reading_table(const std::vector<std::string>& readings, bool teams = false,
                          const std::array<std::string, 4>& princesses = {});

}  // namespace zref::test
