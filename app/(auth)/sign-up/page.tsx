import type { Metadata } from "next";
import Link from "next/link";
import { prisma } from "@/lib/db/client";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Create an account" };
export const dynamic = "force-dynamic";

export default async function SignUpPage() {
  const first = (await prisma.user.count()) === 0;
  return (
    <div className="card">
      <h1 className="mb-1 text-lg font-semibold">
        {first ? "Create the first moderator account" : "Create a moderator account"}
      </h1>
      <p className="mb-5 text-sm text-ink-300">
        {first
          ? "Nobody has signed up yet: this account will be the first moderator."
          : "Moderators run games; players need no account."}
      </p>
      <SignUpForm />
      <p className="mt-5 text-center text-sm text-ink-300">
        Have an account?{" "}
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-in">
          Sign in
        </Link>
      </p>
    </div>
  );
}
