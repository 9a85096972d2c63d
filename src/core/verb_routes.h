// Which verbs each phase of a game accepts, and the handler of each. One
// table per game module serves dispatch, shorthand, completion and
// did-you-mean, so the verbs a game knows are written down once.
#pragma once
#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "core/text.h"

namespace zref {

template <class Phase, class Handler>
struct VerbRoute {
    Phase phase;
    std::string_view verb;
    Handler handler;  // nullptr: known, but answered before routing (the journal's "game" line)
};

template <class Phase, class Handler>
class VerbRoutes {
public:
    using Route = VerbRoute<Phase, Handler>;

    template <std::size_t N>
    constexpr explicit VerbRoutes(const Route (&routes)[N]) : routes_(routes, N) {}

    // The handler of `verb` in phase `p`; nullptr when the phase does not take it.
    // A flat scan: a game has a couple of dozen routes, cheaper than a map keyed by strings.
    Handler find(Phase p, std::string_view verb) const {
        const Route* r = route(p, verb);
        return r ? r->handler : nullptr;
    }
    // The route of `verb` in phase `p`; nullptr when the phase does not take it.
    const Route* route(Phase p, std::string_view verb) const {
        for (const auto& r : routes_)
            if (r.phase == p && r.verb == verb) return &r;
        return nullptr;
    }
    bool accepted_in(Phase p, std::string_view verb) const {
        return std::any_of(routes_.begin(), routes_.end(), [&](const Route& r) { return r.phase == p && r.verb == verb; });
    }
    // A verb of some phase: "not accepted now" rather than "unknown".
    bool known(std::string_view verb) const {
        return std::any_of(routes_.begin(), routes_.end(), [&](const Route& r) { return r.verb == verb; });
    }
    // Each verb once, in table order (for did-you-mean).
    std::vector<std::string> all() const { return distinct([](const Route&) { return true; }); }
    // The refusal of a verb the moment does not take: "not accepted now" for
    // a verb of another moment, else "unknown" with the closest verb; both
    // end with what the game waits for.
    Error refuse(std::string_view verb, const std::string& waiting) const {
        if (known(verb)) return fail("'" + std::string(verb) + "' is not accepted now: " + waiting);
        return fail("unknown command '" + std::string(verb) + "'" + did_you_mean(verb, all()) + ": " + waiting);
    }
    // The verbs of phase `p`, each once, in table order (for completion and help).
    std::vector<std::string> in_phase(Phase p) const {
        return distinct([&](const Route& r) { return r.phase == p; });
    }

private:
    template <class Keep>
    std::vector<std::string> distinct(Keep keep) const {
        std::vector<std::string> out;
        for (const auto& r : routes_)
            if (keep(r) && std::find(out.begin(), out.end(), r.verb) == out.end()) out.emplace_back(r.verb);
        return out;
    }
    std::span<const Route> routes_;
};

// The journal's first line, "game ID": accepted when it names this game.
inline Result<Ruling> accept_game_line(const Command& c, std::string_view id, const std::string& name) {
    if (c.args.size() == 1 && lower(c.args[0]) == id) {
        Ruling r;
        r.headline = "Game: " + name;
        return r;
    }
    return fail("this journal is for '" + (c.args.empty() ? std::string("?") : c.args[0]) + "', not " + std::string(id));
}

}  // namespace zref
