import type { Metadata } from "next";
import { requirePageModerator } from "@/lib/auth/session";
import { TokensPanel } from "./tokens-panel";
import { AccountPanel } from "./account-panel";
import { InvitesPanel } from "./invites-panel";

export const metadata: Metadata = { title: "Settings" };
export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const me = await requirePageModerator();
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <p className="text-sm text-ink-300">Signed in as {me.username}.</p>
      <AccountPanel />
      <TokensPanel />
      <InvitesPanel />
    </div>
  );
}
