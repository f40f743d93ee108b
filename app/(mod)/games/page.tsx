import type { Metadata } from "next";
import Link from "next/link";
import { requirePageModerator } from "@/lib/auth/session";
import { listGamesWithSummaries, type ListedGame } from "@/lib/service/games";
import { relativeTime } from "@/lib/game/list-summary";
import { formatUtc } from "@/lib/game/deadline-format";
import { rulesetChoices } from "@/lib/registry";
import { NewGameForm } from "@/components/games/new-game-form";
import { ImportGameForm } from "@/components/games/import-game-form";
import { ArchiveButton, DeleteGameButton } from "@/components/games/game-actions";
import { CohostInvitations } from "@/components/games/cohost-invitations";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { renderer } from "@/lib/i18n/render";
import { ClientWords } from "@/lib/i18n/client-words";
import { GAMES_WORDS } from "@/lib/i18n/namespaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metadata"))("games") };
}
export const dynamic = "force-dynamic";

const NAMES: Record<string, string> = Object.fromEntries(rulesetChoices.map((r) => [r.id, r.name]));

export default function GamesPage() {
  return (
    <ClientWords words={GAMES_WORDS}>
      <GamesList />
    </ClientWords>
  );
}

async function GamesList() {
  const me = await requirePageModerator();
  const t = await getTranslations("games");
  const locale = await getLocale();
  const now = new Date();
  const games = await listGamesWithSummaries(me.id, now, locale);
  const active = games.filter((g) => !g.archivedAt);
  const archived = games.filter((g) => g.archivedAt);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-labelledby="games-heading" className="min-w-0">
        <h1 id="games-heading" className="mb-4 text-2xl font-semibold">
          {t("heading")}
        </h1>
        {games.length === 0 ? (
          <p className="card text-ink-300">{t("none")}</p>
        ) : active.length === 0 ? (
          <p className="card text-ink-300">{t("allArchived")}</p>
        ) : (
          <ul className="space-y-2" aria-label={t("active")}>
            {active.map((g) => (
              <GameRow key={g.id} game={g} now={now} locale={locale} t={t} />
            ))}
          </ul>
        )}
        {archived.length > 0 && (
          <details className="mt-6" data-testid="archived-games">
            <summary className="cursor-pointer py-2 text-sm font-semibold text-ink-300 hover:text-ink-100">
              {t("archivedSummary", { count: archived.length })}
            </summary>
            <ul className="mt-2 space-y-2" aria-label={t("archived")}>
              {archived.map((g) => (
                <GameRow key={g.id} game={g} now={now} locale={locale} t={t} />
              ))}
            </ul>
          </details>
        )}
      </section>
      <aside className="space-y-6">
        <CohostInvitations />
        <NewGameForm rulesets={rulesetChoices} />
        <ImportGameForm />
      </aside>
    </div>
  );
}

const Dot = ({ separator }: { separator: string }) => (
  <>
    <span className="sr-only">{separator}</span>
    <span aria-hidden="true" className="px-1.5 text-ink-400">
      ·
    </span>
  </>
);

type GamesT = Awaited<ReturnType<typeof getTranslations<"games">>>;

function GameRow({ game: g, now, locale, t }: { game: ListedGame; now: Date; locale: Locale; t: GamesT }) {
  const s = g.summary;
  const dot = <Dot separator={t("separator")} />;
  const archived = !!g.archivedAt;
  return (
    <li
      className={`card relative flex flex-col gap-2 hover:border-night-600 ${archived ? "opacity-80" : ""}`}
      data-testid="game-row"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* The title's link covers the card; the buttons sit above it. */}
        <Link
          href={`/games/${g.id}`}
          className="min-w-0 font-medium break-words after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          {g.title}
        </Link>
        <span className="text-sm text-ink-400">{NAMES[g.rulesetId]}</span>
        <span className="ml-auto flex gap-2 text-xs">
          {g.role === "cohost" && <span className="rounded bg-night-700 px-2 py-0.5 text-ink-200">{t("cohost")}</span>}
          <span
            className={`rounded px-2 py-0.5 ${g.published ? "bg-moon-400/15 text-moon-300" : "bg-night-700 text-ink-300"}`}
          >
            {g.published ? t("published") : t("draft")}
          </span>
        </span>
      </div>
      <p className="text-sm text-ink-200" data-testid="game-status">
        <span className="font-medium">{s.phase}</span>
        {s.alive && (
          <>
            {dot}
            {s.alive.word === "captured"
              ? t("captured", { captured: s.alive.total - s.alive.alive, total: s.alive.total })
              : t("alive", { alive: s.alive.alive, total: s.alive.total })}
          </>
        )}
        {s.deadline && (
          <>
            {dot}
            {s.deadline.label}{" "}
            <time dateTime={s.deadline.at} title={formatUtc(new Date(s.deadline.at), renderer(locale))}>
              {relativeTime(s.deadline.at, now, renderer(locale))}
            </time>
          </>
        )}
      </p>
      {s.waiting.length > 0 && (
        <ul className="space-y-0.5 text-sm text-moon-300" aria-label={t("waitingIn", { title: g.title })}>
          {s.waiting.map((w) => (
            <li key={w}>● {w}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-400">
        <span>
          {t.rich("lastActivity", {
            ago: relativeTime(g.updatedAt, now, renderer(locale)),
            when: (chunks) => (
              <time dateTime={g.updatedAt.toISOString()} title={formatUtc(g.updatedAt, renderer(locale))}>
                {chunks}
              </time>
            ),
          })}
        </span>
        <span className="relative z-10 ml-auto flex flex-wrap gap-1">
          <ArchiveButton gameId={g.id} title={g.title} archived={archived} />
          {g.role === "host" && <DeleteGameButton gameId={g.id} title={g.title} />}
        </span>
      </div>
    </li>
  );
}
