import { answerCohostInvite } from "@/lib/db/games";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { invitationAnswerSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ gameId: string }> };

/** `{ accept: true }` joins the game as co-host; `{ accept: false }` declines. */
export const POST = route<Ctx>(async (req, { params }) => {
  const { gameId } = await params;
  const me = await requireModerator(req);
  const { accept } = await readBody(req, invitationAnswerSchema);
  if (!(await answerCohostInvite(gameId, me.id, accept))) return fail(404, msg("gamePage.api.noInvitationForYou"));
  return ok({ accepted: accept });
});
