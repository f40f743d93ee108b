/**
 * The face of a player's face-down card, `{ version, html }`: what the page's script shows only while
 * the player holds the card (components/seat/card-script.ts), so that the page's HTML never holds it.
 * Only through the seat's own link, never cached. A pages-router route because it renders React to
 * HTML, which the app router's route handlers may not do.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { localeOfCookieOrBrowser } from "@/lib/i18n/header-locale";
import { msg, type Message } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { loadPlayerSeat } from "@/lib/seat";
import { PlayerFace } from "@/components/seat/player-face";

const refusal = (req: NextApiRequest, error: Message) => ({
  ok: false,
  error: render(error, localeOfCookieOrBrowser(req.headers.cookie, req.headers["accept-language"])),
});

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET") return res.status(405).json(refusal(req, msg("errors.useGet")));
  const token = typeof req.query.token === "string" ? req.query.token : "";
  const seat = await loadPlayerSeat(token);
  res.setHeader("cache-control", "no-store");
  res.setHeader("referrer-policy", "no-referrer");
  if (!seat) return res.status(404).json(refusal(req, msg("errors.seat.noLink")));
  const html = renderToStaticMarkup(createElement(PlayerFace, { token, view: seat.view }));
  return res.status(200).json({ ok: true, version: seat.version, html });
}
