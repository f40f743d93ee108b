import { dayVotesCacheControl, loadDayVotes } from "@/lib/town-days";
import { fail, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

type Ctx = { params: Promise<{ slug: string; n: string }> };

/**
 * Its refusals speak the request's language (the town's own is not loaded for them). An earlier day's whole vote log (the live view leaves it out). With `?v=<voteLogKey>` from the live
 * view the answer may be cached for ever: that address names this content.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  const { slug, n } = await params;
  const day = Number(n);
  if (!Number.isInteger(day) || day < 1) return fail(400, msg("errors.town.dayNumber"), { field: "n" });
  const votes = await loadDayVotes(slug, day);
  if (!votes) return fail(404, msg("errors.town.noEarlierDay"));
  const etag = `"${votes.key}"`;
  const headers = { etag, "cache-control": dayVotesCacheControl(votes, new URL(req.url).searchParams.get("v")) };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return Response.json({ ok: true, day: votes.day, summary: votes.summary, voteLog: votes.voteLog }, { headers });
});
