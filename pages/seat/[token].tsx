/**
 * A player's private page, /seat/<token>: their own seat and the public town square. Like the town
 * square it ships no framework runtime (see pages/town/[slug].tsx); actions are plain HTML forms.
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { loadPlayerSeat, type PlayerSeat as Seat } from "@/lib/seat";
import { PlayerSeat } from "@/components/seat/player-seat";
import { LiveStatus, TownSquare } from "@/components/town/town-square";
import { TOWN_ENHANCE_SCRIPT } from "@/components/town/enhance-script";
import { PUBLIC_PAGE_CSP } from "@/lib/security-headers";
import { translatorFor } from "@/lib/i18n/messages";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

type Props = {
  token: string;
  seat: Pick<Seat, "slug" | "version" | "view" | "seatId">;
  flash: { error?: string; done?: boolean };
  /** The game's language, for `<html lang>` (pages/_document.tsx) and the page's own words. */
  language: Seat["view"]["language"];
};

export const getServerSideProps: GetServerSideProps<Props, { token: string }> = async ({ params, query, res }) => {
  const token = params!.token;
  const seat = await loadPlayerSeat(token);
  if (!seat) return { notFound: true };
  res.setHeader("cache-control", "no-store");
  res.setHeader("content-security-policy", PUBLIC_PAGE_CSP);
  res.setHeader("referrer-policy", "no-referrer");
  const flash = {
    ...(typeof query.error === "string" ? { error: query.error.slice(0, 300) } : {}),
    ...(query.done ? { done: true } : {}),
  };
  return {
    props: {
      token,
      seat: { slug: seat.slug, version: seat.version, view: seat.view, seatId: seat.seatId },
      flash,
      language: seat.view.language,
    },
  };
};

export default function SeatPage({ token, seat, flash, language }: Props) {
  const me = seat.view.seats.find((s) => s.id === seat.seatId);
  const t = translatorFor(language);
  return (
    <>
      <Head>
        <title>{`${me?.name ?? t("seat.titleFallback")} · ${seat.view.title}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <LiveStatus language={language} />
      <main
        id="town"
        data-version={seat.version}
        data-stream={`/api/seat/${token}/stream`}
        data-poll={`/api/seat/${token}`}
        className="mx-auto max-w-3xl px-4 py-6"
      >
        <header className="mb-4">
          <p className="text-xs tracking-wide text-ink-400 uppercase">{t("seat.kicker", { title: seat.view.title })}</p>
          <h1 className="mt-1 text-2xl font-semibold">{me?.name}</h1>
          <p className="mt-1 text-xs text-ink-400">{t("seat.private")}</p>
        </header>
        {flash.error && (
          <p
            role="alert"
            className="mb-4 rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-2 text-sm text-blood-400"
          >
            {flash.error}
          </p>
        )}
        {flash.done && !flash.error && (
          <p
            role="status"
            className="mb-4 rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-300"
          >
            {t("seat.done")}
          </p>
        )}
        <section aria-label={t("seat.yourCard")} className="card mb-6">
          <PlayerSeat token={token} view={seat.view} />
        </section>
        <TownSquare slug={seat.slug} version={seat.version} view={seat.view} preview />
      </main>
      <script dangerouslySetInnerHTML={{ __html: TOWN_ENHANCE_SCRIPT }} />
    </>
  );
}
