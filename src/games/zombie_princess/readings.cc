#include "games/zombie_princess/readings.h"

namespace zref::zp {

std::optional<ReadingId> find_reading_id(std::string_view id) {
    for (std::size_t i = 0; i < kReadingCount; ++i)
        if (kReadingSpecs[i].id == id) return static_cast<ReadingId>(i);
    return std::nullopt;
}

std::optional<std::uint8_t> find_reading_value(ReadingId id, std::string_view value) {
    const auto& values = spec_of(id).values;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] == value) return static_cast<std::uint8_t>(i);
    return std::nullopt;
}

}  // namespace zref::zp
