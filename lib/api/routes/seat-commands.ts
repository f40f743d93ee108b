import { NextResponse } from "next/server";
import { loadGame } from "@/lib/service/games";
import { runCommand } from "@/lib/service/commands";
import { resolveSeatToken } from "@/lib/db/seat-links";
import { fail, ok, route } from "@/lib/http";
import { seatCommandSchema } from "@/lib/game/api-schemas";
import { BODY_LIMITS, BodyError, MAX_JSON_DEPTH, nestsDeeperThan, readText } from "@/lib/body";
import { seatViewVersion } from "@/lib/game/view-versions";
import { render } from "@/lib/i18n/render";
import { commandFromForm } from "@/lib/seat/form-command";
import { msg, type Phrase } from "@/lib/i18n/message";
import { gameLanguage } from "@/lib/game/core";
import type { Locale } from "@/lib/i18n/locales";

type Ctx = { params: Promise<{ token: string }> };

/** The language of the game's player pages, for a refusal given before the rules have run (they tell it after). */
async function languageOf(gameId: string): Promise<Locale> {
  const game = await loadGame(gameId);
  return game ? gameLanguage(game.state.core) : "en";
}

/**
 * A player acts for their own seat, through the same command service, checks and rules as the
 * moderator. JSON (`{ command }`) answers JSON; an HTML form (a `command` field holding the command
 * as JSON) is redirected back to the player's page with the outcome, so the page needs no JavaScript.
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { token } = await params;
  const link = await resolveSeatToken(token);
  // No game to take a language from: the request's (route renders the message in it).
  if (!link) return fail(404, msg("errors.seat.noLink"));
  const isForm = (req.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  const refuse = async (status: number, error: Phrase) =>
    answer(isForm, token, status, render(error, await languageOf(link.gameId)));
  let raw: unknown;
  try {
    const text = await readText(req, BODY_LIMITS.seat);
    raw = isForm ? commandFromForm(new URLSearchParams(text)) : seatCommandSchema.parse(JSON.parse(text)).command;
    if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) throw new Error("too deep");
  } catch (e) {
    if (e instanceof BodyError) return refuse(e.problem.status, e.problem.error);
    return refuse(400, msg("errors.seat.notACommand"));
  }
  const result = await runCommand({
    gameId: link.gameId,
    actor: { kind: "player", seatId: link.seatId },
    command: raw,
    now: new Date(),
  });
  switch (result.status) {
    case "applied":
      // The version of what this seat sees: the game's event count would tell of hidden actions.
      return isForm
        ? back(token, { done: "1" })
        : ok({ applied: true, version: seatViewVersion(result.views, link.seatId) });
    case "needs-force":
      // A player cannot overrule the rules: what a moderator could force is refused here.
      return answer(isForm, token, 400, result.warnings.map((w) => render(w, result.language)).join(" "));
    case "malformed":
      return refuse(
        400,
        result.problem === "shape"
          ? msg("gamePage.zod.commandType")
          : msg("errors.seat.notAccepted", { path: result.path }),
      );
    case "invalid":
      // The unknown-type sentence lists the game's commands and repeats what was sent: not for a player's page.
      return refuse(400, result.field === "command.type" ? msg("errors.seat.unknownCommand") : result.error);
    case "refused":
      return answer(isForm, token, 400, render(result.error, result.language));
    case "conflict":
    case "not-found":
      return refuse(404, msg("errors.seat.noGame"));
  }
});

/** The longest error a redirect carries back to the page, in characters. */
const MAX_REDIRECT_ERROR = 200;

function back(token: string, query: Record<string, string>) {
  if (query.error && query.error.length > MAX_REDIRECT_ERROR)
    query = { ...query, error: `${query.error.slice(0, MAX_REDIRECT_ERROR - 1)}…` };
  return new NextResponse(null, { status: 303, headers: { location: `/seat/${token}?${new URLSearchParams(query)}` } });
}

function answer(isForm: boolean, token: string, status: number, error: string) {
  return isForm ? back(token, { error }) : fail(status, error);
}
