import { prisma } from "@/lib/db/client";
import { loadGame } from "@/lib/service/games";
import { sendTestPost } from "@/lib/service/outlets";
import { gameLanguage } from "@/lib/game/core";
import { escapeText } from "@/lib/game/text-escape";
import { fail, ok, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";

type Ctx = { params: Promise<{ id: string; outletId: string }> };

/** Sends a test post to the outlet at once, in the game's language; the answer is its delivery, as the log shows it. */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id, outletId } = await params;
  await requireGameAccess(req, id);
  const game = await loadGame(id);
  const outlet = await prisma.outlet.findFirst({ where: { id: outletId, gameId: id }, select: { id: true } });
  if (!game || !outlet) return fail(404, msg("outlets.errors.notFound"));
  const language = gameLanguage(game.state.core);
  const text = (format: "bbcode" | "markdown" | "discord" | "plain") =>
    render(msg("outlets.testText", { game: escapeText(format, game.state.core.title) }), language);
  const delivery = await sendTestPost(id, outletId, text);
  if (!delivery) return fail(404, msg("outlets.errors.notFound"));
  return ok({ delivery });
});
