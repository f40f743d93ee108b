/**
 * Test-only helpers for `public-view.property.test.ts`: a game log driven through the real command
 * path (parse, decide, fold) with a seeded rng and a test clock, and the small utilities the random
 * command generators share. Not used by the rules.
 */
import { type Command } from "@/lib/game/commands";
import type { EventEnvelope } from "@/lib/game/events";
import type { Rng } from "@/lib/game/rng";
import type { Actor, GameState, RulesetId } from "@/lib/game/ruleset";
import { en, enAll } from "../say";
import { asPlayer, Table } from "../table";

export const MODERATOR: Actor = { kind: "moderator", userId: "u-prop" };
export { asPlayer };

/** One attempt: the command, who sends it, whether warnings are forced. */
export interface Attempt {
  command: Command;
  actor?: Actor;
  force?: boolean;
}

export type Outcome = { applied: true; eventType: string } | { applied: false; reason: string };

/** A builder on the one test table (test/table.ts) with the attempt-shaped calls the generators make. */
export class Driver {
  readonly table: Table;
  constructor(
    readonly rulesetId: RulesetId,
    readonly seed: string,
    start = new Date("2026-11-30T18:00:00Z"),
  ) {
    this.table = new Table(rulesetId, {
      title: `Leak hunt ${seed}`,
      start,
      moderator: MODERATOR,
      seed: ({ command }) => `${seed}/cmd-${command}`,
    });
  }

  get events(): EventEnvelope[] {
    return this.table.events;
  }
  get now(): Date {
    return this.table.now;
  }
  /** The folded state: new events applied one by one, a full fold again after an undo. */
  get game(): GameState {
    return this.table.game;
  }

  advance(ms: number) {
    this.table.advance(ms);
  }

  /** Parses, decides, and appends when accepted (warnings only with `force`). A refusal changes nothing. */
  attempt(a: Attempt): Outcome {
    const d = this.table.runSaying(a.command, { actor: a.actor, force: a.force });
    if (!d.ok) return { applied: false, reason: en(d.error) };
    if (d.warnings.length > 0 && !a.force) return { applied: false, reason: `warned: ${enAll(d.warnings).join(" ")}` };
    return { applied: true, eventType: d.event.type };
  }

  /** An attempt that must apply (setup steps the generators rely on). */
  must(a: Attempt) {
    const o = this.attempt(a);
    if (!o.applied) throw new Error(`[seed ${this.seed}] ${a.command.type} refused: ${o.reason}`);
    return o;
  }
}

/**
 * Playing-host mode for the leak property test (a ruleset with `hostSeat`): a generator file exports
 * one as `host`, and the test then also plays games whose host plays a seat, checking that what the
 * host's account reads (the moderator view, the games list line, each event of the log through
 * `eventForModerator`, each command's answer) holds nothing of the other seats' secrets.
 */
export interface HostGenerator {
  /** A game dealt in playing-host mode. */
  setup(seed: string, rng: Rng, markers: Markers): Driver;
  /** The game with the secrets of every seat but `viewer` changed: no answer to the host may move with them. */
  perturb(game: GameState, rng: Rng, viewer: string): GameState;
  /** Secrets in one event as the moderators read it (after `eventForModerator`); empty: none. */
  eventLeaks(shown: EventEnvelope, game: GameState, hostSeat: string): string[];
}

/** Unique marker strings for free-text hidden fields: `SECRET-note-17`. */
export class Markers {
  private n = 0;
  readonly all: Array<{ marker: string; kind: string; seats: string[] }> = [];
  next(kind: string, ...seats: Array<string | null>): string {
    const marker = `SECRET-${kind}-${++this.n}`;
    this.all.push({ marker, kind, seats: seats.filter((s): s is string => !!s) });
    return marker;
  }
}

/** A random subset of `items` of size between min and max (inclusive). */
export function someOf<T>(rng: Rng, items: readonly T[], min = 0, max = items.length): T[] {
  const k = Math.min(items.length, min + rng.int(Math.max(0, Math.min(max, items.length) - min) + 1));
  return rng.shuffle(items).slice(0, k);
}

/** Picks by weight: `[[3, () => x], [1, () => y]]`. */
export function weighted<T>(rng: Rng, options: Array<[number, () => T]>): T {
  const total = options.reduce((s, [w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [w, f] of options) {
    if ((r -= w) < 0) return f();
  }
  return options.at(-1)![1]();
}

/** Every string value in a JSON-like tree, with the key it sits under. */
export function stringsOf(
  value: unknown,
  key: string | null = null,
  out: Array<{ key: string | null; path: string; value: string }> = [],
  path = "$",
): typeof out {
  if (typeof value === "string") out.push({ key, path, value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, key, out, `${path}[${i}]`));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) stringsOf(v, k, out, `${path}.${k}`);
  return out;
}

/** Every key in a JSON-like tree. */
export function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole-word, case-sensitive: "Po" matches in "the Po" but not in "posted". */
export const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^A-Za-z])${escapeRegExp(word)}($|[^A-Za-z])`).test(text);
