import type { Metadata } from "next";
import Link from "next/link";
import { requirePageModerator } from "@/lib/auth/session";
import { listGamesFor } from "@/lib/db/games";
import { rulesetChoices } from "@/lib/registry";
import { NewGameForm } from "./new-game-form";
import { ImportGameForm } from "./import-game-form";
import { CohostInvitations } from "./cohost-invitations";

export const metadata: Metadata = { title: "Games" };
export const dynamic = "force-dynamic";

export default async function GamesPage() {
  const me = await requirePageModerator();
  const games = await listGamesFor(me.id);
  const names = Object.fromEntries(rulesetChoices.map((r) => [r.id, r.name]));
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <section aria-labelledby="games-heading">
        <h1 id="games-heading" className="mb-4 text-2xl font-semibold">
          Your games
        </h1>
        {games.length === 0 ? (
          <p className="card text-ink-300">No games yet. Create one, or import a game file.</p>
        ) : (
          <ul className="space-y-2">
            {games.map((g) => (
              <li key={g.id}>
                <Link href={`/games/${g.id}`} className="card flex flex-wrap items-center gap-3 hover:border-night-600">
                  <span className="font-medium">{g.title}</span>
                  <span className="text-sm text-ink-400">{names[g.rulesetId]}</span>
                  <span className="ml-auto flex gap-2 text-xs">
                    {g.role === "cohost" && (
                      <span className="rounded bg-night-700 px-2 py-0.5 text-ink-200">co-host</span>
                    )}
                    <span
                      className={`rounded px-2 py-0.5 ${g.published ? "bg-moon-400/15 text-moon-300" : "bg-night-700 text-ink-300"}`}
                    >
                      {g.published ? "published" : "draft"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
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
