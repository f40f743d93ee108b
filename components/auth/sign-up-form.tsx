"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

export function SignUpForm({ needsInvite, invite, setup }: { needsInvite: boolean; invite: string; setup?: string }) {
  const t = useTranslations("auth.signUp");
  const said = useTranslations("gamePage.signUp");
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
          setError(t("usernameRule"));
          return;
        }
        setBusy(true);
        setError(null);
        const { error } = await authClient.signUp.email({
          email,
          password,
          name: username,
          username,
          // The setup link's token (the first account on a public server) and an invite code travel as headers.
          fetchOptions:
            code || setup
              ? {
                  headers: { ...(code ? { "x-invite-code": code } : {}), ...(setup ? { "x-setup-token": setup } : {}) },
                }
              : undefined,
        });
        if (error) {
          setBusy(false);
          setError(error.message ?? t("failed"));
          return;
        }
        // A sign-up answers the same whether it made the account or not (the username or the e-mail
        // was taken: docs/security.md); only the session it opened tells, and the person is told here.
        const { data } = await authClient.getSession();
        setBusy(false);
        if (data) window.location.href = "/games";
        else setError(said("notMade"));
      }}
    >
      {needsInvite && <Field label={t("invite")} name="invite" defaultValue={invite} autoComplete="off" required />}
      <Field label={t("username")} name="username" autoComplete="username" required />
      <Field label={t("email")} name="email" type="email" autoComplete="email" required />
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        hint={t("passwordHint")}
      />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" disabled={busy}>
        {busy ? t("busy") : t("submit")}
      </button>
    </form>
  );
}
