import Link from "next/link";
import { Providers } from "../providers";
import { pageModerator } from "@/lib/auth/session";
import { MoonMark } from "@/components/brand";
import { SignOutButton } from "./sign-out-button";

export default async function ModeratorLayout({ children }: { children: React.ReactNode }) {
  const me = await pageModerator();
  return (
    <Providers>
      <header className="sticky top-0 z-20 border-b border-night-800 bg-night-950/90 backdrop-blur">
        <nav className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-4" aria-label="Main">
          <Link
            href="/games"
            className="flex items-center gap-2 font-semibold text-moon-300"
            aria-label="Grimoire: your games"
          >
            <MoonMark className="h-5 w-5" />
            <span className="hidden min-[420px]:inline">Grimoire</span>
          </Link>
          {me && (
            <>
              <Link href="/games" className="text-sm text-ink-300 hover:text-ink-100">
                Games
              </Link>
              <Link href="/scripts" className="text-sm text-ink-300 hover:text-ink-100">
                Scripts
              </Link>
              <Link href="/settings" className="text-sm text-ink-300 hover:text-ink-100">
                Settings
              </Link>
              <span className="ml-auto hidden text-sm text-ink-400 sm:inline">{me.username}</span>
              <SignOutButton />
            </>
          )}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </Providers>
  );
}
