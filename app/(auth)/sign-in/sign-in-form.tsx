"use client";
import { useState } from "react";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

export function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const login = String(form.get("login") ?? "").trim();
        const password = String(form.get("password") ?? "");
        setBusy(true);
        setError(null);
        const { error } = login.includes("@")
          ? await authClient.signIn.email({ email: login, password })
          : await authClient.signIn.username({ username: login, password });
        setBusy(false);
        if (!error) {
          window.location.href = "/games";
          return;
        }
        setError(
          error.status === 429
            ? "Too many sign-in attempts. Wait a minute and try again."
            : "Wrong username, email or password.",
        );
      }}
    >
      <Field label="Username or email" name="login" autoComplete="username" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
