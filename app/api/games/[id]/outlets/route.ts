import { createOutlet, listOutlets } from "@/lib/service/outlets";
import { prisma } from "@/lib/db/client";
import { createOutletSchema } from "@/lib/game/api-schemas";
import { urlProblem } from "@/lib/game/outlets";
import type { RulesetId } from "@/lib/game/ruleset";
import { fail, notFound, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { allowPrivate, hostAllowed } from "@/lib/outlets/ssrf";
import { engine, getRuleset } from "@/lib/registry";
import { render } from "@/lib/i18n/render";
import { localeOfRequest } from "@/lib/i18n/reader-locale";

type Ctx = { params: Promise<{ id: string }> };

const MAX_OUTLETS = 10;

/**
 * The game's outlets with their URLs, secrets and last deliveries, and the kinds of post its rule
 * system offers. For the game's moderators only (host and co-hosts, who run the game together);
 * nothing here reaches an export, a public page or a player.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  const game = await prisma.game.findUnique({ where: { id }, select: { rulesetId: true } });
  if (!game) return notFound();
  const rulesetId = game.rulesetId as RulesetId;
  // The rule system's own names of its kinds, in the reader's language (the others: outlets.kinds).
  const locale = await localeOfRequest(req);
  const names = Object.fromEntries(
    Object.entries(getRuleset(rulesetId).outlets?.names ?? {}).map(([kind, m]) => [kind, render(m, locale)]),
  );
  return ok({ outlets: await listOutlets(id), kinds: engine.outletKinds(rulesetId), names });
});

/** Adds an outlet; an address that is not https or points at a private network is refused (SSRF). */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  const input = await readBody(req, createOutletSchema);
  const problem = urlProblem(input.type, input.url, allowPrivate());
  if (problem) return fail(400, msg(`outlets.errors.${problem}`), { field: "url" });
  if (!(await hostAllowed(new URL(input.url)))) return fail(400, msg("outlets.errors.private"), { field: "url" });
  if ((await prisma.outlet.count({ where: { gameId: id } })) >= MAX_OUTLETS)
    return fail(400, msg("outlets.errors.tooMany", { max: MAX_OUTLETS }));
  const outletId = await createOutlet(id, input);
  if (!outletId) return notFound();
  const outlet = (await listOutlets(id)).find((o) => o.id === outletId);
  return ok({ outlet }, { status: 201 });
});
