import type { Metadata } from "next";
import Link from "next/link";
import { requirePageModerator } from "@/lib/auth/session";
import { listGamesWithSummaries, type ListedGame } from "@/lib/db/game-list";
import { relativeTime } from "@/lib/game/list-summary";
import { formatUtc } from "@/lib/game/day/deadline-format";
import { rulesetChoices } from "@/lib/registry";
import { NewGameForm } from "./new-game-form";
import { ImportGameForm } from "./import-game-form";
import { ArchiveButton, DeleteGameButton } from "./game-actions";
import { CohostInvitations } from "./cohost-invitations";

export const metadata: Metadata = { title: "Games" };
export const dynamic = "force-dynamic";

const NAMES: Record<string, string> = Object.fromEntries(rulesetChoices.map((r) => [r.id, r.name]));

export default async function GamesPage() {
  const me = await requirePageModerator();
  const now = new Date();
  const games = await listGamesWithSummaries(me.id, now);
  const active = games.filter((g) => !g.archivedAt);
  const archived = games.filter((g) => g.archivedAt);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section aria-labelledby="games-heading" className="min-w-0">
        <h1 id="games-heading" className="mb-4 text-2xl font-semibold">
          Your games
        </h1>
        {games.length === 0 ? (
          <p className="card text-ink-300">No games yet. Create one, or import a game file.</p>
        ) : active.length === 0 ? (
          <p className="card text-ink-300">Every game is archived. Create one, or unarchive one below.</p>
        ) : (
          <ul className="space-y-2" aria-label="Active games">
            {active.map((g) => (
              <GameRow key={g.id} game={g} now={now} />
            ))}
          </ul>
        )}
        {archived.length > 0 && (
          <details className="mt-6" data-testid="archived-games">
            <summary className="cursor-pointer py-2 text-sm font-semibold text-ink-300 hover:text-ink-100">
              Archived ({archived.length})
            </summary>
            <ul className="mt-2 space-y-2" aria-label="Archived games">
              {archived.map((g) => (
                <GameRow key={g.id} game={g} now={now} />
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

const Dot = () => (
  <>
    <span className="sr-only">, </span>
    <span aria-hidden="true" className="px-1.5 text-ink-400">
      ·
    </span>
  </>
);

function GameRow({ game: g, now }: { game: ListedGame; now: Date }) {
  const s = g.summary;
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
          {g.role === "cohost" && <span className="rounded bg-night-700 px-2 py-0.5 text-ink-200">co-host</span>}
          <span
            className={`rounded px-2 py-0.5 ${g.published ? "bg-moon-400/15 text-moon-300" : "bg-night-700 text-ink-300"}`}
          >
            {g.published ? "published" : "draft"}
          </span>
        </span>
      </div>
      <p className="text-sm text-ink-200" data-testid="game-status">
        <span className="font-medium">{s.phase}</span>
        {s.alive && (
          <>
            <Dot />
            {s.alive.alive}/{s.alive.total} alive
          </>
        )}
        {s.deadline && (
          <>
            <Dot />
            {s.deadline.label}{" "}
            <time dateTime={s.deadline.at} title={formatUtc(new Date(s.deadline.at))}>
              {relativeTime(s.deadline.at, now)}
            </time>
          </>
        )}
      </p>
      {s.waiting.length > 0 && (
        <ul className="space-y-0.5 text-sm text-moon-300" aria-label={`Waiting for you in ${g.title}`}>
          {s.waiting.map((w) => (
            <li key={w}>● {w}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-400">
        <span>
          Last activity{" "}
          <time dateTime={g.updatedAt.toISOString()} title={formatUtc(g.updatedAt)}>
            {relativeTime(g.updatedAt, now)}
          </time>
        </span>
        <span className="relative z-10 ml-auto flex flex-wrap gap-1">
          <ArchiveButton gameId={g.id} title={g.title} archived={archived} />
          {g.role === "host" && <DeleteGameButton gameId={g.id} title={g.title} />}
        </span>
      </div>
    </li>
  );
}
