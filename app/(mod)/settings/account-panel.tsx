"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { Field } from "@/components/field";

/** Change the password (which signs out every other session and revokes the API tokens) or sign out everywhere. */
export function AccountPanel() {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  return (
    <section className="card space-y-4" aria-labelledby="account-heading">
      <h2 id="account-heading" className="font-semibold">
        Password and sessions
      </h2>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          const form = new FormData(formEl);
          const newPassword = String(form.get("newPassword") ?? "");
          if (newPassword !== String(form.get("confirm") ?? "")) {
            setMessage({ ok: false, text: "The two new passwords differ." });
            return;
          }
          setBusy(true);
          const { error } = await authClient.changePassword({
            currentPassword: String(form.get("currentPassword") ?? ""),
            newPassword,
            revokeOtherSessions: true,
          });
          setBusy(false);
          if (error) setMessage({ ok: false, text: error.message ?? "Could not change the password." });
          else {
            formEl.reset();
            setMessage({
              ok: true,
              text: "Password changed. Every other session is signed out and your API tokens are revoked.",
            });
          }
        }}
      >
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint="At least 8 characters. Changing it signs out your other sessions and revokes your API tokens."
        />
        <Field
          label="New password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <button className="btn btn-primary" disabled={busy}>
          Change password
        </button>
      </form>
      {message && (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm text-moon-300" : "error-text"}>
          {message.text}
        </p>
      )}
      <div className="border-t border-night-700 pt-4">
        <p className="mb-2 text-sm text-ink-300">
          Lost a device or shared a token by mistake? This signs out every session, this one too, and revokes every API
          token.
        </p>
        <button
          className="btn btn-danger"
          onClick={async () => {
            const { error } = await authClient.revokeSessions();
            if (error) setMessage({ ok: false, text: error.message ?? "Could not sign out everywhere." });
            else router.replace("/sign-in");
          }}
        >
          Sign out everywhere
        </button>
      </div>
    </section>
  );
}
