"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

export function SignInForm() {
  const t = useTranslations("auth.signIn");
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
        // 403: a disabled account (said only after its password was right: lib/auth/server.ts).
        setError(
          error.status === 429 ? t("tooMany") : error.status === 403 ? (error.message ?? t("disabled")) : t("wrong"),
        );
      }}
    >
      <Field label={t("login")} name="login" autoComplete="username" required />
      <Field label={t("password")} name="password" type="password" autoComplete="current-password" required />
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
