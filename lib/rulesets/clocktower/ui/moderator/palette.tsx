"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { ClocktowerPartProps } from "./shared";
import { tokenLabel } from "./token-label";

interface Action {
  label: string;
  /** What the palette runs; a command's answer is shown by the game page, not here. */
  run: () => unknown;
}

/** Opens the next night step that is not done (the sheet's own header button). */
export function openNextStep() {
  const next = document.querySelector<HTMLElement>(
    '[data-testid="night-step"][data-done="false"][data-skipped="false"] > button',
  );
  if (!next) return false;
  if (next.getAttribute("aria-expanded") !== "true") next.click();
  next.scrollIntoView({ block: "center" });
  next.focus();
  return true;
}

/**
 * The command palette (Ctrl+K or "/"): type to find an action — mark a player dead, add or remove a
 * reminder, next night step, start the night, confirm the dawn, undo — and press Enter.
 */
export function CommandPalette({ rules, seats, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.palette");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing =
        e.target instanceof HTMLElement && (e.target.closest("input, textarea, select") || e.target.isContentEditable);
      if ((e.key === "k" && (e.ctrlKey || e.metaKey)) || (e.key === "/" && !typing)) {
        e.preventDefault();
        setOpen(true);
        setQuery("");
        setActive(0);
      } else if (e.key === "n" && e.altKey) {
        e.preventDefault();
        openNextStep();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const actions = useMemo<Action[]>(() => {
    const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
    const out: Action[] = [];
    const send = commands.send;
    if (rules.nightSheet && rules.phase?.kind === "night")
      out.push({ label: t("nextStep"), run: () => openNextStep() });
    if (!rules.winner && rules.phase?.kind !== "night" && rules.deal)
      out.push({
        label: t("startNight", { number: (rules.phase?.number ?? 0) + 1 }),
        run: () => send({ type: "clocktower.startNight" }),
      });
    if (rules.dawn)
      out.push({
        label: t("confirmDawn"),
        run: () =>
          send({
            type: "clocktower.confirmDawn",
            deaths: rules.dawn!.deaths.map((d) => ({
              seatId: d.seatId,
              cause: d.cause,
              ...(d.by ? { by: d.by } : {}),
            })),
          }),
      });
    out.push({ label: t("undo"), run: () => send({ type: "undo" }) });
    for (const s of rules.seats) {
      if (s.alive && !s.registersDead) {
        out.push({
          label: t("markExecuted", { seat: name(s.seatId) }),
          run: () => send({ type: "clocktower.markDead", seatId: s.seatId, cause: "executed" }),
        });
        out.push({
          label: t("markKilled", { seat: name(s.seatId) }),
          run: () => send({ type: "clocktower.markDead", seatId: s.seatId, cause: "night" }),
        });
      } else
        out.push({
          label: t("markAlive", { seat: name(s.seatId) }),
          run: () => send({ type: "clocktower.markAlive", seatId: s.seatId }),
        });
      for (const token of s.reminders)
        out.push({
          label: t("removeToken", { token: tokenLabel(rules, token), seat: name(s.seatId) }),
          run: () => send({ type: "clocktower.removeReminder", seatId: s.seatId, token }),
        });
      for (const token of rules.availableReminders)
        out.push({
          label: t("addToken", { token: tokenLabel(rules, token), seat: name(s.seatId) }),
          run: () => send({ type: "clocktower.placeReminder", seatId: s.seatId, token }),
        });
    }
    return out;
  }, [rules, seats, commands.send, t]);

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const phrase = query.trim().toLowerCase();
  const found = actions
    .filter((a) => words.every((w) => a.label.toLowerCase().includes(w)))
    .map((a, i) => ({ a, rank: (a.label.toLowerCase().includes(phrase) ? 0 : 1) * 10_000 + i }))
    .sort((x, y) => x.rank - y.rank)
    .map((x) => x.a)
    .slice(0, 12);
  const close = () => setOpen(false);
  const run = (a: Action | undefined) => {
    if (!a) return;
    close();
    void a.run();
  };
  return (
    <>
      <button
        className="btn min-h-11 text-xs"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K /"
        title={t("shortcut")}
      >
        ⌘ <span className="max-sm:sr-only">{t("open")}</span>{" "}
        <kbd className="ml-1 text-ink-400 max-sm:hidden">{t("keys")}</kbd>
      </button>
      {open && (
        <div className="fixed inset-0 z-50 flex items-start justify-center bg-black/60 p-4 pt-[10vh]" onClick={close}>
          <div
            role="dialog"
            aria-modal="true"
            aria-label={t("dialog")}
            className="w-full max-w-lg rounded-xl border border-night-700 bg-night-900 p-3 shadow-xl"
            onClick={(e) => e.stopPropagation()}
          >
            <label htmlFor="ct-palette" className="sr-only">
              {t("command")}
            </label>
            <input
              id="ct-palette"
              ref={input}
              className="input"
              placeholder={t("placeholder")}
              role="combobox"
              aria-expanded="true"
              aria-controls="ct-palette-list"
              aria-activedescendant={found[active] ? `ct-palette-${active}` : undefined}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === "Escape") close();
                else if (e.key === "ArrowDown") {
                  e.preventDefault();
                  setActive((a) => Math.min(a + 1, found.length - 1));
                } else if (e.key === "ArrowUp") {
                  e.preventDefault();
                  setActive((a) => Math.max(a - 1, 0));
                } else if (e.key === "Enter") {
                  e.preventDefault();
                  run(found[active]);
                }
              }}
            />
            <ul id="ct-palette-list" role="listbox" className="mt-2 max-h-80 overflow-y-auto text-sm">
              {found.map((a, i) => (
                <li
                  key={a.label}
                  id={`ct-palette-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`cursor-pointer rounded px-2 py-1.5 ${i === active ? "bg-moon-400/15 text-moon-300" : "text-ink-200"}`}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => run(a)}
                >
                  {a.label}
                </li>
              ))}
              {found.length === 0 && <li className="px-2 py-1.5 text-ink-400">{t("noMatch")}</li>}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
