"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { Field } from "@/components/field";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.reset");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done)
    return (
      <p role="status" className="text-sm text-moon-300">
        {t("done")}
      </p>
    );
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const password = String(form.get("password") ?? "");
        if (password !== String(form.get("again") ?? "")) {
          setError(t("differ"));
          return;
        }
        setBusy(true);
        setError(null);
        try {
          await api("/api/reset-password", { method: "POST", json: { token, password } });
          setDone(true);
        } catch (e) {
          setError((e as Error).message || t("failed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field
        label={t("password")}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={128}
        required
      />
      <Field label={t("again")} name="again" type="password" autoComplete="new-password" minLength={8} required />
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
