#include "games/rebel_princess/tools/tools.h"

#include "games/rebel_princess/module.h"

namespace zref::rp {

std::vector<Tool> Module::tools() const { return {trick_tool(), score_tool()}; }

}  // namespace zref::rp
