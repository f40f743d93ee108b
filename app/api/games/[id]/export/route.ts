import { exportGame } from "@/lib/service/games";
import { loadGame } from "@/lib/service/games";
import { fail, notFound, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { engine } from "@/lib/registry";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  const game = await loadGame(id);
  if (!game) return notFound();
  // The file holds every event in full: while the host plays a seat, it would show them the others' secrets.
  if (engine.playingHostSeat(game.state) !== null) return fail(409, msg("gamePage.api.exportPlaying"));
  const file = await exportGame(id, new Date());
  if (!file) return notFound();
  const name =
    file.game.title
      .replace(/[^\w\- ]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase() || "game";
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.grimoire.json"`,
    },
  });
});
