import Head from "next/head";
import Link from "next/link";
import { en, ja } from "@/lib/i18n/catalogues";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

/**
 * The pages router's 404 (the town square's and player links' unknown pages) is built once, statically,
 * with no request and so no reader's language, and it ships no JavaScript (`unstable_runtimeJS: false`;
 * an inline script picking by `navigator.language` would also need the CSP to allow it). So it says its
 * few words in both languages, each marked with its `lang` so that screen readers and fonts follow:
 * every reader finds theirs without anything running in the browser.
 */
const LANGUAGES = [
  { lang: "en", messages: en },
  { lang: "ja", messages: ja },
] as const;

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Head>
        <title>{`${en.metadata.notFound} · ${ja.metadata.notFound} · Grimoire`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {LANGUAGES.map(({ lang, messages: m }) => (
        <section key={lang} lang={lang} className="flex flex-col items-center gap-3">
          <h1 className="text-2xl font-semibold">{m.notFound.heading}</h1>
          <p className="text-ink-300">{m.notFound.body}</p>
          <Link href="/" className="text-moon-300 hover:underline">
            {m.notFound.home}
          </Link>
        </section>
      ))}
    </main>
  );
}
