import { exportScript } from "@/lib/rulesets/clocktower";
import { getScript } from "@/lib/db/scripts";
import { notFound, requireModerator, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/** The script in the community JSON format, as a download. `?characters=ids` writes id-only entries. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  const stored = await getScript(me.id, id);
  if (!stored) return notFound("script");
  const ids = new URL(req.url).searchParams.get("characters") === "ids";
  const json = exportScript(stored.script, { charactersAs: ids ? "ids" : "objects" });
  const name =
    stored.script.name
      .replace(/[^\w\- ]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase() || "script";
  return new Response(JSON.stringify(json, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.json"`,
    },
  });
});
