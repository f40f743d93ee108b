import { ClientWords } from "@/lib/i18n/client-words";
import { SETTINGS_WORDS } from "@/lib/i18n/namespaces";

/** The settings page's client words (lib/i18n/namespaces.ts). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientWords words={SETTINGS_WORDS}>{children}</ClientWords>;
}
