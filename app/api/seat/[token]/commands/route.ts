import { NextResponse } from "next/server";
import { z } from "zod";
import { runCommand } from "@/lib/db/event-store";
import { resolveSeatToken } from "@/lib/db/seat-links";
import { fail, ok, route } from "@/lib/http";
import { seatViewVersion } from "@/lib/game/view-versions";

type Ctx = { params: Promise<{ token: string }> };

const commandSchema = z.looseObject({ type: z.string({ error: "command.type must be a string" }) });

/**
 * A player acts for their own seat, through the same commands and rules as the moderator. JSON
 * (`{ command }`) answers JSON; an HTML form (a `command` field holding the command as JSON) is
 * redirected back to the player's page with the outcome, so the page needs no JavaScript.
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { token } = await params;
  const link = await resolveSeatToken(token);
  if (!link) return fail(404, "No such player link.");
  const isForm = (req.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  let raw: unknown;
  try {
    raw = isForm ? commandFromForm(await req.formData()) : ((await req.json()) as { command?: unknown }).command;
  } catch {
    return answer(isForm, token, 400, "The request is not a valid command.");
  }
  const parsed = commandSchema.safeParse(raw);
  if (!parsed.success) return answer(isForm, token, 400, "command.type must be a string");
  const result = await runCommand({
    gameId: link.gameId,
    actor: { kind: "player", seatId: link.seatId },
    command: parsed.data,
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
      return answer(isForm, token, 400, result.warnings.join(" "));
    case "invalid":
    case "refused":
      return answer(isForm, token, 400, result.error);
    case "conflict":
    case "not-found":
      return answer(isForm, token, 404, "No such game.");
  }
});

/**
 * A form's `command` field holds the command as JSON; fields named `json.<key>` add a JSON value
 * (a choice from a select) and `text.<key>` a typed text.
 */
function commandFromForm(form: FormData): unknown {
  const command = JSON.parse(String(form.get("command") ?? "")) as Record<string, unknown>;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    if (name.startsWith("json.")) command[name.slice(5)] = JSON.parse(value);
    else if (name.startsWith("text.")) command[name.slice(5)] = value;
  }
  return command;
}

function back(token: string, query: Record<string, string>) {
  return new NextResponse(null, { status: 303, headers: { location: `/seat/${token}?${new URLSearchParams(query)}` } });
}

function answer(isForm: boolean, token: string, status: number, error: string) {
  return isForm ? back(token, { error }) : fail(status, error);
}
