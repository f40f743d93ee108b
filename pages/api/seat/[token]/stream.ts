/**
 * A player's stream: a `view` event (`{ version }`, the version of what this seat sees) now and
 * whenever that moves, never for a change the seat cannot see (another seat's night action sends
 * nothing); `gone` if the link is revoked or the seat left. The player's page asks `?as=patch` and
 * gets `page` events instead (the rendered body, whole or what changed), so it never refetches.
 *
 * A pages-router API route because it renders React to HTML (components/seat/seat-html.tsx), which
 * the app router's route handlers may not do.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { localeOfCookieOrBrowser } from "@/lib/i18n/header-locale";
import { msg, type Message } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { resolveSeatToken } from "@/lib/db/seat-links";
import { playerSeatFor } from "@/lib/seat";
import { encodeFrame, sseResponse } from "@/lib/live/sse";
import { abortableRequest, sendResponse } from "@/lib/live/node-response";
import { seatPageFrame } from "@/components/seat/seat-html";

/** A refusal in the reader's language (cookie or browser: the game is not there to give its own). */
const refusal = (req: NextApiRequest, error: Message) => ({
  ok: false,
  error: render(error, localeOfCookieOrBrowser(req.headers.cookie, req.headers["accept-language"])),
});

export const config = { api: { responseLimit: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") return res.status(405).json(refusal(req, msg("errors.useGet")));
  const token = typeof req.query.token === "string" ? req.query.token : "";
  // `patch`: the page's script; `page`: a page loaded before `patch` existed (its script reads the older change frames).
  const asPage = req.query.as === "page" || req.query.as === "patch";
  const format = req.query.as === "page" ? "page" : "patch";
  const link = await resolveSeatToken(token);
  if (!link) return res.status(404).json(refusal(req, msg("errors.seat.noLink")));
  res.setHeader("referrer-policy", "no-referrer");
  await sendResponse(
    res,
    sseResponse(abortableRequest(req, res), {
      gameId: link.gameId,
      frame: async (_seq, lastSent) => {
        if (!(await resolveSeatToken(token))) return null;
        const now = await playerSeatFor(link.gameId, link.seatId);
        if (!now) return null;
        const { version } = now;
        // Nothing new for this seat: the stream sends nothing (sseResponse skips it), so nothing is rendered either.
        if (version <= lastSent) return { version, encoded: new Uint8Array() };
        return {
          version,
          encoded: asPage
            ? seatPageFrame(token, now.seat(), lastSent, format)
            : encodeFrame("view", version, JSON.stringify({ version })),
        };
      },
    }),
  );
}
