"use client";
import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { useSay } from "@/lib/i18n/use-say";
import { characterSheet, nightOrder, TEAMS, TEAM_LABELS, type Character, type Script } from "@/lib/rulesets/clocktower";
import { NightOrderView, SheetView } from "./character-sheet";
import { ProblemList, problemsOf } from "./problem-list";
import { addCharacter, removeCharacter } from "./edit-script";
import { CharacterEditor } from "./character-editor";
import { NightOrderEditor } from "./night-order-editor";

export function ScriptDetail({
  id,
  builtIn,
  initial,
  library,
}: {
  id: string;
  builtIn: boolean;
  initial: Script;
  library: Character[];
}) {
  const t = useTranslations("scripts.detail");
  const sheetSay = useSay();
  const router = useRouter();
  const [script, setScript] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [toAdd, setToAdd] = useState("");
  const [openCharacter, setOpenCharacter] = useState<string | null>(null);
  const sheet = useMemo(() => characterSheet(script), [script]);
  const order = useMemo(() => nightOrder(script), [script]);
  const addable = useMemo(
    () => library.filter((c) => !script.characters.some((s) => s.id === c.id)),
    [library, script],
  );

  /** Runs a request; true when it succeeded, else its problems are shown. */
  const run = async (fn: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblems([]);
    let done = false;
    try {
      await fn();
      done = true;
    } catch (err) {
      setProblems(problemsOf(err));
    }
    setBusy(false);
    return done;
  };
  const save = (next: Script) =>
    run(async () => {
      const { script: saved } = await api<{ script: { script: Script } }>(`/api/scripts/${id}`, {
        method: "PUT",
        json: { script: next },
      });
      setScript(saved.script);
    });
  /** Shows the change at once (a drag must not jump back), and undoes it when the save fails. */
  const saveNow = (next: Script) => {
    const before = script;
    setScript(next);
    return save(next).then((saved) => {
      if (!saved) setScript(before);
      return saved;
    });
  };
  const duplicate = () =>
    run(async () => {
      const { script: copy } = await api<{ script: { id: string } }>(`/api/scripts/${id}/duplicate`, {
        method: "POST",
        json: {},
      });
      router.push(`/scripts/${copy.id}`);
    });
  const remove = () => {
    if (!window.confirm(t("confirmDelete", { name: script.name }))) return;
    return run(async () => {
      await api(`/api/scripts/${id}`, { method: "DELETE" });
      router.push("/scripts");
      router.refresh();
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-ink-400">
            <Link href="/scripts" className="hover:text-ink-100">
              <span aria-hidden="true">← </span>
              {t("back")}
            </Link>
          </p>
          {renaming ? (
            <form
              className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto_auto]"
              onSubmit={async (e) => {
                e.preventDefault();
                const data = new FormData(e.currentTarget);
                await save({
                  ...script,
                  name: String(data.get("name") ?? ""),
                  author: String(data.get("author") ?? ""),
                });
                setRenaming(false);
              }}
            >
              <label className="sr-only" htmlFor="script-name">
                {t("name")}
              </label>
              <input
                id="script-name"
                name="name"
                className="input"
                defaultValue={script.name}
                required
                maxLength={120}
                autoFocus
              />
              <label className="sr-only" htmlFor="script-author">
                {t("author")}
              </label>
              <input
                id="script-author"
                name="author"
                className="input"
                defaultValue={script.author}
                maxLength={120}
                placeholder={t("author")}
              />
              <button className="btn btn-primary" disabled={busy}>
                {t("save")}
              </button>
              <button type="button" className="btn" onClick={() => setRenaming(false)}>
                {t("cancel")}
              </button>
            </form>
          ) : (
            <>
              <h1 className="mt-1 text-2xl font-semibold break-words">{script.name}</h1>
              <p className="text-sm text-ink-400">
                {script.author ? t("by", { author: script.author }) : ""}
                {t("meta", { count: script.characters.length, builtIn: builtIn ? "yes" : "no" })}
              </p>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {!builtIn && !renaming && (
            <button className="btn" onClick={() => setRenaming(true)}>
              {t("rename")}
            </button>
          )}
          {!builtIn && (
            <button
              className="btn"
              aria-pressed={editing}
              onClick={() => {
                setEditing((x) => !x);
                setOpenCharacter(null);
              }}
            >
              {editing ? t("doneEditing") : t("editCharacters")}
            </button>
          )}
          <button className="btn" disabled={busy} onClick={duplicate}>
            {t("duplicate")}
          </button>
          <a className="btn" href={`/api/scripts/${id}/export`} download>
            {t("export")}
          </a>
          {!builtIn && (
            <button className="btn btn-danger" disabled={busy} onClick={remove}>
              {t("delete")}
            </button>
          )}
        </div>
      </div>

      <ProblemList problems={problems} title={t("notSaved")} />

      {editing && (
        <form
          className="card flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            const c = library.find((x) => x.id === toAdd);
            if (!c) return;
            await save(addCharacter(script, c));
            setToAdd("");
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="add-character" className="label">
              {t("addLabel")}
            </label>
            <select id="add-character" className="input" value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
              <option value="">{t("choose")}</option>
              {TEAMS.map((team) => {
                const list = addable.filter((c) => c.team === team);
                return list.length === 0 ? null : (
                  <optgroup key={team} label={TEAM_LABELS[team].many}>
                    {list.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          </div>
          <button className="btn btn-primary" disabled={busy || !toAdd}>
            {t("add")}
          </button>
          <p className="text-xs text-ink-400 sm:max-w-56">{t("addHint")}</p>
        </form>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <section className="card min-w-0" aria-labelledby="sheet-heading">
          <h2 id="sheet-heading" className="mb-4 font-semibold">
            {t("sheet")}
          </h2>
          <SheetView
            sheet={sheet}
            say={sheetSay}
            action={
              editing
                ? (c) => (
                    <span className="flex gap-1 self-start">
                      <button
                        className="btn px-2 text-xs"
                        aria-expanded={openCharacter === c.id}
                        onClick={() => setOpenCharacter((o) => (o === c.id ? null : c.id))}
                        aria-label={t("editName", { name: c.name })}
                      >
                        {t("edit")}
                      </button>
                      <button
                        className="btn btn-danger px-2 text-xs"
                        disabled={busy}
                        onClick={() => save(removeCharacter(script, c.id))}
                        aria-label={t("removeName", { name: c.name })}
                      >
                        {t("remove")}
                      </button>
                    </span>
                  )
                : undefined
            }
            below={
              editing
                ? (c) => {
                    const character = script.characters.find((x) => x.id === c.id);
                    return openCharacter === c.id && character ? (
                      <CharacterEditor
                        key={c.id}
                        script={script}
                        character={character}
                        busy={busy}
                        onSave={save}
                        onClose={() => setOpenCharacter(null)}
                      />
                    ) : null;
                  }
                : undefined
            }
          />
        </section>
        <section className="card min-w-0" aria-labelledby="night-heading">
          <h2 id="night-heading" className="mb-4 font-semibold">
            {t("night")}
          </h2>
          {editing ? (
            <>
              <p className="mb-3 text-xs text-ink-400">{t("dragHint")}</p>
              <NightOrderEditor script={script} busy={busy} onChange={(next) => void saveNow(next)} />
            </>
          ) : (
            <NightOrderView
              firstNight={order.firstNight}
              otherNight={order.otherNight}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1"
              say={sheetSay}
            />
          )}
        </section>
      </div>
    </div>
  );
}
