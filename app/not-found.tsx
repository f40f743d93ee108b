import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t("heading")}</h1>
      <p className="text-ink-300">{t("body")}</p>
      <Link href="/" className="text-moon-300 hover:underline">
        {t("home")}
      </Link>
    </main>
  );
}
