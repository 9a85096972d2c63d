#include "sim/sim_journal.h"

namespace zref::sim {

void SimJournal::keep_notation(const zp::GameState& s) {
    seating_ = s.seating;
    codec_ = s.codec;
}

std::string SimJournal::line(std::size_t i) const {
    const Entry& e = entries_.at(i);
    if (e.line != kPlay) return lines_[e.line];
    std::string out;
    zp::write_play_line(out, seating_, codec_, e.play);
    return out;
}

std::vector<std::string> SimJournal::lines() const {
    std::vector<std::string> out;
    out.reserve(entries_.size());
    for (std::size_t i = 0; i < entries_.size(); ++i) out.push_back(line(i));
    return out;
}

}  // namespace zref::sim
