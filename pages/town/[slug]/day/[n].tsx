/**
 * An earlier day's votes, /town/<slug>/day/<n>: the live town square links here instead of carrying
 * every day's log. Like the town square, plain HTML with no framework runtime.
 */
import type { GetServerSideProps } from "next";
import Head from "next/head";
import { dayVotesCacheControl, loadDayVotes, type DayVotes } from "@/lib/town-days";
import { translator } from "@/lib/i18n/render";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

/** `language` is what pages/_document.tsx puts in `<html lang>`: the game's. */
type Props = { slug: string; votes: DayVotes; language: DayVotes["language"] };

export const getServerSideProps: GetServerSideProps<Props, { slug: string; n: string }> = async ({
  params,
  query,
  res,
}) => {
  const day = Number(params!.n);
  const votes = Number.isInteger(day) && day >= 1 ? await loadDayVotes(params!.slug, day) : null;
  if (!votes) return { notFound: true };
  res.setHeader("cache-control", dayVotesCacheControl(votes, query.v));
  return { props: { slug: params!.slug, votes, language: votes.language } };
};

export default function DayVotesPage({ slug, votes, language }: Props) {
  const t = translator(language);
  return (
    <>
      <Head>
        <title>{`${t("town.day.title", { day: votes.day })} · ${votes.title} · Grimoire`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <p className="text-sm">
          <a className="text-moon-300 underline" href={`/town/${slug}`}>
            <span aria-hidden="true">← </span>
            {t("town.day.back", { title: votes.title })}
          </a>
        </p>
        <h1 className="mt-3 text-2xl font-semibold text-ink-100">{t("town.day.heading", { day: votes.day })}</h1>
        {votes.summary && <p className="mt-1 text-ink-300">{votes.summary}</p>}
        {votes.voteLog.length === 0 ? (
          <p className="mt-4 text-ink-400">{t("town.day.none")}</p>
        ) : (
          <ol className="mt-4 space-y-0.5 border-l border-night-700 pl-3 text-sm text-ink-200" data-testid="day-votes">
            {votes.voteLog.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
