"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { Message } from "@/lib/i18n/message";
import { useSay } from "@/lib/i18n/use-say";
import type { Character, CharacterTextDraft, CharacterTextField, Script } from "@/lib/rulesets/clocktower";
// The editor's rules alone: the ruleset's index would bring the whole engine into the page's bundle.
import { draftOf, editCharacterText } from "@/lib/rulesets/clocktower/script/edit";

/** The fields, labelled by `scripts.editor.fields.<key>` in the catalogues. */
const FIELDS: Array<{ key: CharacterTextField; multiline: boolean; hint?: "remindersHint" }> = [
  { key: "name", multiline: false },
  { key: "ability", multiline: true },
  { key: "firstNightReminder", multiline: true },
  { key: "otherNightReminder", multiline: true },
  { key: "reminders", multiline: false, hint: "remindersHint" },
];

/**
 * The texts of one character on the script (the script holds its own copy of every character, so
 * this changes only this script). Checked with the character schema before anything is sent.
 */
export function CharacterEditor({
  script,
  character,
  busy,
  onSave,
  onClose,
}: {
  script: Script;
  character: Character;
  busy: boolean;
  /** Saves the whole script; resolves true when it was saved. */
  onSave: (next: Script) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslations("scripts.editor");
  const say = useSay();
  const base = useId();
  const [draft, setDraft] = useState<CharacterTextDraft>(() => draftOf(character));
  const [errors, setErrors] = useState<Partial<Record<CharacterTextField, Message>>>({});
  const set = (key: CharacterTextField, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return (
    <form
      className="mt-2 space-y-3 rounded-lg border border-night-700 bg-night-850 p-3"
      aria-label={t("editName", { name: character.name })}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const result = editCharacterText(script, character.id, draft);
        if (!result.ok) {
          setErrors(result.errors);
          const first = FIELDS.find((f) => result.errors[f.key]);
          if (first) document.getElementById(`${base}-${first.key}`)?.focus();
          return;
        }
        setErrors({});
        if (await onSave(result.script)) onClose();
      }}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
    >
      {FIELDS.map((f) => {
        const id = `${base}-${f.key}`;
        const error = errors[f.key];
        const describedBy =
          [error ? `${id}-error` : null, f.hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name: f.key,
          className: `input ${error ? "border-blood-500" : ""}`,
          value: draft[f.key],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        };
        return (
          <div key={f.key}>
            <label htmlFor={id} className="label">
              {t(`fields.${f.key}`)}
            </label>
            {f.multiline ? (
              <textarea
                {...common}
                className={`${common.className} field-sizing-content min-h-16`}
                rows={f.key === "ability" ? 3 : 2}
                onChange={(e) => set(f.key, e.target.value)}
              />
            ) : (
              <input {...common} onChange={(e) => set(f.key, e.target.value)} />
            )}
            {f.hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-ink-400">
                {t(f.hint)}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="error-text mt-1" role="alert">
                {say(error)}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={busy}>
          {t("saveName", { name: character.name })}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
