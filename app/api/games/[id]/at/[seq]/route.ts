import { loadGame, loadGameAt } from "@/lib/service/games";
import { fail, notFound, ok, requireGameAccess, route, withTextFor } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { engine } from "@/lib/registry";

type Ctx = { params: Promise<{ id: string; seq: string }> };

/** The moderator's view of the game as it stood after event `seq` (read-only: the grimoire at a dusk or dawn). */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id, seq: raw } = await params;
  await requireGameAccess(req, id);
  const seq = Number(raw);
  if (!Number.isInteger(seq) || seq < 0) return fail(400, msg("gamePage.api.seqWhole"), { field: "seq" });
  const game = await loadGame(id);
  if (!game) return notFound();
  // A past state's number and contents would tell a playing host what happened out of their sight.
  if (engine.playingHostSeat(game.state) !== null) return fail(409, msg("gamePage.api.historyWhileHostPlays"));
  if (seq > game.version)
    return fail(400, msg("gamePage.api.seqBeyond", { version: String(game.version) }), { field: "seq" });
  const state = await loadGameAt(id, game.state.core.rulesetId, seq);
  return ok({ seq, view: await withTextFor(req, engine.moderatorView(state, new Date())) });
});
