#include "core/result.h"

namespace zref {

Error fail(std::string message) { return Error{std::move(message)}; }

}  // namespace zref
