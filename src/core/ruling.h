// What zref says after accepting a command: a headline, the reasons behind it
// (each naming the rulebook section it rests on), warnings the table should
// weigh (a possible revoke), and notices of what happens next.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace zref {

struct Reason {
    std::string text;
    std::string section;  // rulebook section, e.g. "Playing a Trick"
    friend bool operator==(const Reason&, const Reason&) = default;
};

struct Ruling {
    std::string canonical;  // the command as it is written to the journal
    std::string headline;
    std::vector<Reason> reasons;
    std::vector<std::string> warnings;
    std::vector<std::string> notices;
    // Set when this command finished a round: the receipts belong after
    // this many notices (before what the next round asks for).
    std::size_t receipts_at = 0;
    bool scored_round = false;
    // Whether the texts that are only read (headline, reasons, notices) are
    // written: a game that is not explaining (self-play's bench) makes its
    // rulings with this off, and the Round card and Princess hooks they
    // pass through check it before building a text. Warnings, which the
    // table has to weigh, are written either way.
    bool worded = true;

    // Empty again, as Ruling{} is, keeping the lists' buffers: for a caller
    // that fills one ruling for many commands (self-play's card plays). The
    // binding names the fields, so it stops compiling when one is added:
    // whoever adds it comes here to clear it too.
    void clear() {
        [[maybe_unused]] auto& [canonical_, headline_, reasons_, warnings_, notices_, receipts_at_, scored_round_,
                                worded_] = *this;
        canonical.clear();
        headline.clear();
        reasons.clear();
        warnings.clear();
        notices.clear();
        receipts_at = 0;
        scored_round = false;
        worded = true;
    }

    Ruling& because(std::string text, std::string section) {
        reasons.push_back({std::move(text), std::move(section)});
        return *this;
    }
};

}  // namespace zref
