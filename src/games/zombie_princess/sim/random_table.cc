// The table's bookkeeping: setup lines, applying candidates, and keeping the
// simulated hands in step with what the Round card does to them (the deal,
// the arrow's pass, set-aside halves, Shambler Swap, Revenge gifts).
#include "games/zombie_princess/sim/fast_entries.h"
#include "games/zombie_princess/sim/random_table.h"

#include <algorithm>
#include <array>

#include "core/text.h"
#include "games/zombie_princess/round_rule.h"

namespace zref::sim {

const std::vector<std::string>& sim_player_names() {
    static const std::vector<std::string> names{"Ana", "Ben", "Cai", "Dee", "Eve", "Gus"};
    return names;
}

RandomTable::RandomTable(const zp::GameData& data, TableConfig config)
    : data_(&data), config_(std::move(config)), rng_(config_.seed), game_(data) {
    zp::FastEntries::set_explaining(game_, config_.explaining);
}

// Every member a game reads before writing it is set as the constructor
// sets it (the hands are emptied: the first deal sizes them for the new
// table); the rest (cards_, candidates_, deck_, passed_, tricks_won_, bids_, order_, spare_hands_,
// command_, refusals_ past refused_) are working lists cleared or
// overwritten before each use, so only their buffers carry over (as does
// kept_ruling_, cleared by every card play and bid).
void RandomTable::restart(TableConfig config) {
    config_ = std::move(config);
    rng_ = Rng(config_.seed);
    game_.new_game();
    zp::FastEntries::set_explaining(game_, config_.explaining);
    // A new table holds no hands until the first deal (deal_hands sizes
    // them for it). The hands are set aside, not freed: their lists'
    // buffers, sized for a whole hand, are dealt into again.
    for (auto& hand : hands_) spare_hands_.push_back(std::move(hand));
    hands_.clear();
    journal_.clear();
    refused_ = 0;
    power_seats_ = {};
    player_events_ = 0;
    in_play_ = false;
    round_seen_ = 0;
    tricks_seen_ = 0;
}

const std::string& RandomTable::name(int seat) const { return game_.state().seating.name(seat); }
std::string RandomTable::code(tt::Card c) const { return game_.state().codec.code(c); }

// The table's readings, one 'reading ID VALUE' line each; true when all are accepted.
bool RandomTable::readings_set() {
    for (const auto& [id, value] : config_.readings) {
        command_.verb = "reading";
        command_.args = {id, value};
        if (!attempt(command_)) return false;
    }
    return true;
}

Status RandomTable::setup() {
    const auto& names = sim_player_names();
    auto rounds = tokenize(config_.rounds);  // "random", or four letters
    if (!rounds) return fail("rounds '" + config_.rounds + "': " + rounds.error());
    journal_.reserve(512);  // a whole game's lines (about 250 for 6 players): grown once
    // Each line is written into the kept command (a game is set up for every
    // game the bench plays).
    auto line = [&](std::string_view verb, const auto& words) {
        command_.verb = verb;
        command_.args.assign(std::begin(words), std::end(words));
        return attempt(command_);
    };
    using Words = std::initializer_list<std::string_view>;
    const std::string seed = std::to_string(config_.seed % 1000000007ull);
    const bool set = line("game", Words{data_->id}) &&
                     line("players", std::vector<std::string_view>(names.begin(), names.begin() + config_.players)) &&
                     line("mode", Words{config_.teams ? "teams" : "individuals"}) && line("rounds", *rounds) &&
                     line("seed", Words{seed}) && line("start", Words{"random"}) && line("princesses", Words{"deal"}) &&
                     line("powers", Words{"on"}) && readings_set() && line("begin", Words{});
    if (!set) return fail("setup line refused: '" + command_.to_line() + "': " + refusal_text(refusals_[refused_ - 1]));
    in_play_ = true;
    return Ok{};
}

const Command& RandomTable::entry(std::string_view verb, int seat, std::initializer_list<std::string_view> more) {
    Command& c = command_;  // assigned in place: its strings keep their buffers
    c.verb = verb;
    c.args.resize(1 + more.size());
    c.args[0] = name(seat);
    std::size_t i = 1;
    for (std::string_view word : more) c.args[i++] = word;
    return c;
}

// The random players type journal-form commands, so they go to the engine
// as commands and skip the parser (the replay check reads them as text).
bool RandomTable::attempt(const Command& cmd, HandUpdate moved) {
    auto r = zp::FastEntries::apply_leaving_line(game_, cmd);
    if (!r) return refused(&cmd, nullptr, std::move(r).error());
    return answered(&r->canonical, moved, nullptr, nullptr, &cmd);
}

// Card plays go as a seat and a card: the commonest entry reads no words.
bool RandomTable::attempt(const zp::CardPlay& play, HandUpdate moved) {
    auto ok = zp::FastEntries::play_into(game_, play, kept_ruling_);
    if (!ok) return refused(nullptr, &play, std::move(ok).error());
    return answered(nullptr, moved, &play);
}

// Bids go as a seat and a number, as card plays do.
bool RandomTable::attempt(const zp::Bid& bid) {
    auto r = zp::FastEntries::bid_into(game_, bid, kept_ruling_);
    if (!r) {
        // Written only for a refusal; a seat the table does not have has no name.
        const auto& seating = game_.state().seating;
        const Command command = bid.seat >= 0 && bid.seat < seating.size()
                                    ? zp::bid_command(game_.state(), bid)
                                    : Command{"bid", {"seat " + std::to_string(bid.seat), std::to_string(bid.tricks)}};
        return refused(&command, nullptr, std::move(r).error());
    }
    return answered(nullptr, {}, nullptr, &bid);
}

bool RandomTable::answered(std::string* line, HandUpdate moved, const zp::CardPlay* play, const zp::Bid* bid,
                           const Command* command) {
    if (play)
        journal_.add_play(game_.state(), *play);
    else if (bid)
        journal_.add_bid(game_.state(), *bid);
    else if (line->empty() && command)
        journal_.add_command(*command);
    else
        journal_.add_line(std::move(*line));
    if (in_play_) ++player_events_;
    if (moved) moved();
    settle();
    return true;
}

bool RandomTable::refused(const Command* command, const zp::CardPlay* play, std::string why) {
    if (refused_ == kKeptRefusals) return false;
    if (refused_ == refusals_.size()) refusals_.emplace_back();
    Refusal& r = refusals_[refused_++];
    if (play)
        r.play = *play;
    else {
        r.play.reset();
        r.command = *command;
    }
    r.why = std::move(why);
    return false;
}

std::string RandomTable::refusal_text(const Refusal& r) const {
    const std::string line = r.play ? zp::play_line(game_.state(), *r.play) : r.command.to_line();
    if (!r.play || !r.why.empty()) return line + "  ->  " + r.why;
    // A card left untried (FastEntries::refuses_early_prince_lead): the engine's
    // refusal, asked of a copy now. Refused candidates change nothing, so
    // the state is the one it was drawn in.
    zp::Game probe = game_;
    auto ruled = zp::FastEntries::play(probe, *r.play);
    return line + "  ->  " + (ruled ? std::string("(accepted when asked again)") : ruled.error());
}

Status RandomTable::step() {
    refused_ = 0;
    if (optional_entry()) return Ok{};
    refused_ = 0;
    const auto& s = game_.state();
    const int seat = game_.to_act();
    bool done = false;
    switch (s.phase) {
        case zp::Phase::ChoosePrincess: done = choose_princess(seat); break;
        case zp::Phase::Declare: done = declare(); break;
        case zp::Phase::Bidding: done = bid(seat); break;
        case zp::Phase::Tricks: done = play_card(seat); break;
        case zp::Phase::FrogDecision: done = decide({"count", "drop"}, "frog", seat); break;
        case zp::Phase::Payment: done = decide({"yes", "no"}, "pay", seat); break;
        case zp::Phase::NextStart: done = start_next(); break;
        case zp::Phase::Setup:
        case zp::Phase::GameOver: return fail("nothing to do in phase " + zp::phase_name(s.phase));
    }
    if (done) return Ok{};
    std::string why = "stuck: the engine refused every candidate at " + game_.where() + " (" + game_.waiting().what + ")";
    if (refused_ == 0) why += "; the simulator had no candidate at all";
    why += "\n    simulated hands (in hand + face down):";
    for (std::size_t seat = 0; seat < hands_.size(); ++seat) {
        why += " " + name(static_cast<int>(seat)) + " ";
        for (tt::Card c : hands_[seat].cards) why += code(c) + ",";
        why += "+" + std::to_string(hands_[seat].aside.size()) + (hands_[seat].held ? " held " + code(*hands_[seat].held) : "") + ";";
    }
    for (std::size_t i = 0; i < refused_; ++i) why += "\n    tried: " + refusal_text(refusals_[i]);
    return fail(why);
}

// ---- hands

int RandomTable::recipient(int seat, bool to_left) const {
    const auto& seating = game_.state().seating;
    if (seating.teams()) return seating.partner(seat);
    return to_left ? seating.left(seat) : seating.right(seat);
}

void RandomTable::settle() {
    const auto& s = game_.state();
    if (s.round.number == 0) return;
    if (s.round.number != round_seen_) {
        round_seen_ = s.round.number;
        tricks_seen_ = 0;
        start_round();
    }
    if (s.round.tricks.size() > tricks_seen_) {
        tricks_seen_ = s.round.tricks.size();
        if (s.round.card == 'f' && s.phase == zp::Phase::Tricks) pass_after_trick();
    }
    // Only Grave New World and Divide and Conquer set cards aside (start_round);
    // checked here, as settle() runs after every entry.
    if (s.round.card == 'n' || s.round.card == 's') pick_up_set_aside();
}

void RandomTable::start_round() {
    const auto& s = game_.state();
    deal_hands(s, rng_, hands_, deck_, &spare_hands_);
    reconcile_counts();
    pass_by_arrow();
    if (s.round.card == 'n' || s.round.card == 's')
        for (auto& hand : hands_) {
            const std::size_t half = hand.cards.size() / 2;
            for (std::size_t i = 0; i < half; ++i) hand.aside.push_back(*take_random(hand.cards, rng_));
        }
}

// Revenge of the Reanimated: the engine moved cards between seats at the
// reveal; whoever now holds more than the engine counts gives the surplus to
// whoever holds fewer (the engine does not know which cards, only how many).
void RandomTable::reconcile_counts() {
    const auto& left = game_.state().round.cards_left;
    // Every round but that one deals each hand what the engine counts: one
    // pass finds that, before the search over every pair of seats.
    bool surplus = false;
    for (std::size_t seat = 0; seat < hands_.size(); ++seat) surplus |= hands_[seat].size() > left[seat];
    if (!surplus) return;
    for (std::size_t from = 0; from < hands_.size(); ++from)
        for (std::size_t to = 0; to < hands_.size(); ++to)
            while (hands_[from].size() > left[from] && hands_[to].size() < left[to])
                move_random(hands_, static_cast<int>(from), static_cast<int>(to), 1, rng_);
}

void RandomTable::pass_by_arrow() {
    const auto* info = data_->round_card(game_.state().round.card);
    if (!info || info->pass_count == -1) return;
    auto& passed = passed_;  // kept between rounds: no list allocated a round once warmed up
    passed.resize(hands_.size());
    for (auto& cards : passed) cards.clear();
    for (std::size_t seat = 0; seat < hands_.size(); ++seat) {
        const int n = info->pass_count == -2 ? static_cast<int>(hands_[seat].cards.size()) / 2 : info->pass_count;
        for (int i = 0; i < n; ++i)
            if (auto c = take_random(hands_[seat].cards, rng_)) passed[seat].push_back(*c);
    }
    const bool to_left = info->pass_direction == zp::PassDirection::Left;
    for (std::size_t seat = 0; seat < hands_.size(); ++seat) {
        auto& to = hands_[static_cast<std::size_t>(recipient(static_cast<int>(seat), to_left))].cards;
        to.insert(to.end(), passed[seat].begin(), passed[seat].end());
    }
}

// Shambler Swap: after each trick every player with a card passes one, all at once.
void RandomTable::pass_after_trick() {
    std::array<std::optional<tt::Card>, zp::kMaxSeats> passed{};
    for (std::size_t seat = 0; seat < hands_.size(); ++seat) passed[seat] = take_random(hands_[seat].cards, rng_);
    for (std::size_t seat = 0; seat < hands_.size(); ++seat)
        if (passed[seat]) hands_[static_cast<std::size_t>(recipient(static_cast<int>(seat), false))].cards.push_back(*passed[seat]);
}

// Grave New World: the face-down half is picked up once the hand is played
// out. Divide and Conquer: it goes to the partner or the player on the right.
// Called by settle() only in those two rounds.
void RandomTable::pick_up_set_aside() {
    const auto& s = game_.state();
    const char card = s.round.card;
    // Divide and Conquer's halves change hands between tricks, once every
    // hand of the trick is played out.
    if (card == 's' && !s.round.current.plays.empty()) return;
    // Checked after every entry of the round: most find nothing aside.
    if (std::none_of(hands_.begin(), hands_.end(), [](const SeatHand& h) { return !h.aside.empty(); })) return;
    std::vector<std::size_t> givers;  // decided before any card moves: the passes are simultaneous
    for (std::size_t seat = 0; seat < hands_.size(); ++seat)
        if (hands_[seat].cards.empty() && !hands_[seat].aside.empty()) givers.push_back(seat);
    for (std::size_t seat : givers) {
        auto& hand = hands_[seat];
        auto& to = card == 's' ? hands_[static_cast<std::size_t>(recipient(static_cast<int>(seat), false))].cards : hand.cards;
        to.insert(to.end(), hand.aside.begin(), hand.aside.end());
        hand.aside.clear();
    }
}

}  // namespace zref::sim
