/**
 * The one test table for every rule system: a game log driven through the real command path
 * (parse, decide, append, fold) the way the event store does, with a test clock, a seeded rng per
 * command, actors, and the decisions' words in English (test/say.ts). The rule systems' builders
 * (ForumGame, TroubleBrewingGame, the Secret Moon and Kemomimi tables, the leak generators' Driver)
 * extend or wrap it. Test support only: nothing the app ships imports test/ (eslint.config.mjs).
 */
import { type Command } from "@/lib/game/commands";
import type { EventEnvelope, GameEvent } from "@/lib/game/events";
import { createRng } from "@/lib/game/rng";
import type { Actor, GameState, RulesetId } from "@/lib/game/ruleset";
import { engine } from "@/lib/registry";
import { sayDecision } from "./say";

export interface TableOptions {
  /** The GameCreated title (data, as a host would type it). */
  title?: string;
  /** The clock's start: commands are decided at `now`. */
  start?: Date;
  /** Who sends a command unless a test says otherwise. */
  moderator?: Actor;
  /** The rng seed of a decision: the n-th decided command (from 1), the log's length before it. */
  seed?: (n: { command: number; version: number }) => string;
  /** An envelope's time (default: the clock). */
  at?: (seq: number, now: Date) => Date;
  /** An envelope's actor id (default: `user:<id>` for a moderator, `seat:<id>` for a player). */
  actorId?: (actor: Actor) => string;
}

export interface RunOptions {
  /** Apply despite warnings. */
  force?: boolean;
  actor?: Actor;
  /** This decision's rng seed instead of the table's. */
  seed?: string;
}

const actorIdOf = (actor: Actor) =>
  actor.kind === "moderator" ? `user:${actor.userId}` : actor.kind === "player" ? `seat:${actor.seatId}` : "system";

/** The seat-playing actor. */
export const asPlayer = (seatId: string): Actor => ({ kind: "player", seatId });

export class Table<R = unknown> {
  events: EventEnvelope[] = [];
  /** The test clock. */
  now: Date;
  readonly moderator: Actor;
  private commandNo = 0;
  private cached: { length: number; last: EventEnvelope | undefined; game: GameState } | null = null;
  private readonly seedOf: NonNullable<TableOptions["seed"]>;
  private readonly atOf: NonNullable<TableOptions["at"]>;
  private readonly actorIdOf: NonNullable<TableOptions["actorId"]>;

  constructor(
    readonly rulesetId: RulesetId,
    opts: TableOptions = {},
  ) {
    this.now = opts.start ?? new Date("2026-11-30T18:00:00Z");
    this.moderator = opts.moderator ?? { kind: "moderator", userId: "u-mod" };
    this.seedOf = opts.seed ?? (({ command }) => `test/cmd-${command}`);
    this.atOf = opts.at ?? ((_seq, now) => now);
    this.actorIdOf = opts.actorId ?? actorIdOf;
    this.append({ type: "GameCreated", title: opts.title ?? "Test game", rulesetId }); // not text: data
  }

  /** The folded state: new events applied one by one, the whole log folded again after an undo or an edit. */
  get game(): GameState<R> {
    const c = this.cached;
    const later = c ? this.events.slice(c.length) : [];
    let game: GameState;
    if (c && this.events[c.length - 1] === c.last && !later.some((e) => e.event.type === "Undone")) {
      game = c.game;
      for (const e of later) game = engine.applyEvent(game, e);
    } else game = engine.fold(this.rulesetId, this.events);
    this.cached = { length: this.events.length, last: this.events.at(-1), game };
    return game as GameState<R>;
  }

  /** The folded state, untyped. */
  get state(): GameState {
    return this.game;
  }

  get version(): number {
    return this.events.length;
  }

  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  }

  /** Appends an event as stored (for a deal with chosen cards, say), bypassing the rules. */
  append(event: GameEvent, actor: Actor = this.moderator) {
    const seq = this.events.length + 1;
    this.events.push({ seq, at: this.atOf(seq, this.now).toISOString(), actorId: this.actorIdOf(actor), event });
  }

  /** Parses and decides a command without applying it: the rules' decision, in messages. */
  decide(raw: Command, opts: RunOptions = {}) {
    const parsed = engine.parseCommand(this.rulesetId, raw);
    if (!parsed.ok) return parsed;
    const seed = opts.seed ?? this.seedOf({ command: ++this.commandNo, version: this.version });
    return engine.decideCommand(this.game, parsed.command, {
      now: this.now,
      rng: createRng(seed),
      actor: opts.actor ?? this.moderator,
    });
  }

  /** Like `run`, with the rules' words as the rules give them (messages, lib/i18n/message.ts). */
  runSaying(raw: Command, opts: RunOptions = {}) {
    const d = this.decide(raw, opts);
    if (d.ok && (d.warnings.length === 0 || opts.force)) this.append(d.event, opts.actor);
    return d;
  }

  /** Runs a command; returns the decision, its refusal and warnings in English. Applies it when allowed (or forced). */
  run(raw: Command, opts: RunOptions = {}) {
    return sayDecision(this.runSaying(raw, opts));
  }

  /** Runs a command that must apply; throws on a refusal or an unforced warning. */
  must(raw: Command, opts: RunOptions = {}) {
    const d = this.run(raw, opts);
    if (!d.ok) throw new Error(`${raw.type} refused: ${d.error}`);
    if (d.warnings.length && !opts.force) throw new Error(`${raw.type} warned: ${d.warnings.join(" ")}`);
    return d;
  }
}

export const moderator: Actor = { kind: "moderator", userId: "u1" };

/**
 * The table the core's and Clocktower's tests have used since the start (a clocktower game by
 * default): its own clock, seeds and actor ids, so the games they deal stay the same.
 */
export class TestGame<R = unknown> extends Table<R> {
  constructor(rulesetId: RulesetId = "clocktower", title = "Test game", start = new Date("2026-11-01T18:00:00Z")) {
    super(rulesetId, {
      title,
      start,
      moderator,
      seed: ({ version }) => `seed-${version}`,
      actorId: (a) => (a.kind === "moderator" ? `user:${a.userId}` : a.kind),
    });
  }
}
