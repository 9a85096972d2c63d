// Self-play's way into a Zombie Princess Game: entries already decoded (a
// seat and a card, a seat and a bid, a command in journal form), so no line
// is parsed or written, and explaining can be turned off. Each is ruled and
// refused exactly as its typed line would be. Only the simulator, the bench
// and their tests include this; the table, the tools and a journal's replay
// go through Game::apply.
#pragma once
#include "core/command.h"
#include "core/result.h"
#include "core/ruling.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

struct FastEntries {
    // A command in journal form; the ruling's `canonical` is empty unless
    // the handler wrote its own line (a power, a pass): otherwise the
    // command's own line (Command::to_line) is the journal's, written only
    // when someone reads it.
    static Result<Ruling> apply_leaving_line(Game& g, const Command& c) { return g.apply_leaving_line(c); }

    // A card play, as its 'play' command (play_command) would be ruled; a
    // seat or card the table does not have is refused with its own message.
    // `canonical` is left empty: play_line() writes the line when wanted.
    static Result<Ruling> play(Game& g, const CardPlay& p) { return g.play(p); }
    // The same, ruled into `r` (cleared first, its buffers kept), so that a
    // caller playing many cards fills one ruling. On a refusal `r` holds
    // nothing of use.
    static Status play_into(Game& g, const CardPlay& p, Ruling& r) { return g.play_into(p, r); }
    // Whether play() would refuse `p` as a Prince led before Princes broke
    // out (with no only-Princes claim, at a strict table): asked first, so
    // that a refusal's sentence is not written for each such lead self-play
    // draws.
    static bool refuses_early_prince_lead(const Game& g, const CardPlay& p) {
        return g.refuses_early_prince_lead(p);
    }

    // A bid, as its 'bid' command (bid_command); its line is left to the
    // caller (write_bid_line).
    static Result<Ruling> bid(Game& g, const Bid& b) { return g.bid(b); }
    // The same, ruled into `r` as play_into rules a card.
    static Status bid_into(Game& g, const Bid& b, Ruling& r) { return g.bid_into(b, r); }

    // Explaining off: the same state, scores and warnings, and every number
    // and label of a receipt, but the texts written most often are skipped:
    // headlines, reasons and notices of card plays, bids, decisions and
    // round ends, the Round card's and Princesses' hook texts
    // (Ruling::worded, told to PrincessPower::use and RoundRule::on_command),
    // and the round's announcements. The bench plays this way; the journal
    // replayed (resume, replay, why) gives every text when someone asks.
    static void set_explaining(Game& g, bool on) { g.set_explaining(on); }
};

}  // namespace zref::zp
