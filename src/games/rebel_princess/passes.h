// The pass before a round, as the table's own Round card prints it.
#pragma once
#include <string>

#include "games/rebel_princess/data.h"
#include "games/rebel_princess/state.h"

namespace zref::rp {

// The pass of `card` at this table: the one its setup typed, else the one
// printed in the first of its boxes that has the card (unknown when none says).
PrintedPass table_pass(const TableSetup& setup, const RoundCardInfo& card);
// Whether `card`'s opening pass goes only between partners (Evil, but Welcome).
bool passes_between_partners(const RoundCardInfo& card);
// What the table does before trick 1: "Pass 3 cards to the right: Ana to Dee, ...".
std::string pass_reminder(const Seating& seating, const TableSetup& setup, const RoundCardInfo& card);

}  // namespace zref::rp
