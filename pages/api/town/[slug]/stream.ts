/**
 * Live public view: a `view` event (`{ version, view }`) now and whenever the public view changes,
 * never for a hidden event; `gone` when it stops being public. The town page asks `?as=patch` and gets
 * `page` events instead (the rendered body, whole or only what changed; components/town/town-html.tsx),
 * so it never refetches.
 *
 * A pages-router API route because it renders React to HTML (components/town/town-html.tsx), which
 * the app router's route handlers may not do.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { localeOfCookieOrBrowser } from "@/lib/i18n/header-locale";
import { msg, type Message } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { prisma } from "@/lib/db/client";
import { publicTownFor, townFrame } from "@/lib/town";
import { sseResponse } from "@/lib/live/sse";
import { abortableRequest, sendResponse } from "@/lib/live/node-response";
import { townPageFrame } from "@/components/town/town-html";

/** A refusal in the reader's language (cookie or browser: the game is not there to give its own). */
const refusal = (req: NextApiRequest, error: Message) => ({
  ok: false,
  error: render(error, localeOfCookieOrBrowser(req.headers.cookie, req.headers["accept-language"])),
});

export const config = { api: { responseLimit: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") return res.status(405).json(refusal(req, msg("errors.useGet")));
  const slug = typeof req.query.slug === "string" ? req.query.slug : "";
  // `patch`: the page's script; `page`: a page loaded before `patch` existed (its script reads the older change frames).
  const asPage = req.query.as === "page" || req.query.as === "patch";
  const format = req.query.as === "page" ? "page" : "patch";
  const game = slug ? await prisma.game.findUnique({ where: { slug }, select: { id: true, published: true } }) : null;
  if (!game || !game.published) return res.status(404).json(refusal(req, msg("errors.town.noTown")));
  await sendResponse(
    res,
    sseResponse(abortableRequest(req, res), {
      gameId: game.id,
      frame: async (seq, lastSent) => {
        const town = await publicTownFor(game.id, seq);
        if (!town) return null;
        return {
          version: town.version,
          encoded: asPage ? townPageFrame(slug, town, lastSent, format) : townFrame(town),
        };
      },
    }),
  );
}
