/**
 * A player's private page, /seat/<token>: their own seat and the public town square. Like the town
 * square it ships no framework runtime (see pages/town/[slug].tsx); actions are plain HTML forms.
 * The body is rendered once per version of what the seat sees (components/seat/seat-html.tsx), the
 * same string the seat's stream sends when it changes.
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { loadPlayerSeat } from "@/lib/seat";
import type { PlayerView } from "@/lib/game/views";
import { LiveStatus } from "@/components/town/town-square";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";
import { seatRendering, seatTitle } from "@/components/seat/seat-html";
import { SEAT_PAGE_CSP } from "@/lib/security-headers";
import { SEAT_CARD_SCRIPT } from "@/components/seat/card-script";
import { translator } from "@/lib/i18n/render";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = {
  title: string;
  html: string;
  flash: { error?: string; done?: boolean };
  /** The game's language, for `<html lang>` (pages/_document.tsx) and the page's own words. */
  language: PlayerView["language"];
};

export const getServerSideProps: GetServerSideProps<Props, { token: string }> = async ({ params, query, res }) => {
  const token = params!.token;
  const seat = await loadPlayerSeat(token);
  if (!seat) return { notFound: true };
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-security-policy", SEAT_PAGE_CSP);
  res.setHeader("referrer-policy", "no-referrer");
  const flash = {
    ...(typeof query.error === "string" ? { error: query.error.slice(0, 300) } : {}),
    ...(query.done ? { done: true } : {}),
  };
  return {
    props: { title: seatTitle(seat), html: seatRendering(token, seat).html, flash, language: seat.view.language },
  };
};

export default function SeatPage({ title, html, flash, language }: Props) {
  const t = translator(language);
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LiveStatus language={language} />
      {/* Outside the body the stream swaps, so that what the player's last action said stays. */}
      {(flash.error || flash.done) && (
        <div className="mx-auto max-w-3xl px-4 pt-9" data-seat-flash>
          {flash.error ? (
            <p
              role="alert"
              className="rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-2 text-sm text-blood-400"
            >
              {flash.error}
            </p>
          ) : (
            <p
              role="status"
              className="rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-300"
            >
              {t("seat.done")}
            </p>
          )}
        </div>
      )}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <script dangerouslySetInnerHTML={{ __html: TOWN_ENHANCE_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: SEAT_CARD_SCRIPT }} />
    </>
  );
}
