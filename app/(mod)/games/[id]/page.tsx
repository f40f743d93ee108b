import { notFound } from "next/navigation";
import { requirePageModerator } from "@/lib/auth/session";
import { roleIn } from "@/lib/db/games";
import { GameBoard } from "./game-board";

export const dynamic = "force-dynamic";

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requirePageModerator();
  if (!(await roleIn(id, me.id))) notFound();
  return <GameBoard gameId={id} />;
}
