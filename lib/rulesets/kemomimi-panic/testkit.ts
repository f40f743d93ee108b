/** Test helpers: a table of seats driven through the real command path (parse, decide, fold). */
import { type Command } from "../../game/commands";
import type { EventEnvelope } from "../../game/events";
import { createRng } from "../../game/rng";
import type { Actor, GameState } from "../../game/ruleset";
import type { CharacterId } from "./characters";
import type { RoleId } from "./roles";
import type { KemomimiState } from "./state";
import { engine } from "@/lib/registry";
import { sayIn } from "@/lib/i18n/messages";
import type { Phrase } from "@/lib/i18n/message";

/** The rules' words in English, as the tests read them ("" for nothing). */
export const en = (p: Phrase | null | undefined): string => (p == null ? "" : sayIn("en", p));
/** A list of the rules' words in English. */
export const enAll = (ps: readonly Phrase[]): string[] => ps.map((p) => sayIn("en", p));

export const MODERATOR: Actor = { kind: "moderator", userId: "mod" };
export const asPlayer = (seatId: string): Actor => ({ kind: "player", seatId });

export type Result = { ok: true; warnings: string[] } | { ok: false; error: string };

export class Table {
  events: EventEnvelope[] = [];
  now = new Date("2026-01-01T12:00:00.000Z");
  readonly seats: string[];

  constructor(
    players: number,
    readonly seed = "test",
  ) {
    this.seats = Array.from({ length: players }, (_, i) => `s${i}`);
    this.append({ type: "GameCreated", title: "Test", rulesetId: "kemomimi-panic" });
    this.seats.forEach((id, i) => this.append({ type: "SeatAdded", seatId: id, name: `P${i}`, handle: null }));
  }

  append(event: EventEnvelope["event"], actorId = "mod") {
    const seq = this.events.length + 1;
    this.events.push({ seq, at: new Date(this.now.getTime() + seq * 1000).toISOString(), actorId, event });
  }

  private cache: { length: number; game: GameState } | null = null;

  /** The folded state; appended events are applied one by one, an undo folds the log again. */
  get game(): GameState<KemomimiState> {
    const c = this.cache;
    let game: GameState;
    if (c && c.length <= this.events.length && !this.events.slice(c.length).some((e) => e.event.type === "Undone")) {
      game = c.game;
      for (const e of this.events.slice(c.length)) game = engine.applyEvent(game, e);
    } else game = engine.fold("kemomimi-panic", this.events);
    this.cache = { length: this.events.length, game };
    return game as GameState<KemomimiState>;
  }
  get s(): KemomimiState {
    return this.game.rules;
  }

  /** Parses and decides a command; appends its event when it is accepted (warnings need `force`). */
  run(command: Command, opts: { actor?: Actor; force?: boolean } = {}): Result {
    const game = this.game;
    const parsed = engine.parseCommand(game.core.rulesetId, command);
    if (!parsed.ok) return { ok: false, error: sayIn("en", parsed.error) };
    const d = engine.decideCommand(game, parsed.command, {
      now: this.now,
      rng: createRng(`${this.seed}:${this.events.length}`),
      actor: opts.actor ?? MODERATOR,
    });
    if (!d.ok) return { ok: false, error: sayIn("en", d.error) };
    const warnings = d.warnings.map((w) => sayIn("en", w));
    if (warnings.length && !opts.force) return { ok: false, error: `warning: ${warnings.join(" ")}` };
    this.append(d.event, opts.actor?.kind === "player" ? opts.actor.seatId : "mod");
    return { ok: true, warnings };
  }

  /** Like `run`, but throws when refused: for steps a test relies on. */
  do(command: Command, opts: { actor?: Actor; force?: boolean } = {}): string[] {
    const r = this.run(command, opts);
    if (!r.ok) throw new Error(`${command.type} refused: ${r.error}`);
    return r.warnings;
  }

  /** Deals chosen cards (as a stored KemomimiDealt event): seat i gets characters[i] and roles[i]. */
  dealFixed(characters: CharacterId[], roles: RoleId[], removed: RoleId[] = ["civilian"]) {
    this.do({ type: "kemomimi.configure", characters, roles }, { force: true });
    this.append({
      type: "KemomimiDealt",
      seed: "fixed",
      seats: this.seats.map((seatId, i) => ({ seatId, character: characters[i]!, role: roles[i]! })),
      removed,
    });
  }

  seatOf(character: CharacterId): string {
    return this.s.players.find((p) => p.character === character)!.seatId;
  }
  seatWithRole(role: RoleId): string {
    return this.s.players.find((p) => p.role === role)!.seatId;
  }
  jewelry(seatId: string): number {
    return this.s.players.find((p) => p.seatId === seatId)!.jewelry;
  }
  isOut(seatId: string): boolean {
    return this.s.players.find((p) => p.seatId === seatId)!.out;
  }

  /** From the start of a day: names the suspect, records hands, counts, carries out. */
  vote(suspect: string, hands: string[]) {
    this.do({ type: "kemomimi.nameSuspect", suspectSeatId: suspect });
    this.do({ type: "kemomimi.raiseHands", seatIds: hands }, { force: true });
    this.do({ type: "kemomimi.countVotes" });
    this.do({ type: "kemomimi.carryOutVerdict" });
  }

  /** From the end of a day: night, the theft (if any), dawn. */
  night(target: string | null) {
    this.do({ type: "kemomimi.startNight" }, { force: true });
    if (target) this.do({ type: "kemomimi.chooseTarget", targetSeatId: target }, { force: true });
    this.do({ type: "kemomimi.dawn" }, { force: true });
  }
}

const FILLER: CharacterId[] = ["teresia", "barbera", "valeria", "arle", "akira", "miyabi", "towa", "lucie"];

/**
 * A game dealt with chosen cards and past game start. Characters default to Shamlock at s0 (so s1
 * leads day 1) then powerless ones; roles default to Civilians with the thief on the last seat
 * (both thieves on the last two at 8 players).
 */
export function startGame(
  characters: CharacterId[],
  roles?: RoleId[],
  players = Math.max(characters.length, 4),
): Table {
  const chars = [...characters];
  for (const f of FILLER) if (chars.length < players && !chars.includes(f)) chars.push(f);
  const r: RoleId[] = roles ?? [
    ...Array<RoleId>(players - (players === 8 ? 2 : 1)).fill("civilian"),
    ...(players === 8 ? (["fullMoon", "crescentMoon"] as RoleId[]) : (["crescentMoon"] as RoleId[])),
  ];
  const t = new Table(players);
  t.dealFixed(chars, r);
  if (chars.includes("shamlock"))
    t.do({ type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== t.seatOf("shamlock"))! });
  return t;
}
