import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { resetTokenIsLive } from "@/lib/db/one-use-links";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.reset"))("heading") };
}
export const dynamic = "force-dynamic";

/** A one-use password-reset link the owner made (Settings → Moderators): the account's new password. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const t = await getTranslations("auth.reset");
  const { token } = await searchParams;
  const live = !!token && (await resetTokenIsLive(token));
  return (
    <div className="card">
      <h1 className="mb-1 text-lg font-semibold">{t("heading")}</h1>
      {live ? (
        <>
          <p className="mb-5 text-sm text-ink-300">{t("intro")}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <p role="alert" className="error-text">
          {t("dead")}
        </p>
      )}
      <p className="mt-5 text-center text-sm text-ink-300">
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-in">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
