#include "sim/sim_journal.h"

namespace zref::sim {

void SimJournal::add_play(const zp::GameState& s, const zp::CardPlay& play) {
    if (seating_.size() == 0) {  // the first card of the game
        seating_ = s.seating;
        codec_ = s.codec;
    }
    entries_.push_back({std::string(), play, true});
}

std::string SimJournal::line(std::size_t i) const {
    const Entry& e = entries_.at(i);
    if (!e.is_play) return e.line;
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
