import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePageModerator } from "@/lib/auth/session";
import { getScript, knownCharacters } from "@/lib/db/scripts";
import { ScriptDetail } from "@/lib/rulesets/clocktower/ui/scripts/script-detail";

export const metadata: Metadata = { title: "Script" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export default async function ScriptPage({ params }: Props) {
  const me = await requirePageModerator();
  const { id } = await params;
  const stored = await getScript(me.id, decodeURIComponent(id));
  if (!stored) notFound();
  const library = await knownCharacters(me.id);
  return <ScriptDetail id={stored.id} builtIn={stored.builtIn} initial={stored.script} library={library} />;
}
