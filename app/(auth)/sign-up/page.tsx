import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { SignUpForm } from "@/components/auth/sign-up-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("metadata"))("signUp") };
}
export const dynamic = "force-dynamic";

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<{ invite?: string; setup?: string }>;
}) {
  const t = await getTranslations("auth.signUp");
  const first = (await prisma.user.count()) === 0;
  const mode = first ? "open" : env.REGISTRATION;
  const { invite, setup } = await searchParams;
  // A public server's first account needs the setup link printed to the log (lib/db/one-use-links.ts).
  const needsSetup = first && !!env.APP_URL;
  return (
    <div className="card">
      <h1 className="mb-1 text-lg font-semibold">{first ? t("headingFirst") : t("heading")}</h1>
      <p className="mb-5 text-sm text-ink-300">
        {needsSetup
          ? setup
            ? t("setupReady")
            : t("introSetup")
          : first
            ? t("introFirst")
            : mode === "closed"
              ? t("introClosed")
              : mode === "invite"
                ? t("introInvite")
                : t("introOpen")}
      </p>
      {mode !== "closed" && !(needsSetup && !setup) && (
        <SignUpForm needsInvite={mode === "invite"} invite={invite ?? ""} setup={needsSetup ? setup : undefined} />
      )}
      <p className="mt-5 text-center text-sm text-ink-300">
        {t("haveAccount")}{" "}
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-in">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
