"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { Script } from "@/lib/rulesets/clocktower";
import type { ClocktowerPartProps } from "./shared";
import { Section } from "./shared";

interface Summary {
  id: string;
  name: string;
  author: string;
  characterCount: number;
  builtIn: boolean;
}

/** Chooses a script from the library; the game keeps a frozen copy (the command carries the whole script). */
export function ScriptPicker({ rules, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.script");
  const [open, setOpen] = useState(!rules.script);
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const library = useQuery({
    queryKey: ["scripts"],
    queryFn: () => api<{ scripts: Summary[] }>("/api/scripts"),
    enabled: open,
  });
  const scripts = library.data?.scripts ?? [];
  return (
    <Section
      id="ct-script"
      title={t("title")}
      aside={rules.script ? t("aside", { name: rules.script.name, count: rules.script.characters.length }) : t("none")}
    >
      {rules.script && !open && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex-1 text-sm text-ink-300">
            {t.rich("ownCopy", {
              name: rules.script.name,
              author: rules.script.author ?? "",
              hasAuthor: rules.script.author ? "yes" : "no",
              b: (chunks) => <span className="font-medium text-ink-100">{chunks}</span>,
            })}
          </p>
          <button className="btn" onClick={() => setOpen(true)}>
            {t("change")}
          </button>
        </div>
      )}
      {open && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            const id = chosen || scripts[0]?.id;
            if (!id) return;
            setBusy(true);
            setError(null);
            try {
              const { script } = await api<{ script: { script: Script } }>(`/api/scripts/${encodeURIComponent(id)}`);
              await commands.send({ type: "clocktower.setScript", script: script.script });
              setOpen(false);
            } catch (err) {
              setError((err as Error).message);
            }
            setBusy(false);
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="ct-script-choice" className="label">
              {t("fromLibrary")}
            </label>
            <select
              id="ct-script-choice"
              className="input"
              value={chosen || scripts[0]?.id || ""}
              onChange={(e) => setChosen(e.target.value)}
              disabled={library.isLoading}
            >
              {library.isLoading && <option>{t("loading")}</option>}
              {scripts.map((s) => (
                <option key={s.id} value={s.id}>
                  {t("option", {
                    name: s.name,
                    author: s.author,
                    hasAuthor: s.author ? "yes" : "no",
                    count: s.characterCount,
                    builtIn: s.builtIn ? "yes" : "no",
                  })}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-primary" disabled={busy || commands.busy || scripts.length === 0}>
            {t("use")}
          </button>
          {rules.script && (
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              {t("cancel")}
            </button>
          )}
        </form>
      )}
      {open && (
        <p className="mt-2 text-xs text-ink-400">
          {t.rich("libraryHint", {
            link: (chunks) => (
              <Link href="/scripts" className="text-moon-300 underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {(error || library.error) && (
        <p role="alert" className="error-text mt-2">
          {error ?? (library.error as Error).message}
        </p>
      )}
    </Section>
  );
}
