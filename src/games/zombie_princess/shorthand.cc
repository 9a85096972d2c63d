// Shorthand ("k7", "Ana 2", "count"): a typed line read as the full command
// the table is waiting for, so the journal keeps one spelling.
#include <cctype>

#include "core/completion_words.h"
#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

namespace {
// "c" for "count", "y" for "yes": a start that fits one of the choices
// alone is that choice; anything else is left as typed, for its refusal.
std::string one_choice(const std::string& word, std::initializer_list<const char*> choices) {
    std::string found;
    for (const char* choice : choices)
        if (!word.empty() && std::string_view(choice).substr(0, word.size()) == lower(word)) {
            if (!found.empty()) return word;
            found = choice;
        }
    return found.empty() ? word : found;
}
}  // namespace

Result<Command> Game::expand_shorthand(const GameState& s, const Command& c) const {
    // A verb of this phase is taken as typed; "frog" alone while cards are
    // played is the Frog card, not the Frog decision.
    if (c.verb == "game" || routes().accepted_in(s.phase, c.verb)) return c;
    if (routes().known(c.verb) && !(s.phase == Phase::Tricks && c.verb == "frog" && c.args.empty())) return c;
    for (const auto& v : rule_of(s).verbs())
        if (v.verb == c.verb) return c;
    const auto& seating = s.seating;
    auto rest_of = [&](std::size_t from) {
        std::vector<std::string> rest;
        for (std::size_t i = from; i < c.args.size(); ++i) rest.push_back(c.args[i]);
        return rest;
    };
    std::vector<std::string> words{c.verb};
    words.insert(words.end(), c.args.begin(), c.args.end());
    // "ice" for "power ice": a Princess's word alone, where powers may be
    // declared and someone at the table has her (a player's name comes first).
    if (s.setup.powers && routes().accepted_in(s.phase, "power") && !seating.find(c.verb))
        if (const PrincessInfo* p = data_->princess(c.verb); p && seat_of_princess(s, p->id) >= 0)
            return Command{"power", words};
    // "Ana 2" / "Ana k7" / "Ana count": a seat name followed by the rest.
    int seat = -1;
    std::vector<std::string> rest = words;
    if (seating.size() > 0 && !c.args.empty()) {
        if (auto found = seating.find(c.verb)) {
            seat = *found;
            rest = rest_of(0);
        }
    }
    auto who = [&](int fallback) { return seat >= 0 ? seating.name(seat) : seating.name(fallback); };
    switch (s.phase) {
        case Phase::Declare: {
            // "Ana k3" or just "k3": the entry the Round card is waiting for.
            const auto& pending = s.round.pending;
            if (pending.empty()) break;
            const Requirement* req = &pending.front();
            // An entry typed without a name (anonymous discards): the words are the entry.
            if (!rule_of(s).entry_names_player(s, req->verb)) return Command{req->verb, words};
            if (seat < 0 && c.args.empty()) {  // just the player's name ("Dee" for "view Dee")
                // ...unless the entry is a suit and the word reads as one: then
                // only a whole name is a name ('k' is Knights even with Kim seated).
                bool suit_entry = false;
                for (const auto& v : rule_of(s).verbs())
                    if (v.verb == req->verb) suit_entry = v.takes_suit;
                auto found = seating.find(c.verb);
                const bool suit_word =
                    found && suit_entry && s.codec.parse_suit(c.verb) && !iequals(seating.name(*found), c.verb);
                if (found && !suit_word) {
                    seat = *found;
                    rest.clear();
                }
            }
            if (seat >= 0)
                for (const auto& p : pending)
                    if (p.seat == seat) {
                        req = &p;
                        break;
                    }
            std::vector<std::string> args{seating.name(req->seat)};
            args.insert(args.end(), rest.begin(), rest.end());
            return Command{req->verb, args};
        }
        case Phase::ChoosePrincess: {
            // "Ben pea" for Ben, or "pea" alone for the first player still to choose.
            if (rest.empty()) break;
            const PrincessInfo* chosen = data_->princess(join(rest, " "));
            if (seat < 0 && !chosen) break;  // not a Princess: an unknown command
            int chooser = seat;
            for (int i = 0; chooser < 0 && i < seating.size(); ++i)
                if (s.princess_of[static_cast<std::size_t>(i)].empty()) chooser = i;
            if (chooser < 0) break;
            std::vector<std::string> args{seating.name(chooser)};
            if (chosen) args.push_back(chosen->id);  // the journal names her by id
            else args.insert(args.end(), rest.begin(), rest.end());
            return Command{"princess", args};
        }
        case Phase::Bidding: {
            // A word near a command ("staus", "undoo") is a mistyped command, not a bid.
            std::vector<std::string> commands = meta_commands();
            const auto verbs = routes().in_phase(s.phase);
            commands.insert(commands.end(), verbs.begin(), verbs.end());
            const bool number_like = !rest.empty() && (std::isdigit(static_cast<unsigned char>(rest[0][0])) || rest[0][0] == '-');
            if (rest.size() == 1 && (number_like || closest(rest[0], commands).empty()))
                return Command{"bid", {who(s.round.next_bidder), rest[0]}};
            break;
        }
        case Phase::Tricks: {
            // "Ana 3" (no card is only a number) or, once counts are being typed,
            // "3" alone for the first player still to type: a tricks line, then
            // under The High Cost of Living a side's 'prince-tricks'.
            const bool count_first = !rest.empty() && parse_number<int>(rest.front()).has_value();
            if (count_first && !cards_played(s) && (seat >= 0 || s.round.by_counts)) {
                auto with_args = [&](const char* verb, int named) {
                    std::vector<std::string> args{seating.name(named)};
                    args.insert(args.end(), rest.begin(), rest.end());
                    return Command{verb, args};
                };
                const auto untyped = [&](int i) { return s.round.typed_tricks[static_cast<std::size_t>(i)] < 0; };
                if (seat >= 0 && untyped(seat)) return with_args("tricks", seat);
                for (int i = 0; seat < 0 && i < seating.size(); ++i)
                    if (untyped(i)) return with_args("tricks", i);
                for (int side : rule_of(s).sides_typing_princes(s))
                    if (s.round.typed_princes[static_cast<std::size_t>(side)] < 0 &&
                        (seat < 0 || seating.side_of(seat) == side))
                        return with_args("prince-tricks", seat >= 0 ? seat : seating.members(side).front());
                if (seat >= 0) return with_args("tricks", seat);  // refused: her count is in
            }
            if (s.round.by_counts) break;
            int turn = s.round.current.to_play();
            auto card_text = [](const std::vector<std::string>& ws) {
                std::string card;
                for (const auto& w : ws)
                    if (lower(w) != "only-princes") card += (card.empty() ? "" : " ") + w;
                return card;
            };
            // A whole line that reads as a card is the current player's card,
            // even when a name starts with the same letter ("k 7" vs "Kim").
            if (s.codec.parse(card_text(words))) {
                seat = -1;
                rest = words;
            }
            // Only words that start like a card ("k7", "knight 7", "7", "frog")
            // are a card attempt; anything else is an unknown command.
            std::string first = rest.empty() ? std::string() : lower(rest.front());
            while (!first.empty() && std::isdigit(static_cast<unsigned char>(first.back()))) first.pop_back();
            std::vector<std::string> suit_words;
            for (const auto& suit : s.codec.suits()) {
                suit_words.insert(suit_words.end(), suit.codes.begin(), suit.codes.end());
                suit_words.push_back(lower(suit.singular));
            }
            const bool has_digit = card_text(rest).find_first_of("0123456789") != std::string::npos;
            // "k2x": a suit code then a digit is a mistyped card, not a command.
            std::string letters;
            for (char ch : first) {
                if (!std::isalpha(static_cast<unsigned char>(ch))) break;
                letters += ch;
            }
            const bool card_like = first.empty() || first == "frog" || s.codec.parse_suit(first).has_value() ||
                                   (has_digit && !closest(first, suit_words).empty()) ||
                                   (has_digit && !letters.empty() && s.codec.parse_suit(letters).has_value());
            if (!card_like) break;
            std::vector<std::string> args{who(turn)};
            std::string card;
            for (const auto& w : rest) {
                if (lower(w) == "only-princes") continue;
                card += (card.empty() ? "" : " ") + w;
            }
            if (card.empty()) break;
            // "7" once a card is led: the 7 of the suit to follow, the card a
            // follower most often plays. Only where suit is followed at all.
            const auto& plays = s.round.current.plays;
            if (const auto value = parse_number<int>(card); value && *value >= 1 && *value <= s.codec.max_value()) {
                const auto v = static_cast<std::uint8_t>(*value);
                if (!plays.empty() && rule_of(s).follows_by_suit())
                    card = s.codec.code(Card{rule_of(s).suit_to_follow(plays, s), v});
                else if (plays.empty()) {  // a lead names its suit
                    std::vector<std::string> each;
                    for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit) each.push_back(s.codec.code(Card{suit, v}));
                    return fail("'" + card + "' is not a card: a lead needs its suit (" + join(each, ", ") +
                                "); once a card is led, a number alone is that suit's");
                }
            }
            args.push_back(card);
            for (const auto& w : rest)
                if (lower(w) == "only-princes") args.push_back("only-princes");
            return Command{"play", args};
        }
        case Phase::FrogDecision:
            if (rest.size() == 1) return Command{"frog", {who(s.round.frog_seat), one_choice(rest[0], {"count", "drop"})}};
            break;
        case Phase::Payment:
            if (rest.size() == 1) {
                for (std::size_t side = 0; side < s.round.pays.size(); ++side)
                    if (!s.round.pays[side]) {
                        int member = seating.members(static_cast<int>(side)).front();
                        return Command{"pay", {who(member), one_choice(rest[0], {"yes", "no"})}};
                    }
            }
            break;
        case Phase::NextStart:
            if (rest.size() == 1) {
                int member = seating.members(s.next_decider_side).front();
                return Command{"start", {who(member), one_choice(rest[0], {"first", "last"})}};
            }
            break;
        default: break;
    }
    return c;  // dispatch() explains why it is not accepted
}

}  // namespace zref::zp
