"use client";
import { useState } from "react";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

export function SignUpForm({ needsInvite, invite }: { needsInvite: boolean; invite: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const username = String(form.get("username") ?? "").trim();
        const email = String(form.get("email") ?? "").trim();
        const password = String(form.get("password") ?? "");
        const code = String(form.get("invite") ?? "").trim();
        if (!/^[A-Za-z0-9_.]{2,30}$/.test(username)) {
          setError("Username: 2 to 30 letters, digits, dots or underscores.");
          return;
        }
        setBusy(true);
        setError(null);
        const { error } = await authClient.signUp.email({
          email,
          password,
          name: username,
          username,
          fetchOptions: code ? { headers: { "x-invite-code": code } } : undefined,
        });
        setBusy(false);
        if (error) setError(error.message ?? "Could not create the account.");
        else window.location.href = "/games";
      }}
    >
      {needsInvite && <Field label="Invite code" name="invite" defaultValue={invite} autoComplete="off" required />}
      <Field label="Username" name="username" autoComplete="username" required />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        hint="At least 8 characters."
      />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" disabled={busy}>
        {busy ? "Creating…" : "Create account"}
      </button>
    </form>
  );
}
