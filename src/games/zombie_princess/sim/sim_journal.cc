#include "games/zombie_princess/sim/sim_journal.h"

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
        case Kind::Words: {
            Command c;
            for (std::int32_t w = e.number; w < e.number + e.seat; ++w) {
                const auto at = static_cast<std::size_t>(w);
                const std::size_t start = at == 0 ? 0 : word_ends_[at - 1];
                std::string word = words_.substr(start, word_ends_[at] - start);
                if (w == e.number) c.verb = std::move(word);
                else c.args.push_back(std::move(word));
            }
            return c.to_line();
        }
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
