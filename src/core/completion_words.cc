#include "core/completion_words.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace zref {

const std::vector<std::string>& meta_commands() {
    static const std::vector<std::string> meta = {"help", "status", "sheet", "receipt", "why", "undo", "history", "edit", "quit"};
    return meta;
}

namespace {
// Words compared as a person reads them: runs of digits by value, so "k2"
// comes before "k10" and "9" before "10"; otherwise case-blind.
bool reads_before(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const bool da = std::isdigit(static_cast<unsigned char>(a[i])), db = std::isdigit(static_cast<unsigned char>(b[j]));
        if (da && db) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
            const std::string na = a.substr(i, ei - i), nb = b.substr(j, ej - j);
            if (na.size() != nb.size()) return na.size() < nb.size();  // no leading zeros in our words
            if (na != nb) return na < nb;
            i = ei, j = ej;
            continue;
        }
        const char ca = static_cast<char>(std::tolower(static_cast<unsigned char>(a[i])));
        const char cb = static_cast<char>(std::tolower(static_cast<unsigned char>(b[j])));
        if (ca != cb) return ca < cb;
        ++i, ++j;
    }
    if (a.size() - i != b.size() - j) return a.size() - i < b.size() - j;
    return a < b;  // same when read: a stable order all the same
}
}  // namespace

std::vector<std::string> starting_with(const std::vector<std::string>& pool, const std::string& prefix) {
    std::vector<std::string> out;
    const std::string want = lower(prefix);
    for (const auto& w : pool)
        if (lower(w).rfind(want, 0) == 0 && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    std::sort(out.begin(), out.end(), reads_before);
    return out;
}

std::vector<std::string> numbers_from(int lo, int hi) {
    std::vector<std::string> out;
    for (int i = lo; i <= hi; ++i) out.push_back(std::to_string(i));
    return out;
}

}  // namespace zref
