import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">Nothing here</h1>
      <p className="text-ink-300">This page does not exist, or it is not public.</p>
      <Link href="/" className="text-moon-300 hover:underline">
        Go to Grimoire
      </Link>
    </main>
  );
}
