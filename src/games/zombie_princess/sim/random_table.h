// A table of random players driving the real engine: it deals real hands,
// and at each moment the engine waits for it picks a random legal entry
// (bids, cards that follow suit from the actor's hand, Round card entries,
// Princess powers, Frog/payment/start decisions). Candidates are tried in
// random order; Game::apply and FastEntries::play keep nothing they refuse, so the
// first accepted one is the move. Pure and deterministic for a given config.
#pragma once
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <string>
#include <utility>
#include <vector>

#include "core/command.h"
#include "core/result.h"
#include "core/rng.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/hands.h"
#include "games/zombie_princess/sim/sim_journal.h"

namespace zref::sim {

// What a candidate does to the simulated hands once the engine accepts it: a
// non-owning reference to a callable that attempt() calls at most once,
// before it returns. std::function copied the lambda to the heap for every
// candidate tried.
class HandUpdate {
public:
    HandUpdate() = default;
    template <class F>
        requires(!std::is_same_v<std::remove_cvref_t<F>, HandUpdate>)
    HandUpdate(F&& f)  // NOLINT: implicit, so callers pass a lambda as they would a std::function
        : callable_(static_cast<const void*>(&f)),
          call_([](const void* c) { (*static_cast<std::remove_reference_t<F>*>(const_cast<void*>(c)))(); }) {}
    explicit operator bool() const { return call_ != nullptr; }
    void operator()() const { call_(callable_); }

private:
    const void* callable_ = nullptr;
    void (*call_)(const void*) = nullptr;
};

struct TableConfig {
    int players = 4;
    bool teams = false;
    std::uint64_t seed = 1;          // this game's seed: the deal, every choice and the engine's seed
    std::string rounds = "random";   // "random" or four letters: "a b c d"
    bool explaining = true;          // FastEntries::set_explaining: off in the bench
    std::vector<std::pair<std::string, std::string>> readings;  // 'reading ID VALUE' lines at setup (none: the defaults)
};

class RandomTable {
public:
    RandomTable(const zp::GameData& data, TableConfig config);
    // The table as RandomTable(data, config) would make it, with its lists'
    // buffers kept: the bench plays a thousand games, and building and
    // freeing a table's lists for each was a visible part of a game's cost.
    void restart(TableConfig config);

    // The setup lines up to and including `begin`.
    Status setup();
    // One accepted entry. Fails when the engine refuses every candidate (the
    // simulator is stuck), naming what it tried and why each was refused.
    Status step();
    bool over() const { return game_.state().phase == zp::Phase::GameOver; }

    const zp::Game& game() const { return game_; }
    const Hands& hands() const { return hands_; }
    Hands& hands() { return hands_; }  // tests corrupt it to see the checker fail
    const SimJournal& journal() const { return journal_; }
    SimJournal take_journal() { return std::exchange(journal_, {}); }  // leaves an empty journal behind
    int player_events() const { return player_events_; }
    const TableConfig& config() const { return config_; }

private:
    // Applies a command in its journal form; when accepted, `moved` updates
    // the hands for it before the Round card's own hand changes (a pass after
    // the trick) are made.
    bool attempt(const Command& cmd, HandUpdate moved = {});
    bool attempt(const zp::CardPlay& play, HandUpdate moved = {});
    bool attempt(const zp::Bid& bid);
    bool readings_set();
    // A refused candidate, written out only if the table gets stuck: most
    // refusals are routine (a Prince led too early) and never shown, so the
    // command is kept as it was (assigned into a reused slot), not written.
    struct Refusal {
        Command command;                   // a command
        std::optional<zp::CardPlay> play;  // or a card play
        std::string why;
    };
    // An accepted candidate: journaled (a card play or a bid as itself,
    // when given; otherwise the ruling's line, `line`, or when that is empty
    // the command, `command`), and the hands settled.
    bool answered(std::string* line, HandUpdate moved, const zp::CardPlay* play = nullptr,
                  const zp::Bid* bid = nullptr, const Command* command = nullptr);
    // Notes why a candidate was refused (for the stuck message); returns false.
    bool refused(const Command* command, const zp::CardPlay* play, std::string why);
    std::string refusal_text(const Refusal& r) const;
    void settle();
    void start_round();
    void reconcile_counts();
    void pass_by_arrow();
    void pass_after_trick();
    void pick_up_set_aside();
    int recipient(int seat, bool to_left) const;

    bool optional_entry();
    bool try_power(int seat);
    bool try_hold(int seat);
    // The moves of the player to act, `seat` (Game::to_act, asked once a step).
    bool choose_princess(int seat);
    bool bid(int seat);
    bool play_card(int seat);
    bool declare();
    bool decide(std::array<std::string_view, 2> words, std::string_view verb, int seat);
    bool start_next();

    // `verb NAME more...`: an entry by the player in `seat`, written into the
    // kept command (valid until the next entry is written).
    const Command& entry(std::string_view verb, int seat, std::initializer_list<std::string_view> more = {});
    const std::string& name(int seat) const;
    std::string code(tt::Card c) const;
    // A card play's candidate: a card and where it is in the hand it comes from.
    struct Candidate {
        tt::Card card;
        std::uint32_t at = 0;
    };
    // The cards `source` may choose from now, written into `out` and
    // returned as the part of it that holds them (see its definition).
    std::span<Candidate> candidates_into(int source, bool for_partner, std::vector<Candidate>& out) const;

    const zp::GameData* data_;
    TableConfig config_;
    Rng rng_;
    zp::Game game_;
    Hands hands_;
    Hands spare_hands_;  // the last game's hands, emptied, whose lists' buffers the next deal reuses
    SimJournal journal_;
    // This step's refused candidates, for the stuck message: the first
    // `refused_` slots (at most kKeptRefusals); the slots are kept and reused.
    static constexpr std::size_t kKeptRefusals = 16;
    std::vector<Refusal> refusals_;
    std::size_t refused_ = 0;
    // The lists and the command the choices build, kept between calls so
    // that choosing a move reuses their buffers.
    std::vector<tt::Card> cards_;
    std::vector<Candidate> candidates_;  // the cards a player may choose from, with their places (a buffer that only grows)
    std::vector<tt::Card> deck_;  // the deal's shuffled deck
    std::vector<std::vector<tt::Card>> passed_;  // the arrow's passes, per seat
    std::vector<int> tricks_won_;  // Red Riding Hood's tricks to look through
    std::vector<int> bids_;
    std::vector<std::size_t> order_;  // choose_princess's offers, by index
    // Each seat's Princess as try_power last saw her (GameState::princess_info,
    // asked before most events), with which of the declared powers she has,
    // found once per Princess.
    enum class Power {
        None, PeaPrincess, Thumbelina, Alice, DorothyOrRapunzel, IcePrincess, Scheherazade, SleepingBeauty, RedRidingHood
    };
    struct PowerSeat {
        const zp::PrincessInfo* info = nullptr;
        Power power = Power::None;
    };
    static Power power_of(std::string_view id);
    std::array<PowerSeat, zp::kMaxSeats> power_seats_{};
    Command command_;
    Ruling kept_ruling_;  // each card play and bid is ruled into it (FastEntries::play_into, bid_into)
    int player_events_ = 0;
    bool in_play_ = false;  // setup done: accepted lines are player events
    int round_seen_ = 0;
    std::size_t tricks_seen_ = 0;
};

// The seats' names, in seat order, for a table of up to 6.
const std::vector<std::string>& sim_player_names();

}  // namespace zref::sim
