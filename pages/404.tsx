import Head from "next/head";
import Link from "next/link";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <Head>
        <title>Not found · Grimoire</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <h1 className="text-2xl font-semibold">Nothing here</h1>
      <p className="text-ink-300">This page does not exist, or it is not public.</p>
      <Link href="/" className="text-moon-300 hover:underline">
        Go to Grimoire
      </Link>
    </main>
  );
}
