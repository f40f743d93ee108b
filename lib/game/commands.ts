import { z } from "zod";
import { CORE_COMMAND_TYPES, coreCommandSchema, decideCore } from "./core";
import type { AnyRuleset, DecideContext, GameState } from "./ruleset";
import type { GameEvent } from "./events";
import { undoStepForHost } from "./views";
import { msg, type Phrase } from "../i18n/message";
import type { Locale } from "../i18n/locales";
import { issuePhrase, schemaMessage, zodParams } from "../i18n/zod-issues";

/** The body of `POST /api/games/:id/commands`. */
export const commandRequestSchema = z.object({
  command: z.looseObject({ type: z.string({ error: schemaMessage("gamePage.zod.commandType") }) }),
  expectedVersion: z.number().int().min(0).optional(),
  force: z.boolean().optional(),
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;

export type Command = { type: string; [key: string]: unknown };

export type CommandParse = { ok: true; command: Command } | { ok: false; error: Phrase; field?: string };

function firstIssue(error: z.ZodError, prefix: string): { error: Phrase; field: string } {
  const issue = error.issues[0]!;
  const field = [prefix, ...issue.path.map(String)].join(".");
  return { error: msg("gamePage.api.fieldIssue", { field, message: issuePhrase(issue.message) }), field };
}

/**
 * Validates a command for a game of the given rule system: its type, then its fields. With the
 * reader's language, zod's own messages come in it (lib/i18n/zod-issues.ts).
 */
export function parseCommand(
  ruleset: AnyRuleset,
  raw: { type: string; [key: string]: unknown },
  locale?: Locale,
): CommandParse {
  const isCore = (CORE_COMMAND_TYPES as readonly string[]).includes(raw.type);
  if (!isCore && !ruleset.commandTypes.includes(raw.type)) {
    const known = [...CORE_COMMAND_TYPES, ...ruleset.commandTypes].join(", ");
    return {
      ok: false,
      error: msg("gamePage.rules.unknownCommand", { type: raw.type, ruleset: ruleset.name, known }),
      field: "command.type",
    };
  }
  const schema = isCore ? coreCommandSchema : ruleset.commandSchema;
  const parsed = schema.safeParse(raw, zodParams(locale));
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error, "command") };
  return { ok: true, command: parsed.data as Command };
}

/**
 * A playing host undoing another player's step is asked first: the player may have seen its result
 * already. The warning says the kind of step and whose it was (when the table knows), never its content.
 */
function undoWarnings(ruleset: AnyRuleset, game: GameState): Phrase[] {
  const step = undoStepForHost(ruleset, game);
  if (step?.kind !== "player") return [];
  const name = step.seatId ? game.core.seats.find((s) => s.id === step.seatId)?.name : undefined;
  return [
    msg("gamePage.undoStep.confirm", {
      step: name ? msg("gamePage.undoStep.playerNamed", { name }) : msg("gamePage.undoStep.player"),
    }),
  ];
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
    if (ctx.actor.kind === "player") return { ok: false, error: msg("gamePage.rules.moderatorOnly") };
    if (command.type === "seat.linkRemade" && ctx.actor.kind !== "system")
      return {
        ok: false,
        error: msg("gamePage.rules.linkBySystem"),
        field: "command.type",
      };
    const d = decideCore(game.core, command as z.infer<typeof coreCommandSchema>, ctx.rng);
    if (!d.ok) return d;
    const extra = ruleset.coreCommandWarnings?.(game, command) ?? [];
    if (command.type === "undo") extra.push(...undoWarnings(ruleset, game));
    return { ok: true, event: d.event, warnings: [...(d.warnings ?? []), ...extra] };
  }
  const d = ruleset.decide(game, command, ctx);
  if (!d.ok) return d;
  return { ok: true, event: d.event, warnings: d.warnings ?? [] };
}
