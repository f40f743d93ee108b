import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Providers } from "../../components/providers";
import { pageModerator } from "@/lib/auth/session";
import { MoonMark } from "@/components/brand";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { SignOutButton } from "../../components/sign-out-button";

export default async function ModeratorLayout({ children }: { children: React.ReactNode }) {
  const me = await pageModerator();
  const t = await getTranslations("nav");
  return (
    <Providers>
      <header className="sticky top-0 z-20 border-b border-night-800 bg-night-950/90 backdrop-blur">
        <nav
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-4"
          aria-label={t("main")}
        >
          <Link href="/games" className="flex items-center gap-2 font-semibold text-moon-300" aria-label={t("home")}>
            <MoonMark className="h-5 w-5" />
            <span className="hidden min-[420px]:inline">Grimoire</span>
          </Link>
          {me && (
            <>
              <Link href="/games" className="text-sm text-ink-300 hover:text-ink-100">
                {t("games")}
              </Link>
              <Link href="/scripts" className="text-sm text-ink-300 hover:text-ink-100">
                {t("scripts")}
              </Link>
              <Link href="/settings" className="text-sm text-ink-300 hover:text-ink-100">
                {t("settings")}
              </Link>
              <span className="ml-auto hidden text-sm text-ink-400 sm:inline">{me.username}</span>
            </>
          )}
          <LanguageSwitch className={me ? "ml-auto sm:ml-0" : "ml-auto"} />
          {me && <SignOutButton />}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </Providers>
  );
}
