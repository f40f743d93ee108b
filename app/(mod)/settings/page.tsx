import type { Metadata } from "next";
import { requirePageModerator } from "@/lib/auth/session";
import { TokensPanel } from "@/components/settings/tokens-panel";
import { AccountPanel } from "@/components/settings/account-panel";
import { InvitesPanel } from "@/components/settings/invites-panel";
import { CharactersPanel } from "@/components/settings/characters-panel";
import { ModeratorsPanel } from "@/components/settings/moderators-panel";
import { isOwner } from "@/lib/db/official-data";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metadata"))("settings") };
}
export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const me = await requirePageModerator();
  const t = await getTranslations("settings");
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("heading")}</h1>
      <p className="text-sm text-ink-300">{t("signedInAs", { name: me.username })}</p>
      <AccountPanel />
      <TokensPanel />
      <InvitesPanel />
      <CharactersPanel />
      {/* The owner's tools: other moderators do not see the section (and its API answers them 403). */}
      {(await isOwner(me.id)) && <ModeratorsPanel />}
    </div>
  );
}
