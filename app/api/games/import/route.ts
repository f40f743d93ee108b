import { importGame } from "@/lib/db/game-transfer";
import { fail, ok, requireModerator, route } from "@/lib/http";

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  let raw: unknown;
  try {
    raw = await req.json();
  } catch {
    return fail(400, "The file is not valid JSON.");
  }
  const result = await importGame(raw, me.id);
  if (!result.ok)
    return fail(400, `This is not a game export we can read: ${result.errors[0]}`, { errors: result.errors });
  return ok({ game: { id: result.id, slug: result.slug, publicUrl: `/town/${result.slug}` } }, { status: 201 });
});
