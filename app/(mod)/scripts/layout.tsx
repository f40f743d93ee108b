import { ClientWords } from "@/lib/i18n/client-words";
import { SCRIPTS_WORDS } from "@/lib/i18n/namespaces";

/** The scripts pages' client words (lib/i18n/namespaces.ts). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientWords words={SCRIPTS_WORDS}>{children}</ClientWords>;
}
