// Which cards of a hand are of one suit, as a bit mask: self-play asks it
// for every card it plays (the cards that follow suit are tried first).
// A loop over the hand, one compare and one exit test a card, ended at a
// length that changes with every card: its exit was a mispredicted branch.
// Here the hand's room is read in four fixed SSE2 compares (every x86-64
// processor has SSE2), whatever the hand's length; elsewhere a loop of fixed
// length does the same.
#pragma once
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "games/trick_taking/card.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace zref::sim {

// The cards suit_mask reads: as many as a hand list's room must hold.
constexpr std::size_t kSuitMaskCards = 32;

// Bit i set when cards[i] is of `suit`, for i < n <= kSuitMaskCards. Reads
// kSuitMaskCards cards from `cards` whatever n is: the list must have that
// much room (its capacity), and the cards past n mean nothing and are masked
// off. Card is two bytes, its suit first.
inline std::uint32_t suit_mask(const tt::Card* cards, std::size_t n, std::uint8_t suit) {
    static_assert(std::is_trivially_copyable_v<tt::Card> && sizeof(tt::Card) == 2 && offsetof(tt::Card, suit) == 0);
    std::uint32_t mask = 0;
#if defined(__SSE2__)
    // Each card is one 16-bit lane; its low byte, the suit, is compared.
    const __m128i suit_byte = _mm_set1_epi16(0x00FF);
    const __m128i wanted = _mm_set1_epi16(suit);
    auto same_suit = [&](int k) {  // cards 8k to 8k+7: all ones where the suit matches
        const __m128i lanes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cards) + k);
        return _mm_cmpeq_epi16(_mm_and_si128(lanes, suit_byte), wanted);
    };
    // Packed to one byte a card, then one bit a card.
    const auto low = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(same_suit(0), same_suit(1))));
    const auto high = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(same_suit(2), same_suit(3))));
    mask = low | high << 16;
#else
    for (std::size_t i = 0; i < kSuitMaskCards; ++i) mask |= std::uint32_t{cards[i].suit == suit} << i;
#endif
    return n >= kSuitMaskCards ? mask : mask & ((std::uint32_t{1} << n) - 1);
}

}  // namespace zref::sim
