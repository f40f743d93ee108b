import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPublicTown } from "@/lib/town";
import { MoonMark } from "@/components/brand";
import { RulesetTown } from "./ruleset-town";
import { LiveRefresh } from "./live-refresh";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const town = await loadPublicTown((await params).slug);
  return { title: town ? town.view.title : "Not found", robots: { index: false } };
}

/** The players' page: only the public view of the game, rendered on the server. */
export default async function TownSquare({ params }: Props) {
  const { slug } = await params;
  const town = await loadPublicTown(slug);
  if (!town) notFound();
  const { view } = town;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <header className="mb-6">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-1.5 text-xs tracking-wide text-ink-400 uppercase">
            <MoonMark className="h-3.5 w-3.5 text-moon-400" /> Town square · {view.rulesetName}
          </p>
          <LiveRefresh slug={slug} version={town.version} />
        </div>
        <h1 className="mt-1 text-2xl font-semibold text-ink-100">{view.title}</h1>
      </header>
      <section aria-labelledby="seats-heading">
        <h2 id="seats-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          Players <span className="font-normal text-ink-400">({view.seats.length})</span>
        </h2>
        {view.seats.length === 0 ? (
          <p className="text-ink-400">No players have taken a seat yet.</p>
        ) : (
          <ol className="grid gap-2 sm:grid-cols-2" data-testid="town-seats">
            {view.seats.map((seat, i) => (
              <li key={seat.id} className="flex items-center gap-3 rounded-lg border border-night-700 bg-night-900 px-3 py-2">
                <span className="w-6 text-right font-mono text-xs text-ink-400">{i + 1}</span>
                <span className="font-medium">{seat.name}</span>
                {seat.handle && <span className="truncate text-sm text-ink-400">@{seat.handle}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <RulesetTown view={view} />
    </main>
  );
}
