/** Helpers for the Secret Moon tests: build a table, deal chosen cards, run commands through the game core. */
import { type CommandDecision } from "../../game/commands";
import type { EventEnvelope, GameEvent } from "../../game/events";
import type { Actor, GameState } from "../../game/ruleset";
import { createRng } from "../../game/rng";
import { DEFAULT_OPTIONS, type SecretMoonOptions } from "./options";
import { deck, type Role } from "./roles";
import type { SecretMoonState } from "./state";
import { engine } from "@/lib/registry";
import { sayIn } from "@/lib/i18n/messages";
import { isMessage } from "@/lib/i18n/message";
import * as views from "./views";

export type Game = GameState<SecretMoonState>;
export const MODERATOR: Actor = { kind: "moderator", userId: "u-mod" };
export const NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"];

/** A log that records every envelope it applies, so a test can replay it. */
export class Table {
  log: EventEnvelope[] = [];
  game: Game;
  private seq = 0;
  private commandNo = 0;

  constructor(
    players: number,
    readonly seedPrefix = "test",
  ) {
    this.game = engine.fold("secret-moon", []) as Game;
    // not text: a test game's title (data, as a host would type it)
    this.append({ type: "GameCreated", title: "Secret Moon test", rulesetId: "secret-moon" });
    for (let i = 0; i < players; i++)
      this.append({ type: "SeatAdded", seatId: `s${i + 1}`, name: NAMES[i]!, handle: null });
  }

  get rules() {
    return this.game.rules;
  }
  get current() {
    return this.game.rules.match!.game;
  }

  append(event: GameEvent): void {
    const env: EventEnvelope = {
      seq: ++this.seq,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, this.seq)).toISOString(),
      actorId: "u-mod",
      event,
    };
    this.log.push(env);
    this.game = engine.applyEvent(this.game, env) as Game;
  }

  /** The decision, its warnings and refusal rendered in English (as a moderator reading English sees them). */
  decide(command: { type: string; [k: string]: unknown }, actor: Actor = MODERATOR): CommandDecision {
    const parsed = engine.parseCommand(this.game.core.rulesetId, command);
    if (!parsed.ok) return parsed;
    const rng = createRng(`${this.seedPrefix}-${++this.commandNo}`);
    const d = engine.decideCommand(this.game, parsed.command, { now: new Date(Date.UTC(2026, 0, 1)), rng, actor });
    return d.ok ? { ...d, warnings: d.warnings.map((w) => sayIn("en", w)) } : { ...d, error: sayIn("en", d.error) };
  }

  /** Runs a command and applies its event; throws on an error or an unforced warning. */
  run(command: { type: string; [k: string]: unknown }, opts: { actor?: Actor; force?: boolean } = {}): GameEvent {
    const d = this.decide(command, opts.actor);
    if (!d.ok) throw new Error(`${command.type} refused: ${d.error}`);
    if (d.warnings.length > 0 && !opts.force) throw new Error(`${command.type} warned: ${d.warnings.join(" ")}`);
    this.append(d.event);
    return d.event;
  }

  /** The refusal of a command (fails the test if it was accepted). */
  refusal(command: { type: string; [k: string]: unknown }, actor?: Actor): string {
    const d = this.decide(command, actor);
    if (d.ok) throw new Error(`${command.type} was accepted`);
    return sayIn("en", d.error);
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
export function english<T>(x: T): T {
  if (isMessage(x)) return sayIn("en", x) as T;
  if (Array.isArray(x)) return x.map(english) as T;
  if (x && typeof x === "object") return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, english(v)])) as T;
  return x;
}

/** The views, in English. */
export const publicView = (g: Game) => english(views.publicView(g));
export const moderatorView = (g: Game) => english(views.moderatorView(g));
export const playerView = (g: Game, seatId: string) => english(views.playerView(g, seatId));
