#include "store/line_check.h"

#include <array>

namespace zref::store {

namespace {

constexpr std::string_view kMark = " #~";
constexpr std::size_t kDigits = 8;

constexpr auto kCrcTable = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        t[i] = c;
    }
    return t;
}();

constexpr char kHex[] = "0123456789abcdef";

std::optional<std::uint32_t> hex_value(std::string_view digits) {
    std::uint32_t v = 0;
    for (char ch : digits) {
        int d;
        if (ch >= '0' && ch <= '9') d = ch - '0';
        else if (ch >= 'a' && ch <= 'f') d = ch - 'a' + 10;
        else return std::nullopt;  // upper case too: zref writes lower case only
        v = (v << 4) | static_cast<std::uint32_t>(d);
    }
    return v;
}

}  // namespace

std::uint32_t crc32(std::string_view bytes) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (char ch : bytes) c = kCrcTable[(c ^ static_cast<unsigned char>(ch)) & 0xFFu] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

std::string with_check(std::string_view text) {
    std::string out;
    out.reserve(text.size() + kMark.size() + kDigits);
    out.append(text);
    out.append(kMark);
    const std::uint32_t c = crc32(text);
    for (int shift = 28; shift >= 0; shift -= 4) out.push_back(kHex[(c >> shift) & 0xFu]);
    return out;
}

CheckedText split_check(std::string_view line) {
    if (line.size() < kMark.size() + kDigits) return {line, std::nullopt};
    const std::size_t at = line.size() - kMark.size() - kDigits;
    if (line.substr(at, kMark.size()) != kMark) return {line, std::nullopt};
    auto value = hex_value(line.substr(at + kMark.size()));
    if (!value) return {line, std::nullopt};
    return {line.substr(0, at), value};
}

}  // namespace zref::store
