import {
  isOwner,
  officialFetchRunning,
  officialStatus,
  startOfficialFetch,
  storeOfficialData,
} from "@/lib/db/official-data";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { BODY_LIMITS } from "@/lib/body";
import { officialUploadSchema } from "@/lib/game/api-schemas";

/** What the server holds of the publisher's character data, for any moderator. */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  const status = await officialStatus();
  return ok({ ...status, fetching: officialFetchRunning(), owner: await isOwner(me.id) });
});

const ownerOnly = () => fail(403, msg("characters.api.ownerOnly"));

/**
 * The owner's upload of the three files `{ roles, nightsheet, jinxes }` (as the publisher ships them);
 * all three are checked before anything is replaced.
 */
export const PUT = route(async (req) => {
  const me = await requireModerator(req);
  if (!(await isOwner(me.id))) return ownerOnly();
  const body = await readBody(req, officialUploadSchema, BODY_LIMITS.import);
  const result = await storeOfficialData(body, "upload");
  if (!result.ok)
    return fail(
      400,
      msg("characters.api.invalid", { count: result.problems.length, first: result.problems[0] ?? "" }),
      { problems: result.problems },
    );
  return ok({ ...result.status, fetching: officialFetchRunning(), owner: true });
});

/** The owner's "Update": fetches the files again from OFFICIAL_DATA_URL, in the background (202). */
export const POST = route(async (req) => {
  const me = await requireModerator(req);
  if (!(await isOwner(me.id))) return ownerOnly();
  const status = await officialStatus();
  if (!status.fetchUrl) return fail(400, msg("characters.api.fetchOff"));
  startOfficialFetch();
  return ok({ ...status, fetching: officialFetchRunning(), owner: true }, { status: 202 });
});
