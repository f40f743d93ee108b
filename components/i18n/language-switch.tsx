"use client";
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { isLocale, LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

/** The header's language switch: the choice is kept in a cookie and, when signed in, on the account. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useTranslations("language");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <select
        id={id}
        className="input min-h-9 w-auto px-1.5 py-1 text-xs sm:px-2 sm:text-sm"
        value={locale}
        disabled={pending}
        data-testid="language-switch"
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          start(async () => {
            try {
              await api("/api/locale", { method: "POST", json: { locale: next } });
              setError(null);
              router.refresh();
            } catch (err) {
              setError(t("failed", { reason: (err as Error).message }));
            }
          });
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="error-text text-xs">
          {error}
        </span>
      )}
    </div>
  );
}
