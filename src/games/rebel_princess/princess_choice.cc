// The Princesses ("Princesses"): each player is dealt two from the table's
// boxes (Team Mode's never) and keeps one for the whole game; with too few
// for two each (six players and the first edition alone), one each. Or the
// table deals real cards and types who kept whom (`princesses enter`). In
// Team Mode, `princesses villains`: each team keeps one villain pair, typed
// for one partner; the other partner keeps the other villain of the pair.
#include <algorithm>

#include "core/rng.h"
#include "core/text.h"
#include "games/rebel_princess/game.h"
#include "games/rebel_princess/princess.h"
#include "games/rebel_princess/sections.h"

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

// The villain pairs of these boxes, as the index of the first of each pair.
std::vector<int> villain_pairs(const GameData& data, const TableSetup& setup) {
    std::vector<int> out;
    for (std::size_t i = 0; i < data.princesses.size(); ++i) {
        const auto& p = data.princesses[i];
        const PrincessInfo* other = p.pair.empty() ? nullptr : data.princess(p.pair);
        const bool in_box = std::any_of(p.sets.begin(), p.sets.end(), [&](const std::string& b) {
            return std::find(setup.sets.begin(), setup.sets.end(), b) != setup.sets.end();
        });
        if (p.teams_only && other && in_box && other > &p) out.push_back(static_cast<int>(i));
    }
    return out;
}

// "elder-stepsister + younger-stepsister, evil-queen + queen-of-hearts or ...".
std::string pairs_text(const GameData& data, const std::vector<int>& firsts) {
    std::vector<std::string> out;
    for (int i : firsts) {
        const auto& p = data.princesses[static_cast<std::size_t>(i)];
        out.push_back(p.id + " + " + p.pair);
    }
    return join(out, ", ");
}

// `princesses villains`: the Princess typed and her pair's other villain,
// kept by the player and by her partner.
Result<Ruling> keep_villain_pair(const GameData& data, GameState& s, int seat, const PrincessInfo& p) {
    const auto firsts = villain_pairs(data, s.setup);
    const PrincessInfo* other = p.pair.empty() ? nullptr : data.princess(p.pair);
    const int index = static_cast<int>(&p - data.princesses.data());
    const int other_index = other ? static_cast<int>(other - data.princesses.data()) : -1;
    if (!p.teams_only || !other || std::find(firsts.begin(), firsts.end(), std::min(index, other_index)) == firsts.end())
        return fail("with 'princesses villains' each team keeps a villain pair: name one of " + pairs_text(data, firsts) +
                    ", not " + p.name);
    const int partner = s.seating.partner(seat);
    for (int i : {index, other_index})
        if (const auto it = std::find(s.princess.begin(), s.princess.end(), i); it != s.princess.end())
            return fail(data.princesses[static_cast<std::size_t>(i)].name + " is already kept by " +
                        s.seating.name(static_cast<int>(it - s.princess.begin())) +
                        "'s team: two teams never keep the same pair");
    s.princess[static_cast<std::size_t>(seat)] = index;
    s.princess[static_cast<std::size_t>(partner)] = other_index;
    Ruling r;
    r.headline = s.seating.name(seat) + " keeps " + p.name + " (" + p.power + ") and partner " + s.seating.name(partner) +
                 " keeps " + other->name + " (" + other->power + ")";
    r.because("a team keeps a villain pair together: the pair is never split", std::string(sec::TeamMode));
    return r;
}

}  // namespace

std::string princess_name(const GameData& data, const GameState& s, int seat) {
    const int i = s.princess.at(static_cast<std::size_t>(seat));
    return i < 0 ? std::string("no Princess") : data.princesses[static_cast<std::size_t>(i)].name;
}

const PrincessPower* power_of(const GameData& data, const GameState& s, int seat) {
    if (seat < 0 || static_cast<std::size_t>(seat) >= s.princess.size()) return nullptr;
    const int i = s.princess[static_cast<std::size_t>(seat)];
    return i < 0 ? nullptr : princess_power(data.princesses[static_cast<std::size_t>(i)].id);
}

Result<Ruling> Game::on_princesses(GameState& s, const Command& c) const {
    const std::string mode = c.args.size() == 1 ? lower(c.args[0]) : "";
    if (mode != "deal" && mode != "enter" && mode != "none" && mode != "villains")
        return fail("princesses: give 'deal' (zref deals two each from the table's boxes), 'enter' (the table dealt "
                    "them and types who kept whom), 'none' or, in Team Mode, 'villains' (each team keeps a villain pair)");
    if (mode == "villains" && !s.setup.teams)
        return fail("princesses: 'villains' is for Team Mode only (each team keeps a villain pair): type 'mode teams' "
                    "first, or give 'deal', 'enter' or 'none'");
    s.setup.princesses = mode;
    Ruling r;
    r.headline = mode == "deal" ? "Princesses: zref deals two each; each player keeps one"
               : mode == "enter" ? "Princesses: the table deals them; type 'princess NAME ID' for each player"
               : mode == "villains" ? "Princesses: each team keeps a villain pair; type 'princess NAME ID' for one partner"
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
    if (s.setup.princesses == "villains") {
        r.notices.push_back("Each team keeps one villain pair (" + pairs_text(*data_, villain_pairs(*data_, s.setup)) +
                            "): type 'princess NAME ID' for one partner; the other partner keeps the pair's other villain.");
        return;
    }
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
    if (s.setup.princesses == "villains") {
        auto kept = keep_villain_pair(*data_, s, *seat, *p);
        if (kept && princesses_chosen(s)) {
            s.phase = Phase::Tricks;
            start_round(s, 1, s.round.start, *kept);
        }
        return kept;
    }
    if (s.setup.princesses == "deal" && std::find(offer.begin(), offer.end(), index) == offer.end())
        return fail(s.seating.name(*seat) + " was dealt " + names_of(*data_, offer) + ", not " + p->name);
    const auto pool = pool_of(*data_, s.setup);
    if (std::find(pool.begin(), pool.end(), index) == pool.end())
        return fail(p->name + " is not among the Princesses of this table's boxes (" + join(s.setup.sets, " ") + ")" +
                    (!p->teams_only      ? ""
                     : s.setup.teams ? ": the villain pairs are kept only with 'princesses villains'"
                                     : ": she is for Team Mode"));
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
