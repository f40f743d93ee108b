import { z } from "zod";
import { CORE_COMMAND_TYPES, coreCommandSchema, decideCore } from "./core";
import type { AnyRuleset, DecideContext, GameState } from "./ruleset";
import type { GameEvent } from "./events";
import type { Phrase } from "../i18n/message";

/** The body of `POST /api/games/:id/commands`. */
export const commandRequestSchema = z.object({
  command: z.looseObject({ type: z.string({ error: "command.type must be a string" }) }),
  expectedVersion: z.number().int().min(0).optional(),
  force: z.boolean().optional(),
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;

export type Command = { type: string; [key: string]: unknown };

export type CommandParse = { ok: true; command: Command } | { ok: false; error: Phrase; field?: string };

function firstIssue(error: z.ZodError, prefix: string): { error: string; field: string } {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].join(".");
  return { error: `${field}: ${issue.message}`, field };
}

/** Validates a command for a game of the given rule system: its type, then its fields. */
export function parseCommand(ruleset: AnyRuleset, raw: { type: string; [key: string]: unknown }): CommandParse {
  const isCore = (CORE_COMMAND_TYPES as readonly string[]).includes(raw.type);
  if (!isCore && !ruleset.commandTypes.includes(raw.type)) {
    const known = [...CORE_COMMAND_TYPES, ...ruleset.commandTypes].join(", ");
    return {
      ok: false,
      error: `command.type: unknown command "${raw.type}" for a ${ruleset.name} game. Known: ${known}.`,
      field: "command.type",
    };
  }
  const schema = isCore ? coreCommandSchema : ruleset.commandSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error, "command") };
  return { ok: true, command: parsed.data as Command };
}

export type CommandDecision =
  { ok: true; event: GameEvent; warnings: Phrase[] } | { ok: false; error: Phrase; field?: string };

/** Decides a validated command against the current state. Pure. */
export function decideCommand(
  ruleset: AnyRuleset,
  game: GameState,
  command: Command,
  ctx: DecideContext,
): CommandDecision {
  if ((CORE_COMMAND_TYPES as readonly string[]).includes(command.type)) {
    if (ctx.actor.kind === "player") return { ok: false, error: "Only a moderator can change the game's setup." };
    if (command.type === "seat.linkRemade" && ctx.actor.kind !== "system")
      return {
        ok: false,
        error: "The app records a new player link by itself when one is made.",
        field: "command.type",
      };
    const d = decideCore(game.core, command as z.infer<typeof coreCommandSchema>, ctx.rng);
    if (!d.ok) return d;
    const extra = ruleset.coreCommandWarnings?.(game, command) ?? [];
    return { ok: true, event: d.event, warnings: [...(d.warnings ?? []), ...extra] };
  }
  const d = ruleset.decide(game, command, ctx);
  if (!d.ok) return d;
  return { ok: true, event: d.event, warnings: d.warnings ?? [] };
}
