import { z } from "zod";
import type { SeatId } from "@/lib/game/core";
import type { Actor } from "@/lib/game/ruleset";
import { msg, type Message, type Phrase, type Say } from "@/lib/i18n/message";

/**
 * A seat as the day machinery sees it. The ruleset builds this roster from its own state (who is
 * alive, who travels, who still holds a dead vote token) and passes it to every decide/query.
 * The order of the array is the seating order (neighbours are adjacent, the table is a circle).
 */
export const daySeatSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  handle: z.string().nullable(),
  alive: z.boolean(),
  isTraveller: z.boolean(),
  /** A dead player's single vote token for the whole game. Ignored while alive. */
  ghostVoteAvailable: z.boolean(),
});
export type DaySeat = z.infer<typeof daySeatSchema>;
export type Roster = readonly DaySeat[];

/** "storyteller" stands for the host account wherever a seat could be named (nominator, whisper partner). */
export const STORYTELLER = "storyteller" as const;
export type Storyteller = typeof STORYTELLER;

export function findSeat(roster: Roster, id: SeatId): DaySeat | undefined {
  return roster.find((s) => s.id === id);
}

/** The seat's display name, or the id when the seat has left the roster; the Storyteller in `say`'s language. */
export function seatName(roster: Roster, id: SeatId | Storyteller, say: Say): string {
  if (id === STORYTELLER) return say(THE_STORYTELLER);
  return findSeat(roster, id)?.name ?? id;
}
const THE_STORYTELLER = msg("clocktower.forumDayRules.storyteller");

/** A seat as a value of the rules' messages: its name (never translated), or the Storyteller in the reader's language. */
export function seatValue(roster: Roster, id: SeatId | Storyteller): string | Message {
  return id === STORYTELLER ? THE_STORYTELLER : (findSeat(roster, id)?.name ?? id);
}

/** "There is no seat "x" in this game." */
export function noSeat(seat: string): Message {
  return msg("clocktower.forumDayRules.noSeat", { seat });
}

/** Living players who are not travellers: the players majority is counted over. */
export function livingPlayers(roster: Roster): DaySeat[] {
  return roster.filter((s) => s.alive && !s.isTraveller);
}

/**
 * Votes needed to execute: more than half of the living non-traveller players
 * (7 alive → 4, 6 alive → 4, 2 alive → 2). Travellers "do not count as players for any rules".
 */
export function majorityOf(living: number): number {
  return Math.floor(living / 2) + 1;
}

export function majorityNeeded(roster: Roster): number {
  return majorityOf(livingPlayers(roster).length);
}

/** The two seats beside this one around the table (one when only two seats, none when alone). */
export function neighboursOf(roster: Roster, id: SeatId): SeatId[] {
  const i = roster.findIndex((s) => s.id === id);
  if (i < 0 || roster.length < 2) return [];
  const left = roster[(i - 1 + roster.length) % roster.length]!.id;
  const right = roster[(i + 1) % roster.length]!.id;
  return left === right ? [left] : [left, right];
}

export function isModerator(actor: Actor): boolean {
  return actor.kind === "moderator" || actor.kind === "system";
}

/** Who entered a command, as stored beside nominations, votes and whispers. */
export function enteredBy(actor: Actor): string {
  switch (actor.kind) {
    case "moderator":
      return `moderator:${actor.userId}`;
    case "player":
      return `seat:${actor.seatId}`;
    case "system":
      return "system";
  }
}

/**
 * A rule the moderator may waive. Players get it as a refusal; a moderator gets it as a warning to
 * confirm with `force: true` (docs/architecture.md: "The moderator has the final say").
 */
export type RuleCheck = { kind: "ok" } | { kind: "refused"; error: Phrase } | { kind: "warn"; warnings: Phrase[] };

export function ruleBreaks(actor: Actor, breaks: Phrase[]): RuleCheck {
  if (breaks.length === 0) return { kind: "ok" };
  if (isModerator(actor)) return { kind: "warn", warnings: breaks };
  return { kind: "refused", error: sentences(breaks) };
}

/** Several of the rules' sentences as one ("A. B."), each rendered in the reader's language. */
export function sentences(parts: readonly Phrase[]): Phrase {
  return parts.reduce((first, second) => msg("clocktower.forumDayRules.sentences", { first, second }));
}
