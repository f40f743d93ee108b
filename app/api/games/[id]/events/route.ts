import { listEvents, listEventsForHost, loadGame } from "@/lib/service/games";
import { fail, notFound, ok, requireGameAccess, route, withTextFor } from "@/lib/http";
import { issuePhrase } from "@/lib/i18n/zod-issues";
import { engine } from "@/lib/registry";
import { eventsQuerySchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  const parsed = eventsQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!parsed.success)
    return fail(400, issuePhrase(parsed.error.issues[0]!.message), { field: String(parsed.error.issues[0]!.path[0]) });
  const head = await loadGame(id);
  if (!head) return notFound();
  const { after, limit } = parsed.data;
  // While the host plays, the log is numbered by what the host could notice (the moderators' version).
  const hostPlays = engine.playingHostSeat(head.state) !== null;
  const events = await (hostPlays ? listEventsForHost : listEvents)(id, head.rulesetId, after, limit);
  // What a playing host may see is judged on a state at least as new as the newest event listed.
  const newest = hostPlays ? head.moderatorVersion : head.version;
  const game = (events.at(-1)?.seq ?? 0) > newest ? ((await loadGame(id)) ?? head) : head;
  const said = await withTextFor(
    req,
    events.map((e) => engine.eventForModerator(game.state, e)),
  );
  return ok({ version: game.moderatorVersion, events: said });
});
