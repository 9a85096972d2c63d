#include "games/zombie_princess/referee.h"

namespace zref::zp {

Referee::Referee(const GameData& data) : data_(&data), game_(std::make_unique<Game>(data)) {}

Result<Ruling> Referee::apply(std::string_view line) {
    auto r = game_->apply(line);
    if (r) history_.push_back(r->canonical);
    return r;
}

Result<std::string> Referee::undo() {
    if (history_.empty()) return fail("nothing to undo");
    std::string undone = history_.back();
    history_.pop_back();
    auto fresh = std::make_unique<Game>(*data_);
    for (const auto& line : history_) {
        // Every line was accepted before in this order, so it is accepted again.
        auto r = fresh->apply(line);
        if (!r) return fail("internal: replay failed at '" + line + "': " + r.error());
    }
    game_ = std::move(fresh);
    return undone;
}

}  // namespace zref::zp
