import { exportGame } from "@/lib/db/game-transfer";
import { notFound, requireGameAccess, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
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
