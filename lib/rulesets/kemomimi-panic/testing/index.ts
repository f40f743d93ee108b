/** Test helpers: a table of seats, a builder on the one test table (test/table.ts: parse, decide, fold). */
import { type Command } from "../../../game/commands";
import type { EventEnvelope } from "../../../game/events";
import type { Actor, GameState } from "../../../game/ruleset";
import type { CharacterId } from "../characters";
import type { RoleId } from "../roles";
import type { KemomimiState } from "../state";
import { Table as OneTable } from "@/test/table";
import { en, enAll } from "@/test/say";

/** The rules' words in English, as the tests read them ("" for nothing), one phrase or a list. */
export { en, enAll };

export const MODERATOR: Actor = { kind: "moderator", userId: "mod" };
export const asPlayer = (seatId: string): Actor => ({ kind: "player", seatId });

export type Result = { ok: true; warnings: string[] } | { ok: false; error: string };

export class Table {
  /** The one table underneath: each event a second after the last from the clock (`now`). */
  readonly table: OneTable<KemomimiState>;
  readonly seats: string[];

  constructor(
    players: number,
    readonly seed = "test",
  ) {
    this.table = new OneTable("kemomimi-panic", {
      title: "Test", // not text: a test game's title
      start: new Date("2026-01-01T12:00:00.000Z"),
      moderator: MODERATOR,
      seed: ({ version }) => `${seed}:${version}`,
      at: (seq, now) => new Date(now.getTime() + seq * 1000),
      actorId: (a) => (a.kind === "player" ? a.seatId : "mod"),
    });
    this.seats = Array.from({ length: players }, (_, i) => `s${i}`);
    this.seats.forEach((id, i) => this.append({ type: "SeatAdded", seatId: id, name: `P${i}`, handle: null }));
  }

  get events(): EventEnvelope[] {
    return this.table.events;
  }
  get now(): Date {
    return this.table.now;
  }
  set now(at: Date) {
    this.table.now = at;
  }

  /** Appends an event as stored (by the moderator unless a player's seat is named). */
  append(event: EventEnvelope["event"], actorId = "mod") {
    this.table.append(event, actorId === "mod" ? MODERATOR : asPlayer(actorId));
  }

  /** The folded state; appended events are applied one by one, an undo folds the log again. */
  get game(): GameState<KemomimiState> {
    return this.table.game;
  }
  get s(): KemomimiState {
    return this.game.rules;
  }

  /** Parses and decides a command; appends its event when it is accepted (warnings need `force`). */
  run(command: Command, opts: { actor?: Actor; force?: boolean } = {}): Result {
    const d = this.table.run(command, { actor: opts.actor, force: opts.force });
    if (!d.ok) return { ok: false, error: d.error };
    if (d.warnings.length && !opts.force) return { ok: false, error: `warning: ${d.warnings.join(" ")}` };
    return { ok: true, warnings: d.warnings };
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
