#include "sim/sim_journal.h"

namespace zref::sim {

std::string SimJournal::line(std::size_t i) const {
    const Entry& e = entries_.at(i);
    std::string out;
    switch (e.kind) {
        case Kind::Line: return lines_[static_cast<std::size_t>(e.number)];
        case Kind::Play:
            zp::write_play_line(out, seating_, codec_, zp::CardPlay{e.seat, e.card, e.only_princes});
            break;
        case Kind::Bid: zp::write_bid_line(out, seating_, zp::Bid{e.seat, e.number}); break;
    }
    return out;
}

std::vector<std::string> SimJournal::lines() const {
    std::vector<std::string> out;
    out.reserve(entries_.size());
    for (std::size_t i = 0; i < entries_.size(); ++i) out.push_back(line(i));
    return out;
}

}  // namespace zref::sim
