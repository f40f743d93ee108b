import { loadPublicTown, townJson } from "@/lib/town";
import { fail, route } from "@/lib/http";

type Ctx = { params: Promise<{ slug: string }> };

/** The public view of a published game, with an ETag per game version. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { slug } = await params;
  const town = await loadPublicTown(slug);
  if (!town) return fail(404, "No such town square.");
  const etag = `"${town.etag}"`;
  const headers = { etag, "cache-control": "no-cache" };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(townJson(town), {
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
});
