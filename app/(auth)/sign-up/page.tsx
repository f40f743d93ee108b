import type { Metadata } from "next";
import Link from "next/link";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };
export const dynamic = "force-dynamic";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ invite?: string }> }) {
  const first = (await prisma.user.count()) === 0;
  const mode = first ? "open" : env.REGISTRATION;
  const { invite } = await searchParams;
  return (
    <div className="card">
      <h1 className="mb-1 text-lg font-semibold">
        {first ? "Create the first moderator account" : "Create a moderator account"}
      </h1>
      <p className="mb-5 text-sm text-ink-300">
        {first
          ? "Nobody has signed up yet: this account will be the first moderator."
          : mode === "closed"
            ? "Registration is closed on this server; ask its operator for an account."
            : mode === "invite"
              ? "Creating an account here needs an invite code from a moderator of this server."
              : "Moderators run games; players need no account."}
      </p>
      {mode !== "closed" && <SignUpForm needsInvite={mode === "invite"} invite={invite ?? ""} />}
      <p className="mt-5 text-center text-sm text-ink-300">
        Have an account?{" "}
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-in">
          Sign in
        </Link>
      </p>
    </div>
  );
}
