// The two special cards that stand in front of a collection and shield it:
// the Defensive Stronghold (strength 5) and the Enormous Effigy (strength 4).
#pragma once
#include <string_view>

namespace zref::paella {

enum class Protection { stronghold, effigy };

inline constexpr std::string_view kStrongholdId = "defensive-stronghold";
inline constexpr std::string_view kEffigyId = "enormous-effigy";

inline std::string_view protection_name(Protection p) {
    return p == Protection::stronghold ? "Defensive Stronghold" : "Enormous Effigy";
}
inline std::string_view protection_id(Protection p) { return p == Protection::stronghold ? kStrongholdId : kEffigyId; }
inline int protection_strength(Protection p) { return p == Protection::stronghold ? 5 : 4; }

}  // namespace zref::paella
