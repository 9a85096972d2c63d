// The pass each Round card asks for (Round Cards: the number with the arrow).
// Our copy of the rulebook prints it for only a few cards, so a table types
// the rest once from its own cards, at setup ('passes LETTER COUNT WAY') or
// as a round starts ('passes COUNT WAY'); zref then reminds every round and
// checks a pass the table announces against what it knows.
#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

namespace {

constexpr int kHalf = tt::kHalfHand;  // as RoundCardInfo

// The count as 'passes' takes it: "3", "half".
std::string count_word(int count) { return count == kHalf ? "half" : std::to_string(count); }

std::string pass_text(const PassRule& p) {
    return pass_count_text(p.count) + " to the " + (p.direction == PassDirection::Left ? "left" : "right");
}

// COUNT and WAY as typed: a count from 0 to 20 or 'half', then 'left' or 'right'.
Result<PassRule> parse_pass(const std::string& count, const std::string& way, const std::string& usage) {
    PassRule p;
    if (lower(count) == "half") {
        p.count = kHalf;
    } else {
        const auto n = parse_number<int>(count);
        if (!n || *n < 0 || *n > 20) return fail("passes: '" + count + "' is not a pass count; give 0 to 20 or half, " + usage);
        p.count = *n;
    }
    const std::string w = lower(way);
    if (w == "left") p.direction = PassDirection::Left;
    else if (w == "right") p.direction = PassDirection::Right;
    else return fail("passes: '" + way + "' is not a direction; give left or right (the card's arrow), " + usage);
    return p;
}

TypedPass typed(const PassRule& p) { return TypedPass{static_cast<std::int8_t>(p.count), p.direction == PassDirection::Left}; }

}  // namespace

PassRule pass_rule(const GameState& s, const RoundCardInfo& card) {
    if (card.letter >= 'a' && card.letter <= 'z') {
        const TypedPass& t = s.setup.passes[static_cast<std::size_t>(card.letter - 'a')];
        if (t.count != -1) return {t.count, t.to_left ? PassDirection::Left : PassDirection::Right};
    }
    if (card.pass_count == -1 || card.pass_direction == PassDirection::Unknown) return {};
    return {card.pass_count, card.pass_direction};
}

// Setup: 'passes g 3 left', the numbers printed on Round card g.
Result<Ruling> Game::on_passes_setup(GameState& s, const Command& c) const {
    const std::string usage = "e.g. 'passes g 3 left' or 'passes e half right'";
    if (c.args.size() != 3) return fail("passes: give a Round card, a count and a direction, " + usage);
    const std::string letter = lower(c.args[0]);
    const RoundCardInfo* card = letter.size() == 1 ? data_->round_card(letter[0]) : nullptr;
    if (!card) return fail("passes: '" + c.args[0] + "' is not a Round card letter; give a to z, " + usage);
    auto pass = parse_pass(c.args[1], c.args[2], usage);
    if (!pass) return fail(pass.error());
    const PassRule known = pass_rule(s, *card);
    s.setup.passes[static_cast<std::size_t>(card->letter - 'a')] = typed(*pass);
    Ruling r = ruling();
    if (explaining_) {
        r.headline = "Round card " + letter + " (" + card->name + "): pass " + pass_text(*pass);
        if (known.count != -1 && (known.count != pass->count || known.direction != pass->direction))
            r.notices.push_back("This replaces " + pass_text(known) + ", as zref had it.");
    }
    return r;
}

// In a round, before the first bid: the table says the pass it is making.
// zref checks it against the card's known numbers, or learns them.
Result<Ruling> Game::on_passes_announced(GameState& s, const Command& c) const {
    const std::string usage = "e.g. 'passes 3 left' (the numbers on this Round card)";
    for (int bid : s.round.bids)
        if (bid >= 0) return fail("passes: the pass is made before bidding, and bids have begun; 'undo' to go back");
    if (c.args.size() != 2) return fail("passes: give the count and the direction on the Round card, " + usage);
    auto pass = parse_pass(c.args[0], c.args[1], usage);
    if (!pass) return fail(pass.error());
    const RoundCardInfo* card = data_->round_card(s.round.card);
    const PassRule known = pass_rule(s, *card);
    const std::string named = "Round card " + std::string(1, s.round.card) + " (" + card->name + ")";
    if (known.count != -1 && (known.count != pass->count || known.direction != pass->direction))
        return fail("passes: " + named + " passes " + pass_text(known) +
                    ", not " + pass_text(*pass) + "; check the arrow on the card, then type 'passes " +
                    count_word(known.count) + " " + (known.direction == PassDirection::Left ? "left" : "right") + "'");
    Ruling r = ruling();
    if (known.count == -1) s.setup.passes[static_cast<std::size_t>(s.round.card - 'a')] = typed(*pass);
    if (explaining_) {
        r.headline = named + ": pass " + pass_text(*pass) + (known.count == -1 ? " (noted for this game)" : ", as zref has it");
        if (s.seating.teams()) r.notices.push_back("In Teams the cards go to your partner, whichever way the arrow points.");
    }
    return r;
}

}  // namespace zref::zp
