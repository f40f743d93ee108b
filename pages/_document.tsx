import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * The pages router serves the town square and the players' links: they speak the game's language,
 * which their page props carry (not the reader's: a Japanese table reads Japanese on every phone).
 */
export default function Document(props: DocumentProps) {
  const language: unknown = props.__NEXT_DATA__.props?.pageProps?.language;
  return (
    <Html lang={isLocale(language) ? language : DEFAULT_LOCALE}>
      <Head>
        <meta name="theme-color" content="#0b0d14" />
        <meta name="robots" content="noindex" />
      </Head>
      <body className="min-h-dvh font-sans antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
