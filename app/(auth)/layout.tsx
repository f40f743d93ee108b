import { MoonMark } from "@/components/brand";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { ClientWords } from "@/lib/i18n/client-words";
import { AUTH_WORDS } from "@/lib/i18n/namespaces";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="flex justify-end px-4 pt-3">
        <LanguageSwitch />
      </header>
      <main className="flex min-h-[calc(100dvh-3.5rem)] items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <div className="mb-6 flex items-center justify-center gap-2 text-moon-300">
            <MoonMark className="h-7 w-7" />
            <span className="text-xl font-semibold">Grimoire</span>
          </div>
          <ClientWords words={AUTH_WORDS}>{children}</ClientWords>
        </div>
      </main>
    </>
  );
}
