"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { Field, SelectField } from "@/components/field";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";

const LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

export function NewGameForm({ rulesets }: { rulesets: Array<{ id: string; name: string }> }) {
  const t = useTranslations("games.new");
  // A new game speaks the host's own language unless they choose another.
  const locale = useLocale();
  const router = useRouter();
  const { onSubmit, error, busy } = useFormSubmit(async (form) => {
    const { game } = await api<{ game: { id: string } }>("/api/games", {
      method: "POST",
      json: { title: form.get("title"), rulesetId: form.get("rulesetId"), language: form.get("language") },
    });
    router.push(`/games/${game.id}`);
  });
  return (
    <form className="card space-y-4" aria-labelledby="new-game-heading" onSubmit={onSubmit}>
      <h2 id="new-game-heading" className="font-semibold">
        {t("heading")}
      </h2>
      <Field label={t("title")} name="title" required maxLength={120} placeholder={t("titlePlaceholder")} />
      <SelectField
        label={t("ruleset")}
        id="rulesetId"
        name="rulesetId"
        options={rulesets.map((r) => ({ value: r.id, label: r.name }))}
      />
      <div>
        <SelectField
          label={t("language")}
          id="game-language"
          name="language"
          defaultValue={locale}
          options={LANGUAGE_OPTIONS}
          aria-describedby="game-language-hint"
        />
        <p id="game-language-hint" className="mt-1 text-xs text-ink-400">
          {t("languageHint")}
        </p>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}
