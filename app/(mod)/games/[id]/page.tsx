import { notFound } from "next/navigation";
import { requirePageModerator } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { roleIn } from "@/lib/db/games";
import { ClientWords } from "@/lib/i18n/client-words";
import { gameWords } from "@/lib/i18n/namespaces";
import { getRuleset } from "@/lib/registry";
import type { RulesetId } from "@/lib/game/ruleset";
import { GameBoard } from "@/components/game/game-board";

export const dynamic = "force-dynamic";

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requirePageModerator();
  if (!(await roleIn(id, me.id))) notFound();
  // The board loads the game itself; the page needs its rule system only, for the words it ships.
  const game = await prisma.game.findUnique({ where: { id }, select: { rulesetId: true } });
  if (!game) notFound();
  return (
    <ClientWords words={gameWords(getRuleset(game.rulesetId as RulesetId))}>
      <GameBoard gameId={id} />
    </ClientWords>
  );
}
