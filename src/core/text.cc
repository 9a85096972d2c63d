#include "core/text.h"

#include "core/command.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace zref {

namespace {
// ASCII folding, as std::tolower does in the "C" locale zref runs in, without
// a libc call per character: names and ids are compared on every command.
constexpr char fold(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
}  // namespace

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = fold(c);
    return out;
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (fold(a[i]) != fold(b[i])) return false;
    return true;
}

bool starts_with_ci(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}

std::string concat(std::initializer_list<std::string_view> pieces) {
    std::size_t size = 0;
    for (auto p : pieces) size += p.size();
    // Sized once and filled by copying: appending piece by piece checked
    // the capacity and called the library for each piece.
    std::string out(size, '\0');
    char* at = out.data();
    for (auto p : pieces) {
        if (!p.empty()) std::memcpy(at, p.data(), p.size());
        at += p.size();
    }
    return out;
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out += sep;
        out += parts[i];
    }
    return out;
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
    auto same = [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    };
    // Rows i-2, i-1 and i: two letters swapped ("bdi" for "bid") is one slip, not two.
    std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = same(a[i - 1], b[j - 1]) ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                cur[j] = std::min(cur[j], before[j - 2] + 1);
        }
        std::swap(before, prev);
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string closest(std::string_view word, const std::vector<std::string>& candidates) {
    std::string best;
    std::size_t best_d = 0;
    for (const auto& c : candidates) {
        std::size_t d = edit_distance(word, c);
        if (starts_with_ci(c, word) && !word.empty()) d = std::min<std::size_t>(d, 1);
        if (best.empty() || d < best_d) {
            best = c;
            best_d = d;
        }
    }
    // Only a near miss is worth suggesting: at most a third of the word wrong.
    std::size_t limit = std::max<std::size_t>(1, (word.size() + 2) / 3);
    return (!best.empty() && best_d <= limit) ? best : std::string{};
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
    auto c = closest(word, candidates);
    return c.empty() ? std::string{} : " (did you mean '" + c + "'?)";
}

std::vector<std::string> split_names(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ',') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else if (c == ' ' && s.find(',') == std::string::npos) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    for (auto& n : out) {
        while (!n.empty() && n.front() == ' ') n.erase(n.begin());
        while (!n.empty() && n.back() == ' ') n.pop_back();
    }
    return out;
}

std::string quoted_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += " " + quote_if_needed(w);
    return out;
}

}  // namespace zref
