"use client";
import { useId, useState } from "react";
import type { ActionChoice } from "@/lib/rulesets/secret-moon";
import type { Commands } from "@/components/game/use-game";
import type { ActionKind, ModGame, Words } from "./model";

/**
 * The acting player's choices: every action with its legal targets, or why it is unavailable. The
 * moderator enters what the player chose; the engine resolves it.
 */
export function ActionPicker({
  game,
  actor,
  words,
  commands,
}: {
  game: ModGame;
  actor: string;
  words: Words;
  commands: Commands;
}) {
  const { t, say, name } = words;
  const id = useId();
  const [action, setAction] = useState<ActionKind | null>(null);
  const choice = game.actions.find((a) => a.action === action) ?? null;
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="label">{t("panel.whatDoes", { name: name(actor) })}</legend>
        <ul className="grid gap-1.5" aria-label={t("panel.actionsLabel")}>
          {game.actions.map((a) => {
            const selected = a.action === action;
            return (
              <li key={a.action} className="grid grid-cols-[8.5rem_1fr] items-center gap-3">
                <button
                  type="button"
                  className={`btn justify-start ${selected ? "border-moon-400 bg-moon-400/15 text-moon-300" : ""}`}
                  aria-pressed={selected}
                  disabled={a.unavailable !== null || commands.busy}
                  aria-describedby={`${id}-${a.action}`}
                  onClick={() => setAction(selected ? null : a.action)}
                >
                  {words.action(a.action)}
                </button>
                <span
                  id={`${id}-${a.action}`}
                  className={`text-xs leading-snug ${a.unavailable ? "text-ink-400 italic" : "text-ink-300"}`}
                >
                  {a.unavailable
                    ? say(a.unavailable)
                    : t(`panel.summary.${a.action}`, { question: t("inquiry.question") })}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {choice && (
        <ActionForm
          key={choice.action}
          choice={choice}
          game={game}
          actor={actor}
          words={words}
          commands={commands}
          onCancel={() => setAction(null)}
        />
      )}
    </div>
  );
}

function ActionForm({
  choice,
  game,
  actor,
  words,
  commands,
  onCancel,
}: {
  choice: ActionChoice;
  game: ModGame;
  actor: string;
  words: Words;
  commands: Commands;
  onCancel: () => void;
}) {
  const { t, name } = words;
  const roleName = words.role;
  const id = useId();
  const [target, setTarget] = useState(choice.targets[0] ?? "");
  const [role, setRole] = useState<string>(choice.roles?.[0] ?? "princess");
  const [reserve, setReserve] = useState<string>("");
  const [thiefAnswer, setThiefAnswer] = useState<"princess" | "minister">(game.thiefAnswer);
  const card = game.cardsInFull.find((c) => c.id === target);
  const kind = choice.action;
  const targetLabel = (id: string) => {
    const c = game.cardsInFull.find((x) => x.id === id);
    const self = id === actor;
    if (c?.revealed)
      return t(self ? "panel.selfRevealedAs" : "panel.revealedAs", { name: name(id), role: roleName(c.role) });
    return self ? t("panel.self", { name: name(id) }) : name(id);
  };

  const preview = (() => {
    const who = name(actor);
    const tgt = name(target);
    const p = (key: string, values: Record<string, string | number> = {}) =>
      t(`panel.preview.${key}`, { who, target: tgt, ...values });
    switch (kind) {
      case "inspect":
        return p("inspect", { role: card ? roleName(card.role) : "?" });
      case "inquire": {
        const answersAs = card?.role === "thief" ? thiefAnswer : card?.role;
        const line =
          answersAs === "princess" || answersAs === "wanderer"
            ? t("panel.preview.staysSilent")
            : answersAs === "minister"
              ? t("inquiry.minister")
              : t("inquiry.justMe");
        return p("inquire", { question: t("inquiry.question"), line });
      }
      case "accuse":
        return p(card?.role === role ? "accuseCorrect" : "accuseWrong", { role: roleName(role) });
      case "protect":
        return p(target === actor ? "hides" : "protects");
      case "disrupt":
        return p("disrupt");
      case "attack":
        return p("attack");
      case "pass":
        return reserve ? p("passReserving", { number: reserve }) : p("pass");
    }
  })();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const base = { type: `secret-moon.${kind}`, seatId: actor };
    switch (kind) {
      case "pass":
        await commands.send({ ...base, reserve: reserve ? Number(reserve) : null });
        break;
      case "accuse":
        await commands.send({ ...base, target, role });
        break;
      case "inquire":
        await commands.send({ ...base, target, ...(card?.role === "thief" ? { thiefAnswer } : {}) });
        break;
      default:
        await commands.send({ ...base, target });
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-moon-500/40 bg-night-850 p-3"
      aria-label={t("panel.details", { action: words.action(kind) })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {kind !== "pass" && (
          <div>
            <label className="label" htmlFor={`${id}-target`}>
              {t("panel.target")}
            </label>
            <select
              id={`${id}-target`}
              className="input"
              autoFocus
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              required
            >
              {choice.targets.map((t) => (
                <option key={t} value={t}>
                  {targetLabel(t)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === "accuse" && (
          <div>
            <label className="label" htmlFor={`${id}-role`}>
              {t("panel.roleNamed")}
            </label>
            <select id={`${id}-role`} className="input" value={role} onChange={(e) => setRole(e.target.value)}>
              {(choice.roles ?? []).map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === "inquire" && card?.role === "thief" && (
          <div>
            <label className="label" htmlFor={`${id}-thief`}>
              {t("panel.thiefAnswersAs")}
            </label>
            <select
              id={`${id}-thief`}
              className="input"
              value={thiefAnswer}
              onChange={(e) => setThiefAnswer(e.target.value as "princess" | "minister")}
            >
              <option value="princess">{t("panel.asPrincess")}</option>
              <option value="minister">{t("panel.asMinister")}</option>
            </select>
          </div>
        )}
        {kind === "pass" && (
          <div>
            <label className="label" htmlFor={`${id}-reserve`}>
              {t("panel.takeCard")}
            </label>
            <select
              id={`${id}-reserve`}
              className="input"
              autoFocus
              value={reserve}
              onChange={(e) => setReserve(e.target.value)}
              disabled={(choice.reserve ?? []).length === 0}
            >
              <option value="">{t("panel.justPass")}</option>
              {(choice.reserve ?? []).map((n) => (
                <option key={n} value={String(n)}>
                  {t("panel.cardNumber", { number: n })}
                </option>
              ))}
            </select>
            {(choice.reserve ?? []).length === 0 && <p className="mt-1 text-xs text-ink-400">{t("panel.lastRound")}</p>}
          </div>
        )}
      </div>
      <p className="text-sm text-ink-200" aria-live="polite" data-testid="sm-action-preview">
        {preview}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          className={`btn ${kind === "disrupt" || kind === "attack" ? "btn-danger" : "btn-primary"}`}
          disabled={commands.busy || (kind !== "pass" && !target)}
        >
          {t("panel.confirm", { action: words.action(kind).toLowerCase() })}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t("panel.cancel")}
        </button>
      </div>
    </form>
  );
}
