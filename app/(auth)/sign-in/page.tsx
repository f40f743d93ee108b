import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metadata"))("signIn") };
}
// Rendered per request so that its scripts carry the request's CSP nonce (proxy.ts).
export const dynamic = "force-dynamic";

export default async function SignInPage() {
  const t = await getTranslations("auth.signIn");
  return (
    <div className="card">
      <h1 className="mb-5 text-lg font-semibold">{t("heading")}</h1>
      <SignInForm />
      <p className="mt-5 text-center text-sm text-ink-300">
        {t("newModerator")}{" "}
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-up">
          {t("createAccount")}
        </Link>
      </p>
    </div>
  );
}
