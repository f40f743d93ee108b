import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import "./globals.css";
import { HydrationMarker } from "@/components/hydration-marker";
import { ClientWords } from "@/lib/i18n/client-words";
import { CHROME_WORDS } from "@/lib/i18n/namespaces";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return { title: { default: "Grimoire", template: "%s · Grimoire" }, description: t("description") };
}

export const viewport: Viewport = { themeColor: "#0b0d14", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans antialiased">
        {/* Each page's own words come with its page (lib/i18n/namespaces.ts): here only the header's. */}
        <ClientWords words={CHROME_WORDS}>{children}</ClientWords>
        <HydrationMarker />
      </body>
    </html>
  );
}
