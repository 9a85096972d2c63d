#include "core/completion_words.h"

#include <algorithm>

#include "core/text.h"

namespace zref {

const std::vector<std::string>& meta_commands() {
    static const std::vector<std::string> meta = {"help", "status", "sheet", "why", "undo", "history", "edit", "quit"};
    return meta;
}

std::vector<std::string> starting_with(const std::vector<std::string>& pool, const std::string& prefix) {
    std::vector<std::string> out;
    const std::string want = lower(prefix);
    for (const auto& w : pool)
        if (lower(w).rfind(want, 0) == 0 && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> numbers_from(int lo, int hi) {
    std::vector<std::string> out;
    for (int i = lo; i <= hi; ++i) out.push_back(std::to_string(i));
    return out;
}

}  // namespace zref
