import { Head, Html, Main, NextScript } from "next/document";

export default function Document() {
  return (
    <Html lang="en">
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
