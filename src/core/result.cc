#include "core/result.h"

#include "core/text.h"

namespace zref {

Error fail(std::string message) { return Error{std::move(message)}; }

Error count_refusal(std::string_view word, int lo, int hi, std::string_view what) {
    return fail("'" + std::string(word) + "' is not a valid " + std::string(what) + ": give a whole number from " +
                std::to_string(lo) + " to " + std::to_string(hi));
}

Result<int> parse_count(std::string_view word, int lo, int hi, std::string_view what) {
    auto v = parse_number<int>(word);
    if (!v || *v < lo || *v > hi) return count_refusal(word, lo, hi, what);
    return *v;
}

}  // namespace zref
