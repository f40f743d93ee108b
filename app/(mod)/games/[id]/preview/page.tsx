import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePageModerator } from "@/lib/auth/session";
import { roleIn } from "@/lib/db/games";
import { loadGame } from "@/lib/service/games";
import { TownSquare } from "@/components/town/town-square";
import { PlayerSeat } from "@/components/seat/player-seat";
import { PlayerFace } from "@/components/seat/player-face";
import { engine } from "@/lib/registry";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("preview"))("title") };
}
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ seat?: string }> };

/** The town square exactly as players see it, published or not, or one player's own page. */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { seat: seatId } = await searchParams;
  const me = await requirePageModerator();
  const t = await getTranslations("preview");
  if (!(await roleIn(id, me.id))) notFound();
  const game = await loadGame(id);
  if (!game) notFound();
  const now = new Date();
  // A host who plays may preview the town square and their own seat only.
  const hostSeat = engine.playingHostSeat(game.state);
  const seats = game.state.core.seats.filter((s) => hostSeat === null || s.id === hostSeat);
  const seat = seatId ? seats.find((s) => s.id === seatId) : undefined;
  const tab = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm ${active ? "bg-moon-400 text-night-950" : "bg-night-800 text-ink-200 hover:bg-night-700"}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-moon-500/50 bg-moon-400/10 px-3 py-2 text-sm text-moon-300">
        <span>
          {seat
            ? t("ofSeat", { name: seat.name })
            : t("ofTown", { published: game.state.core.published ? "yes" : "no" })}
        </span>
        <Link href={`/games/${id}`} className="ml-auto underline underline-offset-2">
          {t("back")}
        </Link>
      </div>
      <nav aria-label={t("whose")} className="flex flex-wrap gap-2">
        <Link href={`/games/${id}/preview`} className={tab(!seat)} aria-current={!seat ? "page" : undefined}>
          {t("town")}
        </Link>
        {seats.map((s) => (
          <Link
            key={s.id}
            href={`/games/${id}/preview?seat=${s.id}`}
            className={tab(s.id === seat?.id)}
            aria-current={s.id === seat?.id ? "page" : undefined}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      <div className="rounded-xl border border-night-700">
        {seat ? (
          <div className="mx-auto max-w-3xl px-4 py-6">
            <h1 className="mb-4 text-2xl font-semibold">{seat.name}</h1>
            <fieldset disabled className="card mb-6" aria-label={t("seatCard", { name: seat.name })}>
              <PlayerSeat token="preview" view={engine.playerView(game.state, seat.id, now)} />
              {/* The moderator sees the face of a face-down card at once (the player holds it to look). */}
              <div className="mt-4">
                <PlayerFace token="preview" view={engine.playerView(game.state, seat.id, now)} />
              </div>
            </fieldset>
            <TownSquare
              slug={game.slug}
              version={game.views.public}
              view={engine.publicView(game.state, now)}
              preview
            />
          </div>
        ) : (
          <TownSquare slug={game.slug} version={game.views.public} view={engine.publicView(game.state, now)} preview />
        )}
      </div>
    </div>
  );
}
