"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

/** Change the password (which signs out every other session and revokes the API tokens) or sign out everywhere. */
export function AccountPanel() {
  const t = useTranslations("settings.account");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  return (
    <section className="card space-y-4" aria-labelledby="account-heading">
      <h2 id="account-heading" className="font-semibold">
        {t("heading")}
      </h2>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          const form = new FormData(formEl);
          const newPassword = String(form.get("newPassword") ?? "");
          if (newPassword !== String(form.get("confirm") ?? "")) {
            setMessage({ ok: false, text: t("differ") });
            return;
          }
          setBusy(true);
          const { error } = await authClient.changePassword({
            currentPassword: String(form.get("currentPassword") ?? ""),
            newPassword,
            revokeOtherSessions: true,
          });
          setBusy(false);
          if (error) setMessage({ ok: false, text: error.message ?? t("changeFailed") });
          else {
            formEl.reset();
            setMessage({ ok: true, text: t("changed") });
          }
        }}
      >
        <Field label={t("current")} name="currentPassword" type="password" autoComplete="current-password" required />
        <Field
          label={t("new")}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint={t("newHint")}
        />
        <Field label={t("again")} name="confirm" type="password" autoComplete="new-password" minLength={8} required />
        <button className="btn btn-primary" disabled={busy}>
          {t("change")}
        </button>
      </form>
      {message && (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm text-moon-300" : "error-text"}>
          {message.text}
        </p>
      )}
      <div className="border-t border-night-700 pt-4">
        <p className="mb-2 text-sm text-ink-300">{t("everywhereIntro")}</p>
        <button
          className="btn btn-danger"
          onClick={async () => {
            const { error } = await authClient.revokeSessions();
            if (error) setMessage({ ok: false, text: error.message ?? t("everywhereFailed") });
            else router.replace("/sign-in");
          }}
        >
          {t("everywhere")}
        </button>
      </div>
    </section>
  );
}
