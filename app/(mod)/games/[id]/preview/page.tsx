import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePageModerator } from "@/lib/auth/session";
import { roleIn } from "@/lib/db/games";
import { loadGame } from "@/lib/db/event-store";
import { publicView } from "@/lib/game/views";
import { TownSquare } from "@/components/town/town-square";

export const metadata: Metadata = { title: "Preview" };
export const dynamic = "force-dynamic";

/** The town square exactly as players would see it, published or not. */
export default async function PreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requirePageModerator();
  if (!(await roleIn(id, me.id))) notFound();
  const game = await loadGame(id);
  if (!game) notFound();
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-3 rounded-lg border border-moon-500/50 bg-moon-400/10 px-3 py-2 text-sm text-moon-300">
        <span>Preview: what players see on the town square{game.state.core.published ? "" : " once you publish"}.</span>
        <Link href={`/games/${id}`} className="ml-auto underline underline-offset-2">
          Back to the game
        </Link>
      </div>
      <div className="rounded-xl border border-night-700">
        <TownSquare slug={game.slug} version={game.version} view={publicView(game.state, new Date())} preview />
      </div>
    </div>
  );
}
