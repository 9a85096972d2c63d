// The Princesses ("Princesses"): each player is dealt two from the table's
// boxes (Team Mode's never) and keeps one for the whole game; with too few
// for two each (six players and the first edition alone), one each. Or the
// table deals real cards and types who kept whom (`princesses enter`).
#include <algorithm>

#include "core/rng.h"
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"

namespace zref::rp {

namespace {

// The Princesses a table of these boxes plays with, by index.
std::vector<int> pool_of(const GameData& data, const TableSetup& setup) {
    std::vector<int> out;
    for (std::size_t i = 0; i < data.princesses.size(); ++i) {
        const auto& p = data.princesses[i];
        const bool in_box = std::any_of(p.sets.begin(), p.sets.end(), [&](const std::string& b) {
            return std::find(setup.sets.begin(), setup.sets.end(), b) != setup.sets.end();
        });
        if (in_box && !p.teams_only) out.push_back(static_cast<int>(i));
    }
    return out;
}

std::string names_of(const GameData& data, const std::vector<int>& list) {
    std::vector<std::string> out;
    for (int i : list) out.push_back(data.princesses[static_cast<std::size_t>(i)].name + " (" +
                                     data.princesses[static_cast<std::size_t>(i)].id + ")");
    return join(out, " or ");
}

}  // namespace

std::string princess_name(const GameData& data, const GameState& s, int seat) {
    const int i = s.princess.at(static_cast<std::size_t>(seat));
    return i < 0 ? std::string("no Princess") : data.princesses[static_cast<std::size_t>(i)].name;
}

Result<Ruling> Game::on_princesses(GameState& s, const Command& c) const {
    const std::string mode = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (mode != "deal" && mode != "enter" && mode != "none")
        return fail("princesses: give 'deal' (zref deals two each from the table's boxes), 'enter' (the table dealt "
                    "them and types who kept whom) or 'none'");
    s.setup.princesses = mode;
    Ruling r;
    r.headline = mode == "deal" ? "Princesses: zref deals two each; each player keeps one"
               : mode == "enter" ? "Princesses: the table deals them; type 'princess NAME ID' for each player"
                                 : "Princesses: none this game";
    return r;
}

// Deals the offers from the seeded draw; a player with one offer keeps it.
void Game::deal_princesses(GameState& s, Rng& rng, Ruling& r) const {
    const int n = s.seating.size();
    s.princess.assign(static_cast<std::size_t>(n), -1);
    s.offers.assign(static_cast<std::size_t>(n), {});
    if (s.setup.princesses == "none") return;
    std::vector<int> pool = pool_of(*data_, s.setup);
    if (s.setup.princesses == "enter") {
        r.notices.push_back("Deal the Princesses; each player keeps one. Type 'princess NAME ID' for each player.");
        return;
    }
    const int each = static_cast<int>(pool.size()) >= 2 * n ? 2 : 1;
    rng.shuffle(pool);
    for (int seat = 0; seat < n; ++seat) {
        auto& offer = s.offers[static_cast<std::size_t>(seat)];
        for (int k = 0; k < each && !pool.empty(); ++k) {
            offer.push_back(pool.back());
            pool.pop_back();
        }
        if (offer.size() == 1) s.princess[static_cast<std::size_t>(seat)] = offer.front();
        r.notices.push_back(s.seating.name(seat) + (offer.size() == 1 ? " is dealt " : " chooses ") +
                            names_of(*data_, offer));
    }
    if (each == 1) r.notices.push_back("Too few Princesses in these boxes for two each: one each, kept");
}

bool Game::princesses_chosen(const GameState& s) const {
    if (s.setup.princesses == "none") return true;
    return std::none_of(s.princess.begin(), s.princess.end(), [](int i) { return i < 0; });
}

Result<Ruling> Game::on_princess(GameState& s, const Command& c) const {
    if (c.args.size() != 2) return fail("princess: give the player and the Princess she keeps, e.g. 'princess Ana cinderella'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    const PrincessInfo* p = data_->princess(c.args[1]);
    if (!p) {
        std::vector<std::string> ids;
        for (const auto& q : data_->princesses) ids.push_back(q.id);
        return fail("princess: no Princess '" + c.args[1] + "'" + did_you_mean(c.args[1], ids));
    }
    const int index = static_cast<int>(p - data_->princesses.data());
    const auto& offer = s.offers[static_cast<std::size_t>(*seat)];
    int& mine = s.princess[static_cast<std::size_t>(*seat)];
    if (mine >= 0) return fail(s.seating.name(*seat) + " already keeps " + princess_name(*data_, s, *seat));
    if (s.setup.princesses == "deal" && std::find(offer.begin(), offer.end(), index) == offer.end())
        return fail(s.seating.name(*seat) + " was dealt " + names_of(*data_, offer) + ", not " + p->name);
    const auto pool = pool_of(*data_, s.setup);
    if (std::find(pool.begin(), pool.end(), index) == pool.end())
        return fail(p->name + " is not among the Princesses of this table's boxes (" + join(s.setup.sets, " ") + ")" +
                    (p->teams_only ? ": she is for Team Mode" : ""));
    if (std::find(s.princess.begin(), s.princess.end(), index) != s.princess.end())
        return fail(p->name + " is already kept by another player");
    mine = index;
    Ruling r;
    r.headline = s.seating.name(*seat) + " keeps " + p->name + " (" + p->power + ")";
    if (!princess_power(p->id))
        r.warnings.push_back("zref does not referee " + p->name + "'s power yet: the table settles it when she uses it");
    if (princesses_chosen(s)) {
        s.phase = Phase::Tricks;
        start_round(s, 1, s.round.start, r);
    }
    return r;
}

}  // namespace zref::rp
