"use client";
import { useTranslations } from "next-intl";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import type { Commands } from "./use-game";

/** The language the game publishes in (town square, player links, posts), whatever the host reads. */
export function GameLanguage({ language, commands }: { language: Locale; commands: Commands }) {
  const t = useTranslations("board");
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <label htmlFor="game-public-language">{t("language")}</label>
      <select
        id="game-public-language"
        className="rounded border border-night-600 bg-night-900 px-1 py-0.5 text-xs text-ink-100"
        value={language}
        disabled={commands.busy}
        title={t("languageHint")}
        onChange={(e) => {
          const next = e.target.value;
          if (isLocale(next) && next !== language) void commands.send({ type: "game.language", language: next });
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
