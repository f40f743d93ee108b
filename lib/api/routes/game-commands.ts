import { runCommand, type CommandProblem, type CommandResult } from "@/lib/service/commands";
import { commandRequestSchema } from "@/lib/game/commands";
import { MAX_COMMAND_NUMBER } from "@/lib/game/text";
import { fail, notFound, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { engine } from "@/lib/registry";
import { msg, type Phrase } from "@/lib/i18n/message";
import { holdsMessage, render, withText } from "@/lib/i18n/render";
import { localeOfRequest } from "@/lib/i18n/reader-locale";
import type { Locale } from "@/lib/i18n/locales";
import { timed } from "@/lib/timing";

type Ctx = { params: Promise<{ id: string }> };

/**
 * The applied event as the moderators may read it. While the host plays a seat it is numbered by the
 * moderators' version like the log (listEventsForHost), and an event the host could not notice is
 * not shown at all.
 */
function answerEvents(result: Extract<CommandResult, { status: "applied" }>) {
  const shown = engine.eventForModerator(result.state, result.event);
  if (engine.playingHostSeat(result.state) === null) return [shown];
  return result.noticed ? [{ ...shown, seq: result.moderatorVersion }] : [];
}

/**
 * Runs one command. 200 with the new version and event; 200 with `applied: false` and `warnings`
 * when the rules object and `force` was not set; 400 for a malformed or impossible command; 409 when
 * `expectedVersion` is stale.
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me } = await requireGameAccess(req, id);
  const body = await timed("body", () => readBody(req, commandRequestSchema));
  // The reader's language is looked up (the account's costs a query) only when there are words to say.
  let asked: Promise<Locale> | undefined;
  const locale = () => (asked ??= timed("locale", () => localeOfRequest(req)));
  const result = await runCommand({
    gameId: id,
    actor: { kind: "moderator", userId: me.id },
    command: body.command,
    expectedVersion: body.expectedVersion,
    force: body.force,
    now: new Date(),
    locale,
  });
  const say = async (warnings: Phrase[]) => {
    if (warnings.length === 0) return [];
    const lang = await locale();
    return warnings.map((p) => render(p, lang));
  };
  switch (result.status) {
    case "applied": {
      const warnings = await say(result.warnings);
      const events = answerEvents(result);
      const said = holdsMessage(events) ? withText(events, await locale()) : events;
      return timed("answer", () => ok({ applied: true, version: result.moderatorVersion, events: said, warnings }));
    }
    case "needs-force":
      return ok({ applied: false, version: result.version, events: [], warnings: await say(result.warnings) });
    case "malformed":
      return malformed(result);
    case "invalid":
      return fail(400, result.error, { field: result.field });
    case "refused":
      return fail(400, result.error, { field: result.field, version: result.version });
    case "conflict":
      return fail(409, msg("gamePage.api.conflict", { version: String(result.version) }), { version: result.version });
    case "not-found":
      return notFound();
  }
});

/**
 * The body's reader has already refused unclean text and a command without a type (readBody, with
 * the request's words for them); what is left to say here is a number out of range.
 */
function malformed(problem: CommandProblem) {
  switch (problem.problem) {
    case "out-of-range": {
      const field = `command.${problem.path}`;
      return fail(400, msg("gamePage.api.outOfRange", { field, max: String(MAX_COMMAND_NUMBER) }), { field });
    }
    case "unclean":
      return fail(
        400,
        msg("errors.body.uncleanText", { path: `command.${problem.path}`, problem: msg("gamePage.zod.cleanText") }),
      );
    case "shape":
      return fail(
        400,
        msg("gamePage.api.fieldIssue", { field: "command.type", message: msg("gamePage.zod.commandType") }),
        {
          field: "command.type",
        },
      );
  }
}
