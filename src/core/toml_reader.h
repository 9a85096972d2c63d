// Reading typed values out of a parsed game data file (toml++), with the
// first problem kept as "SOURCE: key: why". Shared by every game's loader.
#pragma once
#include <toml++/toml.h>

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/rules_text.h"
#include "core/text.h"

namespace zref {

// The text as TOML; a syntax error is one line, "SOURCE:LINE: what is wrong".
inline Result<toml::table> parse_toml(std::string_view text, const std::string& source) {
    try {
        return toml::parse(text, source);
    } catch (const toml::parse_error& e) {
        return fail(source + ":" + std::to_string(e.source().begin.line) + ": " + std::string(e.description()));
    }
}

struct TomlReader {
    using View = toml::node_view<const toml::node>;
    std::string source;
    std::string error;  // the first problem found, or ""

    bool bad(const std::string& key, const std::string& why) {
        if (error.empty()) error = source + ": " + key + ": " + why;
        return false;
    }
    template <class T>
    bool get(View node, const std::string& key, T& out) {
        auto v = node.template value<T>();
        if (!v) return bad(key, node ? "has the wrong type" : "is missing");
        out = *v;
        return true;
    }
    bool get_int(View node, const std::string& key, int& out) {
        std::int64_t v = 0;
        if (!get(node, key, v)) return false;
        out = static_cast<int>(v);
        return true;
    }
    bool text(View node, const std::string& key, std::string& out) {
        auto v = node.value<std::string>();
        if (!v) return bad(key, node ? "must be a string" : "is missing");
        out = *v;
        return true;
    }
    bool number(View node, const std::string& key, int& out, int lo, int hi) {
        auto v = node.value<std::int64_t>();
        if (!v) return bad(key, node ? "must be a whole number" : "is missing");
        if (*v < lo || *v > hi) return bad(key, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
        out = static_cast<int>(*v);
        return true;
    }
    bool strings(View node, const std::string& key, std::vector<std::string>& out, bool optional = false) {
        if (!node) return optional ? true : bad(key, "is missing");
        const auto* arr = node.as_array();
        if (!arr) return bad(key, "must be an array of strings");
        for (const auto& el : *arr) {
            auto s = el.value<std::string>();
            if (!s) return bad(key, "must be an array of strings");
            out.push_back(*s);
        }
        return true;
    }
    // An array of tables, each read by `fill(item_view, "name[i]", item)`.
    template <class T, class Fill>
    bool list(View root, const std::string& name, std::vector<T>& out, Fill fill) {
        const auto* items = root[name].as_array();
        if (!items || items->empty()) return bad(name, "must be an array of tables");
        for (std::size_t i = 0; i < items->size(); ++i) {
            T item;
            if (!fill(View{items->get(i)}, name + "[" + std::to_string(i) + "]", item)) return false;
            out.push_back(std::move(item));
        }
        return true;
    }
    // One of our readings; one with `values` is a reading a table may switch,
    // the first value our default.
    bool reading(View t, const std::string& key, Interpretation& out, std::vector<ReadingChoice>& choices) {
        std::vector<std::string> values;
        if (!(text(t["id"], key + ".id", out.id) && text(t["text"], key + ".text", out.text) &&
              strings(t["values"], key + ".values", values, true)))
            return false;
        if (values.size() == 1) return bad(key + ".values", "a reading a table may switch needs two values or more");
        if (!values.empty()) choices.push_back({out.id, values, values.front()});
        return true;
    }
    bool count_map(View node, const std::string& key, std::map<int, int>& out) {
        const auto* tbl = node.as_table();
        if (!tbl) return bad(key, "must be a table of player count = number");
        for (const auto& [k, v] : *tbl) {
            auto n = v.value<std::int64_t>();
            // parse_number, not atoi: a key too big for an int is refused, not undefined.
            auto players = parse_number<int>(std::string_view(k.str()));
            if (!n || !players || *players <= 0 || *n < std::numeric_limits<int>::min() ||
                *n > std::numeric_limits<int>::max())
                return bad(key, "must map player counts to whole numbers");
            out[*players] = static_cast<int>(*n);
        }
        return true;
    }
};

}  // namespace zref
