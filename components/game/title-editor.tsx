"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Commands } from "./use-game";

export function TitleEditor({ title, commands }: { title: string; commands: Commands }) {
  const t = useTranslations("board");
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <h1 className="flex items-center gap-2 text-2xl font-semibold">
        <span className="truncate">{title}</span>
        <button className="btn btn-ghost px-2 py-0.5 text-xs text-ink-400" onClick={() => setEditing(true)}>
          {t("rename")}
        </button>
      </h1>
    );
  return (
    <form
      className="flex gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get("title") ?? "");
        await commands.send({ type: "game.rename", title: value });
        setEditing(false);
      }}
    >
      <label htmlFor="game-title" className="sr-only">
        {t("titleLabel")}
      </label>
      <input
        id="game-title"
        name="title"
        defaultValue={title}
        className="input text-lg"
        autoFocus
        maxLength={120}
        required
        onKeyDown={(e) => e.key === "Escape" && setEditing(false)}
      />
      <button className="btn btn-primary">{t("save")}</button>
    </form>
  );
}
