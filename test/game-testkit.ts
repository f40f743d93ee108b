/** Helpers for tests that drive a game through the pure core, the way the event store does. */
import { type Command } from "@/lib/game/commands";
import type { EventEnvelope } from "@/lib/game/events";
import { createRng } from "@/lib/game/rng";
import type { Actor, GameState, RulesetId } from "@/lib/game/ruleset";
import { engine } from "@/lib/registry";
import { sayIn } from "@/lib/i18n/messages";

export const moderator: Actor = { kind: "moderator", userId: "u1" };

export class TestGame {
  events: EventEnvelope[] = [];
  private clock: Date;

  constructor(
    readonly rulesetId: RulesetId = "clocktower",
    title = "Test game",
    start = new Date("2026-11-01T18:00:00Z"),
  ) {
    this.clock = start;
    this.push({ type: "GameCreated", title, rulesetId });
  }

  get state(): GameState {
    return engine.fold(this.rulesetId, this.events);
  }

  get version(): number {
    return this.events.length;
  }

  private push(event: EventEnvelope["event"], actor: Actor = moderator) {
    this.events.push({
      seq: this.events.length + 1,
      at: this.clock.toISOString(),
      actorId: actor.kind === "moderator" ? `user:${actor.userId}` : actor.kind,
      event,
    });
  }

  advance(ms: number) {
    this.clock = new Date(this.clock.getTime() + ms);
  }

  /** Like `run`, with the rules' words as the rules give them (messages, lib/i18n/message.ts). */
  runSaying(raw: Command, opts: { force?: boolean; actor?: Actor; seed?: string } = {}) {
    const parsed = engine.parseCommand(this.rulesetId, raw);
    if (!parsed.ok) return parsed;
    const d = engine.decideCommand(this.state, parsed.command, {
      now: this.clock,
      rng: createRng(opts.seed ?? `seed-${this.version}`),
      actor: opts.actor ?? moderator,
    });
    if (d.ok && (d.warnings.length === 0 || opts.force)) this.push(d.event, opts.actor);
    return d;
  }

  /** Runs a command; returns the decision. Applies it when allowed (or forced). */
  run(raw: Command, opts: { force?: boolean; actor?: Actor; seed?: string } = {}) {
    const d = this.runSaying(raw, opts);
    // The rules speak in messages: the tests read them in English.
    if (!d.ok) return { ...d, error: sayIn("en", d.error) };
    return "event" in d ? { ...d, warnings: d.warnings.map((w) => sayIn("en", w)) } : d;
  }

  /** Runs a command that must apply; throws otherwise. */
  must(raw: Command, opts: { force?: boolean; actor?: Actor; seed?: string } = {}) {
    const d = this.run(raw, opts);
    if (!d.ok) throw new Error(`${raw.type} refused: ${d.error}`);
    if ("warnings" in d && d.warnings.length && !opts.force)
      throw new Error(`${raw.type} warned: ${d.warnings.join(" ")}`);
    return d;
  }
}
