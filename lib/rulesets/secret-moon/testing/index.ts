/**
 * Helpers for the Secret Moon tests: a builder on the one test table (test/table.ts) that deals
 * chosen cards and runs commands through the game core.
 */
import { type CommandDecision } from "../../../game/commands";
import type { EventEnvelope, GameEvent } from "../../../game/events";
import type { Actor, GameState } from "../../../game/ruleset";
import { DEFAULT_OPTIONS, type SecretMoonOptions } from "../options";
import { deck, type Role } from "../roles";
import type { SecretMoonState } from "../state";
import { Table as OneTable } from "@/test/table";
import { sayDeep, sayDecision } from "@/test/say";
import * as views from "../views";

export type Game = GameState<SecretMoonState>;
export const MODERATOR: Actor = { kind: "moderator", userId: "u-mod" };
export const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

/** A log that records every envelope it applies, so a test can replay it. */
export class Table {
  /** The one table underneath: its clock stays at 1 Jan 2026, each event a second after the last. */
  readonly table: OneTable<SecretMoonState>;

  constructor(
    players: number,
    readonly seedPrefix = "test",
  ) {
    this.table = new OneTable("secret-moon", {
      title: "Secret Moon test", // not text: a test game's title (data, as a host would type it)
      start: new Date(Date.UTC(2026, 0, 1)),
      moderator: MODERATOR,
      seed: ({ command }) => `${seedPrefix}-${command}`,
      at: (seq, now) => new Date(now.getTime() + seq * 1000),
      // A player acting from their link is stored as the event store does it (undo asks about their steps).
      actorId: (a) => (a.kind === "player" ? `seat:${a.seatId}` : "u-mod"),
    });
    for (let i = 0; i < players; i++)
      this.append({ type: "SeatAdded", seatId: `s${i + 1}`, name: NAMES[i]!, handle: null });
  }

  get log(): EventEnvelope[] {
    return this.table.events;
  }
  get game(): Game {
    return this.table.game;
  }
  get rules() {
    return this.game.rules;
  }
  get current() {
    return this.game.rules.match!.game;
  }

  append(event: GameEvent): void {
    this.table.append(event);
  }

  /** The decision, its warnings and refusal rendered in English (as a moderator reading English sees them). */
  decide(command: { type: string; [k: string]: unknown }, actor: Actor = MODERATOR): CommandDecision {
    return sayDecision(this.table.decide(command, { actor }));
  }

  /** Runs a command and applies its event; throws on an error or an unforced warning. */
  run(command: { type: string; [k: string]: unknown }, opts: { actor?: Actor; force?: boolean } = {}): GameEvent {
    return this.table.must(command, opts).event;
  }

  /** The refusal of a command (fails the test if it was accepted). */
  refusal(command: { type: string; [k: string]: unknown }, actor?: Actor): string {
    const d = this.decide(command, actor);
    if (d.ok) throw new Error(`${command.type} was accepted`);
    return d.error as string;
  }

  /**
   * Deals chosen cards: `roles[i]` to seat s(i+1); the rest of the deck become NPC cards in deck order.
   */
  dealRoles(
    roles: Role[],
    options: Partial<SecretMoonOptions> = {},
    removed: Role | null = null,
    hostSeat: string | null = null,
  ): void {
    const opts = { ...DEFAULT_OPTIONS, ...options };
    const rest = deck(opts.thief);
    for (const r of [...roles, ...(removed ? [removed] : [])]) rest.splice(rest.indexOf(r), 1);
    this.append({
      type: "SecretMoonDealt",
      gameNumber: (this.game.rules.match?.results.length ?? 0) + 1,
      newMatch: !this.game.rules.match,
      options: opts,
      seed: "fixed",
      players: roles.map((role, i) => ({ seatId: `s${i + 1}`, role })),
      npcs: rest.map((role, i) => ({ id: `npc${i + 1}`, role })),
      removed,
      hostSeat,
    });
  }

  /** Starts the next round with chosen turn-order cards (seat index → number). */
  startRound(dealt: Record<string, number>): void {
    this.append({ type: "SecretMoonRoundStarted", round: this.current.round + 1, seed: "fixed", dealt });
  }
}

export const seat = (n: number) => `s${n}`;

/** Every message in a view rendered in English, so that tests read the words a moderator reads. */
export const english = <T>(x: T): T => sayDeep(x);

/** The views, in English. */
export const publicView = (g: Game) => english(views.publicView(g));
export const moderatorView = (g: Game) => english(views.moderatorView(g));
export const playerView = (g: Game, seatId: string) => english(views.playerView(g, seatId));

/** The six-player deal the posts' tests play. */
export const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
/** Everyone in seat order: s1 first. */
export const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));
/** A card's name as an English post gives it: the seat's name, or "NPC card N". */
export const cardName = (t: Table) => (id: string) =>
  t.game.core.seats.find((s) => s.id === id)?.name ?? id.replace(/^npc(\d)$/, "NPC card $1");

/** s1 accuses the Minister (s3) rightly and s2 captures them: the Princess team wins the game. */
export function ministerCaptured(t: Table, roles: Role[] = SIX) {
  t.dealRoles(roles);
  t.startRound(inOrder(roles.length));
  t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
  t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
}
