import type { Metadata } from "next";
import Link from "next/link";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };
// Rendered per request so that its scripts carry the request's CSP nonce (proxy.ts).
export const dynamic = "force-dynamic";

export default function SignInPage() {
  return (
    <div className="card">
      <h1 className="mb-5 text-lg font-semibold">Sign in</h1>
      <SignInForm />
      <p className="mt-5 text-center text-sm text-ink-300">
        New moderator?{" "}
        <Link className="text-moon-300 underline underline-offset-2" href="/sign-up">
          Create an account
        </Link>
      </p>
    </div>
  );
}
